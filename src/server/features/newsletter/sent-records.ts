import type { Kysely, Transaction } from 'kysely';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';

/**
 * The records this feature keeps of listing e-mails, written for the other features that send them
 * too (the saved searches' alerts, the roommates' room alerts) through these functions, in their own
 * transaction where it matters (docs/decisions/039, 103).
 */

type Trx = Transaction<Database>;
/** The namespace of search ids in the sent-records: a subscriber, a saved search, a roommate seeker. */
export type SearchKind = 'newsletter' | 'alert' | 'roommate';

/**
 * Claims the sent-record of each listing for one search (its primary key makes it once); answers the
 * ids of the listings not sent to it before.
 */
export async function claimListingMail(
  trx: Trx,
  search: { kind: SearchKind; id: number },
  listings: ReadonlyArray<{ id: number; activatedAt: string }>,
  round: { id: number; at: string },
): Promise<Set<number>> {
  const claimed = await trx
    .insertInto('listing_mail_sent')
    .values(
      listings.map((l) => ({
        search_kind: search.kind,
        search_id: search.id,
        listing_id: l.id,
        activated_at: l.activatedAt,
        digest_id: round.id,
        created_at: round.at,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('listing_id')
    .execute();
  return new Set(claimed.map((c) => toNumber(c.listing_id)));
}

/** Which of these listings were already sent to a search of the kind: `{search id}:{listing id}` each. */
export async function listingsMailed(db: Kysely<Database>, kind: SearchKind, listingIds: number[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('listing_mail_sent')
    .select(['search_id', 'listing_id'])
    .where('search_kind', '=', kind)
    .where('listing_id', 'in', listingIds)
    .execute();
  return new Set(rows.map((r) => `${toNumber(r.search_id)}:${toNumber(r.listing_id)}`));
}

/** Forgets the sent-records made before `before`. */
export async function forgetListingMail(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('listing_mail_sent').where('created_at', '<', before).execute();
}

/** Adds recipients to a round being started (in its transaction): each search with the round's listings that match it. */
export async function addRoundRecipients(
  trx: Trx,
  roundId: number,
  recipients: ReadonlyArray<{ searchId: number; email: string; listingIds: number[] }>,
): Promise<void> {
  for (let i = 0; i < recipients.length; i += 200) {
    await trx
      .insertInto('newsletter_digest_recipients')
      .values(
        recipients.slice(i, i + 200).map((r) => ({
          digest_id: roundId,
          search_id: r.searchId,
          email: r.email,
          status: 'pending' as const,
          listing_ids: JSON.stringify(r.listingIds),
          outbox_id: null,
        })),
      )
      .execute();
  }
}
