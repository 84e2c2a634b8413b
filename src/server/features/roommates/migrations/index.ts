// The roommates feature's migrations (docs/decisions/097-feature-manifest).
import type { Migration } from 'kysely';
import type { Dialect } from '../../../platform/db/client.ts';
import { roommateSeekersMigration } from './032-roommate-seekers.ts';
import { roommateAlertsPausedMigration } from './072-roommate-alerts-paused.ts';
import { roommateInvitationsMigration } from './074-roommate-invitations.ts';

/** The migrations of this feature's tables, by name. */
export function roommatesMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '032-roommate-seekers': roommateSeekersMigration(dialect),
    '072-roommate-alerts-paused': roommateAlertsPausedMigration(),
    '074-roommate-invitations': roommateInvitationsMigration(dialect),
  };
}
