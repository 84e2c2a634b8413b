import type { Transaction } from 'kysely';
import {
  EDITABLE_STATUSES,
  missingOfPart,
  readPart,
  type ApplicationRole,
  type ApplicationSettings,
  type ApplicationStatus,
  type OwnApplicationDto,
  type SavePartInput,
  type StartApplicationInput,
} from '../../../shared/applications.ts';
import { isBot } from '../../../shared/query-params.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import type { Db } from '../../db/client.ts';
import { toBool, toNumber } from '../../db/mappers.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { parseFees } from '../../api/listings/listing-mapper.ts';
import type { MailService } from '../../mail/mail.service.ts';
import { applicationLinkMail } from './application-mail.ts';
import { ApplicationSettingsStore } from './settings.ts';
import { newToken, tokenHash } from './tokens.ts';

type Trx = Transaction<Database>;

export interface ApplicationsContext {
  db: Db;
  mail: MailService;
  siteUrl: string;
  clock: () => Date;
}

/** A person found by their link, with their application. */
interface PersonOfToken {
  id: number;
  application_id: number;
  role: ApplicationRole;
  name: string;
  email: string;
  part: string;
  fees_disclosed: string | null;
  fees_acknowledged_at: string | null;
  status: ApplicationStatus;
  listing_id: number | null;
  listing_address: string;
  listing_apartment: string;
  submitted_at: string | null;
}

/** What the fees disclosure shows: the listing's fees (FARE Act) and the screening fee. */
interface Disclosure {
  fees: Array<{ name: string; amount: number }>;
  screeningFee: number;
}

/**
 * Rental applications on the applicant's side: start (the link goes by e-mail only), read and save
 * one's own part through the private link, send, withdraw, delete. Every way in is the link: an
 * unknown, malformed or deleted token answers 404 alike.
 */
export class ApplicationsService {
  private readonly store: ApplicationSettingsStore;

  constructor(private readonly c: ApplicationsContext) {
    this.store = new ApplicationSettingsStore(c.db);
  }

  settings(): Promise<ApplicationSettings> {
    return this.store.get();
  }

  updateSettings(settings: ApplicationSettings): Promise<ApplicationSettings> {
    return this.store.set(settings);
  }

  private nowIso(): string {
    return this.c.clock().toISOString();
  }

  /** The listing a renter may apply for: active, with applications on; else 404. */
  private async applicableListing(executor: Db | Trx, listingId: number) {
    const listing = await executor
      .selectFrom('listings')
      .select(['id', 'address', 'neighborhood', 'price', 'fees', 'status', 'applications_enabled'])
      .where('id', '=', listingId)
      .executeTakeFirst();
    if (!listing || listing.status !== 'active' || !toBool(listing.applications_enabled)) throw notFound(T.listingUnavailable);
    return listing;
  }

