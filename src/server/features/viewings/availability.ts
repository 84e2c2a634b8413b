import { sql } from 'kysely';
import type { SlotDto } from '../../../shared/viewings.ts';
import { toBool } from '../../platform/db/mappers.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { SLOT_HOLDING_STATUSES } from './migrations/011-viewings.ts';
import { freeSlots, slotWindow, type Interval } from './slots.ts';
import { T, type Executor, type Trx, type ViewingsContext } from './viewing-context.ts';
import { readSettings } from './viewing-settings.ts';

/** One lock for every booking on PostgreSQL (docs/decisions/033-one-viewing-per-slot.md). */
const BOOKING_LOCK = 18_033_001;

/** The listing a renter may book: active, with viewings on; else 404. */
export async function bookableListing(executor: Executor, listingId: number) {
  const listing = await executor
    .selectFrom('listings')
    .select(['id', 'address', 'neighborhood', 'status', 'viewings_enabled'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing || listing.status !== 'active' || !toBool(listing.viewings_enabled)) throw notFound(T.listingUnavailable);
  return listing;
}

/** Viewings holding their slot within `window`, except `exceptId`. */
async function taken(executor: Executor, window: Interval, exceptId?: number): Promise<Interval[]> {
  let query = executor
    .selectFrom('viewings')
    .select(['start_at', 'end_at'])
    .where('status', 'in', [...SLOT_HOLDING_STATUSES])
    .where('end_at', '>', window.start)
    .where('start_at', '<', window.end);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.map((r) => ({ start: r.start_at, end: r.end_at }));
}

/** The free times from now on (a viewing's own time counts as free for `exceptId`). */
export async function freeSlotsNow(c: ViewingsContext, executor: Executor, exceptId?: number): Promise<SlotDto[]> {
  const now = c.clock();
  const settings = await readSettings(executor);
  return freeSlots(settings, now, await taken(executor, slotWindow(settings, now), exceptId));
}

/**
 * Whether `start` is one of the free slots now: the slot, or the reason it is not (409 when it is
 * a slot that another viewing holds, 400 when it is no slot at all).
 */
export async function checkSlot(c: ViewingsContext, executor: Executor, start: string, exceptId?: number): Promise<SlotDto> {
  const now = c.clock();
  const startMs = Date.parse(start);
  const settings = await readSettings(executor);
  if (startMs <= now.getTime()) throw badRequest(T.inThePast);
  if (startMs < now.getTime() + settings.noticeHours * 3_600_000) throw badRequest(T.insideNotice(settings.noticeHours));
  const free = freeSlots(settings, now, await taken(executor, slotWindow(settings, now), exceptId));
  const slot = free.find((s) => Date.parse(s.start) === startMs);
  if (slot) return slot;
  const any = freeSlots(settings, now, []).some((s) => Date.parse(s.start) === startMs);
  throw any ? conflict(T.slotTaken) : badRequest(T.notASlot);
}

/** On PostgreSQL, bookings and reschedules queue on one transaction lock, so the overlap check sees every committed viewing. */
export async function lockBookings(c: ViewingsContext, trx: Trx): Promise<void> {
  if (c.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`.execute(trx);
}
