import { officeAddressLine } from '../../../shared/site-settings.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { searchWords } from '../../../shared/i18n/search-words.ts';
import { propertyPath } from '../../../shared/listing-format.ts';
import { escapeHtml, htmlDocument, textToHtmlBody } from '../../platform/mail/render.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { listingHtml, listingTextLines, type DigestListing } from '../newsletter/index.ts';
import { listHeaders, type NewsletterSender } from '../newsletter/index.ts';
import type { AlertFrequency } from '../../../shared/saved-searches.ts';

/** An alert e-mail shows at most this many listings; the rest are behind 'See all matching listings'. */
const MAX_ALERT_LISTINGS = 24;

/** The manage page of a saved search, in the search's language. */
const managePath = (token: string, language: Language) => localizedPath(`/alerts/${encodeURIComponent(token)}`, language);
/** Where its e-mails' one-click unsubscribe (RFC 8058) POSTs. */
const stopPath = (token: string, language: Language) =>
  localizedPath(`/alerts/${encodeURIComponent(token)}/unsubscribe`, language);

/** The alert e-mails' texts in the search's language (decision 072). */
const textsOf = (language: Language) => ({
  T: textsFor(language, 'alerts').ALERT_TEXT,
  N: textsFor(language, 'newsletter').NEWSLETTER_MAIL_TEXT,
});

export { searchWords };

/** What an alert e-mail needs to know of its search. */
export interface AlertSearch {
  email: string;
  /** The search in words. */
  words: string;
  frequency: AlertFrequency;
  /** The grid with the search's query: where 'See all matching listings' goes. */
  searchPath: string;
  token: string;
  /** The language the search was saved in: its e-mails and links use it (decision 072). */
  language: Language;
}

const closing = (sender: NewsletterSender) => [sender.agent.name, `${sender.brand} · ${officeAddressLine(sender)}`];

/** The confirmation e-mail (double opt-in): nothing else goes to the address before its link is answered. */
export function confirmationMail(
  sender: NewsletterSender,
  search: AlertSearch,
  origin: string,
): OutgoingMail & { kind: 'alert-confirm' } {
  const { language } = search;
  const { T, N } = textsOf(language);
  const text = [
    N.greeting(null),
    '',
    T.confirmAsked(sender.brand),
    search.words,
    T.confirmHowOften(search.frequency),
    '',
    T.confirmLink(`${origin}${managePath(search.token, language)}`),
    '',
    T.confirmIgnore,
    '',
    ...closing(sender),
  ].join('\n');
  return { kind: 'alert-confirm', to: { email: search.email }, subject: T.confirmSubject(sender.brand), text, language };
}

/**
 * An alert: the new listings that match one saved search (the newest first, at most 24), with the
 * search's manage page and its one-click unsubscribe link (List-Unsubscribe, RFC 8058).
 */
export function alertMail(
  sender: NewsletterSender,
  search: AlertSearch,
  listings: DigestListing[],
  origin: string,
): OutgoingMail & { kind: 'saved-search-alert' } {
  const { language } = search;
  const { T, N } = textsOf(language);
  const shown = listings.slice(0, MAX_ALERT_LISTINGS);
  const more = listings.length - shown.length;
  const subject = T.alertSubject(listings.length, search.words);
  const intro = `${T.alertIntro(listings.length)}: ${search.words}`;
  const pageUrl = (l: DigestListing) => `${origin}${localizedPath(propertyPath(l.id), language)}`;
  const allUrl = `${origin}${localizedPath(search.searchPath, language)}`;
  const manageUrl = `${origin}${managePath(search.token, language)}`;
  const stopUrl = `${origin}${stopPath(search.token, language)}`;
  const footer = [...closing(sender), '', T.whyYouGetThis(sender.brand), T.manageLine(manageUrl), T.stopLine(stopUrl)];

  const text = [
    intro,
    '',
    ...shown.flatMap((l) => listingTextLines(l, pageUrl(l), language)),
    ...(more > 0 ? [T.alertMore(more), ''] : []),
    `${T.seeAllMatches}: ${allUrl}`,
    '',
    N.replyHint,
    '',
    ...footer,
  ].join('\n');
  const body = [
    `<p style="margin:0 0 4px;font-size:13px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#1d4ed8">${escapeHtml(sender.brand)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escapeHtml(intro)}</h1>`,
    ...shown.map((l) => listingHtml(l, pageUrl(l), language)),
    more > 0 ? `<p style="margin:0 0 8px;color:#334155">${escapeHtml(T.alertMore(more))}</p>` : '',
    `<p style="margin:0 0 20px"><a href="${escapeHtml(allUrl)}">${escapeHtml(T.seeAllMatches)}</a></p>`,
    textToHtmlBody(N.replyHint),
    `<div style="margin-top:24px;padding-top:16px;border-top:1px solid #e2e8f0;color:#64748b;font-size:13px">`,
    textToHtmlBody(footer.join('\n')),
    '</div>',
  ].join('\n');
  return {
    kind: 'saved-search-alert',
    to: { email: search.email },
    subject,
    text,
    html: htmlDocument(subject, body, language),
    headers: listHeaders(stopUrl),
    language,
  };
}
