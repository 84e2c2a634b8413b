import type { Kysely } from 'kysely';

/**
 * `application_packages.token_sealed`: the package link's token sealed by the master key (AES-256-GCM, as
 * the documents' keys are) while the link works, so the staff can copy the live link again instead of
 * making a new one, which revokes the one already e-mailed to the landlord (issue 46 item 7, decision 098).
 * Revoking, a newer link, a withdrawal or the application's deletion clears it; links made before stay
 * without it (their address was never kept).
 */
export function applicationPackageSealedMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('application_packages').addColumn('token_sealed', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('application_packages').dropColumn('token_sealed').execute();
    },
  };
}
