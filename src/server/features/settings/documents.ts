import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/client.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * Another feature's own settings, one JSON document per name in `site_settings` (the viewings'
 * hours, the applications' screening fee, the deals' records years): this feature keeps the table,
 * each document's feature reads and writes its own document through these two functions and knows
 * what it holds (docs/decisions/103).
 */

/** The document saved under `name`, parsed; undefined while none is saved or when it is not JSON. */
export async function readSettingsDocument(executor: Db | Transaction<Database>, name: string): Promise<unknown> {
  const row = await executor.selectFrom('site_settings').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

/** Saves `document` under `name` (made or replaced), dated `at`. */
export async function saveSettingsDocument(
  executor: Db | Transaction<Database>,
  name: string,
  document: unknown,
  at: string,
): Promise<void> {
  const value = JSON.stringify(document);
  await executor
    .insertInto('site_settings')
    .values({ name, value, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at }))
    .execute();
}
