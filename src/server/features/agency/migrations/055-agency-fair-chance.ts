import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

type AnyDb = Kysely<unknown>;

/**
 * The agency disclosure, Fair Chance and the Fair Housing Disclosure sent once per address
 * (docs/decisions/088-agency-disclosure.md, 089-fair-chance-and-fair-housing-once.md):
 * - `agency_acknowledgements`: the New York State agency disclosure (RPL §443) acknowledged by a
 *   tenant (on the booking or application start form; `tenant_email` unique: asked of a person once)
 *   or by a landlord for a listing (recorded by staff with the landlord's name and the date, or by
 *   the landlord through an e-mailed link whose token is stored only as its sha256): the text shown,
 *   the time and the client address;
 * - `applications.conditional_offer_at` / `offer_withdrawable_on` / `offer_withdrawn_at`: the
 *   conditional offer that alone opens a criminal background check (NYC Fair Chance Housing Law), the
 *   New York day from which it may be withdrawn (five business days on), and its withdrawal;
 * - `fair_housing_disclosures`: each address the Fair Housing Disclosure went to (primary key: once).
 */
export function agencyFairChanceMigration(dialect: Dialect) {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('agency_acknowledgements'), dialect)
        .addColumn('party', 'text', (c) => c.notNull())
        .addColumn('tenant_email', 'text', (c) => c.unique())
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('listing_address', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('disclosure_text', 'text')
        .addColumn('acknowledged_on', 'text')
        .addColumn('acknowledged_at', 'text')
        .addColumn('client_address', 'text')
        .addColumn('recorded_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('agency_acknowledgements_listing')
        .on('agency_acknowledgements')
        .columns(['listing_id', 'id'])
        .execute();
      for (const column of ['conditional_offer_at', 'offer_withdrawable_on', 'offer_withdrawn_at'])
        await db.schema.alterTable('applications').addColumn(column, 'text').execute();
      await db.schema
        .createTable('fair_housing_disclosures')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('fair_housing_disclosures').execute();
      for (const column of ['conditional_offer_at', 'offer_withdrawable_on', 'offer_withdrawn_at'])
        await db.schema.alterTable('applications').dropColumn(column).execute();
      await db.schema.dropTable('agency_acknowledgements').execute();
    },
  };
}
