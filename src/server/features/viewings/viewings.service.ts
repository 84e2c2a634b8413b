import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { isBot } from '../../../shared/query-params.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { VIEWINGS_TEXT } from '../../../shared/texts/viewings.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import {
  DEFAULT_VIEWING_SETTINGS,
  type BookViewingInput,
  type SlotDto,
  type ViewingDto,
  type ViewingSettings,
  type ViewingSettingsInput,
  type ViewingStatusName,
} from '../../../shared/viewings.ts';
import { readSettingsDocument, saveSettingsDocument, type SiteSettingsService } from '../settings/index.ts';
import { insertInquiry } from '../inquiries/index.ts';
import { recordTenantAcknowledgement } from '../agency/index.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toBool, toNumber } from '../../platform/db/mappers.ts';
import { SLOT_HOLDING_STATUSES } from './migrations/011-viewings.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { ViewingRow, ViewingStatus } from './tables.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { ViewingActionLinks, type ActionClaims } from './action-links.ts';
import type { BookingLimits } from './booking-limits.ts';
import { freeSlots, slotWindow, type Interval } from './slots.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';
import {
  declinedMail,
  invitationMails,
  reminderMail,
  releasedMail,
  requestedMail,
  requestMovedMail,
  staffAlert,
  type ViewingMailContext,
} from './viewing-mail.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { ViewingManageLinks } from './manage-links.ts';
import { followViewing, viewingLine } from './inquiry-follow.ts';

/** Refusals by key (docs/decisions/101): a page says them in its language. */
const T = keyed('viewings', 'VIEWINGS_TEXT', VIEWINGS_TEXT);

const SETTINGS_ROW = 'viewings';
/** One lock for every booking on PostgreSQL (docs/decisions/033-one-viewing-per-slot.md). */
const BOOKING_LOCK = 18_033_001;
const DAY_MS = 24 * 3_600_000;

export interface ViewingsContext {
  db: Db;
  dialect: Dialect;
  mail: MailService;
  siteSettings: SiteSettingsService;
  links: ViewingActionLinks;
  /** The renter's manage links (decision 078). */
  manageLinks: ViewingManageLinks;
  /** An e-mail address's open viewings and a client address's bookings a day (decision 054). */
  limits: BookingLimits;
  siteUrl: string;
  /** The present (tests move it to a day across a daylight-saving change, or to the day before a viewing). */
  clock: () => Date;
}

type Trx = Transaction<Database>;

