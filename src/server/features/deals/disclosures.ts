import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { dealLanguage } from './deal-language.ts';
import { DEALS_TEXT } from '../../../shared/texts/deals.ts';
import { DISCLOSURE_TEXT } from '../../../shared/texts/deals-public.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { MAX_SIGNATURE, type DealTenant } from '../../../shared/deals.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { DealDisclosureRow, DealRow } from './tables.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import { disclosureLinkMail, signedCopyMail } from './deal-mail.ts';
import { disclosurePdf } from './disclosure-pdf.ts';
import { disclosureDigest, frozenContent, type DisclosureContent } from './disclosure-text.ts';
import { newToken, tokenHash } from './tokens.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('deals', 'DEALS_TEXT', DEALS_TEXT);
const P = keyed('deals-public', 'DISCLOSURE_TEXT', DISCLOSURE_TEXT);

type Trx = Transaction<Database>;

/** A signed disclosure as staff read it (the list and a deal's answer). */
function signedSummary(row: DealDisclosureRow) {
  const content = frozenContent(row);
  return {
    id: toNumber(row.id),
    dealId: toNumber(row.deal_id),
    tenantName: row.tenant_name,
    tenantEmail: row.tenant_email,
    place: content?.place ?? row.listing_address,
    language: row.language,
    fees: content?.fees ?? [],
    text: content?.text ?? [],
    digest: row.content_digest,
    signedName: row.signed_name,
    signedAt: row.signed_at,
    signedAddress: row.signed_address,
    supersededAt: row.superseded_at,
  };
}

export interface DisclosuresContext {
  db: Db;
  dialect: Dialect;
  mail: MailService;
  siteSettings: SiteSettingsService;
  siteUrl: string;
  clock: () => Date;
  /** What the disclosure of a deal shows now (the deal's fees and the listing's), in a language (English by default). */
  contentOf: (deal: DealRow, language?: Language) => Promise<DisclosureContent>;
}

/** What the tenant's page shows. */
export type DisclosureView =
  /** `digest`: the SHA-256 of `content`, carried by the signing form (docs/decisions/080). */
  | { state: 'open'; tenantName: string; content: DisclosureContent; digest: string }
  /** No signing: the deal fell through or was archived, or a change of the fees superseded this link. */
  | { state: 'closed'; tenantName: string; reason: 'fell-through' | 'superseded' }
  | {
      state: 'signed';
      tenantName: string;
      content: DisclosureContent;
      signedName: string;
      signedAt: string;
      signedAtLabel: string;
    };

/** The stages in which a disclosure can no longer be signed. */
const CLOSED_STAGES: readonly DealRow['stage'][] = ['fell-through', 'archived'];

/** A typed name as compared with the tenant's: case, accents' composition and spacing aside. */
const sameName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en-US');

/** The signing time in New York, in `language` ('November 26, 2026 at 4:40 PM'). */
const signedAtIn = (language: Language, iso: string) => newYorkLabel(language, 'dateTime', iso);
/** 'Fee disclosure 145 East 29th Street 4B.pdf': letters, digits and spaces only (a safe header value). */
const pdfName = (place: string) =>
  `Fee disclosure ${place
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}`.slice(0, 90) + '.pdf';

/**
 * The FARE Act fee disclosure (docs/decisions/061): a private link per tenant (only the sha256 of its
 * 128-bit token stored), the page that shows every fee the tenant pays and to whom, and the signature
 * (typed name) that freezes the text and fees with the time and client address. Both the tenant and
 * the staff receive the PDF copy. A signed disclosure has no key to the deal or the application: it
 * stays when either is deleted, at least three years.
 */
export class DealDisclosures {
  constructor(private readonly c: DisclosuresContext) {}

