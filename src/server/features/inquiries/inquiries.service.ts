import { InquiriesReader, toInquiryDto, type DetailColumns, type InboundMessages } from './inquiries.reader.ts';
import { InquiryReplies } from './inquiry-replies.ts';
import { type Transaction } from 'kysely';
import type { Language } from '../../../shared/i18n/languages.ts';
import { isBot } from '../../../shared/query-params.ts';
import {
  detailColumn,
  type CreateInquiryInput,
  type InquiriesBulkStatusInput,
  sourceOfType,
  INQUIRY_DETAIL_KEYS,
  type InquiryDetailColumn,
  type InquiryDetailKey,
  type InquiryDto,
  type StaffInquiryInput,
  type UpdateInquiryInput,
} from '../../../shared/inquiries.schema.ts';
import { INQUIRIES_TEXT } from '../../../shared/texts/inquiries.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { InquiryRow } from './tables.ts';
import { notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('inquiries', 'INQUIRIES_TEXT', INQUIRIES_TEXT);

/** The details a public form gave, by column ('' when not given). */
const detailColumns = (input: Partial<Record<InquiryDetailKey, string>>) =>
  Object.fromEntries(INQUIRY_DETAIL_KEYS.map((key) => [detailColumn(key), input[key] ?? ''])) as Record<
    InquiryDetailColumn,
    string
  >;

/** The columns a new inquiry is written with (the public forms here; a viewing booking in the viewings service). */
export type NewInquiryValues = Pick<
  InquiryRow,
  'name' | 'email' | 'phone' | 'message' | 'inquiry_type' | 'listing_id' | 'listing_address' | 'created_at'
> &
  DetailColumns & {
    source?: string;
    /** The language the renter wrote in (decision 072); English when absent (a staff entry). */
    language?: Language;
  };

/** A new inquiry's columns: a property inquiry when it names an existing listing (keeping its address), else general. */
function inquiryValues(
  fields: Pick<InquiryRow, 'name' | 'email' | 'phone' | 'message'> & DetailColumns & { language?: Language },
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

  /** The back-office's reads (inquiries.reader.ts). */
  readonly read: InquiriesReader;
  /** The agent's replies (inquiry-replies.ts). */
  readonly replies: InquiryReplies;

  constructor(
    private readonly db: Db,
    dialect: Dialect,
    mail: MailService,
    /** The renter's e-mails imported into an inquiry (decision 035). */
    inbound: InboundMessages,
    /** Now, for 'follow-ups due' (tests set the day). */
    clock: () => Date = () => new Date(),
  ) {
    this.read = new InquiriesReader(db, dialect, inbound, clock);
    this.replies = new InquiryReplies(db, mail, this.read);
  }

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
    const fields = {
      name: input.name,
      email: input.email,
      message: input.message,
      ...detailColumns(input),
      language: input.language,
    };
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
    return this.read.find(id);
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
}
