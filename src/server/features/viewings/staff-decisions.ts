import type { ViewingDto } from '../../../shared/viewings.ts';
import { toBool, toNumber } from '../../platform/db/mappers.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import type { ActionClaims } from './action-links.ts';
import { checkSlot, lockBookings } from './availability.ts';
import { followViewing } from './inquiry-follow.ts';
import type { ViewingRow, ViewingStatus } from './tables.ts';
import { statusWord, T, toViewingDto, viewingRow, type Trx, type ViewingsContext } from './viewing-context.ts';
import { mailContextOf, queueAll, viewingStaff } from './viewing-mail-context.ts';
import { declinedMail, invitationMails, requestMovedMail, type ViewingMailContext } from './viewing-mail.ts';

/**
 * One change of a viewing in one transaction: the row is read (locked on PostgreSQL), must be in
 * one of `from`, is changed by `apply` and its e-mails are queued; 409 otherwise.
 */
async function change(
  c: ViewingsContext,
  id: number,
  from: ViewingStatus[],
  apply: (trx: Trx, row: ViewingRow, context: ViewingMailContext) => Promise<void>,
  guard?: (row: ViewingRow) => void,
): Promise<ViewingDto> {
  const before = await viewingRow(c, c.db, id);
  const context = await mailContextOf(c, before);
  const updated = await c.db.transaction().execute(async (trx) => {
    const row = await viewingRow(c, trx, id, true);
    if (!from.includes(row.status)) throw conflict(T.notAllowed(statusWord(row.status)));
    guard?.(row);
    await apply(trx, row, context);
    return viewingRow(c, trx, id);
  });
  c.mail.wake();
  return toViewingDto(updated);
}

async function setStatus(c: ViewingsContext, trx: Trx, row: ViewingRow, status: ViewingStatus, extra: Partial<ViewingRow> = {}) {
  const updated = await trx
    .updateTable('viewings')
    .set({ status, updated_at: c.clock().toISOString(), ...extra })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw conflict(T.notAllowed(statusWord(row.status)));
  return { ...row, status, ...extra } as ViewingRow;
}

function checkSequence(row: ViewingRow, expected: number | undefined) {
  if (expected !== undefined && toNumber(row.sequence) !== expected) throw conflict(T.notAllowed(statusWord(row.status)));
}

/** Confirm: the renter and the staff with alerts on receive the invitation (METHOD:REQUEST). */
export function confirmViewing(c: ViewingsContext, id: number, expectedSequence?: number): Promise<ViewingDto> {
  return change(
    c,
    id,
    ['requested'],
    async (trx, row, context) => {
      const at = c.clock().toISOString();
      const next = await setStatus(c, trx, row, 'confirmed', { confirmed_at: at, invited: 1 });
      await followViewing(trx, row, next, 'viewing-confirmed', at);
      await queueAll(c, trx, invitationMails(next, 'confirmed', context, await viewingStaff(trx)));
    },
    (row) => checkSequence(row, expectedSequence),
  );
}

/** Decline a request: the renter is told (with METHOD:CANCEL) and may book another time. */
export function declineViewing(c: ViewingsContext, id: number, expectedSequence?: number): Promise<ViewingDto> {
  return change(
    c,
    id,
    ['requested'],
    async (trx, row, context) => {
      const next = await setStatus(c, trx, row, 'declined', { sequence: toNumber(row.sequence) + 1 });
      await followViewing(trx, row, next, 'viewing-declined', c.clock().toISOString());
      const [renter] = invitationMails(next, 'declined', context, []);
      await c.mail.queue(trx, { ...declinedMail(next, context), calendar: renter.calendar });
    },
    (row) => checkSequence(row, expectedSequence),
  );
}

/**
 * Cancel (staff, or the renter from the manage link): the slot is free at once; whoever had the
 * invitation receives METHOD:CANCEL (the staff also when the renter cancels a request).
 */
