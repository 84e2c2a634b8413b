import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { escapeHtml, htmlDocument, textToHtmlBody } from '../../platform/mail/render.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';
import { listingTitleIn } from '../../../shared/i18n/listing-words.ts';
import { localityOf, propertyPath } from '../../../shared/listing-format.ts';
import { listHeaders, signatureLines, unsubscribeUrl, type NewsletterSender } from './newsletter-mail.ts';
import { rentIn } from '../../../shared/words/money.ts';

/** A listing as a digest shows it: a snapshot taken when the digest starts, the same for every recipient. */
export interface DigestListing {
  id: number;
  price: number;
  address: string;
  neighborhood: string;
  bedrooms: number;
  bathrooms: number;
  isSublet: boolean;
  /** Absolute URL of a photo variant about 640 px wide, or null when the listing has none. */
  photoUrl: string | null;
  /** When it became active (this activation is what each search receives once); absent in digests before alerts. */
  activatedAt?: string;
}

/** The digest e-mail of one digest, rendered once; `forRecipient` fills in each subscriber's unsubscribe link. */
export interface DigestTemplate {
  subject: string;
  forRecipient: (to: { email: string; name: string | null }, token: string) => OutgoingMail;
}

/** A listing e-mail's words in the recipient's language (decision 072): the texts, the rent, the title. */
function wordsOf(language: Language) {
  const T = textsFor(language, 'newsletter').NEWSLETTER_MAIL_TEXT;
  const P = textsFor(language, 'public').PUBLIC_TEXT;
  return {
    T,
    rent: (price: number) => rentIn(T, price),
    /** The street address with the apartment ('Apt 4B', 'Apto. 4B'), as listingTitle writes it. */
    title: (l: Pick<DigestListing, 'address' | 'neighborhood'>) => listingTitleIn(P, l),
    /** 'Studio · 1 Bath', '2 Beds · 1.5 Baths' (docs/product.md §3: 0 bedrooms shows as Studio). */
    rooms: (l: Pick<DigestListing, 'bedrooms' | 'bathrooms'>) =>
      `${l.bedrooms === 0 ? T.studio : T.beds(l.bedrooms)} · ${T.baths(l.bathrooms)}`,
  };
}

/** Stands for each recipient's own unsubscribe link while the digest is rendered once for all. */
const LINK_SLOT = 'https://unsubscribe.invalid/link';

/** One listing's card in a listing e-mail (digest or alert), every value escaped. */
export function listingHtml(listing: DigestListing, url: string, language: Language = 'en'): string {
  const { T, rent, title: titleOf, rooms } = wordsOf(language);
  const title = escapeHtml(titleOf(listing));
  const photo = listing.photoUrl
    ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(listing.photoUrl)}" width="560" alt="${title}" style="display:block;width:100%;max-width:560px;height:auto;border:0;border-radius:10px 10px 0 0"></a>`
    : '';
  const badge = listing.isSublet
    ? ` <span style="display:inline-block;margin-left:6px;padding:1px 8px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:600;vertical-align:middle">${escapeHtml(T.sublet)}</span>`
    : '';
  return [
    '<div style="margin:0 0 20px;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden">',
    photo,
    '<div style="padding:14px 18px 16px">',
    `<p style="margin:0;font-size:20px;font-weight:700;color:#0f172a">${escapeHtml(rent(listing.price))}${badge}</p>`,
    `<p style="margin:4px 0 0;color:#334155">${escapeHtml(rooms(listing))}</p>`,
    `<p style="margin:4px 0 0;color:#0f172a;font-weight:600">${title}</p>`,
    localityOf(listing.address)
      ? `<p style="margin:2px 0 0;color:#64748b;font-size:14px">${escapeHtml(localityOf(listing.address))}</p>`
      : '',
    `<p style="margin:12px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:8px 16px;border-radius:8px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(T.viewProperty)}</a></p>`,
    '</div>',
    '</div>',
  ].join('\n');
}

/** One listing in the plain-text part of a listing e-mail, then a blank line. */
export const listingTextLines = (l: DigestListing, url: string, language: Language = 'en') => {
  const { T, rent, title, rooms } = wordsOf(language);
  return [
    `${rent(l.price)}${l.isSublet ? ` · ${T.sublet}` : ''}`,
    rooms(l),
    `${title(l)}${localityOf(l.address) ? `, ${localityOf(l.address)}` : ''}`,
    url,
    '',
  ];
};

/** Renders the digest of `listings` for `sender` in `language`; links point at `origin` (the public site), in that language. */
export function digestTemplate(
  sender: NewsletterSender,
  listings: DigestListing[],
  origin: string,
  language: Language = 'en',
): DigestTemplate {
  const { T } = wordsOf(language);
  const subject = T.digestSubject(listings.length, sender.brand, sender.newsletterPeriod);
  const pageUrl = (l: DigestListing) => `${origin}${localizedPath(propertyPath(l.id), language)}`;
  const home = `${origin}${localizedPath('/', language)}`;
  const closing = signatureLines(sender, LINK_SLOT, language);

  const text = [
    T.digestIntro(listings.length),
    '',
    ...listings.flatMap((l) => listingTextLines(l, pageUrl(l), language)),
    `${T.seeAll}: ${home}`,
    '',
    T.replyHint,
    '',
    ...closing,
  ].join('\n');

  const body = [
    `<p style="margin:0 0 4px;font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#1d4ed8">${escapeHtml(sender.brand)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(T.digestIntro(listings.length))}</h1>`,
    ...listings.map((l) => listingHtml(l, pageUrl(l), language)),
    `<p style="margin:0 0 20px"><a href="${escapeHtml(home)}">${escapeHtml(T.seeAll)}</a></p>`,
    textToHtmlBody([T.replyHint].join('\n')),
    `<div style="margin-top:24px;padding-top:16px;border-top:1px solid #e2e8f0;color:#64748b;font-size:13px">`,
    textToHtmlBody(closing.join('\n')),
    '</div>',
  ].join('\n');
  const html = htmlDocument(subject, body, language);

  return {
    subject,
    forRecipient(to, token) {
      const url = unsubscribeUrl(origin, token, language);
      // The subscriber typed their name in a public form: the display name is at most its first name (decision 094).
      const name = greetingName(to.name);
      return {
        kind: 'newsletter-digest',
        to: { email: to.email, ...(name ? { name } : {}) },
        subject,
        text: text.replaceAll(LINK_SLOT, url),
        html: html.replaceAll(LINK_SLOT, escapeHtml(url)),
        headers: listHeaders(url),
        language,
      };
    },
  };
}
