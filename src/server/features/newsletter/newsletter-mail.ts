import { officeAddressLine } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/** What the newsletter e-mails say about the sender (site settings): brand, agent, office (the CAN-SPAM postal address), period. */
export type NewsletterSender = SiteSettings;

/** The newsletter e-mails' texts in a subscriber's language (decision 072). */
const textsOf = (language: Language) => textsFor(language, 'newsletter').NEWSLETTER_MAIL_TEXT;

/** Where a subscriber's unsubscribe page is: `{origin}/unsubscribe?token=…` (under /es/ or /zh/ for their language). */
export const unsubscribeUrl = (origin: string, token: string, language: Language = 'en') =>
  `${origin}${localizedPath(`/unsubscribe?token=${encodeURIComponent(token)}`, language)}`;

/**
 * The headers of every newsletter e-mail (RFC 2369, RFC 8058): mail apps show an Unsubscribe button
 * that POSTs `List-Unsubscribe=One-Click` to the link, which unsubscribes at once.
 */
export function listHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The closing lines of every newsletter e-mail: who sends it, the office's postal address, how to leave. */
export function signatureLines(sender: NewsletterSender, url: string, language: Language = 'en'): string[] {
  const T = textsOf(language);
  return [
    sender.agent.name,
    `${sender.brand} · ${officeAddressLine(sender)}`,
    '',
    T.whyYouGetThis(sender.brand),
    T.unsubscribeLine(url),
  ];
}

/** The welcome e-mail: what subscribers will receive, how often, and how to unsubscribe. */
export function welcomeMail(
  sender: NewsletterSender,
  subscriber: { email: string; name: string | null; language: Language },
  origin: string,
  token: string,
): OutgoingMail & { kind: 'newsletter-welcome' } {
  const { language } = subscriber;
  const T = textsOf(language);
  const url = unsubscribeUrl(origin, token, language);
  const name = greetingName(subscriber.name);
  const text = [
    T.greeting(name),
    '',
    T.welcomeThanks(sender.brand),
    '',
    T.welcomeWhat,
    T.welcomeHowOften[sender.newsletterPeriod],
    '',
    T.browseNow(`${origin}${localizedPath('/', language)}`),
    '',
    ...signatureLines(sender, url, language),
  ].join('\n');
  return {
    kind: 'newsletter-welcome',
    to: { email: subscriber.email, ...(name ? { name } : {}) },
    subject: T.welcomeSubject(sender.brand),
    text,
    headers: listHeaders(url),
    language,
  };
}

/**
 * The answer to an unsubscribe request by address (POST /subscribers/unsubscribe): the subscriber's
 * own signed link, sent only to that address, so nobody else can unsubscribe them or learn they subscribe.
 */
export function unsubscribeLinkMail(
  sender: NewsletterSender,
  subscriber: { email: string; language: Language },
  origin: string,
  token: string,
): OutgoingMail & { kind: 'unsubscribe-link' } {
  const { language } = subscriber;
  const T = textsOf(language);
  const url = unsubscribeUrl(origin, token, language);
  const text = [
    T.greeting(null),
    '',
    T.unsubscribeAsked(sender.brand),
    url,
    '',
    T.unsubscribeIgnore,
    '',
    sender.agent.name,
    `${sender.brand} · ${officeAddressLine(sender)}`,
  ].join('\n');
  return {
    kind: 'unsubscribe-link',
    to: { email: subscriber.email },
    subject: T.unsubscribeSubject(sender.brand),
    text,
    language,
  };
}
