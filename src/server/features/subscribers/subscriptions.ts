import type { Kysely, Transaction } from 'kysely';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/**
 * A subscriber's life as the other features change it, each in the caller's transaction (docs/decisions/103):
 * an address with saved searches is a subscriber too (`newsletter` 0 while it did not ask for the
 * newsletter), and the newsletter's one-click unsubscribe ends a subscription.
 */

type Trx = Transaction<Database>;

/** The address's subscriber row: made (alerts only) when missing, active again when it had only alerts; its id. */
export async function keepAlertSubscriber(trx: Trx, email: string, at: string): Promise<number> {
  const find = () =>
    trx.selectFrom('subscribers').select(['id', 'status', 'newsletter']).where('email', '=', email).executeTakeFirst();
  let row = await find();
  if (!row) {
    try {
      await trx
        .insertInto('subscribers')
        .values({ email, name: null, status: 'active', newsletter: 0, created_at: at, updated_at: at })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    row = await find();
    if (!row) throw new Error(`subscriber ${email} vanished`);
  } else if (toNumber(row.newsletter) === 0 && row.status !== 'active') {
    await trx.updateTable('subscribers').set({ status: 'active', updated_at: at }).where('id', '=', row.id).execute();
  }
  return toNumber(row.id);
}

/** An address left without an active saved search: no longer a subscriber, unless it takes the newsletter. */
export async function releaseAlertSubscriber(trx: Trx, email: string, at: string): Promise<void> {
  await trx
    .updateTable('subscribers')
    .set({ status: 'unsubscribed', updated_at: at })
    .where('email', '=', email)
    .where('newsletter', '=', 0)
    .execute();
}

/** The one-click unsubscribe of the newsletter's e-mails: the subscriber may subscribe again (decision 011). */
export async function unsubscribe(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('subscribers').set({ status: 'unsubscribed', updated_at: at }).where('id', '=', id).execute();
}

/** The newsletter's readers: the active subscribers who asked for it (the caller selects their columns). */
export function newsletterReaders(db: Kysely<Database>) {
  return db.selectFrom('subscribers').where('status', '=', 'active').where('newsletter', '=', 1);
}
