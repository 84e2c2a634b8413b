import type { Kysely } from 'kysely';

/**
 * The screening fee the law's way (NY Real Property Law §238-a(1)(b); issue 47 item 6;
 * docs/decisions/095-human-rights-law-checks.md):
 * - `application_documents.report_date`: the New York day an applicant's own screening report was made,
 *   asked with its upload; a report made within 30 days of its upload waives the screening fee;
 * - `applications.screening_fee_agency`: the agency that makes the check the fee pays for, named on the receipt.
 */
export function screeningReportDateMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('application_documents').addColumn('report_date', 'text').execute();
      await db.schema.alterTable('applications').addColumn('screening_fee_agency', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('applications').dropColumn('screening_fee_agency').execute();
      await db.schema.alterTable('application_documents').dropColumn('report_date').execute();
    },
  };
}
