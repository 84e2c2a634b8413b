import { Readable } from 'node:stream';
import {
  DECIDED_STATUSES,
  DOCUMENT_KINDS,
  readPart,
  type ApplicationPart,
  type ApplicationRole,
} from '../../../shared/applications.ts';
import { formatMultiple, incomeTotals } from '../../../shared/application-income.ts';
import { streetOf, withApartment } from '../../../shared/listing-format.ts';
import { PACKAGE_TEXT as P } from '../../../shared/texts/application-package.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { UserRow } from '../auth/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { calendarLabel, newYorkLabel } from '../../../shared/words/new-york.ts';
import { coverPdf, type PackageCover } from './package-cover.ts';
import { packageMail } from './package-mail.ts';
import { packagePdf, type PackageDocument } from './package-pdf.ts';
import type { ApplicationsStaff, StaffContext } from './staff.service.ts';
import { applicationThread, revokePackages } from './erasure.ts';
import { newToken, tokenHash } from './tokens.ts';
import { formatDollars } from '../../../shared/words/money.ts';

/** A package link works for 7 days (docs/decisions/060). */
const PACKAGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Packages built at once by one server: each holds at most one document (≤ 10 MB) in memory. */
const MAX_BUILDS = 2;

/** The address of a package link: an API route that answers the PDF. */
const packagePath = (token: string) => `/api/application-packages/${token}`;

/** The landlord's package as the link answers it: a file name and the PDF as a stream. */
export interface OpenedPackage {
  filename: string;
  body: Readable;
}

const ROLE_ORDER: Record<ApplicationRole, number> = { applicant: 0, co_applicant: 1, guarantor: 2 };

/** '2027-01-01' as 'January 1, 2027'. */
const dateLabel = (day: string) => calendarLabel('en', 'date', day);

