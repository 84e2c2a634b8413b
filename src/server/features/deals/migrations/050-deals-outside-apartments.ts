import type { Kysely } from 'kysely';

/**
 * Deals on apartments the agent does not list (docs/decisions/082-tenant-fees-by-construction.md):
 * - `deals.outside`: 1 for a co-broke or a landlord's own apartment, entered by its address and unit
 *   (`listing_address`, `listing_apartment`, `listing_id` null); 0 for a deal on the agent's own
 *   listing (every deal before this migration), which stays 0 when that listing is later deleted;
 * - `deals.first_showing_on`: the New York day the tenant was first shown the apartment. A tenant-paid
 *   fee is allowed only on an outside deal, with the representation agreement (`tenant_agreement_on`)
 *   dated on or before that day (FARE Act, NYC Admin Code §20-699.21).
 */
export function dealsOutsideApartmentsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('deals')
        .addColumn('outside', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('deals').addColumn('first_showing_on', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('deals').dropColumn('first_showing_on').execute();
      await db.schema.alterTable('deals').dropColumn('outside').execute();
    },
  };
}
