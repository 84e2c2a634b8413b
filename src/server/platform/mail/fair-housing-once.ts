import { fairHousingDisclosure } from '../../../shared/i18n/catalogues.ts';
import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../../shared/site-settings.ts';
import type { MailExecutor, MailKind, OutgoingMail } from './types.ts';
import { STAFF_MAIL_KINDS } from './types.ts';

/**
 * The kinds that never carry the New York State Fair Housing Disclosure: the staff's own mail, the
 * landlord's (the package, the agency disclosure link), and the bulk listing e-mails (their
 * recipients' first e-mail, the welcome or the confirmation, carried it).
 */
const NOT_TO_A_RENTER: ReadonlySet<MailKind> = new Set<MailKind>([
  ...STAFF_MAIL_KINDS,
  'application-package',
  'agency-landlord',
  'newsletter-digest',
  'saved-search-alert',
]);

/**
 * The Fair Housing Disclosure goes with the first e-mail to every person the product writes to
 * (19 NYCRR 175.28, Executive Law §170-e; decision 089): applicants, co-applicants, guarantors,
 * roommate seekers, tenants signing a disclosure, inquirers, subscribers. Recorded per address in
 * `fair_housing_disclosures`, in the caller's transaction: the one message that records the address
 * gets the paragraph (in its language), unless it already carries it (the inquiry's own first reply,
 * acknowledgement and viewing e-mails); every later message is left as written.
 */
export async function withFairHousingDisclosure(executor: MailExecutor, mail: OutgoingMail, at: string): Promise<string> {
  if (mail.toStaff || NOT_TO_A_RENTER.has(mail.kind)) return mail.text;
  const language = mail.language ?? 'en';
  const result = await executor
    .insertInto('fair_housing_disclosures')
    .values({ email: mail.to.email.trim().toLowerCase(), language, sent_at: at })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  const first = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (!first || mail.text.includes(NY_FAIR_HOUSING_DISCLOSURE_URL)) return mail.text;
  return `${mail.text}\n\n${fairHousingDisclosure(language)}`;
}
