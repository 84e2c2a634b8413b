import { Readable } from 'node:stream';
import { placeIn } from '../../../shared/words/in-language.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { localizedPath } from '../../../shared/i18n/languages.ts';
import {
  DECIDED_STATUSES,
  missingDocuments,
  missingOfPart,
  readPart,
  type AdminApplicationDto,
  type ApplicationRole,
  type ApplicationStatus,
  type DocumentKind,
  type ListingSwitchDto,
} from '../../../shared/applications.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import { parseFees } from '../listings/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { UserRow } from '../auth/index.ts';
import { openDealOfApplication } from '../deals/index.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { calendarLabel, newYorkLabel } from '../../../shared/words/new-york.ts';
import { ApplicationPackages } from './package.ts';
import {
  declineMail,
  fairChanceMail,
  newsMail,
  receiptMail,
  reportCopyMail,
  requestMail,
  type ApplicationNews,
} from './staff-mail.ts';
import { checkDocument } from './document-check.ts';
import { waivingReportDate } from './screening-fee.ts';
import type { Transaction } from 'kysely';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { addNewYorkBusinessDays } from '../../../shared/ny-holidays.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { DocumentCipher } from './document-crypto.ts';
import { sanitisedPdf } from './pdf-sandbox.ts';
import { applicationThread, revokePackages } from './erasure.ts';
import { newToken, tokenHash } from './tokens.ts';
import { formatDollars } from '../../../shared/words/money.ts';

export interface StaffContext {
  db: Db;
  mail: MailService;
  siteSettings: SiteSettingsService;
  applications: ApplicationsService;
  siteUrl: string;
  clock: () => Date;
  /** Seals and opens the package links' tokens with the master key (the staff can copy a live link again). */
  secrets: Pick<DocumentCipher, 'sealSecret' | 'openSecret'>;
}

/** Who opened a document: the signed-in account, and the client address. */
export interface Viewer {
  user: UserRow | null;
  /** Shown in the log when there is no account (the landlord's package link). */
  label?: string;
  address: string;
}

type ApplicationRow = Awaited<ReturnType<ApplicationsStaff['row']>>;

/**
 * The back-office's side of applications: the list with what is missing, one application with
 * each person's part and documents, status changes (declining e-mails a neutral notice, with the
 * FCRA's wording when a screening report was used), requests for documents, the screening fee
 * recorded with its receipt, and every opening of a document logged.
 */
export class ApplicationsStaff {
  /** The landlord's package links (Send to landlord). */
  readonly packages: ApplicationPackages;

  constructor(private readonly c: StaffContext) {
    this.packages = new ApplicationPackages(c, this);
  }

  private nowIso() {
    return this.c.clock().toISOString();
  }

  async row(id: number) {
    const row = await this.c.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(T.applicationNotFound);
    return row;
  }

  private async peopleOf(applicationIds: number[]) {
    if (applicationIds.length === 0) return { people: [], documents: [] };
    const people = await this.c.db
      .selectFrom('application_people')
      .select(['id', 'application_id', 'role', 'name', 'email', 'part', 'fees_acknowledged_at'])
      .where('application_id', 'in', applicationIds)
      .orderBy('id')
      .execute();
    const documents = await this.c.db
      .selectFrom('application_documents')
      .select(['id', 'application_id', 'person_id', 'kind', 'name', 'size'])
      .where('application_id', 'in', applicationIds)
      .orderBy('id')
      .execute();
    return { people, documents };
  }

  /** Each person's missing items, prefixed with their name. */
  private static missingOf(
    people: Array<{
      id: number | string;
      role: ApplicationRole;
      name: string;
      part: string;
      fees_acknowledged_at: string | null;
    }>,
    documents: Array<{ person_id: number | string; kind: DocumentKind }>,
  ) {
    return people.flatMap((p) => {
      const part = readPart(p.part);
      const kinds = documents.filter((d) => toNumber(d.person_id) === toNumber(p.id)).map((d) => d.kind);
      return [
        ...missingOfPart(part, p.fees_acknowledged_at !== null, p.role).map((key) => T.missingItems[key]),
        ...missingDocuments(part, kinds).map((kind) => T.missingDocument(T.documentFileNames[kind])),
      ].map((item) => T.missingOf(p.name, item));
    });
  }

