import type { Kysely } from 'kysely';

/**
 * `application_people.token_sealed`: each person's link token sealed by the master key (AES-256-GCM, as the
 * documents' keys and the package links' tokens are, decision 098), so that every later e-mail about the
 * application (approved, sent to the landlord, closed) carries the person's own link instead of pointing to
 * their first e-mail (decision 105). A new link (documents requested) seals the new token; people added
 * before have none, and their e-mails keep pointing to the first one.
 */
export function applicationPeopleSealedMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('application_people').addColumn('token_sealed', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('application_people').dropColumn('token_sealed').execute();
    },
  };
}
