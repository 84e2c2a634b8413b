import type { Transaction } from 'kysely';
import type { InquiryAuthor } from './inquiries.service.ts';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { streetOf, withApartment } from '../../../shared/listing-format.ts';
import { telLink } from '../../../shared/phone.ts';
import { MAIL_TEXT as T } from '../../../shared/texts/mail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isListingPublic } from './inquiry-ack.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { escapeHtml, htmlDocument, textToHtmlBody } from '../../platform/mail/render.ts';

interface AlertContent {
  subject: string;
  text: string;
  html: string;
}

/** The alert about one new inquiry: who wrote, how to reach them, which listing, the message, the link to it. */
function inquiryAlert(inquiry: InquiryDto, siteUrl: string, listingPublic: boolean): AlertContent {
  const adminUrl = `${siteUrl}/admin/inquiries?view=${inquiry.id}`;
  const listingUrl = inquiry.listing_id !== null && listingPublic ? `${siteUrl}/property/${inquiry.listing_id}` : null;
  // The apartment always: two listings often share an address. The subject keeps the street and apartment, the body the whole address.
  const place = inquiry.listing_address ? withApartment(inquiry.listing_address, inquiry.listing_apartment) : null;
  const property = place ? `${place}${listingUrl ? ` (${listingUrl})` : ` (${T.alertNotPublic})`}` : T.alertGeneral;
  const subject = T.alertSubject(
    inquiry.name,
    inquiry.listing_address ? withApartment(streetOf(inquiry.listing_address), inquiry.listing_apartment) : null,
  );
  const text = [
    T.alertHeading(inquiry.name),
    '',
    ...(inquiry.email ? [`${T.alertEmail}: ${inquiry.email}`] : []),
    ...(inquiry.phone ? [`${T.alertPhone}: ${inquiry.phone}`] : []),
    `${T.alertProperty}: ${property}`,
    '',
    `${T.alertMessage}:`,
    inquiry.message,
    '',
    `${T.alertOpen}: ${adminUrl}`,
    '',
    `${T.alertWhy}: ${siteUrl}/admin/profile`,
  ].join('\n');

  const e = escapeHtml;
  const row = (label: string, value: string) =>
    `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#6b7280;font-weight:600;vertical-align:top">${e(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const propertyHtml = place
    ? listingUrl
      ? `<a href="${e(listingUrl)}">${e(place)}</a>`
      : `${e(place)} <span style="color:#6b7280">(${e(T.alertNotPublic)})</span>`
    : e(T.alertGeneral);
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${e(T.alertHeading(inquiry.name))}</h1>`,
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
    inquiry.email ? row(T.alertEmail, `<a href="${e(`mailto:${inquiry.email}`)}">${e(inquiry.email)}</a>`) : '',
    inquiry.phone ? row(T.alertPhone, `<a href="${e(telLink(inquiry.phone))}">${e(inquiry.phone)}</a>`) : '',
    row(T.alertProperty, propertyHtml),
    '</table>',
    `<h2 style="font-size:16px;margin:0 0 8px">${e(T.alertMessage)}</h2>`,
    `<div style="border-left:3px solid #d1d5db;padding:0 0 0 12px;margin:0 0 20px">${textToHtmlBody(inquiry.message)}</div>`,
    `<p style="margin:0 0 24px"><a href="${e(adminUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">${e(T.alertOpen)}</a></p>`,
    `<p style="margin:0;color:#6b7280;font-size:13px">${e(T.alertWhy)}: <a href="${e(`${siteUrl}/admin/profile`)}">${e(`${siteUrl}/admin/profile`)}</a></p>`,
  ].join('\n');
  return { subject, text, html: htmlDocument(subject, body) };
}

/**
 * Queues the new-inquiry alert to every staff account that wants it, inside the transaction that
 * creates the inquiry (so a lead is never stored without its alert, nor alerted without being stored).
 * A lead a staff member entered is not announced to that staff member.
 */
export function inquiryAlertHook(mail: MailService, siteUrl: () => string) {
  return async (trx: Transaction<Database>, inquiry: InquiryDto, author: InquiryAuthor): Promise<void> => {
    const staff = (await staffRecipients(trx)).filter((person) => author.kind !== 'staff' || Number(person.id) !== author.userId);
    if (staff.length === 0) return;
    const alert = inquiryAlert(inquiry, siteUrl(), await isListingPublic(trx, inquiry.listing_id));
    for (const person of staff) {
      await mail.queue(trx, {
        kind: 'inquiry-alert',
        to: { email: person.email, name: person.name },
        subject: alert.subject,
        text: alert.text,
        html: alert.html,
        thread: `inquiry:${inquiry.id}`,
      });
    }
  };
}
