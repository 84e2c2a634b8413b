import type { Kysely } from 'kysely';

/**
 * `roommate_seekers.alerts_paused_at`: when the seeker stopped the room alerts with the alert's one-click
 * stop (RFC 8058), or null while they are sent. Stopping pauses the alerts and keeps the profile; the
 * seeker resumes them from the profile's page (issue 46 item 6, docs/decisions/092).
 */
export function roommateAlertsPausedMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('roommate_seekers').addColumn('alerts_paused_at', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('roommate_seekers').dropColumn('alerts_paused_at').execute();
    },
  };
}
