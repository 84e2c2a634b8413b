import type { Transaction } from 'kysely';
import {
  flaggedPhraseList,
  listingWordingWarnings,
  WORDING_LIST_VERSION,
  type ListingTexts,
  type WordingConfirmation,
} from '../../../shared/fair-housing/listing-wording.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import type { Db } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { parseHousehold } from '../../../shared/listing-household.ts';
import { parseFees } from './listing-mapper.ts';

/** Who confirms publishing flagged wording (the signed-in user). */
export type WordingConfirmer = WordingConfirmation['by'];

/**
 * The wording columns for a listing's texts (decision 041): the count of flagged phrases by the current
 * list and, when `confirmedBy` confirmed publishing an active listing with flagged wording, the confirmation.
 */
export function wordingColumns(
  texts: ListingTexts,
  status: ListingStatus,
  confirmedBy: WordingConfirmer | undefined,
  now: string,
) {
  const warnings = listingWordingWarnings(texts);
  const confirmation: WordingConfirmation | null =
    confirmedBy && status === 'active' && warnings.length > 0
      ? { by: confirmedBy, at: now, phrases: flaggedPhraseList(warnings) }
      : null;
  return {
    wording_flags: warnings.length,
    wording_version: WORDING_LIST_VERSION,
    ...(confirmation ? { wording_confirmation: JSON.stringify(confirmation) } : {}),
  };
}

/** The last confirmation of publishing flagged wording on a listing, or null. */
export async function wordingConfirmation(db: Db, id: number): Promise<WordingConfirmation | null> {
  const row = await db.selectFrom('listings').select('wording_confirmation').where('id', '=', id).executeTakeFirst();
  if (!row?.wording_confirmation) return null;
  try {
    return JSON.parse(row.wording_confirmation) as WordingConfirmation;
  } catch {
    return null;
  }
}

/**
 * Counts the flagged phrases of every listing counted by another version of the phrase list (or never),
 * in batches, each written through `write` (the listings' write, which bumps their version): run at start,
 * so a changed list reaches the marker, filter and dashboard count.
 */
export async function recheckWording(
  db: Db,
  write: (work: (trx: Transaction<Database>) => Promise<void>) => Promise<void>,
  batchSize: number,
): Promise<number> {
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('listings')
      .select(['id', 'description', 'size', 'fees', 'status', 'kind', 'household'])
      .where((eb) => eb.or([eb('wording_version', 'is', null), eb('wording_version', '!=', WORDING_LIST_VERSION)]))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return checked;
    await write(async (trx) => {
      for (const row of rows) {
        const texts = { ...row, fees: parseFees(row.fees), household: parseHousehold(row.household) };
        const columns = wordingColumns(texts, row.status, undefined, nowIso());
        await trx.updateTable('listings').set(columns).where('id', '=', toNumber(row.id)).execute();
      }
    });
    checked += rows.length;
  }
}