export function cancelViewing(c: ViewingsContext, id: number, by: 'staff' | 'renter'): Promise<ViewingDto> {
  return change(c, id, ['requested', 'confirmed'], async (trx, row, context) => {
    const invited = toBool(row.invited);
    const next = await setStatus(c, trx, row, 'cancelled', { sequence: toNumber(row.sequence) + 1 });
    await followViewing(
      trx,
      row,
      next,
      by === 'renter' ? 'viewing-cancelled-by-renter' : 'viewing-cancelled',
      c.clock().toISOString(),
    );
    const staff = invited || by === 'renter' ? await viewingStaff(trx) : [];
    await queueAll(c, trx, invitationMails(next, 'cancelled', context, staff));
  });
}

/** Move to another free slot: an invited viewing's invitation is sent again with a higher SEQUENCE. */
export function rescheduleViewing(c: ViewingsContext, id: number, start: string): Promise<ViewingDto> {
  return change(c, id, ['requested', 'confirmed'], async (trx, row, context) => {
    await lockBookings(c, trx);
    const slot = await checkSlot(c, trx, start, toNumber(row.id));
    const next = {
      ...row,
      start_at: slot.start,
      end_at: slot.end,
      sequence: toNumber(row.sequence) + 1,
      reminder_sent_at: null,
    };
    try {
      await trx
        .updateTable('viewings')
        .set({
          start_at: next.start_at,
          end_at: next.end_at,
          sequence: next.sequence,
          reminder_sent_at: null,
          // A reschedule counts as a fresh confirmation for the reminder (sent when it is a day or more away).
          ...(row.status === 'confirmed' ? { confirmed_at: c.clock().toISOString() } : {}),
          updated_at: c.clock().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.slotTaken);
      throw error;
    }
    await followViewing(trx, row, next, 'viewing-rescheduled', c.clock().toISOString());
    if (toBool(row.invited)) await queueAll(c, trx, invitationMails(next, 'rescheduled', context, await viewingStaff(trx)));
    else await c.mail.queue(trx, requestMovedMail(next, context));
  });
}

/** Done or no-show, once the viewing has begun. */
export function markViewing(c: ViewingsContext, id: number, status: 'done' | 'no_show'): Promise<ViewingDto> {
  return change(
    c,
    id,
    ['confirmed', 'requested', 'done', 'no_show'],
    async (trx, row) => {
      await setStatus(c, trx, row, status);
    },
    (row) => {
      if (Date.parse(row.start_at) > c.clock().getTime()) throw conflict(T.notYet);
    },
  );
}

// ---- the staff's one-tap links ----

/** The link's claims and viewing, or why it cannot act (invalid, or expired/used). */
export async function actionLink(
  c: ViewingsContext,
  token: string,
): Promise<{ ok: true; claims: ActionClaims; viewing: ViewingDto } | { ok: false; reason: 'invalid' | 'spent' }> {
  const claims = await c.links.verify(token, c.clock());
  if (!claims) return { ok: false, reason: 'invalid' };
  const row = await c.db.selectFrom('viewings').selectAll().where('id', '=', claims.viewingId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.status !== 'requested' || toNumber(row.sequence) !== claims.sequence) return { ok: false, reason: 'spent' };
  return { ok: true, claims, viewing: toViewingDto(row) };
}

/** POST of a one-tap link: confirms or declines once; a spent or invalid link changes nothing. */
export async function actByLink(
  c: ViewingsContext,
  token: string,
): Promise<{ action: 'confirm' | 'decline'; viewing: ViewingDto }> {
  const link = await actionLink(c, token);
  if (!link.ok) throw new AppError(link.reason === 'invalid' ? 404 : 409, link.reason);
  const { viewingId, action, sequence } = link.claims;
  try {
    const viewing =
      action === 'confirm' ? await confirmViewing(c, viewingId, sequence) : await declineViewing(c, viewingId, sequence);
    return { action, viewing };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) throw new AppError(409, 'spent');
    throw error;
  }
}
