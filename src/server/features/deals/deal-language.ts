import type { Language } from '../../../shared/i18n/languages.ts';
import type { MailExecutor } from '../../platform/mail/types.ts';
import type { DealRow } from './tables.ts';
import { parseTenants } from './deal-mapper.ts';

/**
 * The language of a deal's e-mails to its tenants (decision 072): its application's, else that of the
 * latest inquiry from one of its tenants' addresses, else English (a deal made by hand for a lead the
 * product never heard from).
 */
export async function dealLanguage(executor: MailExecutor, deal: Pick<DealRow, 'application_id' | 'tenants'>): Promise<Language> {
  if (deal.application_id !== null) {
    const application = await executor
      .selectFrom('applications')
      .select('language')
      .where('id', '=', deal.application_id)
      .executeTakeFirst();
    if (application) return application.language;
  }
  const emails = parseTenants(deal.tenants).map((t) => t.email.trim().toLowerCase());
  if (emails.length === 0) return 'en';
  const inquiry = await executor
    .selectFrom('inquiries')
    .select('language')
    .where((eb) => eb.fn('lower', ['email']), 'in', emails)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return inquiry?.language ?? 'en';
}