  /** GET /api/admin/applications: newest first, by status and listing. */
  async list(query: { page: number; limit: number; status?: ApplicationStatus | 'all'; listingId?: number }) {
    let base = this.c.db.selectFrom('applications');
    if (query.status && query.status !== 'all') base = base.where('status', '=', query.status);
    if (query.listingId !== undefined) base = base.where('listing_id', '=', query.listingId);
    const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const { people, documents } = await this.peopleOf(rows.map((r) => toNumber(r.id)));
    const newCount = await this.newCount();
    return {
      applications: rows.map((row) => {
        const id = toNumber(row.id);
        const own = people.filter((p) => toNumber(p.application_id) === id);
        return {
          ...this.summary(row),
          people: own.map((p) => ({ id: toNumber(p.id), role: p.role, name: p.name })),
          missing: ApplicationsStaff.missingOf(
            own,
            documents.filter((d) => toNumber(d.application_id) === id),
          ),
        };
      }),
      total: Number(total.n),
      page: query.page,
      limit: query.limit,
      newCount,
    };
  }

  /** Submitted applications waiting for the agent: the sidebar's and the dashboard's count. */
  async newCount(): Promise<number> {
    const row = await this.c.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'submitted')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private summary(row: ApplicationRow) {
    return {
      id: toNumber(row.id),
      status: row.status,
      listing: {
        id: row.listing_id == null ? null : toNumber(row.listing_id),
        address: row.listing_address,
        apartment: row.listing_apartment,
      },
      createdAt: row.created_at,
      submittedAt: row.submitted_at,
      language: row.language,
    };
  }

