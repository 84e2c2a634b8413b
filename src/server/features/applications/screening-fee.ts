import { newYorkDate } from '../../../shared/new-york-time.ts';
import { reportWaivesFee } from '../../../shared/screening-report.ts';
import type { Db } from '../../platform/db/client.ts';

/**
 * The day of a screening report an applicant of the application brought that waives the screening fee
 * (made within 30 days of its upload, NY Real Property Law §238-a(1)(b); decision 095), or null.
 */
export async function waivingReportDate(db: Db, applicationId: number): Promise<string | null> {
  const reports = await db
    .selectFrom('application_documents')
    .select(['report_date', 'created_at'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'screening_report')
    .where('report_date', 'is not', null)
    .execute();
  const waiving = reports.find((r) => reportWaivesFee(r.report_date!, newYorkDate(r.created_at)));
  return waiving?.report_date ?? null;
}
