import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * Deals (docs/decisions/061-deal-stages.md, 062-money-as-integer-cents.md):
 * - `deals`: one lease in the making, from an approved application or by hand: the listing (its
 *   address kept), the tenants as JSON `[{ name, email }]`, the lease's start and end (New York days),
 *   money in integer cents, who pays the broker's fee, the stage and when it last changed;
 * - `deal_disclosures`: the FARE Act fee disclosure sent to each tenant (only the sha256 of the
 *   link's 128-bit token is stored); once signed, the text and fees shown are frozen with the typed
 *   name, time and client address. No key to `deals` or `applications`: a signed disclosure is kept
 *   at least 3 years whatever happens to the deal or the application's documents;
 * - `deal_mails`: the after-lease e-mails ('renewal', 'review'), one row per deal and kind, inserted
 *   by the one instance that sends it (primary key: once per lease);
 * - `deal_mail_opt_outs`: addresses that asked for no more after-lease e-mails (one-click unsubscribe);
 * - `listings.rented_on`: the New York day its lease was signed (shown 'Rented'), null otherwise.
 */
export function dealsMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('deals'), dialect)
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('listing_address', 'text', (c) => c.notNull())
        .addColumn('listing_apartment', 'text', (c) => c.notNull())
        .addColumn('application_id', 'integer')
        .addColumn('tenants', 'text', (c) => c.notNull())
        .addColumn('lease_start', 'text', (c) => c.notNull())
        .addColumn('term_months', 'integer', (c) => c.notNull())
        .addColumn('lease_end', 'text', (c) => c.notNull())
        .addColumn('rent_cents', 'integer', (c) => c.notNull())
        .addColumn('deposit_cents', 'integer', (c) => c.notNull())
        .addColumn('fee_cents', 'integer', (c) => c.notNull())
        .addColumn('fee_paid_by', 'text', (c) => c.notNull())
        .addColumn('tenant_agreement_on', 'text')
        .addColumn('commission_cents', 'integer', (c) => c.notNull())
        .addColumn('co_broke_split', 'real')
        .addColumn('expected_pay_on', 'text')
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('stage_changed_at', 'text', (c) => c.notNull())
        .addColumn('fell_through_reason', 'text')
        .addColumn('lease_signed_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deals_stage').on('deals').columns(['stage', 'id']).execute();
      await db.schema.createIndex('deals_lease_start').on('deals').columns(['lease_start', 'id']).execute();
      await db.schema.createIndex('deals_lease_end').on('deals').columns(['lease_end', 'id']).execute();
      await db.schema.createIndex('deals_application').on('deals').column('application_id').execute();

      await withId(db.schema.createTable('deal_disclosures'), dialect)
        .addColumn('deal_id', 'integer', (c) => c.notNull())
        .addColumn('tenant_name', 'text', (c) => c.notNull())
        .addColumn('tenant_email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('listing_address', 'text', (c) => c.notNull())
        .addColumn('listing_apartment', 'text', (c) => c.notNull())
        .addColumn('signed_text', 'text')
        .addColumn('signed_fees', 'text')
        .addColumn('signed_name', 'text')
        .addColumn('signed_at', 'text')
        .addColumn('signed_address', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deal_disclosures_deal').on('deal_disclosures').columns(['deal_id', 'id']).execute();

      await db.schema
        .createTable('deal_mails')
        .addColumn('deal_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('deal_mails_pk', ['deal_id', 'kind'])
        .execute();

      await db.schema
        .createTable('deal_mail_opt_outs')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('listings').addColumn('rented_on', 'text').execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('listings').dropColumn('rented_on').execute();
      await db.schema.dropTable('deal_mail_opt_outs').ifExists().execute();
      await db.schema.dropTable('deal_mails').ifExists().execute();
      await db.schema.dropTable('deal_disclosures').ifExists().execute();
      await db.schema.dropTable('deals').ifExists().execute();
    },
  };
}
