import type { Kysely } from 'kysely';

/** The tables whose rows are a person who gets e-mail, each with the language they wrote in (decision 072). */
const PERSON_LANGUAGE_TABLES = [
  'inquiries',
  'subscribers',
  'viewings',
  'saved_searches',
  'applications',
  'roommate_seekers',
] as const;

/**
 * The renter's language and the agent's own words in Spanish and Chinese (issue 37, docs/decisions/072):
 * - `language` ('en', 'es' or 'zh'; 'en' for every row before this migration) on each table of
 *   PERSON_LANGUAGE_TABLES: the language of the page or API call that made the row; every later
 *   e-mail to that person is written in it;
 * - `listings.description_es` / `description_zh` and `tips.title_es`, `content_es`, `title_zh`,
 *   `content_zh`: the agent's optional translations ('' when not given: the English shows, marked).
 * The biography and tagline translations live in the site settings' JSON (no column).
 */
export function personLanguageMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of PERSON_LANGUAGE_TABLES)
        await db.schema
          .alterTable(table)
          .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
          .execute();
      for (const column of ['description_es', 'description_zh'])
        await db.schema
          .alterTable('listings')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      for (const column of ['title_es', 'content_es', 'title_zh', 'content_zh'])
        await db.schema
          .alterTable('tips')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['title_es', 'content_es', 'title_zh', 'content_zh'])
        await db.schema.alterTable('tips').dropColumn(column).execute();
      for (const column of ['description_es', 'description_zh'])
        await db.schema.alterTable('listings').dropColumn(column).execute();
      for (const table of PERSON_LANGUAGE_TABLES) await db.schema.alterTable(table).dropColumn('language').execute();
    },
  };
}