/** The cover's lines about one person: contact, home and reference, work and income, pets, move-in; only what was given. */
function personDetails(role: ApplicationRole, email: string, part: ApplicationPart): string[] {
  const F = T.fields;
  const employment = P.coverEmployment(part.jobTitle ?? '', part.employer ?? '');
  const reference = P.coverReference(part.landlordName ?? '', part.landlordContact ?? '');
  return [
    P.coverContact(email, part.phone ?? ''),
    part.currentAddress && P.coverField(F.currentAddress, part.currentAddress),
    part.currentRent !== null && P.coverField(F.currentRent, formatDollars(part.currentRent)),
    reference && P.coverField(F.landlordName, reference),
    employment && [employment, part.employmentStart && P.coverSince(dateLabel(part.employmentStart))].filter(Boolean).join(', '),
    part.annualIncome !== null && P.coverAnnualIncome(formatDollars(part.annualIncome)),
    ...part.otherIncome.map((income) => P.coverOtherIncome(income.source, formatDollars(income.amount))),
    part.pets && P.coverField(F.pets, part.pets),
    role !== 'guarantor' && part.moveInDate && P.coverField(F.moveInDate, dateLabel(part.moveInDate)),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
}

/** A multiple as the cover writes it ('40', '42.5'), or null. */
const multipleText = (multiple: number | null) => (multiple === null ? null : formatMultiple(multiple));

/**
 * The landlord's package of an application (issue 34, Send to landlord): a private link that
 * expires in 7 days and can be revoked (a new package revokes the one before), e-mailed to the
 * landlord when an address is given, never as an attachment. Opening the link streams one PDF built
 * on the fly from the documents as they are now, and is recorded in the application's access log.
 */
export class ApplicationPackages {
  private readonly building = new Set<number>();

  constructor(
    private readonly c: StaffContext,
    private readonly staff: ApplicationsStaff,
  ) {}

  private now() {
    return this.c.clock();
  }

  /**
   * POST /api/admin/applications/{id}/package: a new link (the previous one revoked); 'Sent to landlord'
   * unless already decided. 409 once the documents are deleted or the application withdrawn.
   */
  async create(applicationId: number, email: string | undefined, user: UserRow | null) {
    const row = await this.staff.row(applicationId);
    if (row.documents_deleted_at) throw new AppError(409, T.documentsGone);
    if (row.status === 'withdrawn') throw new AppError(409, P.withdrawn);
    const settings = email ? await this.c.siteSettings.get() : null;
    // Read before the transaction (SQLite has one connection): the tenants e-mailed when it first goes.
    const people = await this.c.db
      .selectFrom('application_people')
      .select(['role', 'name', 'email'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    const token = newToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + PACKAGE_LIFETIME_MS).toISOString();
    const url = `${this.c.siteUrl}${packagePath(token)}`;
    await this.c.db.transaction().execute(async (trx) => {
      await revokePackages(trx, applicationId, now.toISOString());
      await trx
        .insertInto('application_packages')
        .values({
          application_id: applicationId,
          token_hash: tokenHash(token)!,
          // Sealed by the master key, so the staff can copy the live link again (decision 098).
          token_sealed: this.c.secrets.sealSecret(token),
          email: email ?? null,
          created_by: user ? toNumber(user.id) : null,
          created_at: now.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      // A decision already made stays (and its retention clock with it); before one, the status says where it is.
      if (!DECIDED_STATUSES.includes(row.status)) {
        // The tenants hear it the first time it goes (decision 086).
        if (row.status !== 'sent_to_landlord') await this.staff.queueNews(trx, row, people, 'sent_to_landlord');
        await trx
          .updateTable('applications')
          .set({ status: 'sent_to_landlord', updated_at: now.toISOString() })
          .where('id', '=', applicationId)
          .execute();
      }
      if (!email || !settings) return false;
      const place = withApartment(row.listing_address, row.listing_apartment);
      const mail = packageMail(email, place, url, newYorkLabel('en', 'longWhen', expiresAt), settings);
      if (
        (await this.c.mail.queueWithinCap(trx, { ...mail, thread: applicationThread(applicationId) }, 'application-package')) ===
        null
      )
        throw new AppError(429, P.tooManyToOneAddress);
      return true;
    });
    this.c.mail.wake();
    return { url, expiresAt, message: email ? P.createdAndSent(email) : P.created };
  }

  /**
   * GET /api/admin/applications/{id}/package: the link that works now, or null; its address opened from
   * the sealed token (decision 098), so it can be copied again without making a new one (which would
   * revoke the one already e-mailed). A link made before tokens were kept has no address (`url` null).
   */
  async current(applicationId: number) {
    await this.staff.row(applicationId);
    const row = await this.c.db
      .selectFrom('application_packages')
      .select(['created_at', 'expires_at', 'email', 'token_sealed'])
      .where('application_id', '=', applicationId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.now().toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return null;
    const token = row.token_sealed === null ? null : this.c.secrets.openSecret(row.token_sealed);
    return {
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      email: row.email,
      url: token === null ? null : `${this.c.siteUrl}${packagePath(token)}`,
    };
  }

  /** DELETE /api/admin/applications/{id}/package: the working link stops at once. */
  async revoke(applicationId: number): Promise<string> {
    await this.staff.row(applicationId);
    const result = await this.c.db
      .updateTable('application_packages')
      .set({ revoked_at: this.now().toISOString(), token_sealed: null })
      .where('application_id', '=', applicationId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.now().toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? P.revoked : P.noneToRevoke;
  }

  /**
   * GET /api/application-packages/{token}: the PDF, for a link that exists, is neither revoked nor
   * expired, of an application not withdrawn whose documents are still kept; anything else is the
   * same 404. One build at a time per package, MAX_BUILDS per server.
   */
  async open(token: string, address: string): Promise<OpenedPackage> {
    const link = await this.workingLink(token);
    const packageId = toNumber(link.id);
    if (this.building.has(packageId)) throw new AppError(429, P.busy);
    if (this.building.size >= MAX_BUILDS) throw new AppError(503, P.serverBusy);
    this.building.add(packageId);
    try {
      const applicationId = toNumber(link.application_id);
      const { cover, documents, filename } = await this.contents(applicationId);
      await this.staff.logAccess(applicationId, { id: null, name: P.logName }, { user: null, label: P.openedBy, address });
      const body = Readable.from(packagePdf(await coverPdf(cover), documents), { objectMode: false });
      const release = () => this.building.delete(packageId);
      // 'end' when it was read to the end (before the answer completes), 'close' when it was cut short.
      body.once('end', release).once('close', release);
      return { filename, body };
    } catch (error) {
      this.building.delete(packageId);
      throw error;
    }
  }

  /** The link of `token` when it works (HEAD answers with it, without building or logging); else the one 404. */
  async workingLink(token: string) {
    const hash = tokenHash(token);
    if (!hash) throw notFound(P.notFound);
    const link = await this.c.db
      .selectFrom('application_packages as k')
      .innerJoin('applications as a', 'a.id', 'k.application_id')
      .select(['k.id', 'k.application_id', 'k.expires_at', 'k.revoked_at', 'a.status', 'a.documents_deleted_at'])
      .where('k.token_hash', '=', hash)
      .executeTakeFirst();
    if (
      !link ||
      link.revoked_at !== null ||
      link.expires_at <= this.now().toISOString() ||
      link.documents_deleted_at !== null ||
      link.status === 'withdrawn'
    )
      throw notFound(P.notFound);
    return link;
  }

  /** What the package holds: the cover's facts and the documents, person by person, kind by kind. */
  private async contents(applicationId: number) {
    const row = await this.staff.row(applicationId);
    const settings = await this.c.siteSettings.get();
    const listing =
      row.listing_id == null
        ? undefined
        : await this.c.db.selectFrom('listings').select('price').where('id', '=', row.listing_id).executeTakeFirst();
    const rent = listing ? toNumber(listing.price) : 0;
    const people = (
      await this.c.db
        .selectFrom('application_people')
        .select(['id', 'role', 'name', 'email', 'part'])
        .where('application_id', '=', applicationId)
        .orderBy('id')
        .execute()
    )
      .map((p) => ({ ...p, id: toNumber(p.id), part: readPart(p.part) }))
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.id - b.id);
    const rows = await this.c.db
      .selectFrom('application_documents')
      .select(['id', 'person_id', 'kind', 'name', 'content_type', 'size'])
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    const ordered = people.flatMap((person) =>
      rows
        .filter((d) => toNumber(d.person_id) === person.id)
        .sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind) || toNumber(a.id) - toNumber(b.id))
        .map((d) => ({ ...d, person: person.name })),
    );
    // The tenants' share when a voucher pays part of the rent (lawful source of income, decision 095).
    const totals = incomeTotals(people, rent);
    const cover: PackageCover = {
      agent: { ...settings.agent, licenseLine: settings.licenseLine },
      brokerageName: settings.brokerageName,
      place: withApartment(row.listing_address, row.listing_apartment),
      rent: rent > 0 ? formatDollars(rent) : null,
      preparedOn: newYorkLabel('en', 'date', this.now()),
      people: people.map((p) => ({ role: T.roles[p.role], name: p.name, details: personDetails(p.role, p.email, p.part) })),
      income: {
        tenants:
          totals.tenantShare === null
            ? P.coverTenantsIncome(formatDollars(totals.tenants), multipleText(totals.tenantsMultiple))
            : P.coverTenantsOwnIncome(
                formatDollars(totals.tenantsOwn),
                multipleText(totals.tenantsMultiple),
                formatDollars(totals.tenantShare),
              ),
        voucher:
          totals.voucherMonthly === null || totals.tenantShare === null
            ? null
            : P.coverVoucherShare(formatDollars(totals.voucherMonthly), formatDollars(totals.tenantShare)),
        guarantor:
          totals.guarantor === null
            ? null
            : P.coverGuarantorIncome(formatDollars(totals.guarantor), multipleText(totals.guarantorMultiple)),
      },
      documents: ordered.map((d) => ({ name: d.name, person: d.person })),
    };
    const documents: PackageDocument[] = ordered.map((d, index) => ({
      name: d.name,
      caption: P.imageCaption(index + 1, d.name, d.person),
      contentType: d.content_type,
      size: toNumber(d.size),
      open: async () => (await this.c.applications.openDocument(applicationId, toNumber(d.id)))?.body ?? null,
    }));
    return { cover, documents, filename: P.fileName(withApartment(streetOf(row.listing_address), row.listing_apartment)) };
  }
}
