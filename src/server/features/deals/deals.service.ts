import type { Transaction, Updateable } from 'kysely';
import type { CreateDealInput, DealDto, DealStage, DealTenant, UpdateDealInput } from '../../../shared/deals.ts';
import { DEALS_TEXT } from '../../../shared/texts/deals.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { ListingsService } from '../listings/index.ts';
import { parseFees } from '../listings/index.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { DealRow, DealsTable } from './tables.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { UnsubscribeTokens } from '../newsletter/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { ViewingsService } from '../viewings/index.ts';
import type { AgencyService } from '../agency/index.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { checkStageChange, checkTerms, commissionCents, leaseEndOf, OPEN_STAGES, toCents } from './deal-rules.ts';
import { parseTenants, toDealDto } from './deal-mapper.ts';
import { AfterLeaseMail } from './after-lease.ts';
import { DealDisclosures } from './disclosures.ts';
import { DealRecords } from './records.ts';
import { disclosureContent, disclosureDigest, tenantPaysFees } from './disclosure-text.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('deals', 'DEALS_TEXT', DEALS_TEXT);

type Trx = Transaction<Database>;

/** The broker the disclosure names: the agent, and the brokerage that is paid. */
type Broker = { name: string; brand: string; brokerage: string };

/** Stages in which the lease is signed and what the tenant pays is fixed (docs/decisions/080). */
const FEES_FROZEN: readonly DealStage[] = ['lease-signed', 'paid', 'archived'];

export interface DealsContext {
  db: Db;
  mail: MailService;
  siteUrl: string;
  /** Signs the after-lease e-mails' one-click unsubscribe links. */
  unsubscribeTokens: UnsubscribeTokens;
  dialect: Dialect;
  listings: ListingsService;
  /** Read when needed: the viewings service is built beside this one. */
  viewings: () => ViewingsService;
  siteSettings: SiteSettingsService;
  clock: () => Date;
  /** Who acknowledged the agency disclosure (RPL §443): the deal shows its tenants' and its landlord's (decision 088). */
  agency: AgencyService;
}

/** The listing as a deal reads it: its status, Rented day and the fees its tenant pays. */
interface ListingState {
  id: number;
  status: string;
  rented_on: string | null;
  fees: Array<{ name: string; amount: number }>;
}

/**
 * Deals (docs/decisions/061-deal-stages.md): made by hand or from an approved application, kept in
 * integer cents (062). 'Lease signed' takes the listing off the site, the feeds and the alerts in the
 * same transaction as the stage (ListingsService.changeWithin) and cancels the tenants' other open
 * viewings of it; a deal that fell through can put the listing back (`relist`).
 */
export class DealsService {
  /** The FARE Act disclosure's links, page and signature. */
  readonly disclosures: DealDisclosures;
  /** The renewal and review e-mails after the lease, once per lease. */
  readonly afterLease: AfterLeaseMail;
  /** How long closed deals' records are kept, and their purge (decision 095). */
  readonly records: DealRecords;

  constructor(private readonly c: DealsContext) {
    this.records = new DealRecords({ db: c.db, clock: c.clock });
    this.disclosures = new DealDisclosures({
      db: c.db,
      dialect: c.dialect,
      mail: c.mail,
      siteSettings: c.siteSettings,
      siteUrl: c.siteUrl,
      clock: c.clock,
      contentOf: (deal, language) => this.disclosureOf(deal, this.c.db, undefined, language),
    });
    this.afterLease = new AfterLeaseMail({
      db: c.db,
      mail: c.mail,
      siteSettings: c.siteSettings,
      tokens: c.unsubscribeTokens,
      siteUrl: c.siteUrl,
      clock: c.clock,
    });
  }

  /** POST /admin/deals/{id}/disclosure: the signing link to every tenant; the deal as it is then. */
  async sendDisclosure(id: number): Promise<{ count: number; deal: DealDto }> {
    const count = await this.disclosures.send(await this.row(this.c.db, id));
    return { count, deal: await this.get(id) };
  }

  private now(): Date {
    return this.c.clock();
  }

  // ---- reading ----

  async list(query: { page: number; limit: number; stage?: DealStage | 'all'; from?: string | null; to?: string | null }) {
    let q = this.c.db.selectFrom('deals');
    if (query.stage && query.stage !== 'all') q = q.where('stage', '=', query.stage);
    if (query.from) q = q.where('lease_start', '>=', query.from);
    if (query.to) q = q.where('lease_start', '<=', query.to);
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    return {
      deals: await this.toDtos(rows),
      total: toNumber(count?.n ?? 0),
      page: query.page,
      limit: query.limit,
    };
  }

