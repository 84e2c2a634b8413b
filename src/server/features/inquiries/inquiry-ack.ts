import type { Transaction } from 'kysely';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { fairHousingDisclosure, textsFor } from '../../../shared/i18n/catalogues.ts';
import { officeAddressLine } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { MailExecutor, OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/**
 * The acknowledgement to the person who wrote an inquiry: thanks, when to expect an
 * answer, the agent's contact details and the Fair Housing Disclosure (it is the first e-mail to
 * the inquirer, decision 022). Plain text; its HTML part is derived (links kept, the rest escaped).
 * The inquirer's message is not repeated: the form must not send any text to any address.
 */
function inquiryAck(inquiry: InquiryDto, settings: SiteSettings, listingPublic: boolean): OutgoingMail & { kind: 'inquiry-ack' } {
  const { agent, office } = settings;
  // A listing that is not public is not named to whoever typed an address in the form.
  const address = listingPublic ? inquiry.listing_address : null;
  const name = greetingName(inquiry.name);
  // In the language the renter wrote in (decision 072), the Disclosure too.
  const { language } = inquiry;
  const T = textsFor(language, 'mail').MAIL_TEXT;
  const text = [
    T.ackGreeting(name),
    '',
    T.ackThanks(address),
    T.ackWhen,
    '',
    T.ackContact,
    '',
    [agent.name, agent.title].filter(Boolean).join(', '),
    settings.brokerageName,
    `${T.ackPhone}: ${agent.phone}`,
    `${T.ackEmail}: ${agent.email}`,
    `${T.ackOffice}: ${office.name}, ${officeAddressLine(settings)}`,
    ...(office.hours ? [`${T.ackHours}: ${office.hours}`] : []),
    '',
    fairHousingDisclosure(language),
    '',
    T.ackWhy,
  ].join('\n');
  return {
    kind: 'inquiry-ack',
    to: { email: inquiry.email, ...(name ? { name } : {}) },
    subject: T.ackSubject(settings.brand, address),
    text,
    // Threaded with the agent's replies to the same address: they answer this message.
    thread: `inquiry:${inquiry.id}`,
    language,
  };
}

/** Whether the listing an inquiry names is on the public site (active). */
export async function isListingPublic(executor: MailExecutor, listingId: number | null): Promise<boolean> {
  if (listingId === null) return false;
  const listing = await executor.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirst();
  return listing?.status === 'active';
}

/**
 * The acknowledgement's part of a new inquiry's transaction, when the setting is on. `settings` are
 * read before the transaction opens (see InquiryCreatedHookSource).
 */
export function inquiryAckHook(mail: MailService, settings: SiteSettings) {
  return async (trx: Transaction<Database>, inquiry: InquiryDto): Promise<void> => {
    // At most a few a day to one address, however many inquiries name it (decision 029).
    await mail.queueWithinCap(trx, inquiryAck(inquiry, settings, await isListingPublic(trx, inquiry.listing_id)));
  };
}
