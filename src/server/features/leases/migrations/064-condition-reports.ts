import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * Move-in and move-out (issue 45 item 5, docs/decisions/096-move-in-move-out.md): the move-in condition
 * report and the itemized deposit statement are signed as the lease is, so they are rows of `leases`
 * told apart by `kind` ('lease', 'move-in', 'deposit-statement'), with `content` the JSON the product
 * wrote the document from (rooms, deductions); `deposit_reminders` holds one row per deal whose 14-day
 * deposit deadline the staff were e-mailed about (its primary key makes the e-mail go once).
 */
export function conditionReportsMigration() {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('leases')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('lease'))
        .execute();
      await db.schema.alterTable('leases').addColumn('content', 'text').execute();
      await db.schema
        .createTable('deposit_reminders')
        .addColumn('deal_id', 'integer', (c) => c.primaryKey())
        .addColumn('lease_end', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('deposit_reminders').ifExists().execute();
      await db.schema.alterTable('leases').dropColumn('content').execute();
      await db.schema.alterTable('leases').dropColumn('kind').execute();
    },
  };
}
