// Decided in docs/decisions/096-move-in-move-out: GOL §7-108's move-in report and deposit statement, signed as the lease is.
import { DateTime } from 'luxon';
import { localizedPath } from '../../../shared/i18n/languages.ts';
import {
  MAX_PHOTOS,
  MAX_PHOTOS_PER_ROOM,
  type ConditionRoom,
  type DepositDeadline,
  type DepositStatementInput,
  type LeaseDto,
} from '../../../shared/leases.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { LEASES_TEXT } from '../../../shared/texts/leases.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { DealRow } from '../deals/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { MailExecutor } from '../../platform/mail/types.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { placeIn } from '../../../shared/words/in-language.ts';
import { depositDeadlineMail } from './lease-mail.ts';
import type { LeasesService } from './leases.service.ts';
import { conditionReportPdf, depositStatementPdf, reportPhoto } from './move-documents.ts';
import type { LeaseDb, LeaseTables } from './tables.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('leases', 'LEASES_TEXT', LEASES_TEXT);

/** GOL §7-108(1-a)(e): the statement and the balance within fourteen days after the tenant vacated. */
const DEPOSIT_DAYS = 14;
/** The dashboard lists leases ended this many days ago at most (an overdue statement stays in view a while). */
const LISTED_DAYS = 30;

const plusDays = (day: string, days: number) => DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() as string;
const daysBetween = (from: string, to: string) =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);
const tenantsOf = (deal: DealRow) => JSON.parse(deal.tenants) as Array<{ name: string; email: string }>;
const cents = (dollars: number) => Math.round(dollars * 100);

export interface MovesContext {
  db: Db;
  mail: MailService;
  siteUrl: string;
  clock: () => Date;
}

/**
 * Move-in and move-out (GOL §7-108, issue 45 item 5): the move-in condition report (rooms, notes and the
 * phone's photos) and the itemized deposit statement (each deduction with its reason, the balance), each
 * written as a PDF and then signed as the lease is (LeasesService.draft: the same links, code, consent,
 * chain and seal); and the 14-day deadline after a lease ends, listed for the dashboard and e-mailed once
 * to the staff by a periodic job.
 */
export class MoveInMoveOut {
  private readonly db: LeaseDb;

  constructor(
    private readonly c: MovesContext,
    private readonly leases: LeasesService,
  ) {
    this.db = c.db.withTables<LeaseTables>();
  }

  /** The deal, which must have a lease signed in the product. */
  private async signedDeal(dealId: number): Promise<DealRow> {
    const deal = await this.c.db.selectFrom('deals').selectAll().where('id', '=', dealId).executeTakeFirst();
    if (!deal) throw notFound(T.dealNotFound);
    if (!(await this.leases.signedLeaseOf(dealId))) throw conflict(T.noSignedLease);
    return deal;
  }

  /** POST /admin/deals/{id}/condition-report: the rooms and their photos (`room` is the room's index) as a draft. */
  async moveIn(dealId: number, rooms: ConditionRoom[], photos: Array<{ room: number; data: Buffer }>): Promise<LeaseDto> {
    const deal = await this.signedDeal(dealId);
    if (photos.some((p) => p.room < 0 || p.room >= rooms.length)) throw badRequest(T.photoRoomInvalid);
    if (photos.length > MAX_PHOTOS || rooms.some((_, i) => photos.filter((p) => p.room === i).length > MAX_PHOTOS_PER_ROOM))
      throw badRequest(T.tooManyPhotos);
    const kept: Array<{ room: number; jpeg: Buffer }> = [];
    for (const photo of photos) kept.push({ room: photo.room, jpeg: await reportPhoto(photo.data) });
    kept.sort((a, b) => a.room - b.room);
    const place = placeIn('en', deal.listing_address, deal.listing_apartment);
    const { pdf, pages } = await conditionReportPdf({
      place,
      tenants: tenantsOf(deal).map((t) => t.name),
      leaseStart: deal.lease_start,
      rooms,
      photos: kept,
    });
    return this.leases.draft(deal, 'move-in', {
      pdf,
      pages,
      fileName: 'Move-in condition report.pdf',
      content: { rooms, photos: rooms.map((_, i) => kept.filter((p) => p.room === i).length) },
      detail: { rooms: rooms.length, photos: kept.length },
    });
  }