  /**
   * POST /api/applications: a new application with its applicant, and the private link e-mailed
   * (within the per-recipient cap, in the same transaction). A filled honeypot answers alike and
   * stores nothing.
   */
  async start(input: StartApplicationInput): Promise<void> {
    const listing = await this.applicableListing(this.c.db, input.listingId);
    if (isBot(input)) return;
    const token = newToken();
    const now = this.nowIso();
    const queued = await this.c.db.transaction().execute(async (trx) => {
      const application = await trx
        .insertInto('applications')
        .values({
          listing_id: toNumber(listing.id),
          listing_address: listing.address,
          listing_apartment: listing.neighborhood,
          status: 'started',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('application_people')
        .values({
          application_id: toNumber(application.id),
          role: 'applicant',
          token_hash: tokenHash(token)!,
          name: input.name,
          email: input.email,
          part: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const place = T.place(listing.address, listing.neighborhood);
      return this.c.mail.queueWithinCap(trx, applicationLinkMail(input, place, this.link(token)));
    });
    if (queued !== null) this.c.mail.wake();
  }

  private link(token: string): string {
    return `${this.c.siteUrl}/apply/${token}`;
  }

  private async personOf(executor: Db | Trx, token: string): Promise<PersonOfToken> {
    const hash = tokenHash(token);
    if (!hash) throw notFound(T.notFound);
    const row = await executor
      .selectFrom('application_people as p')
      .innerJoin('applications as a', 'a.id', 'p.application_id')
      .select([
        'p.id',
        'p.application_id',
        'p.role',
        'p.name',
        'p.email',
        'p.part',
        'p.fees_disclosed',
        'p.fees_acknowledged_at',
        'a.status',
        'a.listing_id',
        'a.listing_address',
        'a.listing_apartment',
        'a.submitted_at',
      ])
      .where('p.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) throw notFound(T.notFound);
    return {
      ...row,
      id: toNumber(row.id),
      application_id: toNumber(row.application_id),
      listing_id: row.listing_id == null ? null : toNumber(row.listing_id),
    };
  }

  /**
   * The fees as disclosed now: the listing's, and the screening fee of the settings (read by the
   * caller before any transaction: on SQLite the transaction holds the only connection).
   */
  private async currentDisclosure(
    executor: Db | Trx,
    listingId: number | null,
    screeningFee: number,
  ): Promise<Disclosure & { price: number }> {
    const listing =
      listingId === null
        ? undefined
        : await executor.selectFrom('listings').select(['fees', 'price']).where('id', '=', listingId).executeTakeFirst();
    return { fees: listing ? parseFees(listing.fees) : [], screeningFee, price: listing ? toNumber(listing.price) : 0 };
  }

  /** GET /api/applications/{token}: the person's own part, the fees and what is still missing. */
  async own(token: string): Promise<OwnApplicationDto> {
    const person = await this.personOf(this.c.db, token);
    return this.toOwnDto(person);
  }

  private async toOwnDto(person: PersonOfToken): Promise<OwnApplicationDto> {
    const current = await this.currentDisclosure(this.c.db, person.listing_id, (await this.store.get()).screeningFee);
    // Once confirmed, the fees shown are those the person confirmed.
    const disclosed = person.fees_disclosed ? (JSON.parse(person.fees_disclosed) as Disclosure) : null;
    const part = readPart(person.part);
    const acknowledged = person.fees_acknowledged_at !== null;
    return {
      status: person.status,
      role: person.role,
      name: person.name,
      email: person.email,
      editable: EDITABLE_STATUSES.includes(person.status),
      listing: {
        id: person.listing_id,
        address: person.listing_address,
        apartment: person.listing_apartment,
        price: current.price,
      },
      fees: disclosed?.fees ?? current.fees,
      screeningFee: disclosed?.screeningFee ?? current.screeningFee,
      feesAcknowledged: acknowledged,
      part,
      missing: missingOfPart(part, acknowledged).map((key) => T.missingItems[key]),
      submittedAt: person.submitted_at,
    };
  }

  /**
   * PUT /api/applications/{token}: saves the fields given. The fees must be confirmed first (in this
   * request or before); the fees confirmed are recorded as they were shown.
   */
  async save(token: string, input: SavePartInput): Promise<OwnApplicationDto> {
    const { feesAcknowledged, ...fields } = input;
    const { screeningFee } = await this.store.get();
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, T.notEditable);
      const acknowledgedBefore = person.fees_acknowledged_at !== null;
      const acknowledging = feesAcknowledged === true && !acknowledgedBefore;
      const hasFields = Object.values(fields).some((value) => value !== undefined);
      if (!acknowledgedBefore && !acknowledging && hasFields) throw badRequest(T.acknowledgeFeesFirst);
      const now = this.nowIso();
      const part = { ...readPart(person.part), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
      let disclosure: Disclosure | null = null;
      if (acknowledging) {
        const { fees } = await this.currentDisclosure(trx, person.listing_id, screeningFee);
        disclosure = { fees, screeningFee };
      }
      await trx
        .updateTable('application_people')
        .set({
          part: JSON.stringify(part),
          updated_at: now,
          ...(disclosure ? { fees_disclosed: JSON.stringify(disclosure), fees_acknowledged_at: now } : {}),
        })
        .where('id', '=', person.id)
        .execute();
      await trx.updateTable('applications').set({ updated_at: now }).where('id', '=', person.application_id).execute();
    });
    return this.own(token);
  }

  /** POST /api/applications/{token}/submit: sent when every person's part is complete; else 400 naming what is missing. */
  async submit(token: string): Promise<OwnApplicationDto> {
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') throw new AppError(403, T.onlyApplicantSubmits);
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, T.notEditable);
      const people = await trx
        .selectFrom('application_people')
        .select(['name', 'part', 'fees_acknowledged_at'])
        .where('application_id', '=', person.application_id)
        .orderBy('id')
        .execute();
      const missing = people.flatMap((p) => {
        const items = missingOfPart(readPart(p.part), p.fees_acknowledged_at !== null).map((key) => T.missingItems[key]);
        return items.length > 0 ? [T.missingOf(p.name, items.join(', '))] : [];
      });
      if (missing.length > 0) throw badRequest(T.missing(missing.join('; ')));
      const now = this.nowIso();
      await trx
        .updateTable('applications')
        .set({ status: 'submitted', submitted_at: now, updated_at: now })
        .where('id', '=', person.application_id)
        .execute();
    });
    return this.own(token);
  }

  /** POST /api/applications/{token}/withdraw: the applicants withdraw before a decision. */
  async withdraw(token: string): Promise<OwnApplicationDto> {
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') throw new AppError(403, T.onlyApplicantWithdraws);
      if (['approved', 'declined', 'withdrawn'].includes(person.status)) throw new AppError(409, T.notWithdrawable);
      const now = this.nowIso();
      await trx
        .updateTable('applications')
        .set({ status: 'withdrawn', decided_at: now, updated_at: now })
        .where('id', '=', person.application_id)
        .execute();
    });
    return this.own(token);
  }

  /**
   * DELETE /api/applications/{token}: the applicant's link deletes the application, every person's
   * part and link; a co-applicant's or guarantor's deletes their own part and link.
   */
  async remove(token: string): Promise<void> {
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') {
        await trx.deleteFrom('application_people').where('id', '=', person.id).execute();
        return;
      }
      await trx.deleteFrom('application_people').where('application_id', '=', person.application_id).execute();
      await trx.deleteFrom('applications').where('id', '=', person.application_id).execute();
    });
  }
}
