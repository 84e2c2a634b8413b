import type { Kysely } from 'kysely';

type AnyDb = Kysely<{ data_versions: { name: string; version: number } }>;

/** The 'tips' data version: bumped by every tip write so cached public pages showing tips go stale. */
export function tipsVersionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await (db as AnyDb).insertInto('data_versions').values({ name: 'tips', version: 0 }).execute();
    },
    async down(db: Kysely<unknown>) {
      await (db as AnyDb).deleteFrom('data_versions').where('name', '=', 'tips').execute();
    },
  };
}
