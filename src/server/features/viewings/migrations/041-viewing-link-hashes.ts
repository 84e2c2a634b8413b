import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * A viewing's manage link is no longer stored (docs/decisions/078-private-links-never-lie-in-clear.md):
 * `manage_token` becomes a random seed the link is derived from with the server's secret,
 * `manage_token_hash` the SHA-256 of that link (filled at start, where the secret is known), and
 * `legacy_token_hash` the SHA-256 of the link e-mailed before this migration, which keeps working.
 */
export function viewingLinkHashesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const k = db as Kysely<{
        viewings: { id: number; manage_token: string; manage_token_hash: string | null; legacy_token_hash: string | null };
      }>;
      await db.schema.alterTable('viewings').addColumn('manage_token_hash', 'text').execute();
      await db.schema.alterTable('viewings').addColumn('legacy_token_hash', 'text').execute();
      const rows = await k.selectFrom('viewings').select(['id', 'manage_token']).execute();
      for (const row of rows) {
        await k
          .updateTable('viewings')
          .set({
            legacy_token_hash: row.manage_token ? createHash('sha256').update(row.manage_token).digest('hex') : null,
            manage_token: randomBytes(24).toString('base64url'),
          })
          .where('id', '=', row.id)
          .execute();
      }
      await db.schema.createIndex('viewings_manage_token_hash').on('viewings').column('manage_token_hash').unique().execute();
      await db.schema.createIndex('viewings_legacy_token_hash').on('viewings').column('legacy_token_hash').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('viewings_legacy_token_hash').execute();
      await db.schema.dropIndex('viewings_manage_token_hash').execute();
      await db.schema.alterTable('viewings').dropColumn('legacy_token_hash').execute();
      await db.schema.alterTable('viewings').dropColumn('manage_token_hash').execute();
    },
  };
}