function toViewingDto(row: ViewingRow): ViewingDto {
  const start = row.start_at;
  return {
    id: toNumber(row.id),
    status: row.status,
    start,
    end: row.end_at,
    when: newYorkLabel('en', 'when', start),
    date: newYorkDate(start),
    day: newYorkLabel('en', 'day', start),
    time: newYorkLabel('en', 'time', start),
    listingId: row.listing_id == null ? null : toNumber(row.listing_id),
    listingAddress: row.listing_address,
    apartment: row.apartment,
    inquiryId: row.inquiry_id == null ? null : toNumber(row.inquiry_id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A viewing as the renter's manage page shows it. */
export interface ManagedViewing {
  viewing: ViewingDto;
  place: string;
  instructions: string;
  listingPublic: boolean;
  cancellable: boolean;
}

/**
 * Viewings: the agent's availability, the free slots, bookings (each also an inquiry of type
 * 'viewing'), the agent's decisions and the renter's cancellation, with their e-mails and calendar
 * invitations queued in the same transaction as the change (decision 012).
 */
export class ViewingsService {
  constructor(private readonly c: ViewingsContext) {}

  now(): Date {
    return this.c.clock();
  }

  // ---- availability ----

  async settings(executor: Db | Trx = this.c.db): Promise<ViewingSettings> {
    const stored = (await readSettingsDocument(executor, SETTINGS_ROW)) as Partial<ViewingSettings> | undefined;
    return stored === undefined ? DEFAULT_VIEWING_SETTINGS : { ...DEFAULT_VIEWING_SETTINGS, ...stored };
  }

  async updateSettings(input: ViewingSettingsInput): Promise<ViewingSettings> {
    await saveSettingsDocument(this.c.db, SETTINGS_ROW, input, new Date().toISOString());
    return this.settings();
  }

  /** The listing a renter may book: active, with viewings on; else 404. */
  private async bookableListing(executor: Db | Trx, listingId: number) {
    const listing = await executor
      .selectFrom('listings')
      .select(['id', 'address', 'neighborhood', 'status', 'viewings_enabled'])
      .where('id', '=', listingId)
      .executeTakeFirst();
    if (!listing || listing.status !== 'active' || !toBool(listing.viewings_enabled)) throw notFound(T.listingUnavailable);
    return listing;
  }

  /** Viewings holding their slot within `window`, except `exceptId`. */
  private async taken(executor: Db | Trx, window: Interval, exceptId?: number): Promise<Interval[]> {
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

  /** Whether the listing's page offers 'Schedule a Viewing': public, with viewings on. */
  async offered(listingId: number): Promise<boolean> {
    return this.bookableListing(this.c.db, listingId).then(
      () => true,
      () => false,
    );
  }

  /** GET /viewings/slots: the free times of a public listing with viewings on. */
  async slots(listingId: number): Promise<SlotDto[]> {
    await this.bookableListing(this.c.db, listingId);
    return this.freeSlotsNow(this.c.db);
  }

  private async freeSlotsNow(executor: Db | Trx, exceptId?: number): Promise<SlotDto[]> {
    const now = this.now();
    const settings = await this.settings(executor);
    return freeSlots(settings, now, await this.taken(executor, slotWindow(settings, now), exceptId));
  }

  /** The free times a viewing may move to (its own time counts as free). */
  async rescheduleSlots(id: number): Promise<SlotDto[]> {
    const row = await this.row(this.c.db, id);
    return this.freeSlotsNow(this.c.db, toNumber(row.id));
  }

  /**
   * Whether `start` is one of the free slots now: the slot, or the reason it is not (409 when it is
   * a slot that another viewing holds, 400 when it is no slot at all).
   */
  private async checkSlot(executor: Db | Trx, start: string, exceptId?: number): Promise<SlotDto> {
    const now = this.now();
    const startMs = Date.parse(start);
    const settings = await this.settings(executor);
    if (startMs <= now.getTime()) throw badRequest(T.inThePast);
    if (startMs < now.getTime() + settings.noticeHours * 3_600_000) throw badRequest(T.insideNotice(settings.noticeHours));
    const free = freeSlots(settings, now, await this.taken(executor, slotWindow(settings, now), exceptId));
    const slot = free.find((s) => Date.parse(s.start) === startMs);
    if (slot) return slot;
    const any = freeSlots(settings, now, []).some((s) => Date.parse(s.start) === startMs);
    throw any ? conflict(T.slotTaken) : badRequest(T.notASlot);
  }

  /** On PostgreSQL, bookings and reschedules queue on one transaction lock, so the overlap check sees every committed viewing. */
  private async lockBookings(trx: Trx): Promise<void> {
    if (this.c.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${BOOKING_LOCK})`.execute(trx);
  }

  // ---- booking ----

  /**
   * POST /viewings. The slot is checked again inside the transaction and held by the unique index on
   * `start_at` (decision 033): of many bookings of one slot, on any instance, one is stored and the
   * others answer 409. Past a limit (decision 054: open viewings of the e-mail address, bookings of
   * the client address today) it is refused and nothing is stored or sent. The renter's e-mail counts
   * against its address's daily cap and names them only as greetingName allows; the staff get one
   * alert. A filled honeypot answers as a booking would (the slot's own start, a plausible id) and
   * stores nothing.
   */
  async book(input: BookViewingInput, clientAddress: string | null): Promise<{ viewing: ViewingDto; dropped: boolean }> {
    const listing = await this.bookableListing(this.c.db, input.listingId);
    const settings = await this.settings();
    const now = this.now();
    if (isBot(input)) return { viewing: await this.decoy(input, listing, settings, now), dropped: true };
    const clientKey = clientAddress === null ? null : this.c.limits.clientKey(clientAddress);
    const mailContext = await this.mailContext(listing.id);
    let row: ViewingRow;
    try {
      row = await this.c.db.transaction().execute(async (trx) => {
        await this.lockBookings(trx);
        const slot = await this.checkSlot(trx, input.start);
        await this.c.limits.check(trx, { email: input.email, clientKey }, now);
        const at = now.toISOString();
        // The New York State agency disclosure (RPL §443) acknowledged before any viewing is confirmed (decision 088).
        await recordTenantAcknowledgement(trx, {
          email: input.email,
          name: input.name,
          listing: { id: toNumber(listing.id), address: listing.address },
          language: input.language,
          clientAddress,
          at,
        });
        const instant = settings.mode === 'instant';
        const seed = randomBytes(24).toString('base64url');
        const inquiryId = await insertInquiry(trx, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? '',
          message: input.message ? `${viewingLine(slot.start)}\n\n${input.message}` : viewingLine(slot.start),
          inquiry_type: 'viewing',
          listing_id: listing.id,
          listing_address: listing.address,
          created_at: at,
          language: input.language,
        });
        const inserted = await trx
          .insertInto('viewings')
          .values({
            listing_id: toNumber(listing.id),
            listing_address: listing.address,
            apartment: listing.neighborhood,
            inquiry_id: inquiryId,
            start_at: slot.start,
            end_at: slot.end,
            status: instant ? 'confirmed' : 'requested',
            name: input.name,
            email: input.email,
            phone: input.phone ?? '',
            message: input.message ?? '',
            language: input.language,
            manage_token: seed,
            manage_token_hash: ViewingManageLinks.hash(this.c.manageLinks.token(seed)),
            sequence: 0,
            invited: instant ? 1 : 0,
            confirmed_at: instant ? at : null,
            reminder_sent_at: null,
            client_key: clientKey,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const staff = await this.staff(trx);
        const links = instant ? null : await this.actionLinks(inserted);
        const alert = staffAlert(inserted, mailContext, links);
        for (const person of staff) {
          await this.c.mail.queue(trx, { kind: 'viewing-alert', to: person, ...alert, thread: `inquiry:${inquiryId}` });
        }
        if (instant) {
          const [renter, ...invitations] = invitationMails(inserted, 'confirmed', mailContext, staff);
          await this.c.mail.queueWithinCap(trx, renter, 'viewing-booking');
          await this.queueAll(trx, invitations);
        } else {
          await this.c.mail.queueWithinCap(trx, requestedMail(inserted, mailContext), 'viewing-booking');
        }
        return inserted;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(T.slotTaken);
      throw error;
    }
    this.c.mail.wake();
    return { viewing: toViewingDto(row), dropped: false };
  }

  /**
   * The honeypot's answer: what a real booking of that slot would answer (the same checks of the
   * slot, the slot's own start and end, the next id the table would give), with nothing stored.
   */
  private async decoy(
    input: BookViewingInput,
    listing: { id: number | bigint | string; address: string; neighborhood: string },
    settings: ViewingSettings,
    now: Date,
  ): Promise<ViewingDto> {
    const slot = await this.checkSlot(this.c.db, input.start);
    const last = await this.c.db
      .selectFrom('viewings')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const at = now.toISOString();
    return toViewingDto({
      id: toNumber(last?.id ?? 0) + 1,
      listing_id: toNumber(listing.id),
      listing_address: listing.address,
      apartment: listing.neighborhood,
      inquiry_id: null,
      start_at: slot.start,
      end_at: slot.end,
      status: settings.mode === 'instant' ? 'confirmed' : 'requested',
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      message: input.message ?? '',
      language: input.language,
      manage_token: '',
      manage_token_hash: null,
      legacy_token_hash: null,
      sequence: 0,
      invited: 0,
      confirmed_at: null,
      reminder_sent_at: null,
      client_key: null,
      created_at: at,
      updated_at: at,
    });
  }

  private async actionLinks(row: ViewingRow) {
    const sign = (action: 'confirm' | 'decline') =>
      this.c.links.sign({ viewingId: toNumber(row.id), action, sequence: toNumber(row.sequence) }, row.start_at, this.now());
    return {
      confirm: `${this.c.siteUrl}/viewings/respond/${await sign('confirm')}`,
      decline: `${this.c.siteUrl}/viewings/respond/${await sign('decline')}`,
    };
  }

  /** The staff who receive viewing alerts and invitations: the one staff-mail rule. */
  private async staff(trx: Trx) {
    return (await staffRecipients(trx)).map(({ email, name }) => ({ email, name }));
  }

  private async queueAll(trx: Trx, mails: OutgoingMail[]) {
    for (const mail of mails) await this.c.mail.queue(trx, mail);
  }

  /** What the e-mails about a listing's viewing are written from: read before a transaction opens (SQLite has one connection). */
  private async mailContext(listingId: number | null): Promise<ViewingMailContext> {
    const settings = await this.c.siteSettings.get();
    const listing =
      listingId === null
        ? undefined
        : await this.c.db
            .selectFrom('listings')
            .select(['status', 'viewing_instructions'])
            .where('id', '=', listingId)
            .executeTakeFirst();
    return {
      siteUrl: this.c.siteUrl,
      manageToken: (seed) => this.c.manageLinks.token(seed),
      settings,
      instructions: listing?.viewing_instructions ?? '',
      listingPublic: listing?.status === 'active',
    };
  }

  // ---- reading ----

  async get(id: number): Promise<ViewingDto> {
    return toViewingDto(await this.row(this.c.db, id));
  }

  private async row(executor: Db | Trx, id: number, lock = false): Promise<ViewingRow> {
    let query = executor.selectFrom('viewings').selectAll().where('id', '=', id);
    if (lock) query = lockRows(this.c.dialect, query);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(T.viewingNotFound);
    return row;
  }

  /** GET /viewings: the coming viewings (soonest first) or the past ones (latest first), or those of one inquiry. */
  async list(query: { scope?: 'upcoming' | 'past'; inquiryId?: number }): Promise<ViewingDto[]> {
    const now = this.now().toISOString();
    let q = this.c.db.selectFrom('viewings').selectAll();
    if (query.inquiryId !== undefined) {
      q = q.where('inquiry_id', '=', query.inquiryId).orderBy('start_at', 'desc');
    } else if (query.scope === 'past') {
      q = q.where('end_at', '<=', now).orderBy('start_at', 'desc').limit(500);
    } else {
      q = q.where('end_at', '>', now).orderBy('start_at', 'asc').orderBy('id', 'asc').limit(500);
    }
    return (await q.execute()).map(toViewingDto);
  }

  /** The sidebar's count of requests waiting and the dashboard's next three viewings. */
  async summary(): Promise<{ waiting: number; next: ViewingDto[] }> {
    const now = this.now().toISOString();
    const [count, next] = await Promise.all([
      this.c.db
        .selectFrom('viewings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', 'requested')
        .where('start_at', '>', now)
        .executeTakeFirst(),
      this.c.db
        .selectFrom('viewings')
        .selectAll()
        .where('status', 'in', ['requested', 'confirmed'])
        .where('end_at', '>', now)
        .orderBy('start_at', 'asc')
        .limit(3)
        .execute(),
    ]);
    return { waiting: toNumber(count?.n ?? 0), next: next.map(toViewingDto) };
  }

  // ---- changes ----

  /**
   * One change of a viewing in one transaction: the row is read (locked on PostgreSQL), must be in
   * one of `from`, is changed by `apply` and its e-mails are queued; 409 otherwise.
   */
  private async change(
    id: number,
    from: ViewingStatus[],
    apply: (trx: Trx, row: ViewingRow, context: ViewingMailContext) => Promise<void>,
    guard?: (row: ViewingRow) => void,
  ): Promise<ViewingDto> {
    const before = await this.row(this.c.db, id);
    const context = await this.mailContext(before.listing_id == null ? null : toNumber(before.listing_id));
    const updated = await this.c.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, true);
      if (!from.includes(row.status)) throw conflict(T.notAllowed(statusWord(row.status)));
      guard?.(row);
      await apply(trx, row, context);
      return this.row(trx, id);
    });
    this.c.mail.wake();
    return toViewingDto(updated);
  }

  private async setStatus(trx: Trx, row: ViewingRow, status: ViewingStatus, extra: Partial<ViewingRow> = {}) {
    const updated = await trx
      .updateTable('viewings')
      .set({ status, updated_at: this.now().toISOString(), ...extra })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(T.notAllowed(statusWord(row.status)));
    return { ...row, status, ...extra } as ViewingRow;
  }

  /** Confirm: the renter and the staff with alerts on receive the invitation (METHOD:REQUEST). */
  confirm(id: number, expectedSequence?: number): Promise<ViewingDto> {
    return this.change(
      id,
      ['requested'],
      async (trx, row, context) => {
        const next = await this.setStatus(trx, row, 'confirmed', { confirmed_at: this.now().toISOString(), invited: 1 });
        await followViewing(trx, row, next, 'viewing-confirmed', this.now().toISOString());
        await this.queueAll(trx, invitationMails(next, 'confirmed', context, await this.staff(trx)));
      },
      (row) => this.checkSequence(row, expectedSequence),
    );
  }

  /** Decline a request: the renter is told (with METHOD:CANCEL) and may book another time. */
  decline(id: number, expectedSequence?: number): Promise<ViewingDto> {
    return this.change(
      id,
      ['requested'],
      async (trx, row, context) => {
        const next = await this.setStatus(trx, row, 'declined', { sequence: toNumber(row.sequence) + 1 });
        await followViewing(trx, row, next, 'viewing-declined', this.now().toISOString());
        const [renter] = invitationMails(next, 'declined', context, []);
        await this.c.mail.queue(trx, { ...declinedMail(next, context), calendar: renter.calendar });
      },
      (row) => this.checkSequence(row, expectedSequence),
    );
  }

  private checkSequence(row: ViewingRow, expected: number | undefined) {
    if (expected !== undefined && toNumber(row.sequence) !== expected) throw conflict(T.notAllowed(statusWord(row.status)));
  }

  /**
   * Cancel (staff, or the renter from the manage link): the slot is free at once; whoever had the
   * invitation receives METHOD:CANCEL (the staff also when the renter cancels a request).
   */
  cancel(id: number, by: 'staff' | 'renter'): Promise<ViewingDto> {
    return this.change(id, ['requested', 'confirmed'], async (trx, row, context) => {
      const invited = toBool(row.invited);
      const next = await this.setStatus(trx, row, 'cancelled', { sequence: toNumber(row.sequence) + 1 });
      await followViewing(
        trx,
        row,
        next,
        by === 'renter' ? 'viewing-cancelled-by-renter' : 'viewing-cancelled',
        this.now().toISOString(),
      );
      const staff = invited || by === 'renter' ? await this.staff(trx) : [];
      await this.queueAll(trx, invitationMails(next, 'cancelled', context, staff));
    });
  }

  /** Move to another free slot: an invited viewing's invitation is sent again with a higher SEQUENCE. */
  reschedule(id: number, start: string): Promise<ViewingDto> {
    return this.change(id, ['requested', 'confirmed'], async (trx, row, context) => {
      await this.lockBookings(trx);
      const slot = await this.checkSlot(trx, start, toNumber(row.id));
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
            ...(row.status === 'confirmed' ? { confirmed_at: this.now().toISOString() } : {}),
            updated_at: this.now().toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(T.slotTaken);
        throw error;
      }
      await followViewing(trx, row, next, 'viewing-rescheduled', this.now().toISOString());
      if (toBool(row.invited)) await this.queueAll(trx, invitationMails(next, 'rescheduled', context, await this.staff(trx)));
      else await this.c.mail.queue(trx, requestMovedMail(next, context));
    });
  }

  /** Done or no-show, once the viewing has begun. */
  mark(id: number, status: 'done' | 'no_show'): Promise<ViewingDto> {
    return this.change(
      id,
      ['confirmed', 'requested', 'done', 'no_show'],
      async (trx, row) => {
        await this.setStatus(trx, row, status);
      },
      (row) => {
        if (Date.parse(row.start_at) > this.now().getTime()) throw conflict(T.notYet);
      },
    );
  }

  // ---- the renter's manage link ----

  private async rowByToken(token: string): Promise<ViewingRow | undefined> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
    const hash = ViewingManageLinks.hash(token);
    return this.c.db
      .selectFrom('viewings')
      .selectAll()
      .where((eb) => eb.or([eb('manage_token_hash', '=', hash), eb('legacy_token_hash', '=', hash)]))
      .executeTakeFirst();
  }

  /** The manage link's token of a viewing (the renter's e-mails carry it; the database keeps its hash only). */
  manageToken(row: Pick<ViewingRow, 'manage_token'>): string {
    return this.c.manageLinks.token(row.manage_token);
  }

  /**
   * At start: the viewings migration 041 gave a new seed get the hash of their link (it needs the
   * server's secret, which a migration does not have). Returns how many.
   */
  async hashManageLinks(): Promise<number> {
    const rows = await this.c.db
      .selectFrom('viewings')
      .select(['id', 'manage_token'])
      .where('manage_token_hash', 'is', null)
      .execute();
    for (const row of rows)
      await this.c.db
        .updateTable('viewings')
        .set({ manage_token_hash: ViewingManageLinks.hash(this.c.manageLinks.token(row.manage_token)) })
        .where('id', '=', row.id)
        .where('manage_token_hash', 'is', null)
        .execute();
    return rows.length;
  }

  /** GET /viewings/{token}: the viewing, or null for a token that names none. Changes nothing. */
  async manage(token: string): Promise<ManagedViewing | null> {
    const row = await this.rowByToken(token);
    if (!row) return null;
    const context = await this.mailContext(row.listing_id == null ? null : toNumber(row.listing_id));
    return {
      viewing: toViewingDto(row),
      place: withApartment(row.listing_address, row.apartment),
      instructions: row.status === 'confirmed' ? context.instructions : '',
      listingPublic: context.listingPublic,
      cancellable: (row.status === 'requested' || row.status === 'confirmed') && Date.parse(row.start_at) > this.now().getTime(),
    };
  }

  /** POST /viewings/{token}: Cancel viewing. */
  async cancelByToken(token: string): Promise<ViewingDto> {
    const row = await this.rowByToken(token);
    if (!row) throw notFound(T.viewingNotFound);
    if (Date.parse(row.start_at) <= this.now().getTime()) throw conflict(T.notAllowed(statusWord(row.status)));
    return this.cancel(toNumber(row.id), 'renter');
  }

  // ---- the staff's one-tap links ----

  /** The link's claims and viewing, or why it cannot act (invalid, or expired/used). */
  async actionLink(
    token: string,
  ): Promise<{ ok: true; claims: ActionClaims; viewing: ViewingDto } | { ok: false; reason: 'invalid' | 'spent' }> {
    const claims = await this.c.links.verify(token, this.now());
    if (!claims) return { ok: false, reason: 'invalid' };
    const row = await this.c.db.selectFrom('viewings').selectAll().where('id', '=', claims.viewingId).executeTakeFirst();
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.status !== 'requested' || toNumber(row.sequence) !== claims.sequence) return { ok: false, reason: 'spent' };
    return { ok: true, claims, viewing: toViewingDto(row) };
  }

  /** POST of a one-tap link: confirms or declines once; a spent or invalid link changes nothing. */
  async actByLink(token: string): Promise<{ action: 'confirm' | 'decline'; viewing: ViewingDto }> {
    const link = await this.actionLink(token);
    if (!link.ok) throw new AppError(link.reason === 'invalid' ? 404 : 409, link.reason);
    const { viewingId, action, sequence } = link.claims;
    try {
      const viewing = action === 'confirm' ? await this.confirm(viewingId, sequence) : await this.decline(viewingId, sequence);
      return { action, viewing };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) throw new AppError(409, 'spent');
      throw error;
    }
  }

  // ---- releases ----

  /**
   * Releases each request the agent has not confirmed within the setting's hours (decision 054): it
   * becomes declined (its slot is free, its Confirm and Decline links are spent) and its renter gets
   * a polite e-mail (within the address's daily cap). Claimed by a conditional update in the
   * transaction that queues the e-mail, so of several instances one releases it, once. Also forgets
   * the client addresses of bookings over a day old.
   */
  async releaseUnconfirmed(): Promise<number> {
    const now = this.now();
    const { releaseHours } = await this.settings();
    await this.c.limits.forgetOld(this.c.db, now);
    const due = await this.c.db
      .selectFrom('viewings')
      .selectAll()
      .where('status', '=', 'requested')
      .where('start_at', '>', now.toISOString())
      .where('created_at', '<=', new Date(now.getTime() - releaseHours * 3_600_000).toISOString())
      .orderBy('created_at')
      .limit(100)
      .execute();
    let released = 0;
    for (const row of due) {
      const context = await this.mailContext(row.listing_id == null ? null : toNumber(row.listing_id));
      const claimed = await this.c.db.transaction().execute(async (trx) => {
        const next = { ...row, status: 'declined' as const, sequence: toNumber(row.sequence) + 1 };
        const result = await trx
          .updateTable('viewings')
          .set({ status: next.status, sequence: next.sequence, updated_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'requested')
          .where('sequence', '=', row.sequence)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await followViewing(trx, row, next, 'viewing-released', now.toISOString());
        await this.c.mail.queueWithinCap(trx, releasedMail(next, context), 'viewing-released');
        return true;
      });
      if (claimed) released++;
    }
    if (released > 0) this.c.mail.wake();
    return released;
  }

  // ---- reminders ----

  /**
   * The renter's reminder the day before: for each confirmed viewing that starts within 24 hours and
   * was confirmed earlier than that, once (claimed by a conditional update in the transaction that
   * queues it, so two instances cannot both send it); never for a cancelled one.
   */
  async sendDueReminders(): Promise<number> {
    const now = this.now();
    const due = await this.c.db
      .selectFrom('viewings')
      .selectAll()
      .where('status', '=', 'confirmed')
      .where('reminder_sent_at', 'is', null)
      .where('start_at', '>', now.toISOString())
      .where('start_at', '<=', new Date(now.getTime() + DAY_MS).toISOString())
      .orderBy('start_at')
      .limit(100)
      .execute();
    let sent = 0;
    for (const row of due) {
      if (row.confirmed_at && Date.parse(row.confirmed_at) > Date.parse(row.start_at) - DAY_MS) continue;
      const context = await this.mailContext(row.listing_id == null ? null : toNumber(row.listing_id));
      const claimed = await this.c.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('viewings')
          .set({ reminder_sent_at: now.toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'confirmed')
          .where('reminder_sent_at', 'is', null)
          .where('start_at', '=', row.start_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await this.c.mail.queue(trx, reminderMail(row, context));
        return true;
      });
      if (claimed) sent++;
    }
    if (sent > 0) this.c.mail.wake();
    return sent;
  }
}

const statusWord = (status: ViewingStatusName) => (status === 'no_show' ? 'no-show' : status);
