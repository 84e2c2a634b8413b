// Decided in docs/decisions/059-one-staff-mail-rule-and-the-inquiry-follows-its-viewing: one staff-mail rule, and the inquiry a viewing made follows the viewing.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Who receives the staff e-mails (every alert about renters: a new inquiry, a viewing request or
 * change, a renter's answer, the follow-up digest, and every later one): the accounts with Profile's
 * 'E-mail me new inquiries' on that are not disabled, oldest account first. The one place this rule
 * is written; an agent who left the agency (a disabled account) receives no renter's details.
 */
export function staffRecipients(executor: Kysely<Database> | Transaction<Database>) {
  return executor
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('notify_inquiries', '=', 1)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
}