  /** POST /admin/deals/{id}/deposit-statement: the deductions with their reasons and the balance, as a draft. */
  async depositStatement(dealId: number, input: DepositStatementInput): Promise<LeaseDto> {
    const deal = await this.signedDeal(dealId);
    const today = newYorkDate(this.c.clock());
    if (DateTime.fromISO(input.movedOutOn, { zone: 'utc' }).toISODate() !== input.movedOutOn || input.movedOutOn > today)
      throw badRequest(T.statementInvalid);
    if (input.movedOutOn < deal.lease_start) throw badRequest(T.moveOutBeforeStart);
    const depositCents = input.deposit === undefined ? toNumber(deal.deposit_cents) : cents(input.deposit);
    const deductions = input.deductions.map((d) => ({ kind: d.kind, reason: d.reason, amountCents: cents(d.amount) }));
    const retainedCents = deductions.reduce((sum, d) => sum + d.amountCents, 0);
    if (retainedCents > depositCents) throw badRequest(T.deductionsOverDeposit);
    const figures = {
      place: placeIn('en', deal.listing_address, deal.listing_apartment),
      tenants: tenantsOf(deal).map((t) => t.name),
      movedOutOn: input.movedOutOn,
      deadline: plusDays(input.movedOutOn, DEPOSIT_DAYS),
      depositCents,
      deductions,
      retainedCents,
      balanceCents: depositCents - retainedCents,
    };
    const { pdf, pages } = await depositStatementPdf(figures);
    const { place: _place, tenants: _tenants, ...content } = figures;
    return this.leases.draft(deal, 'deposit-statement', {
      pdf,
      pages,
      fileName: 'Security deposit statement.pdf',
      content,
      detail: { movedOutOn: figures.movedOutOn, retainedCents, balanceCents: figures.balanceCents },
    });
  }

  /** Signed deals whose lease ended from `from` to `to` (New York days, both included), the soonest deadline first. */
  private endedBetween(from: string, to: string) {
    return this.c.db
      .selectFrom('deals')
      .selectAll()
      .where('stage', 'in', ['lease-signed', 'paid'])
      .where('lease_end', '>=', from)
      .where('lease_end', '<=', to)
      .orderBy('lease_end')
      .orderBy('id')
      .limit(200)
      .execute();
  }

  /** The latest deposit statement's status of each deal. */
  private async statements(dealIds: number[]): Promise<Map<number, string>> {
    if (dealIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('leases')
      .select(['deal_id', 'status', 'id'])
      .where('kind', '=', 'deposit-statement')
      .where('deal_id', 'in', dealIds)
      .where('status', 'in', ['draft', 'out-for-signature', 'signed'])
      .orderBy('id')
      .execute();
    return new Map(rows.map((r) => [toNumber(r.deal_id), r.status]));
  }

  /**
   * GET /admin/deposit-deadlines: the leases that ended in the last 30 days (the tenant taken to leave on
   * the lease's last day): the deadline, the days left (below zero: past), and the statement's state.
   */
  async deadlines(): Promise<DepositDeadline[]> {
    const today = newYorkDate(this.c.clock());
    const deals = await this.endedBetween(plusDays(today, -LISTED_DAYS), plusDays(today, -1));
    const statements = await this.statements(deals.map((d) => toNumber(d.id)));
    return deals.map((deal) => {
      const deadline = plusDays(deal.lease_end, DEPOSIT_DAYS);
      return {
        dealId: toNumber(deal.id),
        place: placeIn('en', deal.listing_address, deal.listing_apartment),
        tenants: tenantsOf(deal).map((t) => t.name),
        leaseEnd: deal.lease_end,
        deadline,
        daysLeft: daysBetween(today, deadline),
        statement: (statements.get(toNumber(deal.id)) ?? 'none') as DepositDeadline['statement'],
      };
    });
  }

  /**
   * One run of the periodic job: each signed deal whose lease ended (yesterday back to 14 days ago) and
   * has no deposit statement yet: the staff are e-mailed the deadline, once per deal across instances
   * (the instance that inserts the deal's `deposit_reminders` row queues the e-mails in its transaction).
   */
  async remindDue(): Promise<number> {
    const today = newYorkDate(this.c.clock());
    const deals = await this.endedBetween(plusDays(today, -DEPOSIT_DAYS), plusDays(today, -1));
    const statements = await this.statements(deals.map((d) => toNumber(d.id)));
    let sent = 0;
    for (const deal of deals) {
      if (statements.has(toNumber(deal.id))) continue;
      const claimed = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('deposit_reminders')
          .values({ deal_id: toNumber(deal.id), lease_end: deal.lease_end, sent_at: this.c.clock().toISOString() })
          .onConflict((oc) => oc.column('deal_id').doNothing())
          .returning('deal_id')
          .executeTakeFirst();
        if (!row) return false;
        const place = placeIn('en', deal.listing_address, deal.listing_apartment);
        const link = `${this.c.siteUrl}${localizedPath(`/admin/deals?deal=${toNumber(deal.id)}`, 'en')}`;
        const shared = trx as unknown as MailExecutor;
        for (const member of await staffRecipients(shared))
          await this.c.mail.queue(
            shared,
            depositDeadlineMail(member, place, deal.lease_end, plusDays(deal.lease_end, DEPOSIT_DAYS), link),
          );
        return true;
      });
      if (claimed) sent += 1;
    }
    if (sent > 0) this.c.mail.wake();
    return sent;
  }
}