  /**
   * POST /admin/deals/{id}/disclosure: a new link to every tenant (an earlier unsigned link of the
   * deal stops working); only while the deal is Pending and the tenant pays a fee.
   */
  async send(deal: DealRow): Promise<number> {
    if (deal.stage !== 'pending') throw conflict(T.disclosureClosed);
    // In the deal's language (its application's or inquiry's, decision 072): the e-mail and the page.
    const language = await dealLanguage(this.c.db, deal);
    const content = await this.c.contentOf(deal, language);
    if (content.fees.length === 0) throw badRequest(T.disclosureNoTenantFee);
    const tenants = JSON.parse(deal.tenants) as DealTenant[];
    const at = this.c.clock().toISOString();
    await this.c.db.transaction().execute(async (trx) => {
      // The unsigned links sent before stop working; superseded ones stay as records.
      await trx
        .deleteFrom('deal_disclosures')
        .where('deal_id', '=', deal.id)
        .where('signed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
      for (const tenant of tenants) {
        const token = newToken();
        await trx
          .insertInto('deal_disclosures')
          .values({
            deal_id: toNumber(deal.id),
            tenant_name: tenant.name,
            tenant_email: tenant.email.toLowerCase(),
            token_hash: tokenHash(token)!,
            listing_address: deal.listing_address,
            listing_apartment: deal.listing_apartment,
            signed_text: null,
            signed_fees: null,
            signed_name: null,
            signed_at: null,
            signed_address: null,
            created_at: at,
            language,
            content_digest: null,
            superseded_at: null,
          })
          .execute();
        const link = `${this.c.siteUrl}${localizedPath(`/disclosures/${token}`, language)}`;
        await this.c.mail.queue(trx, disclosureLinkMail({ ...tenant, language }, content.place, link));
      }
    });
    this.c.mail.wake();
    return tenants.length;
  }

  private async rowOf(token: string): Promise<DealDisclosureRow | undefined> {
    const hash = tokenHash(token);
    if (!hash) return undefined;
    return this.c.db.selectFrom('deal_disclosures').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  }

  private async dealOf(row: DealDisclosureRow): Promise<DealRow | undefined> {
    return this.c.db.selectFrom('deals').selectAll().where('id', '=', row.deal_id).executeTakeFirst();
  }

  private frozen(row: DealDisclosureRow): DisclosureView {
    return {
      state: 'signed',
      tenantName: row.tenant_name,
      content: frozenContent(row)!,
      signedName: row.signed_name!,
      signedAt: row.signed_at!,
      signedAtLabel: signedAtIn('en', row.signed_at!),
    };
  }

  /** GET /disclosures/{token}: what it shows, or null for a link that names none. Changes nothing. */
  async view(token: string): Promise<DisclosureView | null> {
    const row = await this.rowOf(token);
    if (!row) return null;
    if (row.signed_at) return this.frozen(row);
    const deal = await this.dealOf(row);
    if (!deal) return null;
    if (CLOSED_STAGES.includes(deal.stage)) return { state: 'closed', tenantName: row.tenant_name, reason: 'fell-through' };
    if (row.superseded_at) return { state: 'closed', tenantName: row.tenant_name, reason: 'superseded' };
    const content = await this.c.contentOf(deal, row.language);
    return { state: 'open', tenantName: row.tenant_name, content, digest: disclosureDigest(content) };
  }

  /**
   * POST /disclosures/{token}: the tenant signs with their typed name and the digest of what their page
   * showed (docs/decisions/080). Refused: a deal that fell through or was archived (409), a page whose
   * text or fees changed since it was read (409, P.feesChanged), a link a change of the fees superseded
   * (409), a name that is not the tenant's, case and spacing aside (400). The text and fees signed are
   * frozen with their digest, the time and the client address; the PDF copy goes to the tenant and the
   * staff. A link signed already answers 409 with what was signed.
   */
  async sign(token: string, typedName: string, address: string, digest: string): Promise<DisclosureView> {
    const name = typedName.replace(/\s+/g, ' ').trim();
    const before = await this.rowOf(token);
    if (!before) throw notFound(P.invalid);
    if (before.signed_at) throw conflict(P.invalid);
    if (!name || name.length > MAX_SIGNATURE) throw badRequest(P.nameRequired);
    const deal = await this.dealOf(before);
    if (!deal) throw notFound(P.invalid);
    if (CLOSED_STAGES.includes(deal.stage)) throw conflict(P.closed);
    const language = before.language;
    const content = await this.c.contentOf(deal, language);
    const shown = disclosureDigest(content);
    if (digest !== shown) throw conflict(P.feesChanged);
    if (before.superseded_at) throw conflict(P.superseded);
    if (sameName(name) !== sameName(before.tenant_name)) throw badRequest(P.nameMismatch(before.tenant_name));
    const at = this.c.clock().toISOString();
    const file = await this.signedCopy(before, content, { name, at, address });
    await this.c.db.transaction().execute(async (trx) => {
      const row = await lockRows(
        this.c.dialect,
        trx.selectFrom('deal_disclosures').selectAll().where('id', '=', before.id),
      ).executeTakeFirst();
      if (!row) throw notFound(P.invalid);
      if (row.signed_at) throw conflict(P.invalid);
      // A change of the fees committed since the page was read superseded it.
      if (row.superseded_at) throw conflict(P.feesChanged);
      const current = await trx.selectFrom('deals').select('stage').where('id', '=', row.deal_id).executeTakeFirst();
      if (!current) throw notFound(P.invalid);
      if (CLOSED_STAGES.includes(current.stage)) throw conflict(P.closed);
      const updated = await trx
        .updateTable('deal_disclosures')
        .set({
          signed_text: JSON.stringify({ place: content.place, text: content.text }),
          signed_fees: JSON.stringify(content.fees),
          signed_name: name,
          signed_at: at,
          signed_address: address,
          content_digest: shown,
        })
        .where('id', '=', row.id)
        .where('signed_at', 'is', null)
        .where('superseded_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw conflict(P.feesChanged);
      const tenant = { name: row.tenant_name, email: row.tenant_email, language };
      await this.c.mail.queue(trx, signedCopyMail(tenant, 'tenant', row.tenant_name, content.place, file));
      for (const member of await staffRecipients(trx))
        await this.c.mail.queue(
          trx,
          signedCopyMail({ name: member.name, email: member.email }, 'staff', row.tenant_name, content.place, file),
        );
    });
    this.c.mail.wake();
    return {
      state: 'signed',
      tenantName: before.tenant_name,
      content,
      signedName: name,
      signedAt: at,
      signedAtLabel: signedAtIn('en', at),
    };
  }

  /**
   * A change of what the tenant pays (docs/decisions/080): every current disclosure of the deal, sent or
   * signed, is marked superseded in the caller's transaction (kept as a record; its unsigned link stops
   * taking signatures). Returns how many were.
   */
  async supersede(trx: Trx, dealId: number, at: string): Promise<number> {
    const result = await trx
      .updateTable('deal_disclosures')
      .set({ superseded_at: at })
      .where('deal_id', '=', dealId)
      .where('superseded_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Whether every tenant signed the deal's current disclosure and what it shows is still what the deal
   * gives in the language it was signed in (a listing's fee changed since would not be): Lease signed needs it.
   */
  async allSignedCurrent(
    trx: Trx,
    deal: DealRow,
    tenants: DealTenant[],
    contentIn: (language: Language) => Promise<DisclosureContent>,
  ) {
    const signed = await trx
      .selectFrom('deal_disclosures')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('signed_at', 'is not', null)
      .where('superseded_at', 'is', null)
      .execute();
    const digests = new Map<Language, string>();
    const digestIn = async (language: Language) => {
      if (!digests.has(language)) digests.set(language, disclosureDigest(await contentIn(language)));
      return digests.get(language)!;
    };
    for (const tenant of tenants) {
      let ok = false;
      for (const row of signed.filter((r) => r.tenant_email === tenant.email.toLowerCase()))
        if (disclosureDigest(frozenContent(row)!) === (await digestIn(row.language))) ok = true;
      if (!ok) return false;
    }
    return true;
  }

  /**
   * GET /admin/disclosures: the signed disclosures, newest first, whether or not their deal still exists
   * (kept three years, docs/decisions/080); `dealId` narrows to one deal.
   */
  async listSigned(query: { page: number; limit: number; dealId?: number }) {
    let q = this.c.db.selectFrom('deal_disclosures').where('signed_at', 'is not', null);
    if (query.dealId !== undefined) q = q.where('deal_id', '=', query.dealId);
    const [count, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      q
        .selectAll()
        .orderBy('signed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    const dealIds = [...new Set(rows.map((r) => toNumber(r.deal_id)))];
    const existing =
      dealIds.length === 0
        ? new Set<number>()
        : new Set(
            (await this.c.db.selectFrom('deals').select('id').where('id', 'in', dealIds).execute()).map((d) => toNumber(d.id)),
          );
    return {
      disclosures: rows.map((row) => ({
        ...signedSummary(row),
        dealExists: existing.has(toNumber(row.deal_id)),
      })),
      total: toNumber(count?.n ?? 0),
      page: query.page,
      limit: query.limit,
    };
  }

  /** GET /admin/disclosures/{id}/pdf: the signed copy, made again from what was frozen; its file name. */
  async signedPdf(id: number): Promise<{ filename: string; bytes: Uint8Array }> {
    const row = await this.c.db.selectFrom('deal_disclosures').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(T.disclosureNotFound);
    const copy = await this.frozenCopy(row);
    if (!copy) throw conflict(T.disclosureNotSigned);
    return copy;
  }

  /**
   * GET /api/disclosures/{token}/pdf: the tenant's own signed copy, the same file as staff's, for as long
   * as their page shows it signed (a later change of the fees leaves it so); null for a link that was not
   * signed or names none.
   */
  async tenantPdf(token: string): Promise<{ filename: string; bytes: Uint8Array } | null> {
    const row = await this.rowOf(token);
    return row ? this.frozenCopy(row) : null;
  }

  /** The signed copy made again from what was frozen with the signature; null for a disclosure not signed. */
  private async frozenCopy(row: DealDisclosureRow) {
    const content = frozenContent(row);
    if (!row.signed_at || !content) return null;
    return this.signedCopy(row, content, { name: row.signed_name!, at: row.signed_at, address: row.signed_address ?? '' });
  }

  /** The signed copy of `content` as its tenant signed it, in the disclosure's language: the PDF and its file name. */
  private async signedCopy(
    disclosure: Pick<DealDisclosureRow, 'tenant_name' | 'tenant_email' | 'language'>,
    content: DisclosureContent,
    signed: { name: string; at: string; address: string },
  ): Promise<{ filename: string; bytes: Uint8Array }> {
    const settings = await this.c.siteSettings.get();
    const bytes = await disclosurePdf(
      {
        brand: settings.brand,
        place: content.place,
        tenant: { name: disclosure.tenant_name, email: disclosure.tenant_email },
        fees: content.fees,
        text: content.text,
        signedName: signed.name,
        signedAt: signedAtIn(disclosure.language, signed.at),
        signedAddress: signed.address,
      },
      disclosure.language,
    );
    return { filename: pdfName(content.place), bytes };
  }

  /** The view of a link signed already (the answer to a second signature). */
  async signedView(token: string): Promise<DisclosureView | null> {
    const row = await this.rowOf(token);
    return row?.signed_at ? this.frozen(row) : null;
  }
}
