import { withApartment } from '../../../shared/listing-format.ts';
import type { ViewingDto } from '../../../shared/viewings.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { ViewingManageLinks } from './manage-links.ts';
import { cancelViewing } from './staff-decisions.ts';
import type { ViewingRow } from './tables.ts';
import { statusWord, T, toViewingDto, type ViewingsContext } from './viewing-context.ts';
import { mailContextOf } from './viewing-mail-context.ts';

/** A viewing as the renter's manage page shows it. */
export interface ManagedViewing {
  viewing: ViewingDto;
  place: string;
  instructions: string;
  listingPublic: boolean;
  cancellable: boolean;
}

async function rowByToken(c: ViewingsContext, token: string): Promise<ViewingRow | undefined> {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
  const hash = ViewingManageLinks.hash(token);
  return c.db
    .selectFrom('viewings')
    .selectAll()
    .where((eb) => eb.or([eb('manage_token_hash', '=', hash), eb('legacy_token_hash', '=', hash)]))
    .executeTakeFirst();
}

/**
 * At start: the viewings migration 041 gave a new seed get the hash of their link (it needs the
 * server's secret, which a migration does not have). Returns how many.
 */
export async function hashManageLinks(c: ViewingsContext): Promise<number> {
  const rows = await c.db.selectFrom('viewings').select(['id', 'manage_token']).where('manage_token_hash', 'is', null).execute();
  for (const row of rows)
    await c.db
      .updateTable('viewings')
      .set({ manage_token_hash: ViewingManageLinks.hash(c.manageLinks.token(row.manage_token)) })
      .where('id', '=', row.id)
      .where('manage_token_hash', 'is', null)
      .execute();
  return rows.length;
}

/** GET /viewings/{token}: the viewing, or null for a token that names none. Changes nothing. */
export async function managedViewing(c: ViewingsContext, token: string): Promise<ManagedViewing | null> {
  const row = await rowByToken(c, token);
  if (!row) return null;
  const context = await mailContextOf(c, row);
  return {
    viewing: toViewingDto(row),
    place: withApartment(row.listing_address, row.apartment),
    instructions: row.status === 'confirmed' ? context.instructions : '',
    listingPublic: context.listingPublic,
    cancellable: (row.status === 'requested' || row.status === 'confirmed') && Date.parse(row.start_at) > c.clock().getTime(),
  };
}

/** POST /viewings/{token}: Cancel viewing. */
export async function cancelByToken(c: ViewingsContext, token: string): Promise<ViewingDto> {
  const row = await rowByToken(c, token);
  if (!row) throw notFound(T.viewingNotFound);
  if (Date.parse(row.start_at) <= c.clock().getTime()) throw conflict(T.notAllowed(statusWord(row.status)));
  return cancelViewing(c, toNumber(row.id), 'renter');
}
