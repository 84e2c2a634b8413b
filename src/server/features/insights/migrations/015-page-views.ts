import type { Kysely } from 'kysely';

/**
 * Views of the public pages, counted on the server (docs/decisions/040):
 * - `page_views`: views per New York day, page ('home', 'building:{slug}', 'property:{id}') and
 *   referring source, added up by every instance's batches;
 * - `view_visitors`: who was counted today for a page, as a hash of address, user agent and the day's
 *   salt (one view per visitor per page per day); rows of earlier days are deleted;
 * - `view_salts`: the day's random salt, shared by the instances, deleted the next day.
 */
/** `view_visitors` as this migration made it (migration 022 gives it a number key, and this back when undone). */
export function createHashedVisitors(db: Kysely<unknown>) {
  return db.schema
    .createTable('view_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_visitors_pk', ['day', 'page', 'visitor'])
    .execute();
}

export function pageViewsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_views')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer')
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('page_views_pk', ['day', 'page', 'source'])
        .execute();
      await db.schema.createIndex('page_views_listing').on('page_views').columns(['listing_id', 'day']).execute();
      await createHashedVisitors(db);
      await db.schema
        .createTable('view_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('view_salts').ifExists().execute();
      await db.schema.dropTable('view_visitors').ifExists().execute();
      await db.schema.dropTable('page_views').ifExists().execute();
    },
  };
}
