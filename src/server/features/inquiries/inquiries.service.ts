import { fairHousingDisclosureParagraph } from '../../../shared/site-settings.ts';
import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import { isBot } from '../../../shared/query-params.ts';
import {
  detailColumn,
  eachDetail,
  type CreateInquiryInput,
  type InquiriesBulkStatusInput,
  type InquiriesExportInput,
  sourceOfType,
  type InquiriesQuery,
  INQUIRY_DETAIL_KEYS,
  type InquiryDetailColumn,
  type InquiryDetailKey,
  type InquiryDto,
  type InquirySort,
  type InquiryStatus,
  type InquiryEventDto,
  type InquiryWithReplies,
  type ReplyDeliveryStatus,
  type ReplyDto,
  type ReplyInput,
  type StaffInquiryInput,
  type UpdateInquiryInput,
} from '../../../shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database, InquiryRow } from '../../platform/db/schema.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { InboundService } from '../inbound/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { INQUIRY_SEARCH, planTextSearch, textSearchCondition } from '../../platform/db/text-search.ts';
import { caseInsensitiveOrder } from '../../platform/db/sql.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { whenLabel } from '../viewings/index.ts';

/** The renter's details as stored: absent on a row being written means not given. */
type DetailColumns = Partial<Pick<InquiryRow, InquiryDetailColumn>>;

type InquiryColumns = Omit<InquiryRow, 'status' | 'source' | 'follow_up_on' | 'follow_up_note' | InquiryDetailColumn> &
  DetailColumns & {
    status: string;
    /** Absent on a row being written: the source of its form, no follow-up. */
    source?: string;
    follow_up_on?: string | null;
    follow_up_note?: string;
    reply_count: number | string | null;
    /** The apartment number of the listing named, while it exists. */
    listing_apartment?: string | null;
  };

const SORT_COLUMNS: Record<InquirySort, 'name' | 'email' | 'listing_address' | 'status' | 'created_at'> = {
  name: 'name',
  email: 'email',
  property: 'listing_address',
  status: 'status',
  createdAt: 'created_at',
};
/** Text columns sort without regard to case, byte-wise on both databases (the same order on SQLite and PostgreSQL). */
const TEXT_SORTS = new Set<InquirySort>(['name', 'email', 'property']);

const asStatus = (value: string): InquiryStatus => (value === 'responded' || value === 'closed' ? value : 'new');

/** The details a public form gave, by column ('' when not given). */
const detailColumns = (input: Partial<Record<InquiryDetailKey, string>>) =>
  Object.fromEntries(INQUIRY_DETAIL_KEYS.map((key) => [detailColumn(key), input[key] ?? ''])) as Record<
    InquiryDetailColumn,
    string
  >;

/** Row → JSON: the same answer on SQLite and PostgreSQL (docs/product.md §3 Inquiry, both spellings). */
function toInquiryDto(row: InquiryColumns): InquiryDto {
  const listingId = row.listing_id == null ? null : toNumber(row.listing_id);
  return {
    id: toNumber(row.id),
    name: row.name,
    email: row.email,
    ...eachDetail((key) => row[detailColumn(key)] ?? ''),
    message: row.message,
    inquiry_type: row.inquiry_type,
    listing_id: listingId,
    listingId,
    listing_address: row.listing_address ?? null,
    listing_apartment: row.listing_apartment ?? null,
    status: asStatus(row.status),
    notes: row.notes,
    source: row.source ?? sourceOfType(row.inquiry_type),
    followUpOn: row.follow_up_on ?? null,
    followUpNote: row.follow_up_note ?? '',
    created_at: row.created_at,
    createdAt: row.created_at,
    updated_at: row.updated_at,
    updatedAt: row.updated_at,
    replyCount: toNumber(row.reply_count),
  };
}

const DELIVERY: Record<string, ReplyDeliveryStatus> = { sent: 'sent', failed: 'failed' };

interface ReplyColumns {
  id: number;
  inquiry_id: number;
  subject: string;
  message: string;
  recipient_email: string;
  recipient_name: string;
  sent_at: string;
  outbox_status: string | null;
  outbox_sent_at: string | null;
  outbox_error: string | null;
}

