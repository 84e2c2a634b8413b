import { officeAddressLine } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { NEWSLETTER_MAIL_TEXT as T } from '../../../shared/texts/newsletter.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/** What the newsletter e-mails say about the sender (site settings): brand, agent, office (the CAN-SPAM postal address), period. */
export type NewsletterSender = SiteSettings;

/** Where a subscriber's unsubscribe page is: `{origin}/unsubscribe?token=…`. */
export const unsubscribeUrl = (origin: string, token: string) => `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The headers of every newsletter e-mail (RFC 2369, RFC 8058): mail apps show an Unsubscribe button
 * that POSTs `List-Unsubscribe=One-Click` to the link, which unsubscribes at once.
 */
export function listHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The closing lines of every newsletter e-mail: who sends it, the office's postal address, how to leave. */
export function signatureLines(sender: NewsletterSender, url: string): string[] {
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
  subscriber: { email: string; name: string | null },
  origin: string,
  token: string,
): OutgoingMail & { kind: 'newsletter-welcome' } {
  const url = unsubscribeUrl(origin, token);
  const name = greetingName(subscriber.name);
  const text = [
    T.greeting(name),
    '',
    T.welcomeThanks(sender.brand),
    '',
    T.welcomeWhat,
    T.welcomeHowOften[sender.newsletterPeriod],
    '',
    T.browseNow(`${origin}/`),
    '',
    ...signatureLines(sender, url),
  ].join('\n');
  return {
    kind: 'newsletter-welcome',
    to: { email: subscriber.email, ...(name ? { name } : {}) },
    subject: T.welcomeSubject(sender.brand),
    text,
    headers: listHeaders(url),
  };
}

/**
 * The answer to an unsubscribe request by address (POST /subscribers/unsubscribe): the subscriber's
 * own signed link, sent only to that address, so nobody else can unsubscribe them or learn they subscribe.
 */
export function unsubscribeLinkMail(
  sender: NewsletterSender,
  subscriber: { email: string },
  origin: string,
  token: string,
): OutgoingMail & { kind: 'unsubscribe-link' } {
  const url = unsubscribeUrl(origin, token);
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
  return { kind: 'unsubscribe-link', to: { email: subscriber.email }, subject: T.unsubscribeSubject(sender.brand), text };
}
