import { recordTenantAcknowledgement, tenantAcknowledged } from '../agency/index.ts';
import type { Readable } from 'node:stream';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { placeIn } from '../../../shared/words/in-language.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import type { Transaction } from 'kysely';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LIMITS,
  EDITABLE_STATUSES,
  MAX_APPLICATION_DOCUMENT_BYTES,
  isTenant,
  MAX_CO_APPLICANTS,
  missingDocuments,
  missingOfPart,
  type InvitePersonInput,
  type DocumentDto,
  type DocumentKind,
  readPart,
  type ApplicationRole,
  type ApplicationSettings,
  type ApplicationSettingsInput,
  type ApplicationStatus,
  type OwnApplicationDto,
  type SavePartInput,
  type StartApplicationInput,
} from '../../../shared/applications.ts';
import { isBot } from '../../../shared/query-params.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { classifyTenantFee, SCREENING_FEE_CAP } from '../../../shared/tenant-fees.ts';
import { LISTINGS_TEXT as FEE_RULES } from '../../../shared/texts/listings.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import { keyed, type TextRef } from '../../../shared/i18n/text-ref.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { reportDateProblem } from '../../../shared/screening-report.ts';
import type { Db } from '../../platform/db/client.ts';
import { toBool, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { parseFees, type ListingsService } from '../listings/index.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { applicationLinkMail, invitationMail } from './application-mail.ts';
import { checkDocument } from './document-check.ts';
import type { DocumentCipher } from './document-crypto.ts';
import type { SealedStore } from './document-store.ts';
import { lockRows } from '../../platform/db/sql.ts';
import type { Dialect } from '../../platform/db/client.ts';
import { ApplicationSettingsStore } from './settings.ts';
import { newsMail, staffSentMail } from './staff-mail.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { ApplicationsStaff } from './staff.service.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import { applicationThread, eraseApplication, erasePerson, revokePackages } from './erasure.ts';
import { newToken, tokenHash } from './tokens.ts';

type Trx = Transaction<Database>;

/** The stages of a deal whose lease was signed: its application is the one that rented the apartment. */
const SIGNED_DEAL_STAGES = ['lease-signed', 'paid', 'archived'] as const;

/** The applicant's refusals and what is missing, by key (docs/decisions/101): a page says them in its language. */
const R = keyed('applications', 'APPLICATIONS_TEXT', T);

/** How the service's words are said: English (the API), or a page's language (`own`'s `say`). */
type Say = (text: TextRef) => string;
const english: Say = (text) => text.english;

export interface ApplicationsContext {
  db: Db;
  dialect: Dialect;
  mail: MailService;
  /** Where the documents' ciphertext is kept, and the cipher that seals and opens it. */
  store: SealedStore;
  cipher: DocumentCipher;
  /** The agent's name and brokerage for the staff's e-mails. */
  siteSettings: SiteSettingsService;
  siteUrl: string;
  clock: () => Date;
  /** Turns a listing's applications on or off: a column the listings table keeps for this feature, written by it (so the pages' cache follows). */
  listings: Pick<ListingsService, 'setHosted'>;
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
  /** The application's language (decision 072): the e-mails of everyone on it are written in it. */
  language: Language;
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
  /** The back-office's side: list, view, status, requests, fee, document access. */
  readonly staff: ApplicationsStaff;

  constructor(private readonly c: ApplicationsContext) {
    this.store = new ApplicationSettingsStore(c.db);
    this.staff = new ApplicationsStaff({
      db: c.db,
      mail: c.mail,
      siteSettings: c.siteSettings,
      applications: this,
      siteUrl: c.siteUrl,
      clock: c.clock,
      secrets: c.cipher,
    });
  }

  settings(): Promise<ApplicationSettings> {
    return this.store.get();
  }

  /**
   * The screening fee counts in the $20 a tenant pays for the background and credit check with each
   * listing's own screening fee (NY RPL §238-a(1)(b), decision 082): a fee that would take a listing
   * over it is refused with that listing named.
   */
  async updateSettings(input: ApplicationSettingsInput): Promise<ApplicationSettings> {
    const settings: ApplicationSettings = {
      ...input,
      unsubmittedDays: input.unsubmittedDays ?? (await this.store.get()).unsubmittedDays,
    };
    const listings = await this.c.db
      .selectFrom('listings')
      .select(['id', 'address', 'neighborhood', 'fees'])
      .where('fees', '!=', '[]')
      .orderBy('id')
      .execute();
    for (const listing of listings) {
      const fees = parseFees(listing.fees).filter((fee) => classifyTenantFee(fee.name) === 'screening');
      const listed = fees.reduce((sum, fee) => sum + Math.round(fee.amount * 100), 0);
      if (listed > 0 && listed + Math.round(settings.screeningFee * 100) > SCREENING_FEE_CAP * 100)
        throw badRequest(FEE_RULES.screeningFeeOverListing(withApartment(listing.address, listing.neighborhood), listed / 100));
    }
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
    if (!listing || listing.status !== 'active' || !toBool(listing.applications_enabled)) throw notFound(R.listingUnavailable);
    return listing;
  }

  /** Turns a listing's applications on or off ('Apply' on its page follows at once); false for no listing. */
  setListingApplications(listingId: number, enabled: boolean): Promise<boolean> {
    return this.c.listings.setHosted(listingId, { applicationsEnabled: enabled });
  }

  /** Whether the listing takes applications now (active, applications on): 'Apply' is shown only then. */
  async takesApplications(listingId: number): Promise<boolean> {
    return this.applicableListing(this.c.db, listingId).then(
      () => true,
      (error: unknown) => {
        if ((error as { statusCode?: number }).statusCode === 404) return false;
        throw error;
      },
    );
  }

  /**
   * POST /api/applications: a new application with its applicant, and the private link e-mailed
   * (within the per-recipient cap, in the same transaction). A filled honeypot answers alike and
   * stores nothing.
   */
  async start(input: StartApplicationInput, clientAddress: string | null): Promise<void> {
    const listing = await this.applicableListing(this.c.db, input.listingId);
    if (isBot(input)) return;
    // The New York State agency disclosure (RPL §443) acknowledged before the application starts (decision 088).
    await recordTenantAcknowledgement(this.c.db, {
      email: input.email,
      name: input.name,
      listing: { id: toNumber(listing.id), address: listing.address },
      language: input.language,
      clientAddress,
      at: this.nowIso(),
    });
    await this.open(listing, input);
  }

  /**
   * 'Invite to apply' on an inquiry (staff): the inquirer gets the start link for the inquiry's
   * listing, as if they had pressed Apply (the same e-mail and cap). 404 without a listing that takes
   * applications.
   */
  async inviteInquirer(inquiryId: number): Promise<{ email: string }> {
    const inquiry = await this.c.db
      .selectFrom('inquiries')
      .select(['name', 'email', 'listing_id', 'language'])
      .where('id', '=', inquiryId)
      .executeTakeFirst();
    if (!inquiry) throw notFound(R.inquiryNotFound);
    if (inquiry.listing_id == null || !inquiry.email) throw notFound(R.listingUnavailable);
    const listing = await this.applicableListing(this.c.db, toNumber(inquiry.listing_id));
    await this.open(listing, { name: inquiry.name, email: inquiry.email, language: inquiry.language });
    return { email: inquiry.email };
  }

  private async open(
    listing: { id: number | string; address: string; neighborhood: string },
    input: { name: string; email: string; language: Language },
  ): Promise<void> {
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
          language: input.language,
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
          token_sealed: this.c.cipher.sealSecret(token),
          name: input.name,
          email: input.email.trim().toLowerCase(),
          part: '{}',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const place = placeIn(input.language, listing.address, listing.neighborhood);
      const mail = applicationLinkMail(input, place, this.link(token, input.language));
      return this.c.mail.queueWithinCap(trx, { ...mail, thread: applicationThread(toNumber(application.id)) });
    });
    if (queued !== null) this.c.mail.wake();
  }

  /** A person's private link, in the application's language (decision 072). */
  private link(token: string, language: Language): string {
    return `${this.c.siteUrl}${localizedPath(`/apply/${token}`, language)}`;
  }

  /**
   * A person's private link from their sealed token (decision 105), for a later e-mail; null for a person
   * whose token was never sealed (added before migration 075) or does not open: the e-mail then points to
   * their first one.
   */
  personLink(sealed: string | null, language: Language): string | null {
    const token = sealed === null ? null : this.c.cipher.openSecret(sealed);
    return token === null ? null : this.link(token, language);
  }

  private async personOf(executor: Db | Trx, token: string): Promise<PersonOfToken> {
    const hash = tokenHash(token);
    if (!hash) throw notFound(R.notFound);
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
        'a.language',
      ])
      .where('p.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) throw notFound(R.notFound);
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

  /**
   * GET /api/applications/{token}: the person's own part, the fees and what is still missing, said by `say`
   * (English for the API; the application page passes its language's).
   */
  async own(token: string, say: Say = english): Promise<OwnApplicationDto> {
    const person = await this.personOf(this.c.db, token);
    return this.toOwnDto(person, say);
  }

  /**
   * Whether the application of `token` led to a signed lease (its deal at 'Lease signed' or past it): the
   * applicant's page then says so instead of 'the agent will contact you about the lease' (decision 105).
   */
  async leaseSigned(token: string): Promise<boolean> {
    const person = await this.personOf(this.c.db, token);
    if (person.status !== 'approved') return false;
    const deal = await this.c.db
      .selectFrom('deals')
      .select('id')
      .where('application_id', '=', person.application_id)
      .where('stage', 'in', SIGNED_DEAL_STAGES)
      .executeTakeFirst();
    return deal !== undefined;
  }

  /**
   * Whether this person is a tenant (the applicant or a co-applicant) who has not acknowledged the New York
   * State agency disclosure (RPL §443) yet: one invited, or an inquirer the agent invited to apply, never
   * passed through a form that asks it. A guarantor is not a tenant and is not asked (decision 108).
   */
  async agencyToAcknowledge(token: string): Promise<boolean> {
    const person = await this.personOf(this.c.db, token);
    return isTenant(person.role) && !(await tenantAcknowledged(this.c.db, person.email));
  }

  /**
   * Records this tenant's acknowledgement of the agency disclosure in `language` (the page they read it on),
   * as the start form records the applicant's (decision 088: the first one is kept). A guarantor's is not
   * recorded (decision 108).
   */
  async acknowledgeAgency(token: string, language: Language, clientAddress: string | null): Promise<void> {
    const person = await this.personOf(this.c.db, token);
    if (!isTenant(person.role)) return;
    await recordTenantAcknowledgement(this.c.db, {
      email: person.email,
      name: person.name,
      listing: { id: person.listing_id, address: person.listing_address },
      language,
      clientAddress,
      at: this.nowIso(),
    });
  }

  private async toOwnDto(person: PersonOfToken, say: Say = english): Promise<OwnApplicationDto> {
    const current = await this.currentDisclosure(this.c.db, person.listing_id, (await this.store.get()).screeningFee);
    // Once confirmed, the fees shown are those the person confirmed.
    const disclosed = person.fees_disclosed ? (JSON.parse(person.fees_disclosed) as Disclosure) : null;
    const part = readPart(person.part);
    const acknowledged = person.fees_acknowledged_at !== null;
    const documents = await this.documentsOf(this.c.db, person.id);
    const everyone = await this.missingOfEveryone(this.c.db, person.application_id);
    const household = everyone.map(({ id, role, name, items }) => ({
      role,
      name,
      missing: items.map(say),
      you: id === person.id,
    }));
    const lacking = missingDocuments(
      part,
      documents.map((d) => d.kind),
    );
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
      household,
      missing: [
        ...missingOfPart(part, acknowledged, person.role).map((key) => R.missingItems[key]),
        ...lacking.map((kind) => R.missingDocument(R.documentFileNames[kind])),
      ].map(say),
      documents,
      missingDocuments: lacking,
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
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
      const acknowledgedBefore = person.fees_acknowledged_at !== null;
      const acknowledging = feesAcknowledged === true && !acknowledgedBefore;
      const hasFields = Object.values(fields).some((value) => value !== undefined);
      // The tenants confirm the fees before anything else; the guarantor pays none.
      if (isTenant(person.role) && !acknowledgedBefore && !acknowledging && hasFields) throw badRequest(R.acknowledgeFeesFirst);
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

  /**
   * POST /api/applications/{token}/people: the main applicant invites a co-applicant (at most
   * MAX_CO_APPLICANTS) or the guarantor (one), who gets their own link by e-mail (within the
   * per-recipient cap; the inviter's name only when it cannot read as a link).
   */
  async invite(token: string, input: InvitePersonInput): Promise<{ id: number; role: ApplicationRole; name: string }> {
    const invitee = newToken();
    const now = this.nowIso();
    const { id, queued } = await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') throw new AppError(403, R.onlyApplicantInvites);
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
      await lockRows(
        this.c.dialect,
        trx.selectFrom('applications').select('id').where('id', '=', person.application_id),
      ).execute();
      const people = await trx
        .selectFrom('application_people')
        .select(['role', 'email'])
        .where('application_id', '=', person.application_id)
        .execute();
      if (people.some((p) => p.email === input.email)) throw new AppError(409, R.alreadyInvited);
      if (input.role === 'guarantor' && people.some((p) => p.role === 'guarantor')) throw new AppError(409, R.oneGuarantor);
      if (input.role === 'co_applicant' && people.filter((p) => p.role === 'co_applicant').length >= MAX_CO_APPLICANTS)
        throw new AppError(409, R.tooManyCoApplicants(MAX_CO_APPLICANTS));
      const row = await trx
        .insertInto('application_people')
        .values({
          application_id: person.application_id,
          role: input.role,
          token_hash: tokenHash(invitee)!,
          token_sealed: this.c.cipher.sealSecret(invitee),
          name: input.name,
          email: input.email,
          part: '{}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('applications').set({ updated_at: now }).where('id', '=', person.application_id).execute();
      // The invitation is written in the application's language (decision 072).
      const L = textsFor(person.language, 'applications').APPLICATIONS_TEXT;
      const place = placeIn(person.language, person.listing_address, person.listing_apartment);
      const mail = invitationMail(
        { ...input, language: person.language },
        person.name,
        L.roles[input.role],
        place,
        this.link(invitee, person.language),
      );
      const queued = await this.c.mail.queueWithinCap(trx, { ...mail, thread: applicationThread(person.application_id) });
      return { id: toNumber(row.id), queued };
    });
    if (queued !== null) this.c.mail.wake();
    return { id, role: input.role, name: input.name };
  }

  /** Everyone on the application, in the order they joined, with what their part still lacks (by key). */
  private async missingOfEveryone(executor: Db | Trx, applicationId: number) {
    const people = await executor
      .selectFrom('application_people')
      .select(['id', 'role', 'name', 'email', 'part', 'fees_acknowledged_at'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    const uploaded = await executor
      .selectFrom('application_documents')
      .select(['person_id', 'kind'])
      .where('application_id', '=', applicationId)
      .execute();
    return people.map((p) => {
      const part = readPart(p.part);
      const kinds = uploaded.filter((d) => toNumber(d.person_id) === toNumber(p.id)).map((d) => d.kind);
      const items = [
        ...missingOfPart(part, p.fees_acknowledged_at !== null, p.role).map((key) => R.missingItems[key]),
        ...missingDocuments(part, kinds).map((kind) => R.missingDocument(R.documentFileNames[kind])),
      ];
      return { id: toNumber(p.id), role: p.role, name: p.name, email: p.email, items };
    });
  }

  /** POST /api/applications/{token}/submit: sent when every person's part is complete; else 400 naming what is missing. */
  async submit(token: string): Promise<OwnApplicationDto> {
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') throw new AppError(403, R.onlyApplicantSubmits);
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
      const everyone = await this.missingOfEveryone(trx, person.application_id);
      const missing = everyone.flatMap((p) => (p.items.length > 0 ? [T.missingOf(p.name, p.items.map(english).join(', '))] : []));
      if (missing.length > 0) throw badRequest(R.missing(missing.join('; ')));
      const now = this.nowIso();
      await trx
        .updateTable('applications')
        .set({ status: 'submitted', submitted_at: now, updated_at: now })
        .where('id', '=', person.application_id)
        .execute();
      // Everyone hears it (decision 086): the tenants in the application's language (the sender with their
      // link), the staff by the one staff-mail rule (decision 059), in the transaction that sends it.
      const place = placeIn(person.language, person.listing_address, person.listing_apartment);
      for (const p of everyone.filter((one) => one.role !== 'guarantor')) {
        const link = p.id === person.id ? this.link(token, person.language) : null;
        const news = newsMail({ ...p, language: person.language }, 'sent', place, link);
        await this.c.mail.queue(trx, { ...news, thread: applicationThread(person.application_id) });
      }
      const url = `${this.c.siteUrl}/admin/applications/${person.application_id}`;
      const staffPlace = withApartment(person.listing_address, person.listing_apartment);
      for (const member of await staffRecipients(trx)) {
        const alert = staffSentMail(member, person.name, everyone.length, staffPlace, url);
        await this.c.mail.queue(trx, { ...alert, thread: applicationThread(person.application_id) });
      }
    });
    this.c.mail.wake();
    return this.own(token);
  }

  /** POST /api/applications/{token}/withdraw: the applicants withdraw before a decision. */
  async withdraw(token: string): Promise<OwnApplicationDto> {
    await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') throw new AppError(403, R.onlyApplicantWithdraws);
      if (['approved', 'declined', 'withdrawn', 'closed'].includes(person.status)) throw new AppError(409, R.notWithdrawable);
      const now = this.nowIso();
      await trx
        .updateTable('applications')
        .set({ status: 'withdrawn', decided_at: now, updated_at: now })
        .where('id', '=', person.application_id)
        .execute();
      // The landlord's links die for good (decision 094): no later status brings one back.
      await revokePackages(trx, person.application_id, now);
    });
    return this.own(token);
  }

  /**
   * DELETE /api/applications/{token}: the applicant's link deletes the application, every person's
   * part and link, its package links, its access log and the outbox rows of its e-mails; a
   * co-applicant's or guarantor's deletes their own part, link, documents' access log and the e-mails
   * to them (decision 094).
   */
  async remove(token: string): Promise<void> {
    const keys = await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (person.role !== 'applicant') return erasePerson(trx, this.c.mail, person);
      return eraseApplication(trx, this.c.mail, person.application_id);
    });
    // The rows are gone first: a failure here leaves unreadable ciphertext, never a row without its file.
    await this.c.store.remove(keys);
  }

  // ---- documents ----

  private async documentsOf(executor: Db | Trx, personId: number): Promise<DocumentDto[]> {
    const rows = await executor
      .selectFrom('application_documents')
      .select(['id', 'kind', 'name', 'size'])
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: toNumber(r.id), kind: r.kind, name: r.name, size: toNumber(r.size) }));
  }

  /** The application of an open application's link, for an upload: its id (404, or 409 once it was sent). */
  async uploader(token: string): Promise<number> {
    const person = await this.personOf(this.c.db, token);
    if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
    return person.application_id;
  }

  /**
   * POST /api/applications/{token}/documents: checked by its bytes, stripped of metadata, sealed
   * with its own key and stored; at most DOCUMENT_LIMITS of a kind per person and 60 MB per application.
   */
  async upload(token: string, kindText: string | undefined, data: Buffer | null, reportDateText?: string): Promise<DocumentDto> {
    if (!kindText || !(DOCUMENT_KINDS as string[]).includes(kindText)) throw badRequest(R.kindInvalid);
    const kind = kindText as DocumentKind;
    if (!data || data.length === 0) throw badRequest(R.fileRequired);
    const person = await this.personOf(this.c.db, token);
    if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
    // The applicant's own screening report comes with the day it was made (RPL §238-a(1)(b), decision 095).
    const reportDate = kind === 'screening_report' ? (reportDateText ?? '').trim() : null;
    if (kind === 'screening_report') {
      const problem = reportDateProblem(reportDateText, newYorkDate(this.c.clock()));
      if (problem) throw badRequest(problem);
    }
    await this.checkRoom(this.c.db, person, kind, 0);
    const checked = await checkDocument(data);
    const { ciphertext, key } = this.c.cipher.seal(checked.data);
    const storageKey = this.c.store.newKey();
    await this.c.store.put(storageKey, ciphertext);
    try {
      return await this.c.db.transaction().execute(async (trx) => {
        await lockRows(
          this.c.dialect,
          trx.selectFrom('applications').select('id').where('id', '=', person.application_id),
        ).execute();
        const count = await this.checkRoom(trx, person, kind, checked.data.length);
        const limit = DOCUMENT_LIMITS[kind];
        const name = `${T.documentFileNames[kind]}${limit > 1 ? ` ${count + 1}` : ''}.${checked.extension}`;
        const row = await trx
          .insertInto('application_documents')
          .values({
            application_id: person.application_id,
            person_id: person.id,
            kind,
            name,
            content_type: checked.contentType,
            size: checked.data.length,
            storage_key: storageKey,
            wrapped_key: key.wrappedKey,
            iv: key.iv,
            auth_tag: key.tag,
            created_at: this.nowIso(),
            report_date: reportDate,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: toNumber(row.id), kind, name, size: checked.data.length };
      });
    } catch (error) {
      await this.c.store.remove([storageKey]);
      throw error;
    }
  }

  /** Refuses a document past its kind's count or the application's bytes; answers how many of the kind the person has. */
  private async checkRoom(executor: Db | Trx, person: PersonOfToken, kind: DocumentKind, adding: number): Promise<number> {
    const rows = await executor
      .selectFrom('application_documents')
      .select(['person_id', 'kind', 'size'])
      .where('application_id', '=', person.application_id)
      .execute();
    const sameKind = rows.filter((r) => toNumber(r.person_id) === person.id && r.kind === kind).length;
    if (sameKind >= DOCUMENT_LIMITS[kind])
      throw new AppError(409, R.tooManyOfKind(R.documentFileNames[kind], DOCUMENT_LIMITS[kind]));
    const total = rows.reduce((sum, r) => sum + toNumber(r.size), 0);
    if (total + adding > MAX_APPLICATION_DOCUMENT_BYTES) throw new AppError(413, R.applicationTooLarge);
    return sameKind;
  }

  /** The keys of every stored document's ciphertext (tests, checks after a deletion). */
  storedKeys(): Promise<string[]> {
    return this.c.store.list();
  }

  /** A document of an application, opened: its plaintext as a stream (staff and the landlord's package). */
  async openDocument(
    applicationId: number,
    documentId: number,
  ): Promise<{ body: Readable; name: string; contentType: string; size: number } | null> {
    const row = await this.c.db
      .selectFrom('application_documents')
      .selectAll()
      .where('id', '=', documentId)
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    if (!row) return null;
    const ciphertext = await this.c.store.read(row.storage_key);
    if (!ciphertext) return null;
    const body = this.c.cipher.open(ciphertext, { wrappedKey: row.wrapped_key, iv: row.iv, tag: row.auth_tag });
    return { body, name: row.name, contentType: row.content_type, size: toNumber(row.size) };
  }

  /** DELETE /api/applications/{token}/documents/{id}: one's own document only (another's id is 404). */
  async removeDocument(token: string, documentId: number): Promise<void> {
    const key = await this.c.db.transaction().execute(async (trx) => {
      const person = await this.personOf(trx, token);
      if (!EDITABLE_STATUSES.includes(person.status)) throw new AppError(409, R.notEditable);
      const row = await trx
        .selectFrom('application_documents')
        .select('storage_key')
        .where('id', '=', documentId)
        .where('person_id', '=', person.id)
        .executeTakeFirst();
      if (!row) throw notFound(R.documentNotFound);
      await trx.deleteFrom('application_documents').where('id', '=', documentId).execute();
      return row.storage_key;
    });
    await this.c.store.remove([key]);
  }

  /**
   * Retention: the documents of applications decided (approved, declined, withdrawn) more than the
   * settings' days ago are deleted; the application and its outcome stay. Answers how many applications.
   */
  async deleteExpiredDocuments(): Promise<number> {
    const { retentionDays } = await this.store.get();
    const cutoff = new Date(this.c.clock().getTime() - retentionDays * 24 * 3_600_000).toISOString();
    const due = await this.c.db
      .selectFrom('applications')
      .select('id')
      .where('decided_at', '<=', cutoff)
      .where('documents_deleted_at', 'is', null)
      .execute();
    for (const { id } of due) {
      const keys = await this.c.db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('application_documents')
          .select('storage_key')
          .where('application_id', '=', id)
          .execute();
        await trx.deleteFrom('application_documents').where('application_id', '=', id).execute();
        await trx.updateTable('applications').set({ documents_deleted_at: this.nowIso() }).where('id', '=', id).execute();
        return rows.map((r) => r.storage_key);
      });
      await this.c.store.remove(keys);
    }
    return due.length;
  }

  /**
   * The open applications of rented listings are closed (issue 46 item 7, decision 098): a listing
   * rented (its lease signed: inactive and marked Rented) leaves its applications not yet decided
   * (started, sent, missing documents, with the landlord) to close, except the one its signed deal came
   * from. Each becomes 'closed' (decided now, so retention deletes its documents in due time), its
   * package links die, and every person on it (the guarantor too) is e-mailed once, in the
   * application's language, in the transaction that closes it. Answers how many were closed.
   */
  async closeOnRentedListings(): Promise<number> {
    const open = await this.c.db
      .selectFrom('applications as a')
      .innerJoin('listings as l', 'l.id', 'a.listing_id')
      .select(['a.id', 'a.language', 'a.listing_address', 'a.listing_apartment'])
      .where('l.rented_on', 'is not', null)
      .where('l.status', '!=', 'active')
      .where('a.status', 'in', ['started', 'submitted', 'missing_documents', 'sent_to_landlord'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('deals as d')
              .select('d.id')
              .whereRef('d.application_id', '=', 'a.id')
              .where('d.stage', 'in', SIGNED_DEAL_STAGES),
          ),
        ),
      )
      .orderBy('a.id')
      .limit(200)
      .execute();
    let closed = 0;
    for (const row of open) {
      const id = toNumber(row.id);
      const people = await this.c.db
        .selectFrom('application_people')
        .select(['name', 'email', 'token_sealed'])
        .where('application_id', '=', id)
        .orderBy('id')
        .execute();
      const done = await this.c.db.transaction().execute(async (trx) => {
        const now = this.nowIso();
        const changed = await trx
          .updateTable('applications')
          .set({ status: 'closed', decided_at: now, updated_at: now })
          .where('id', '=', id)
          .where('status', 'in', ['started', 'submitted', 'missing_documents', 'sent_to_landlord'])
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return false;
        await revokePackages(trx, id, now);
        const place = placeIn(row.language, row.listing_address, row.listing_apartment);
        for (const person of people)
          await this.c.mail.queue(trx, {
            ...newsMail(
              { ...person, language: row.language },
              'rented',
              place,
              this.personLink(person.token_sealed, row.language),
            ),
            thread: applicationThread(id),
          });
        return true;
      });
      if (done) closed += 1;
    }
    if (closed > 0) this.c.mail.wake();
    return closed;
  }

  /**
   * The purge of applications never sent (decision 094): an application not submitted (started, or
   * withdrawn before it was sent) whose last change, by anyone on it, is more than the settings' days
   * old is deleted with its documents, as a deletion on request is. Answers how many applications.
   */
  async deleteUnsubmitted(): Promise<number> {
    const { unsubmittedDays } = await this.store.get();
    const cutoff = new Date(this.c.clock().getTime() - unsubmittedDays * 24 * 3_600_000).toISOString();
    const stale = (executor: Db | Trx) =>
      executor
        .selectFrom('applications as a')
        .select('a.id')
        .where('a.submitted_at', 'is', null)
        .where('a.status', 'in', ['started', 'withdrawn', 'closed'])
        .where('a.updated_at', '<=', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('application_people as p')
                .select('p.id')
                .whereRef('p.application_id', '=', 'a.id')
                .where('p.updated_at', '>', cutoff),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('application_documents as d')
                .select('d.id')
                .whereRef('d.application_id', '=', 'a.id')
                .where('d.created_at', '>', cutoff),
            ),
          ),
        );
    const due = await stale(this.c.db).execute();
    let deleted = 0;
    for (const { id } of due) {
      const keys = await this.c.db.transaction().execute(async (trx) => {
        // Still due once locked: a change made meanwhile keeps it.
        const locked = await lockRows(this.c.dialect, stale(trx).where('a.id', '=', toNumber(id))).executeTakeFirst();
        return locked ? eraseApplication(trx, this.c.mail, toNumber(id)) : null;
      });
      if (keys === null) continue;
      deleted++;
      await this.c.store.remove(keys);
    }
    return deleted;
  }
}