/** Reply row joined with its outbox row → JSON ('pending' and 'sending' read as queued). */
function toReplyDto(row: ReplyColumns): ReplyDto {
  const deliveryStatus = DELIVERY[row.outbox_status ?? ''] ?? 'queued';
  return {
    id: toNumber(row.id),
    inquiryId: toNumber(row.inquiry_id),
    subject: row.subject,
    message: row.message,
    recipientEmail: row.recipient_email,
    recipientName: row.recipient_name,
    sentAt: row.sent_at,
    createdAt: row.sent_at,
    deliveryStatus,
    deliveredAt: deliveryStatus === 'sent' ? row.outbox_sent_at : null,
    deliveryError: deliveryStatus === 'failed' ? row.outbox_error : null,
  };
}

/** The most inquiries one export holds. */
const EXPORT_LIMIT = 50_000;

export interface InquiriesPage {
  inquiries: InquiryDto[];
  totalInquiries: number;
  totalPages: number;
}

/** What `filtered` reads of a list's or an export's query. */
type FilterQuery = Pick<InquiriesQuery, 'search' | 'status' | 'source' | 'followUp'>;

/** True when `filtered` applies the search alone (keep in step with its filters). */
const onlySearched = (query: FilterQuery) =>
  (!query.status || query.status === 'all') && !query.source && query.followUp !== 'due';

/** The columns a new inquiry is written with (the public forms here; a viewing booking in the viewings service). */
export type NewInquiryValues = Pick<
  InquiryRow,
  'name' | 'email' | 'phone' | 'message' | 'inquiry_type' | 'listing_id' | 'listing_address' | 'created_at'
> &
  DetailColumns & { source?: string };

/** A new inquiry's columns: a property inquiry when it names an existing listing (keeping its address), else general. */
function inquiryValues(
  fields: Pick<InquiryRow, 'name' | 'email' | 'phone' | 'message'> & DetailColumns,
  listing: { id: number | string; address: string } | undefined,
  at: string,
): NewInquiryValues {
  return {
    ...fields,
    inquiry_type: listing ? 'property' : 'general',
    listing_id: listing ? toNumber(listing.id) : null,
    listing_address: listing?.address ?? null,
    created_at: at,
  };
}

