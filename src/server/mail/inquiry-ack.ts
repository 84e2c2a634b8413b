import type { Transaction } from 'kysely';
import type { InquiryDto } from '../../shared/inquiries.schema.ts';
import { fairHousingDisclosureParagraph, officeAddressLine, type SiteSettings } from '../../shared/site-settings.ts';
import { MAIL_TEXT as T } from '../../shared/texts/mail.ts';
import type { Database } from '../db/schema.ts';
import type { MailService } from './mail.service.ts';
import type { OutgoingMail } from './types.ts';

/**
 * The acknowledgement to the person who wrote an inquiry (issue 11): thanks, when to expect an
 * answer, the agent's contact details and the Fair Housing Disclosure (it is the first e-mail to
 * the inquirer, decision 022). Plain text; its HTML part is derived (links kept, the rest escaped).
 * The inquirer's message is not repeated: the form must not send any text to any address.
 */
export function inquiryAck(inquiry: InquiryDto, settings: SiteSettings): OutgoingMail {
  const { agent, office } = settings;
  const text = [
    T.ackGreeting(inquiry.name),
    '',
    T.ackThanks(inquiry.listing_address),
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
    fairHousingDisclosureParagraph(),
    '',
    T.ackWhy,
  ].join('\n');
  return {
    kind: 'inquiry-ack',
    to: { email: inquiry.email, name: inquiry.name },
    subject: T.ackSubject(settings.brand, inquiry.listing_address),
    text,
    // Threaded with the agent's replies to the same address: they answer this message.
    thread: `inquiry:${inquiry.id}`,
  };
}

/**
 * The acknowledgement's part of a new inquiry's transaction, when the setting is on. `settings` are
 * read before the transaction opens (see InquiryCreatedHookSource).
 */
export function inquiryAckHook(mail: MailService, settings: SiteSettings) {
  return async (trx: Transaction<Database>, inquiry: InquiryDto): Promise<void> => {
    await mail.queue(trx, inquiryAck(inquiry, settings));
  };
}