  /** GET /api/admin/applications/{id}: every person's part and documents, the fees, the access log. */
  async get(id: number): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    const { people, documents } = await this.peopleOf([id]);
    const listing =
      row.listing_id == null
        ? undefined
        : await this.c.db.selectFrom('listings').select(['price', 'fees']).where('id', '=', row.listing_id).executeTakeFirst();
    const access = await this.c.db
      .selectFrom('application_document_access')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const settings = await this.c.applications.settings();
    // Asked of the deals (decisions 087, 103): 'Start deal' becomes 'Open deal' while one is open.
    const openDealId = await openDealOfApplication(this.c.db, id);
    return {
      ...this.summary(row),
      people: people.map((p) => {
        const part = readPart(p.part);
        const own = documents.filter((d) => toNumber(d.person_id) === toNumber(p.id));
        return {
          id: toNumber(p.id),
          role: p.role,
          name: p.name,
          email: p.email,
          part,
          feesAcknowledgedAt: p.fees_acknowledged_at,
          documents: own.map((d) => ({ id: toNumber(d.id), kind: d.kind, name: d.name, size: toNumber(d.size) })),
          missing: ApplicationsStaff.missingOf([p], own),
          missingDocuments: missingDocuments(
            part,
            own.map((d) => d.kind),
          ),
        };
      }),
      missing: ApplicationsStaff.missingOf(people, documents),
      price: listing ? toNumber(listing.price) : 0,
      fees: listing ? parseFees(listing.fees) : [],
      screeningFee: settings.screeningFee,
      screeningFeeReceived: row.screening_fee_received == null ? null : toNumber(row.screening_fee_received),
      screeningFeeReceivedAt: row.screening_fee_received_at,
      screeningFeeWaivedBy: await waivingReportDate(this.c.db, id),
      decidedAt: row.decided_at,
      documentsDeletedAt: row.documents_deleted_at,
      openDealId,
      // NYC Fair Chance Housing Law (decision 089): no criminal background check before a conditional offer.
      conditionalOffer: row.conditional_offer_at
        ? {
            madeAt: row.conditional_offer_at,
            withdrawableOn: row.offer_withdrawable_on ?? '',
            withdrawnAt: row.offer_withdrawn_at,
          }
        : null,
      criminalCheckAllowed: row.conditional_offer_at !== null && row.offer_withdrawn_at === null,
      access: access.map((a) => ({
        documentName: a.document_name,
        who: a.who,
        address: a.address,
        at: a.at,
        when: newYorkLabel('en', 'when', a.at),
      })),
    };
  }

  /** Records one opening of a document (or of the package), in the log the application shows. */
  async logAccess(applicationId: number, document: { id: number | null; name: string }, viewer: Viewer): Promise<void> {
    await this.c.db
      .insertInto('application_document_access')
      .values({
        application_id: applicationId,
        document_id: document.id,
        document_name: document.name,
        user_id: viewer.user ? toNumber(viewer.user.id) : null,
        who: viewer.user ? T.staffName(viewer.user.name, viewer.user.email) : (viewer.label ?? ''),
        address: viewer.address,
        at: this.nowIso(),
      })
      .execute();
  }

  /**
   * GET /api/admin/applications/{id}/documents/{docId}: the file, opened and logged. A PDF is the copy the
   * landlord's package holds: rewritten in a worker without its actions, scripts, links and embedded files
   * (docs/decisions/076-hostile-input.md); one that does not open within the limit is refused (422).
   */
  async openDocument(
    applicationId: number,
    documentId: number,
    viewer: Viewer,
  ): Promise<{ body: Readable; name: string; contentType: string; size: number }> {
    await this.row(applicationId);
    const opened = await this.c.applications.openDocument(applicationId, documentId);
    if (!opened) throw notFound(T.documentNotFound);
    await this.logAccess(applicationId, { id: documentId, name: opened.name }, viewer);
    if (opened.contentType !== 'application/pdf') return opened;
    const original = Buffer.concat((await opened.body.toArray()) as Buffer[]);
    const safe = await sanitisedPdf(original).catch(() => null);
    if (!safe) throw new AppError(422, T.fileUnreadable);
    return { ...opened, body: Readable.from([safe]), size: safe.length };
  }

  /** PATCH /api/admin/applications/{id}: the status; a decision is dated; declining e-mails the applicants. */
  async setStatus(
    id: number,
    status: ApplicationStatus,
    reportingAgency: string | null | undefined,
  ): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    const declining = status === 'declined' && row.status !== 'declined';
    // NYC Fair Chance Housing Law (§8-107(11-a), decision 089): a conditional offer stands for five
    // New York business days; declining is withdrawing it, refused before then.
    const withdrawing = declining && row.conditional_offer_at !== null && row.offer_withdrawn_at === null;
    if (withdrawing) this.checkWithdrawable(row);
    const { people, documents } = await this.peopleOf([id]);
    const usedReport = documents.some((d) => d.kind === 'screening_report') || row.screening_fee_received != null;
    // Approved, or sent to the landlord by hand: the tenants hear it too (decision 086).
    const news = status !== row.status && (status === 'approved' || status === 'sent_to_landlord') ? status : null;
    if (declining && usedReport && !reportingAgency) throw badRequest(T.agencyRequired);
    const settings = declining ? await this.c.siteSettings.get() : null;
    const now = this.nowIso();
    const decided = DECIDED_STATUSES.includes(status);
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('applications')
        .set({
          status,
          updated_at: now,
          decided_at: decided ? (row.decided_at ?? now) : null,
          ...(status === 'submitted' && !row.submitted_at ? { submitted_at: now } : {}),
          ...(withdrawing ? { offer_withdrawn_at: now } : {}),
        })
        .where('id', '=', id)
        .execute();
      if (news) await this.queueNews(trx, row, people, news);
      // Withdrawn: the landlord's links die for good (decision 094).
      if (status === 'withdrawn') await revokePackages(trx, id, now);
      if (declining && settings) {
        const { language } = row;
        const place = placeIn(language, row.listing_address, row.listing_apartment);
        for (const person of people.filter((p) => p.role !== 'guarantor')) {
          const mail = declineMail({ ...person, language }, place, usedReport ? (reportingAgency ?? null) : null, settings);
          await this.c.mail.queue(trx, { ...mail, thread: applicationThread(id) });
        }
      }
    });
    if (declining || news) this.c.mail.wake();
    return this.get(id);
  }

  /** What happened, e-mailed to each tenant of the application (not the guarantor) in its language, with their link (decision 105). */
  async queueNews(
    trx: Transaction<Database>,
    row: { id: number | string; language: Language; listing_address: string; listing_apartment: string },
    people: Array<{ role: ApplicationRole; name: string; email: string }>,
    news: ApplicationNews,
  ): Promise<void> {
    const { language } = row;
    const place = placeIn(language, row.listing_address, row.listing_apartment);
    const sealed = await trx
      .selectFrom('application_people')
      .select(['email', 'token_sealed'])
      .where('application_id', '=', toNumber(row.id))
      .execute();
    const linkOf = (email: string) =>
      this.c.applications.personLink(sealed.find((s) => s.email === email)?.token_sealed ?? null, language);
    for (const person of people.filter((p) => p.role !== 'guarantor'))
      await this.c.mail.queue(trx, {
        ...newsMail({ ...person, language }, news, place, linkOf(person.email)),
        thread: applicationThread(toNumber(row.id)),
      });
  }

  /** 409 while the conditional offer's five New York business days run (Fair Chance Housing Law). */
  private checkWithdrawable(row: ApplicationRow) {
    const today = newYorkDate(this.c.clock());
    if (row.offer_withdrawable_on && today < row.offer_withdrawable_on)
      throw new AppError(409, S.offerTooEarly(calendarLabel('en', 'fullDate', row.offer_withdrawable_on)));
  }

  /**
   * POST /api/admin/applications/{id}/conditional-offer (NYC Fair Chance Housing Law, Administrative
   * Code §8-107(11-a); decision 089): the conditional offer, after which alone a criminal background
   * check may be run. Each tenant of the application is e-mailed the Fair Chance notice in the
   * application's language; the offer may be withdrawn from five New York business days on.
   */
  async recordConditionalOffer(id: number): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    if (DECIDED_STATUSES.includes(row.status)) throw new AppError(409, S.offerDecided);
    if (row.status === 'started') throw new AppError(409, S.offerNotSubmitted);
    if (row.conditional_offer_at) throw new AppError(409, S.offerAlready);
    const { people } = await this.peopleOf([id]);
    const now = this.nowIso();
    const today = newYorkDate(now);
    const withdrawableOn = addNewYorkBusinessDays(today, 5);
    const { language } = row;
    const place = placeIn(language, row.listing_address, row.listing_apartment);
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('applications')
        .set({ conditional_offer_at: now, offer_withdrawable_on: withdrawableOn, updated_at: now })
        .where('id', '=', id)
        .where('conditional_offer_at', 'is', null)
        .execute();
      for (const person of people.filter((p) => p.role !== 'guarantor'))
        await this.c.mail.queue(trx, {
          ...fairChanceMail(
            { ...person, language },
            place,
            newYorkLabel(language, 'date', now),
            calendarLabel(language, 'date', withdrawableOn),
          ),
          thread: applicationThread(id),
        });
    });
    this.c.mail.wake();
    return this.get(id);
  }

  /**
   * POST /api/admin/applications/{id}/withdraw-offer: the conditional offer withdrawn, which declines
   * the application (the neutral notice, with the FCRA's wording when a report was used); refused
   * (409) without an offer and before its five New York business days have passed.
   */
  async withdrawOffer(id: number, reportingAgency: string | null | undefined): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    if (!row.conditional_offer_at || row.offer_withdrawn_at) throw new AppError(409, S.noOffer);
    this.checkWithdrawable(row);
    return this.setStatus(id, 'declined', reportingAgency);
  }

  /**
   * POST /api/admin/applications/{id}/request-documents: one e-mail to the person with the ticked
   * documents and a new private link (only hashes are kept, so the link is issued anew; the old one
   * stops working). The application goes to 'Missing documents'.
   */
  async requestDocuments(id: number, personId: number, kinds: DocumentKind[]): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    const person = await this.c.db
      .selectFrom('application_people')
      .select(['id', 'name', 'email'])
      .where('id', '=', personId)
      .where('application_id', '=', id)
      .executeTakeFirst();
    if (!person) throw notFound(T.personRequired);
    if (row.documents_deleted_at) throw new AppError(409, T.documentsGone);
    const token = newToken();
    const now = this.nowIso();
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('application_people')
        .set({ token_hash: tokenHash(token)!, token_sealed: this.c.secrets.sealSecret(token), updated_at: now })
        .where('id', '=', personId)
        .execute();
      await trx.updateTable('applications').set({ status: 'missing_documents', updated_at: now }).where('id', '=', id).execute();
      const { language } = row;
      const place = placeIn(language, row.listing_address, row.listing_apartment);
      const link = `${this.c.siteUrl}${localizedPath(`/apply/${token}`, language)}`;
      await this.c.mail.queue(trx, {
        ...requestMail({ ...person, language }, place, kinds, link),
        thread: applicationThread(id),
      });
    });
    this.c.mail.wake();
    return this.get(id);
  }

  /**
   * GET /api/admin/applications/listings (Settings → Applications): the listings, newest first (at most
   * 500), each with whether it takes applications and whether it is rented.
   */
  async listingSwitches(): Promise<ListingSwitchDto[]> {
    const rows = await this.c.db
      .selectFrom('listings')
      .select(['id', 'address', 'neighborhood', 'status', 'applications_enabled', 'rented_on'])
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    return rows.map((row) => ({
      id: toNumber(row.id),
      address: row.address,
      apartment: row.neighborhood,
      status: row.status,
      rented: row.rented_on !== null,
      enabled: toNumber(row.applications_enabled) === 1,
    }));
  }

  /** Whether a listing takes applications; 404 for no listing. */
  async listingApplications(listingId: number, enabled?: boolean): Promise<boolean> {
    if (enabled !== undefined) await this.c.applications.setListingApplications(listingId, enabled);
    const row = await this.c.db
      .selectFrom('listings')
      .select('applications_enabled')
      .where('id', '=', listingId)
      .executeTakeFirst();
    if (!row) throw notFound(T.listingNotFound);
    return toNumber(row.applications_enabled) === 1;
  }

  /**
   * POST /api/admin/applications/{id}/screening-fee: recorded once; refused when an applicant brought a
   * report made within 30 days (RPL §238-a(1)(b)); the applicant gets a receipt naming the agency.
   */
  async recordScreeningFee(id: number, fee: { amount: number; reportingAgency: string }): Promise<AdminApplicationDto> {
    const row = await this.row(id);
    if (row.screening_fee_received != null) throw new AppError(409, T.feeAlreadyRecorded);
    const waivedBy = await waivingReportDate(this.c.db, id);
    if (waivedBy) throw new AppError(409, T.feeWaivedByReport(waivedBy));
    const applicant = await this.applicantOf(id);
    const settings = await this.c.siteSettings.get();
    const now = this.nowIso();
    await this.c.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('applications')
        .set({
          screening_fee_received: fee.amount,
          screening_fee_received_at: now,
          screening_fee_agency: fee.reportingAgency,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      if (applicant) {
        const { language } = row;
        const place = placeIn(language, row.listing_address, row.listing_apartment);
        const receipt = {
          amount: formatDollars(fee.amount),
          date: newYorkLabel(language, 'date', now),
          agency: fee.reportingAgency,
        };
        await this.c.mail.queue(trx, {
          ...receiptMail({ ...applicant, language }, place, receipt, settings),
          thread: applicationThread(id),
        });
      }
    });
    this.c.mail.wake();
    return this.get(id);
  }

  /** POST /api/admin/applications/{id}/screening-report: the check's copy e-mailed to the applicant, attached (RPL §238-a(1)(b)). */
  async sendReportCopy(id: number, data: Buffer | null): Promise<void> {
    const row = await this.row(id);
    if (!data || data.length === 0) throw badRequest(T.reportCopyRequired);
    const checked = await checkDocument(data).catch(() => null);
    if (!checked || checked.contentType !== 'application/pdf') throw badRequest(T.reportCopyRequired);
    const applicant = await this.applicantOf(id);
    if (!applicant) throw notFound(T.applicationNotFound);
    const settings = await this.c.siteSettings.get();
    const { language } = row;
    const place = placeIn(language, row.listing_address, row.listing_apartment);
    await this.c.mail.queue(this.c.db, reportCopyMail({ ...applicant, language }, place, checked.data, settings));
    this.c.mail.wake();
  }

  private applicantOf(id: number) {
    return this.c.db
      .selectFrom('application_people')
      .select(['name', 'email'])
      .where('application_id', '=', id)
      .where('role', '=', 'applicant')
      .executeTakeFirst();
  }
}
