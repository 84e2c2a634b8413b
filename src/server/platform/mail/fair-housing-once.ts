import { fairHousingDisclosure } from '../../../shared/i18n/catalogues.ts';
import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../../shared/site-settings.ts';
import type { MailExecutor, MailKindTable, OutgoingMail } from './types.ts';

/**
 * The Fair Housing Disclosure goes with the first e-mail to every person the product writes to
 * (19 NYCRR 175.28, Executive Law §170-e; decision 089): applicants, co-applicants, guarantors,
 * roommate seekers, tenants signing a disclosure, inquirers, subscribers. Recorded per address in
 * `fair_housing_disclosures`, in the caller's transaction: the one message that records the address
 * gets the paragraph (in its language), unless it already carries it (the inquiry's own first reply,
 * acknowledgement and viewing e-mails); every later message is left as written. The kinds that never
 * carry it are the staff's own mail, the landlord's (the package, the agency disclosure link), and the
 * bulk listing e-mails (their recipients' first e-mail, the welcome or the confirmation, carried it):
 * `staff` or `noDisclosure` in their feature's table.
 */
export async function withFairHousingDisclosure(
  executor: MailExecutor,
  mail: OutgoingMail,
  at: string,
  kinds: MailKindTable,
): Promise<string> {
  const rule = kinds[mail.kind];
  if (mail.toStaff || rule?.staff || rule?.noDisclosure) return mail.text;
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