  async get(id: number): Promise<DealDto> {
    const [dto] = await this.toDtos([await this.row(this.c.db, id)]);
    return dto;
  }

  private async row(executor: Db | Trx, id: number, lock = false): Promise<DealRow> {
    let query = executor.selectFrom('deals').selectAll().where('id', '=', id);
    if (lock) query = lockRows(this.c.dialect, query);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(T.notFound);
    return row;
  }

  private async listingStates(executor: Db | Trx, ids: number[]): Promise<Map<number, ListingState>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .selectFrom('listings')
      .select(['id', 'status', 'rented_on', 'fees'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        toNumber(r.id),
        { id: toNumber(r.id), status: r.status, rented_on: r.rented_on, fees: parseFees(r.fees) },
      ]),
    );
  }

  private async toDtos(rows: DealRow[]): Promise<DealDto[]> {
    const ids = rows.map((r) => toNumber(r.id));
    const listingIds = [...new Set(rows.flatMap((r) => (r.listing_id === null ? [] : [toNumber(r.listing_id)])))];
    const applicationIds = [...new Set(rows.flatMap((r) => (r.application_id === null ? [] : [toNumber(r.application_id)])))];
    const [listings, disclosures, screening] = await Promise.all([
      this.listingStates(this.c.db, listingIds),
      ids.length === 0
        ? Promise.resolve([])
        : this.c.db.selectFrom('deal_disclosures').selectAll().where('deal_id', 'in', ids).orderBy('id').execute(),
      this.screeningFees(this.c.db, applicationIds),
    ]);
    const agency = await Promise.all(
      rows.map((row) =>
        this.c.agency.forDeal(
          row.listing_id === null ? null : toNumber(row.listing_id),
          parseTenants(row.tenants).map((t) => t.email),
        ),
      ),
    );
    return rows.map((row, i) => {
      const listing = row.listing_id === null ? null : (listings.get(toNumber(row.listing_id)) ?? null);
      const required = tenantPaysFees({
        feeCents: toNumber(row.fee_cents),
        feePaidBy: row.fee_paid_by,
        listingFees: listing?.fees ?? [],
        screeningFeeCents: row.application_id === null ? 0 : (screening.get(toNumber(row.application_id)) ?? 0),
      });
      return toDealDto(
        row,
        listing,
        disclosures.filter((d) => toNumber(d.deal_id) === toNumber(row.id)),
        required,
        agency[i],
      );
    });
  }

  /** The screening fee each application's tenant paid (cents), by application id. */
  private async screeningFees(executor: Db | Trx, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .selectFrom('applications')
      .select(['id', 'screening_fee_received'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [toNumber(r.id), toCents(Number(r.screening_fee_received ?? 0))]));
  }

  /** The fees a deal's tenant pays now, itemized: what the disclosure shows until it is signed. */
  async disclosureOf(row: DealRow, executor: Db | Trx = this.c.db, agent?: Broker, language: Language = 'en') {
    const listing =
      row.listing_id === null
        ? null
        : (await this.listingStates(executor, [toNumber(row.listing_id)])).get(toNumber(row.listing_id));
    const screeningFeeCents =
      row.application_id === null
        ? 0
        : ((await this.screeningFees(executor, [toNumber(row.application_id)])).get(toNumber(row.application_id)) ?? 0);
    // Read before a transaction when called within one (SQLite has one connection).
    const sender = agent ?? (await this.agentOf());
    return disclosureContent(
      {
        address: row.listing_address,
        apartment: row.listing_apartment,
        rentCents: toNumber(row.rent_cents),
        depositCents: toNumber(row.deposit_cents),
        feeCents: toNumber(row.fee_cents),
        feePaidBy: row.fee_paid_by,
        tenantAgreementOn: row.tenant_agreement_on,
        listingFees: listing?.fees ?? [],
        screeningFeeCents,
        agent: sender,
      },
      language,
    );
  }

  /** The agent the disclosure names as the broker, and the brokerage paid (docs/decisions/080). */
  private async agentOf(): Promise<Broker> {
    const settings = await this.c.siteSettings.get();
    return { name: settings.agent.name, brand: settings.brand, brokerage: settings.brokerageName };
  }

  // ---- changes ----

  /**
   * POST /admin/deals: by hand, from an approved application (its listing and people), or on an
   * apartment the agent does not list, by its address and unit (decision 082).
   */
  async create(input: CreateDealInput): Promise<DealDto> {
    let listingId = input.listingId;
    let tenants = input.tenants;
    const outside = input.address !== undefined;
    if (outside && (listingId !== undefined || input.applicationId !== undefined)) throw badRequest(T.listingOrAddress);
    if (!outside && input.unit !== undefined) throw badRequest(T.unitWithoutAddress);
    if (input.applicationId !== undefined) {
      const application = await this.c.db
        .selectFrom('applications')
        .select(['id', 'status', 'listing_id'])
        .where('id', '=', input.applicationId)
        .executeTakeFirst();
      if (!application) throw notFound(T.applicationNotFound);
      if (application.status !== 'approved') throw badRequest(T.applicationNotApproved);
      if (application.listing_id === null) throw badRequest(T.applicationHasNoListing);
      if (listingId !== undefined && listingId !== toNumber(application.listing_id)) throw badRequest(T.listingMismatch);
      listingId = toNumber(application.listing_id);
      if (!tenants) {
        const people = await this.c.db
          .selectFrom('application_people')
          .select(['name', 'email'])
          .where('application_id', '=', input.applicationId)
          .where('role', '!=', 'guarantor')
          .orderBy('id')
          .execute();
        tenants = people.map((p) => ({ name: p.name, email: p.email.toLowerCase() }));
      }
    }
    if (listingId === undefined && !outside) throw badRequest(T.listingRequired);
    if (!tenants || tenants.length === 0) throw badRequest(T.tenantsRequired);
    let place: { address: string; neighborhood: string };
    if (outside) place = { address: input.address!, neighborhood: input.unit ?? '' };
    else {
      const listing = await this.c.db
        .selectFrom('listings')
        .select(['id', 'address', 'neighborhood'])
        .where('id', '=', listingId!)
        .executeTakeFirst();
      if (!listing) throw notFound(T.listingNotFound);
      place = listing;
    }
    const terms = {
      rentCents: toCents(input.rent),
      depositCents: toCents(input.deposit),
      feeCents: toCents(input.fee),
      feePaidBy: input.feePaidBy,
      tenantAgreementOn: input.tenantAgreementOn ?? null,
      firstShowingOn: input.firstShowingOn ?? null,
      outside,
      termMonths: input.termMonths,
    };
    checkTerms(terms, newYorkDate(this.now()));
    const commission = commissionCents(input, true)!;
    const at = this.now().toISOString();
    const applicationId = input.applicationId ?? null;
    const inserted = await this.c.db.transaction().execute(async (trx) => {
      await this.checkNoOpenDeal(trx, outside ? null : listingId!, applicationId, null);
      return trx
        .insertInto('deals')
        .values({
          listing_id: outside ? null : listingId!,
          listing_address: place.address,
          listing_apartment: place.neighborhood,
          outside: outside ? 1 : 0,
          first_showing_on: terms.firstShowingOn,
          application_id: applicationId,
          tenants: JSON.stringify(tenants),
          lease_start: input.leaseStart,
          term_months: input.termMonths,
          lease_end: leaseEndOf(input.leaseStart, input.termMonths),
          rent_cents: terms.rentCents,
          deposit_cents: terms.depositCents,
          fee_cents: terms.feeCents,
          fee_paid_by: terms.feePaidBy,
          tenant_agreement_on: terms.tenantAgreementOn,
          commission_cents: commission,
          co_broke_split: input.coBrokeSplit ?? null,
          expected_pay_on: input.expectedPayOn ?? null,
          notes: input.notes,
          stage: 'pending',
          stage_changed_at: at,
          fell_through_reason: null,
          lease_signed_at: null,
          paid_at: null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return this.get(toNumber(inserted.id));
  }

  /**
   * One open deal (Pending or Lease signed) per apartment and per application (decision 087): a second is
   * 409 naming the first. The listing's row is locked first (PostgreSQL), so two presses at once make one.
   */
  private async checkNoOpenDeal(trx: Trx, listingId: number | null, applicationId: number | null, except: number | null) {
    // An apartment the agent does not list (decision 082) has no listing: only its application counts.
    if (listingId === null && applicationId === null) return;
    if (listingId !== null)
      await lockRows(this.c.dialect, trx.selectFrom('listings').select('id').where('id', '=', listingId)).execute();
    let open = trx
      .selectFrom('deals')
      .select(['id', 'listing_id', 'application_id'])
      .where('stage', 'in', [...OPEN_STAGES])
      .where((eb) =>
        listingId === null
          ? eb('application_id', '=', applicationId)
          : applicationId === null
            ? eb('listing_id', '=', listingId)
            : eb.or([eb('listing_id', '=', listingId), eb('application_id', '=', applicationId)]),
      );
    if (except !== null) open = open.where('id', '!=', except);
    const first = await open.orderBy('id').executeTakeFirst();
    if (!first) return;
    const id = toNumber(first.id);
    if (applicationId !== null && first.application_id !== null && toNumber(first.application_id) === applicationId)
      throw conflict(T.openDealForApplication(id));
    throw conflict(T.openDealForListing(id));
  }

  /**
   * PATCH /admin/deals/{id}: fields, the stage, or `relist`. 'Lease signed' and a relist change the
   * listing in the same transaction; the tenants' viewings are cancelled once it has committed. A change
   * of what the tenant pays supersedes the disclosures sent or signed (`superseded` counts them), and is
   * refused once the lease is signed (docs/decisions/080).
   */
  async update(id: number, input: UpdateDealInput): Promise<{ deal: DealDto; superseded: number }> {
    const before = await this.row(this.c.db, id);
    const target = input.stage ?? before.stage;
    // What the disclosure shows now, read before the transaction (SQLite has one connection).
    const signing = target === 'lease-signed' && before.stage !== 'lease-signed';
    const relist = input.relist === true;
    const agent = await this.agentOf();
    let superseded = 0;
    const outcome = await this.c.listings.changeWithin(
      before.listing_id === null ? null : toNumber(before.listing_id),
      async (trx, listing) => {
        const row = await this.row(trx, id, true);
        const changes = this.changesOf(row, input);
        const next = { ...row, ...changes } as DealRow;
        const at = this.now().toISOString();
        // What the tenant pays, as the disclosure writes it, before and after the change.
        const was = await this.disclosureOf(row, trx, agent);
        const will = await this.disclosureOf(next, trx, agent);
        if (disclosureDigest(was) !== disclosureDigest(will)) {
          if (FEES_FROZEN.includes(row.stage)) throw conflict(T.feesFrozen);
          superseded = await this.disclosures.supersede(trx, id, at);
        }
        if (input.stage && input.stage !== row.stage) {
          checkStageChange(row.stage, input.stage);
          changes.stage_changed_at = at;
          if (input.stage === 'lease-signed' && row.stage === 'pending') {
            await this.checkDisclosuresSigned(trx, next, agent);
            changes.lease_signed_at = changes.stage_changed_at;
          }
          if (input.stage === 'paid') changes.paid_at = changes.stage_changed_at;
          if (row.stage === 'paid' && input.stage !== 'archived') changes.paid_at = null;
          if (input.stage === 'fell-through') {
            const reason = input.fellThroughReason?.trim();
            if (!reason) throw badRequest(T.fellThroughNeedsReason);
            changes.fell_through_reason = reason;
          }
          if (input.stage === 'pending') {
            changes.fell_through_reason = null;
            // Taken up again: only while no other deal of its apartment or application is open.
            await this.checkNoOpenDeal(
              trx,
              row.listing_id === null ? null : toNumber(row.listing_id),
              row.application_id === null ? null : toNumber(row.application_id),
              id,
            );
          }
        } else if (input.fellThroughReason !== undefined) {
          if (next.stage !== 'fell-through') throw badRequest(T.fellThroughNeedsReason);
          if (!input.fellThroughReason.trim()) throw badRequest(T.fellThroughNeedsReason);
          changes.fell_through_reason = input.fellThroughReason.trim();
        }
        if (relist) {
          if ((changes.stage ?? row.stage) !== 'fell-through') throw badRequest(T.relistOnlyFellThrough);
          if (row.listing_id === null) throw badRequest(T.relistNoListing);
        }
        changes.updated_at = at;
        await trx.updateTable('deals').set(changes).where('id', '=', id).execute();
        const listingChange: 'rented' | 'relisted' | null =
          changes.stage === 'lease-signed' && row.stage === 'pending' && row.listing_id !== null
            ? 'rented'
            : relist
              ? 'relisted'
              : null;
        if (listingChange === 'rented') await listing.markRented(newYorkDate(this.now()));
        if (listingChange === 'relisted') await listing.relist();
        return { listingChange };
      },
    );
    if (signing && outcome.listingChange === 'rented') await this.cancelTenantViewings(before);
    return { deal: await this.get(id), superseded };
  }

  /** The column changes of the fields sent, with the rules checked on the result. */
  private changesOf(row: DealRow, input: UpdateDealInput): Updateable<DealsTable> {
    const changes: Updateable<DealsTable> = {};
    if (input.tenants) changes.tenants = JSON.stringify(input.tenants satisfies DealTenant[]);
    if (input.leaseStart !== undefined) changes.lease_start = input.leaseStart;
    if (input.termMonths !== undefined) changes.term_months = input.termMonths;
    if (input.rent !== undefined) changes.rent_cents = toCents(input.rent);
    if (input.deposit !== undefined) changes.deposit_cents = toCents(input.deposit);
    if (input.fee !== undefined) changes.fee_cents = toCents(input.fee);
    if (input.feePaidBy !== undefined) changes.fee_paid_by = input.feePaidBy;
    if (input.tenantAgreementOn !== undefined) changes.tenant_agreement_on = input.tenantAgreementOn;
    if (input.firstShowingOn !== undefined) changes.first_showing_on = input.firstShowingOn;
    const commission = commissionCents(input, false);
    if (commission !== undefined) changes.commission_cents = commission;
    if (input.coBrokeSplit !== undefined) changes.co_broke_split = input.coBrokeSplit;
    if (input.expectedPayOn !== undefined) changes.expected_pay_on = input.expectedPayOn;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.stage !== undefined) changes.stage = input.stage;
    const start = (changes.lease_start as string | undefined) ?? row.lease_start;
    const months = (changes.term_months as number | undefined) ?? toNumber(row.term_months);
    if (changes.lease_start !== undefined || changes.term_months !== undefined) changes.lease_end = leaseEndOf(start, months);
    checkTerms(
      {
        rentCents: (changes.rent_cents as number | undefined) ?? toNumber(row.rent_cents),
        depositCents: (changes.deposit_cents as number | undefined) ?? toNumber(row.deposit_cents),
        feeCents: (changes.fee_cents as number | undefined) ?? toNumber(row.fee_cents),
        feePaidBy: (changes.fee_paid_by as 'landlord' | 'tenant' | undefined) ?? row.fee_paid_by,
        tenantAgreementOn:
          changes.tenant_agreement_on !== undefined ? (changes.tenant_agreement_on as string | null) : row.tenant_agreement_on,
        firstShowingOn:
          changes.first_showing_on !== undefined ? (changes.first_showing_on as string | null) : row.first_showing_on,
        outside: toNumber(row.outside) === 1,
        termMonths: months,
      },
      newYorkDate(this.now()),
    );
    return changes;
  }

  /**
   * FARE Act: while the tenant pays a fee, every tenant must have signed the deal's current disclosure,
   * and what they signed must still be what the deal gives, in the language they read (docs/decisions/080).
   */
  private async checkDisclosuresSigned(trx: Trx, row: DealRow, agent: Broker): Promise<void> {
    const content = await this.disclosureOf(row, trx, agent);
    if (content.fees.length === 0) return;
    const tenants = JSON.parse(row.tenants) as DealTenant[];
    const ok = await this.disclosures.allSignedCurrent(trx, row, tenants, (language) =>
      this.disclosureOf(row, trx, agent, language),
    );
    if (!ok) throw badRequest(T.leaseSignedNeedsDisclosure);
  }

  /** The tenants' other open viewings of the rented listing, cancelled with the usual e-mails. */
  private async cancelTenantViewings(deal: DealRow): Promise<number> {
    if (deal.listing_id === null) return 0;
    const emails = (JSON.parse(deal.tenants) as DealTenant[]).map((t) => t.email.toLowerCase());
    if (emails.length === 0) return 0;
    const open = await this.c.db
      .selectFrom('viewings')
      .select(['id', 'email'])
      .where('listing_id', '=', deal.listing_id)
      .where('status', 'in', ['requested', 'confirmed'])
      .where('end_at', '>', this.now().toISOString())
      .execute();
    let cancelled = 0;
    for (const viewing of open.filter((v) => emails.includes(v.email.toLowerCase()))) {
      try {
        await this.c.viewings().cancel(toNumber(viewing.id), 'staff');
        cancelled += 1;
      } catch {
        // Changed meanwhile (the renter cancelled it): nothing left to cancel.
      }
    }
    return cancelled;
  }

  /**
   * DELETE /admin/deals/{id}: only a Pending deal (with its unsigned disclosure links); past Pending a
   * deal is a record kept three years (docs/decisions/080): 409, mark it Fell through or Archived. Signed
   * disclosures are kept either way.
   */
  async remove(id: number): Promise<void> {
    await this.c.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, true);
      if (row.stage !== 'pending') throw conflict(T.deleteRefused);
      await trx.deleteFrom('deals').where('id', '=', id).execute();
      await trx.deleteFrom('deal_disclosures').where('deal_id', '=', id).where('signed_at', 'is', null).execute();
      await trx.deleteFrom('deal_mails').where('deal_id', '=', id).execute();
    });
  }
}