/** Stores a new inquiry (status new, no notes) with `executor` and returns its id. */
export async function insertInquiry(executor: Db | Transaction<Database>, values: NewInquiryValues): Promise<number> {
  const { id } = await executor
    .insertInto('inquiries')
    .values({
      ...values,
      source: values.source ?? sourceOfType(values.inquiry_type),
      status: 'new',
      notes: '',
      updated_at: values.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNumber(id);
}

/** Who stores a new inquiry: a visitor through a public form, or a staff member entering a lead. */
export type InquiryAuthor = { kind: 'visitor' } | { kind: 'staff'; userId: number };

/** What a new inquiry's creation may add inside its transaction (the alert to the staff, the acknowledgement to the inquirer). */
type InquiryCreatedHook = (trx: Transaction<Database>, inquiry: InquiryDto, author: InquiryAuthor) => Promise<void>;

/**
 * Runs for each new inquiry before its transaction opens and returns the hook to run inside it, or
 * null when there is nothing to add. Reads that do not belong to the transaction (the site settings)
 * go here: on SQLite the transaction holds the only connection, so a read through another executor
 * inside it would wait forever.
 */
export type InquiryCreatedHookSource = (author: InquiryAuthor) => InquiryCreatedHook | null | Promise<InquiryCreatedHook | null>;

type ListingNamed = { id: number | string; address: string; status: string; neighborhood: string };

/** Customer inquiries (docs/product.md §3, §4, §7): visitors write them, signed-in staff read, annotate and answer them. */
export class InquiriesService {
  private readonly onCreated: InquiryCreatedHookSource[] = [];
  private readonly afterCreated: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly mail: MailService,
    /** The renter's e-mails imported into an inquiry (decision 035). */
    private readonly inbound: Pick<InboundService, 'messages'>,
    /** Now, for 'follow-ups due' (tests set the day). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Registers work that commits together with every new inquiry (or not at all), and what to do
   * once that transaction has committed (the mail worker's wake-up).
   */
  addCreatedHook(source: InquiryCreatedHookSource, afterCommit?: () => void): void {
    this.onCreated.push(source);
    if (afterCommit) this.afterCreated.push(afterCommit);
  }

  /**
   * POST /inquiries. A listing id that names an existing listing makes a property inquiry that keeps
   * the listing's address (so it outlives the listing); one that names no listing (deleted while the
   * visitor was writing) still keeps the lead, as a general inquiry. A filled honeypot returns what
   * the visitor would have seen, and stores nothing (decision 015).
   */
  async create(input: CreateInquiryInput): Promise<{ inquiry: InquiryDto; listingPublic: boolean; dropped: boolean }> {
    const listing = input.listingId ? await this.listingNamed(input.listingId) : undefined;
    const listingPublic = listing?.status === 'active';
    const fields = { name: input.name, email: input.email, message: input.message, ...detailColumns(input) };
    if (isBot(input)) {
      const at = nowIso();
      const values = { ...inquiryValues(fields, listing, at), status: 'new' as const, notes: '', updated_at: at };
      const dropped = toInquiryDto({ id: 0, ...values, reply_count: 0, listing_apartment: listing?.neighborhood });
      return { inquiry: dropped, listingPublic, dropped: true };
    }
    const inquiry = await this.store(inquiryValues(fields, listing, nowIso()), listing, { kind: 'visitor' });
    return { inquiry, listingPublic, dropped: false };
  }

  /**
   * POST /admin/inquiries ('Add Inquiry'): a lead a staff member enters (a call, a walk-in, a portal),
   * with the source they chose; stored like every other inquiry. The listing must still exist (staff
   * chose it from the list): 404 otherwise. Nobody is e-mailed an acknowledgement, so the agent's
   * first reply carries the Fair Housing Disclosure; the staff member who entered it gets no alert
   * about it. The message is the lead's words, not the agent's: the fair housing wording check is
   * for listings and replies (decision 041).
   */
  async add(input: StaffInquiryInput, staffId: number): Promise<InquiryDto> {
    const listing = input.listingId ? await this.listingNamed(input.listingId) : undefined;
    if (input.listingId && !listing) throw notFound(T.listingGone);
    const fields = { name: input.name, email: input.email ?? '', phone: input.phone ?? '', message: input.message };
    const values = { ...inquiryValues(fields, listing, nowIso()), source: input.source };
    return this.store(values, listing, { kind: 'staff', userId: staffId });
  }

  private listingNamed(id: number): Promise<ListingNamed | undefined> {
    return this.db
      .selectFrom('listings')
      .select(['id', 'address', 'status', 'neighborhood'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The one way a new inquiry is stored: the row and what the hooks add, in one transaction. */
  private async store(values: NewInquiryValues, listing: ListingNamed | undefined, author: InquiryAuthor): Promise<InquiryDto> {
    const hooks: InquiryCreatedHook[] = [];
    for (const source of this.onCreated) {
      const hook = await source(author);
      if (hook) hooks.push(hook);
    }
    const inquiry = await this.db.transaction().execute(async (trx) => {
      const id = await insertInquiry(trx, values);
      const created = toInquiryDto({
        id,
        ...values,
        status: 'new',
        notes: '',
        updated_at: values.created_at,
        reply_count: 0,
        listing_apartment: listing?.neighborhood,
      });
      for (const hook of hooks) await hook(trx, created, author);
      return created;
    });
    for (const after of this.afterCreated) after();
    return inquiry;
  }

  /** GET /inquiries: one page, searched over name, email, phone, message and property (any case), filtered, sorted. */
  async list(query: InquiriesQuery): Promise<InquiriesPage> {
    const search = query.search?.trim();
    const plan = search
      ? await planTextSearch(this.db, this.dialect, INQUIRY_SEARCH, search, {
          rows: query.page * query.limit,
          indexOrdered: query.sort === 'createdAt',
        })
      : undefined;
    const base = this.filtered(query, plan?.condition);
    // The search index's own count is the total when no other filter applies (no row to read).
    const searchTotal = onlySearched(query) ? plan?.matches : undefined;
    const count = async () =>
      searchTotal ?? toNumber((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const ordered = base
      .selectAll('inquiries')
      .orderBy(this.sortExpression(query.sort), query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    // Two statements (a count, then the top of the sorted matches) measured faster on SQLite than one
    // with a window count, which has to keep every match rather than the page's rows only.
    const [totalInquiries, rows] = await Promise.all([count(), ordered.execute()]);
    return {
      inquiries: await this.toDtos(rows),
      totalInquiries,
      totalPages: Math.ceil(totalInquiries / query.limit),
    };
  }

  /** The inquiries a search and the filters find (any case, over name, email, phone, message and property; decision 044). */
  private filtered(query: FilterQuery, searchCondition?: Expression<SqlBool>) {
    let base = this.db.selectFrom('inquiries');
    const search = query.search?.trim();
    if (search) base = base.where(searchCondition ?? textSearchCondition(this.dialect, INQUIRY_SEARCH, search));
    if (query.status && query.status !== 'all') base = base.where('status', '=', query.status);
    if (query.source) base = base.where('source', '=', query.source);
    if (query.followUp === 'due') base = base.where('follow_up_on', '<=', newYorkDate(this.clock()));
    return base;
  }

  /** POST /inquiries/export: the selected inquiries, or every one the filters find, in the list's order. */
  async forExport(input: InquiriesExportInput): Promise<InquiryDto[]> {
    let query = this.filtered(input);
    if (input.ids) query = query.where('id', 'in', input.ids);
    const rows = await query
      .selectAll('inquiries')
      .orderBy(this.sortExpression(input.sort), input.order)
      .orderBy('id', input.order)
      .limit(EXPORT_LIMIT)
      .execute();
    return this.toDtos(rows);
  }

  /**
   * GET /inquiries/follow-ups, the dashboard's 'Follow-ups due' and the 8:00 digest: the inquiries the
   * 'Follow-ups due' filter finds (a follow-up day today or earlier, New York), the most overdue
   * first, at most `limit`; with how many there are and today's New York day.
   */
  async followUpsDue(limit: number): Promise<{ today: string; total: number; inquiries: InquiryDto[] }> {
    const today = newYorkDate(this.clock());
    const due = this.filtered({ followUp: 'due' });
    const [count, rows] = await Promise.all([
      due.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      due.selectAll('inquiries').orderBy('follow_up_on').orderBy('created_at').orderBy('id').limit(limit).execute(),
    ]);
    return { today, total: toNumber(count?.n ?? 0), inquiries: await this.toDtos(rows) };
  }

  /** Rows → JSON, with each one's reply count and its listing's apartment (two queries for the lot). */
  private async toDtos(rows: InquiryRow[]): Promise<InquiryDto[]> {
    const [replyCounts, apartments] = await Promise.all([
      this.replyCounts(rows.map((row) => toNumber(row.id))),
      this.apartments(rows.flatMap((row) => (row.listing_id === null ? [] : [toNumber(row.listing_id)]))),
    ]);
    return rows.map((row) =>
      toInquiryDto({
        ...row,
        reply_count: replyCounts.get(toNumber(row.id)) ?? 0,
        listing_apartment: row.listing_id === null ? null : apartments.get(toNumber(row.listing_id)),
      }),
    );
  }

  /** The apartment number of each listing of `ids` that still exists (one query for a page). */
  private async apartments(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('listings')
      .select(['id', 'neighborhood'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [toNumber(row.id), row.neighborhood]));
  }

  /** How many replies each of `ids` has (one grouped query for a page). */
  private async replyCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('replies')
      .select(['inquiry_id', (eb) => eb.fn.countAll().as('n')])
      .where('inquiry_id', 'in', ids)
      .groupBy('inquiry_id')
      .execute();
    return new Map(rows.map((row) => [toNumber(row.inquiry_id), toNumber(row.n)]));
  }

  /** GET /inquiries/{id}: the inquiry with its replies and the renter's e-mails, each oldest first. */
  async get(id: number): Promise<InquiryWithReplies> {
    const inquiry = await this.find(id);
    const [replies, messages, events] = await Promise.all([this.replyRows(id), this.inbound.messages(id), this.events(id)]);
    return { ...inquiry, replies, messages, events };
  }

  /** The changes of the inquiry's viewing, oldest first (written by the viewing's change: viewings/inquiry-follow.ts). */
  private async events(inquiryId: number): Promise<InquiryEventDto[]> {
    const rows = await this.db
      .selectFrom('inquiry_events')
      .selectAll()
      .where('inquiry_id', '=', inquiryId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: toNumber(row.id),
      kind: row.kind,
      viewingId: row.viewing_id == null ? null : toNumber(row.viewing_id),
      viewingStart: row.viewing_start,
      when: whenLabel(row.viewing_start),
      at: row.created_at,
    }));
  }

  /** GET /inquiries/{id}/replies: oldest first, each with the delivery of its e-mail. */
  async replies(id: number): Promise<ReplyDto[]> {
    await this.find(id);
    return this.replyRows(id);
  }

  /**
   * POST /inquiries/{id}/reply: in one transaction the reply is stored, its e-mail queued in the
   * outbox (thread `inquiry:{id}`) and the inquiry set to responded; a failure leaves none of them.
   * The worker is woken once the transaction has committed.
   */
  async reply(id: number, input: ReplyInput): Promise<{ reply: ReplyDto; inquiry: InquiryDto }> {
    const replyId = await this.db.transaction().execute(async (trx) => {
      const inquiry = await trx.selectFrom('inquiries').select('id').where('id', '=', id).executeTakeFirst();
      if (!inquiry) throw notFound(T.inquiryNotFound);
      const at = nowIso();
      // The first e-mail to an inquirer carries the Fair Housing Disclosure link (19 NYCRR 175.28):
      // the acknowledgement when one was delivered to this address, else the first reply.
      const disclosed = await this.disclosureDelivered(trx, id, input.recipientEmail);
      const outboxId = await this.mail.queue(trx, {
        kind: 'reply',
        to: { email: input.recipientEmail, ...(input.recipientName ? { name: input.recipientName } : {}) },
        subject: input.subject,
        text: disclosed ? input.message : `${input.message}\n\n${fairHousingDisclosureParagraph()}`,
        thread: `inquiry:${id}`,
      });
      const stored = await trx
        .insertInto('replies')
        .values({
          inquiry_id: id,
          subject: input.subject,
          message: input.message,
          recipient_email: input.recipientEmail,
          recipient_name: input.recipientName ?? '',
          sent_at: at,
          outbox_id: outboxId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('inquiries').set({ status: 'responded', updated_at: at }).where('id', '=', id).execute();
      return toNumber(stored.id);
    });
    this.mail.wake();
    const [reply] = await this.replyRows(id, replyId);
    return { reply, inquiry: await this.find(id) };
  }

  /**
   * Whether an earlier e-mail on the inquiry carried the Fair Housing Disclosure: a reply, or an
   * acknowledgement (decision 022) already sent to `recipient`. An acknowledgement still waiting in
   * the outbox (or given up) does not count: a reply written before it went carries the Disclosure
   * too, so the inquirer may read it twice but never receives a first e-mail without it.
   */
  private async disclosureDelivered(trx: Transaction<Database>, id: number, recipient: string): Promise<boolean> {
    const reply = await trx.selectFrom('replies').select('id').where('inquiry_id', '=', id).limit(1).executeTakeFirst();
    if (reply) return true;
    const acknowledgement = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('thread', '=', `inquiry:${id}`)
      .where('recipient', '=', recipient.trim().toLowerCase())
      // The acknowledgement, or a viewing e-mail to the renter: each carries the Disclosure.
      .where('kind', 'in', ['inquiry-ack', 'viewing-renter', 'viewing-invitation', 'viewing-reminder'])
      .where('status', '=', 'sent')
      .limit(1)
      .executeTakeFirst();
    return acknowledgement !== undefined;
  }

  /**
   * POST /inquiries/{id}/replies/{replyId}/retry: a reply whose e-mail failed is queued again (the
   * same message, so its thread headers stay); 409 when its e-mail is not failed.
   */
  async retryReply(id: number, replyId: number): Promise<ReplyDto> {
    await this.find(id);
    const row = await this.db
      .selectFrom('replies')
      .select('outbox_id')
      .where('id', '=', replyId)
      .where('inquiry_id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(MAIL_TEXT.replyNotFound);
    const requeued = row.outbox_id !== null && (await this.mail.requeue(this.db, toNumber(row.outbox_id)));
    if (!requeued) throw conflict(MAIL_TEXT.retryNotFailed);
    this.mail.wake();
    const [reply] = await this.replyRows(id, replyId);
    return reply;
  }

  /** PATCH /inquiries/{id}: status and/or notes. */
  async update(id: number, input: UpdateInquiryInput): Promise<InquiryDto> {
    const result = await this.db
      .updateTable('inquiries')
      .set({
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.followUpOn !== undefined ? { follow_up_on: input.followUpOn } : {}),
        ...(input.followUpNote !== undefined ? { follow_up_note: input.followUpNote } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(T.inquiryNotFound);
    return this.find(id);
  }

  /** DELETE /inquiries/{id} (its replies go with it). */
  async remove(id: number): Promise<void> {
    const count = await this.removeMany([id]);
    if (count === 0) throw notFound(T.inquiryNotFound);
  }

  /** DELETE /inquiries/bulk/delete: how many of `ids` were deleted (unknown ids are skipped). */
  async removeMany(ids: number[]): Promise<number> {
    const result = await this.db.deleteFrom('inquiries').where('id', 'in', ids).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** POST /inquiries/bulk/status: how many of `ids` were given `status`. */
  async setStatus({ ids, status }: InquiriesBulkStatusInput): Promise<number> {
    const result = await this.db
      .updateTable('inquiries')
      .set({ status, updated_at: nowIso() })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The inquiry as JSON, or 404. */
  async find(id: number, executor: Db | Transaction<Database> = this.db): Promise<InquiryDto> {
    const row = await executor
      .selectFrom('inquiries')
      .selectAll('inquiries')
      .select((eb) => this.replyCount(eb.ref('inquiries.id')).as('reply_count'))
      .select((eb) =>
        eb
          .selectFrom('listings')
          .select('neighborhood')
          .whereRef('listings.id', '=', 'inquiries.listing_id')
          .as('listing_apartment'),
      )
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(T.inquiryNotFound);
    return toInquiryDto(row);
  }

  private async replyRows(inquiryId: number, replyId?: number): Promise<ReplyDto[]> {
    let query = this.db
      .selectFrom('replies')
      .leftJoin('mail_outbox', 'mail_outbox.id', 'replies.outbox_id')
      .select([
        'replies.id',
        'replies.inquiry_id',
        'replies.subject',
        'replies.message',
        'replies.recipient_email',
        'replies.recipient_name',
        'replies.sent_at',
        'mail_outbox.status as outbox_status',
        'mail_outbox.sent_at as outbox_sent_at',
        'mail_outbox.last_error as outbox_error',
      ])
      .where('replies.inquiry_id', '=', inquiryId);
    if (replyId !== undefined) query = query.where('replies.id', '=', replyId);
    const rows = await query.orderBy('replies.sent_at').orderBy('replies.id').execute();
    return rows.map(toReplyDto);
  }

  private replyCount(inquiryId: Expression<number>) {
    return this.db
      .selectFrom('replies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('replies.inquiry_id', '=', inquiryId);
  }

  private sortExpression(sort: InquirySort) {
    const column = sql.ref(`inquiries.${SORT_COLUMNS[sort]}`);
    if (!TEXT_SORTS.has(sort)) return column;
    const text = sort === 'property' ? sql`coalesce(${column}, '')` : column;
    return caseInsensitiveOrder(this.dialect, text);
  }
}
