import type { Kysely } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { withId } from '../../../platform/db/sql.ts';

/**
 * `roommate_invitations`: each 'Invite to view' the agent sent, the seeker, the room and when (issue 46
 * item 11): the seeker's page shows the room as invited, and the same room is not sent to the same seeker
 * twice (unique). Deleted with the seeker's profile; an introduction stays (it holds each one's consent).
 */
export function roommateInvitationsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('roommate_invitations'), dialect)
        .addColumn('seeker_id', 'integer', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.notNull())
        .addColumn('sent_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('roommate_invitations_seeker_listing', ['seeker_id', 'listing_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('roommate_invitations').ifExists().execute();
    },
  };
}
