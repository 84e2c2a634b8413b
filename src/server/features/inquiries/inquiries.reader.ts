import { sql, type Expression, type Selectable, type SqlBool, type Transaction } from 'kysely';
import {
  detailColumn,
  eachDetail,
  type InquiriesExportInput,
  sourceOfType,
  type InquiriesQuery,
  type InquiryDetailColumn,
  type InquiryDto,
  type InquirySort,
  type InquiryStatus,
  type InboundMessageDto,
  type InquiryEventDto,
  type InquiryWithReplies,
  type ReplyDeliveryStatus,
  type ReplyDto,
} from '../../../shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { InquiryRow } from './tables.ts';
import { notFound } from '../../platform/errors.ts';
import { INQUIRY_SEARCH, planTextSearch, textSearchCondition } from '../../platform/db/text-search.ts';
import { caseInsensitiveOrder } from '../../platform/db/sql.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/** The renter's details as stored: absent on a row being written means not given. */
export type DetailColumns = Partial<Pick<InquiryRow, InquiryDetailColumn>>;

type InquiryColumns = Omit<
  InquiryRow,
  'status' | 'source' | 'follow_up_on' | 'follow_up_note' | 'language' | InquiryDetailColumn
> &
  DetailColumns & {
    status: string;
    /** Absent on a row being written without one: English. */
    language?: Language;
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

/** Row → JSON: the same answer on SQLite and PostgreSQL (docs/product.md §3 Inquiry, both spellings). */
export function toInquiryDto(row: InquiryColumns): InquiryDto {
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
    language: row.language ?? 'en',
    created_at: row.created_at,
    createdAt: row.created_at,
    updated_at: row.updated_at,
    updatedAt: row.updated_at,
    replyCount: toNumber(row.reply_count),
  };
}

const DELIVERY: Record<string, ReplyDeliveryStatus> = { sent: 'sent', failed: 'failed' };

/** A reply's row with the state of its e-mail in the outbox. */
type ReplyColumns = Pick<
  Selectable<Database['replies']>,
  'id' | 'inquiry_id' | 'subject' | 'message' | 'recipient_email' | 'recipient_name' | 'sent_at'
> & { outbox_status: string | null; outbox_sent_at: string | null; outbox_error: string | null };

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

/**
 * The renter's e-mails imported into an inquiry (decision 035), as the inbound feature answers them:
 * that feature writes an inquiry's status through this one (inquiryAnswered), so this one knows it
 * only by what it asks of it (no import back: decision 073's cycles).
 */
export interface InboundMessages {
  messages(inquiryId: number): Promise<InboundMessageDto[]>;
}

/**
 * Reads of inquiries for the back-office (docs/product.md §4, §7): the searched and filtered list, the
 * export, the follow-ups due, one inquiry with its replies, the renter's e-mails and its viewing's changes.
 */
export class InquiriesReader {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** The renter's e-mails imported into an inquiry (decision 035). */
    private readonly inbound: InboundMessages,
    /** Now, for 'follow-ups due' (tests set the day). */
    private readonly clock: () => Date,
  ) {}

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

  /** The changes of the inquiry's viewing, oldest first (written by the viewing's change: inquiry-follows.ts). */
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
      when: newYorkLabel('en', 'when', row.viewing_start),
      at: row.created_at,
    }));
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

  /** The inquiry's replies (or one of them), oldest first, each with the delivery of its e-mail. */
  async replyRows(inquiryId: number, replyId?: number): Promise<ReplyDto[]> {
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
