import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import {
  MAX_SIGNER_NAME,
  RIDERS,
  signingWords,
  type DocumentKind,
  type LeaseDto,
  type Rider,
  type RiderChecklist,
  type SignerRole,
} from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import { SIGNING, signingRefusals } from './signing-refusals.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import type { DealRow } from '../deals/index.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { MailExecutor } from '../../platform/mail/types.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import type { DocumentCipher, SealedKey, SealedStore } from '../applications/index.ts';
import { placeIn } from '../../../shared/words/in-language.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';
import { dealLanguage, type DealsService } from '../deals/index.ts';
import { assembleDocument, renderPage, signedDocument, type CertificateSigner } from './document.ts';
import { appendEvent, chainIntact, eventsOf, sha256, type NewEvent } from './evidence.ts';
import { codeMail, declinedMail, signedLeaseMail, signingLinkMail } from './lease-mail.ts';
import { MoveInMoveOut } from './move-in-move-out.ts';
import { sealPdf, type SealIdentity } from './seal.ts';
import { purgeLeasesOfDeals } from './purge.ts';
import type { LeaseDb, LeaseRow, LeaseTables, LeaseTrx, SignerRow } from './tables.ts';
import { newToken, tokenHash } from './tokens.ts';

/** A one-time code works this long, for this many tries. */
const CODE_TTL_MS = 15 * 60_000;
const CODE_TRIES = 5;
/** At most this many codes per signer in an hour. */
const CODES_PER_HOUR = 5;
const MAX_REASON = 1000;

export interface LeasesContext {
  db: Db;
  dialect: Dialect;
  mail: MailService;
  store: SealedStore;
  cipher: DocumentCipher;
  seal: SealIdentity;
  deals: () => DealsService;
  siteUrl: string;
  brand: () => Promise<string>;
  clock: () => Date;
}

/** Who asks: the client's address and browser, recorded with each of their events. */
export interface Client {
  ip: string;
  userAgent: string;
}

interface RidersJson {
  checklist: RiderChecklist;
  files: string[];
}

/** What the signer's page shows. */
export interface SigningView {
  kind: DocumentKind;
  state: 'open' | 'signed' | 'declined' | 'voided' | 'ended' | 'waiting';
  place: string;
  pages: number;
  language: Language;
  signer: { name: string; email: string; role: SignerRole; signedName: string | null; signedAt: string | null };
  /** The hash of the document shown (the certificate names it). */
  documentSha256: string;
}

/** The consent's paragraphs in a language for a kind of document, and their SHA-256 (recorded with each signature). */
export function consentOf(language: Language, kind: DocumentKind = 'lease'): { paragraphs: string[]; sha256: string } {
  const P = textsFor(language, 'deals-public').LEASE_SIGNING_TEXT;
  const paragraphs = [...signingWords(P, kind).consent, P.consentCheckbox];
  return { paragraphs, sha256: sha256(JSON.stringify(paragraphs)) };
}

/** The lease's transaction as the mail outbox and the staff list take it (the same database, fewer tables known). */
const shared = (trx: LeaseTrx) => trx as unknown as MailExecutor;

const codeHash = (signerId: number, code: string) => createHash('sha256').update(`${signerId}:${code}`).digest();

const fileName = (place: string, kind: DocumentKind = 'lease') =>
  `Signed ${T.documentKinds[kind]} ${place
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}`.slice(0, 90) + '.pdf';

/**
 * Leases signed in the product (issue 45, docs/decisions/084): the landlord's lease and riders uploaded
 * on a deal (encrypted at rest as applicants' documents are), a private link per signer (the sha256 of
 * its token stored), the ESIGN consent and an e-mailed one-time code, every event in an append-only
 * hash chain, and once the last signer signed one sealed PDF with a certificate page per signer. The
 * tenants and guarantor sign first, in any order; the landlord's link goes out when they all have.
 */
export class LeasesService {
  private readonly db: LeaseDb;
  /** The move-in condition report, the deposit statement and its 14-day deadline (docs/decisions/096). */
  readonly moves: MoveInMoveOut;

  constructor(private readonly c: LeasesContext) {
    this.db = c.db.withTables<LeaseTables>();
    this.moves = new MoveInMoveOut(c, this);
  }

  private now(): string {
    return this.c.clock().toISOString();
  }

  // ---- files ----

  private async storeFile(bytes: Uint8Array): Promise<{ key: string; seal: string }> {
    const key = this.c.store.newKey();
    const { ciphertext, key: sealed } = this.c.cipher.seal(Buffer.from(bytes));
    await this.c.store.put(key, ciphertext);
    return { key, seal: JSON.stringify(sealed) };
  }

  private async readFile(key: string, seal: string): Promise<Buffer> {
    const stream = await this.c.store.read(key);
    if (!stream) throw new AppError(500, 'The lease file is missing from the store.');
    const plain: Readable = this.c.cipher.open(stream, JSON.parse(seal) as SealedKey);
    const chunks: Buffer[] = [];
    for await (const chunk of plain) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The leases of deals whose records ended, with their evidence and files (the records purge, decision 095). */
  purgeOfDeals(dealIds: number[]): Promise<number> {
    return purgeLeasesOfDeals(this.db, this.c.store, dealIds, this.now());
  }

  // ---- staff ----

  /** POST /admin/deals/{id}/lease: the lease and its riders, as one document; a draft. */
  async upload(
    dealId: number,
    files: { lease: { name: string; data: Buffer }; riders: Array<{ name: string; data: Buffer }>; checklist?: RiderChecklist },
  ): Promise<LeaseDto> {
    const deal = await this.c.db.selectFrom('deals').selectAll().where('id', '=', dealId).executeTakeFirst();
    if (!deal) throw notFound(T.dealNotFound);
    if (deal.stage !== 'pending') throw conflict(T.dealNotPending);
    await this.checkNoActiveLease(this.db, dealId, 'lease');
    const { pdf, pages } = await assembleDocument([files.lease, ...files.riders]);
    const riders: RidersJson = { checklist: files.checklist ?? {}, files: files.riders.map((r) => r.name) };
    return this.draft(deal, 'lease', {
      pdf,
      pages,
      fileName: files.lease.name,
      riders,
      content: null,
      detail: { files: [files.lease.name, ...riders.files], checklist: riders.checklist },
    });
  }

  /**
   * A new document of the deal in draft (a lease uploaded, or a condition report or deposit statement the
   * product wrote): stored encrypted, one open per deal and kind, its 'uploaded' event first in its chain.
   */
  async draft(
    deal: DealRow,
    kind: DocumentKind,
    doc: { pdf: Uint8Array; pages: number; fileName: string; riders?: RidersJson; content: object | null; detail: object },
  ): Promise<LeaseDto> {
    const dealId = toNumber(deal.id);
    const language = await dealLanguage(this.c.db, deal);
    const stored = await this.storeFile(doc.pdf);
    const at = this.now();
    const documentSha256 = sha256(doc.pdf);
    const id = await this.db.transaction().execute(async (trx) => {
      await this.checkNoActiveLease(trx, dealId, kind);
      const row = await trx
        .insertInto('leases')
        .values({
          deal_id: dealId,
          kind,
          content: doc.content === null ? null : JSON.stringify(doc.content),
          status: 'draft',
          place: placeIn(language, deal.listing_address, deal.listing_apartment),
          language,
          file_name: doc.fileName,
          document_key: stored.key,
          document_seal: stored.seal,
          document_sha256: documentSha256,
          pages: doc.pages,
          riders: JSON.stringify(doc.riders ?? { checklist: {}, files: [] }),
          landlord_name: null,
          landlord_email: null,
          signed_key: null,
          signed_seal: null,
          signed_sha256: null,
          created_at: at,
          sent_at: null,
          completed_at: null,
          ended_at: null,
          end_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const leaseId = toNumber(row.id);
      await this.event(trx, leaseId, { kind: 'uploaded', at, detail: { kind, documentSha256, pages: doc.pages, ...doc.detail } });
      return leaseId;
    });
    return this.get(id);
  }

  /** The deal's signed lease, newest first, or null (move-in and move-out documents follow one). */
  async signedLeaseOf(dealId: number): Promise<LeaseRow | null> {
    const row = await this.db
      .selectFrom('leases')
      .selectAll()
      .where('deal_id', '=', dealId)
      .where('kind', '=', 'lease')
      .where('status', '=', 'signed')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row ?? null;
  }

  private async checkNoActiveLease(executor: LeaseDb | LeaseTrx, dealId: number, kind: DocumentKind) {
    const active = await executor
      .selectFrom('leases')
      .select('id')
      .where('deal_id', '=', dealId)
      .where('kind', '=', kind)
      .where('status', 'in', ['draft', 'out-for-signature'])
      .executeTakeFirst();
    if (active) throw conflict(kind === 'lease' ? T.activeLeaseExists : T.activeDocumentExists(T.documentKinds[kind]));
  }

  private event(trx: LeaseTrx, leaseId: number, event: NewEvent) {
    return appendEvent(trx, this.c.dialect, leaseId, event);
  }

  private async row(executor: LeaseDb | LeaseTrx, id: number, lock = false): Promise<LeaseRow> {
    let query = executor.selectFrom('leases').selectAll().where('id', '=', id);
    if (lock) query = lockRows(this.c.dialect, query);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound(T.notFound);
    return row;
  }

  /**
   * POST /admin/leases/{id}/send: every rider ticked, the landlord named; a link to each tenant and the
   * guarantor now, to the landlord once they all have signed.
   */
  async send(id: number, input: { landlord: { name: string; email: string }; checklist?: RiderChecklist }): Promise<LeaseDto> {
    const lease = await this.row(this.db, id);
    if (lease.status !== 'draft') throw conflict(T.notDraft);
    const riders = JSON.parse(lease.riders) as RidersJson;
    const checklist = lease.kind === 'lease' ? { ...riders.checklist, ...input.checklist } : riders.checklist;
    const missing = lease.kind === 'lease' ? RIDERS.filter((rider) => !checklist[rider]) : [];
    if (missing.length > 0) throw badRequest(T.checklistIncomplete(missing.map((r: Rider) => T.riders[r]).join('; ')));
    const deal = await this.c.db.selectFrom('deals').selectAll().where('id', '=', lease.deal_id).executeTakeFirst();
    if (!deal) throw notFound(T.dealNotFound);
    const tenants = (JSON.parse(deal.tenants) as Array<{ name: string; email: string }>).map((t) => ({
      role: 'tenant' as const,
      name: t.name,
      email: t.email.toLowerCase(),
    }));
    if (tenants.length === 0 && lease.kind !== 'deposit-statement') throw badRequest(T.noTenants);
    // The lease: the tenants and the guarantor, then the landlord; the move-in report: the tenants, then
    // the landlord; the deposit statement: the landlord alone (the tenants are sent the signed copy).
    const guarantors =
      deal.application_id === null || lease.kind !== 'lease'
        ? []
        : (
            await this.c.db
              .selectFrom('application_people')
              .select(['name', 'email'])
              .where('application_id', '=', deal.application_id)
              .where('role', '=', 'guarantor')
              .orderBy('id')
              .execute()
          ).map((g) => ({ role: 'guarantor' as const, name: g.name, email: g.email.toLowerCase() }));
    const first = lease.kind === 'deposit-statement' ? [] : [...tenants, ...guarantors];
    const at = this.now();
    await this.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, id, true);
      if (row.status !== 'draft') throw conflict(T.notDraft);
      await trx
        .updateTable('leases')
        .set({
          status: 'out-for-signature',
          landlord_name: input.landlord.name,
          landlord_email: input.landlord.email,
          riders: JSON.stringify({ ...riders, checklist }),
          sent_at: at,
        })
        .where('id', '=', id)
        .execute();
      const everyone = [...first, { role: 'landlord' as const, ...input.landlord }];
      for (const [position, person] of everyone.entries()) {
        const waits = person.role === 'landlord' && first.length > 0;
        const token = waits ? null : newToken();
        const signer = await trx
          .insertInto('lease_signers')
          .values({
            lease_id: id,
            role: person.role,
            position,
            name: person.name,
            email: person.email,
            status: waits ? 'waiting' : 'sent',
            token_hash: token ? tokenHash(token) : null,
            code_hash: null,
            code_expires_at: null,
            codes_window_at: null,
            opened_at: null,
            signed_at: null,
            signed_name: null,
            signed_ip: null,
            signed_user_agent: null,
            document_sha256: null,
            consent_sha256: null,
            declined_at: null,
            decline_reason: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (token) await this.sendLink(trx, row, toNumber(signer.id), person, token, at);
      }
    });
    this.c.mail.wake();
    return this.get(id);
  }

  private async sendLink(
    trx: LeaseTrx,
    lease: LeaseRow,
    signerId: number,
    person: { name: string; email: string; role: SignerRole },
    token: string,
    at: string,
  ) {
    const link = `${this.c.siteUrl}${localizedPath(`/leases/${token}`, lease.language)}`;
    await this.c.mail.queue(shared(trx), signingLinkMail({ ...person, language: lease.language }, lease.place, link, lease.kind));
    await this.event(trx, toNumber(lease.id), { kind: 'sent', signerId, at, detail: { role: person.role, email: person.email } });
  }

  /** GET /admin/leases/{id}: the lease, its signers, its events and whether their chain is whole. */
  async get(id: number): Promise<LeaseDto> {
    let lease = await this.row(this.db, id);
    if (lease.status === 'out-for-signature') {
      // A completion interrupted (a crash after the last signature) is finished by the next look.
      const signers = await this.signersOf(this.db, id);
      if (signers.length > 0 && signers.every((s) => s.status === 'signed')) {
        await this.complete(id);
        lease = await this.row(this.db, id);
      }
    }
    const [signers, events] = await Promise.all([this.signersOf(this.db, id), eventsOf(this.db, id)]);
    const landlord = lease.landlord_name !== null ? { name: lease.landlord_name, email: lease.landlord_email ?? '' } : null;
    const riders = JSON.parse(lease.riders) as RidersJson;
    return {
      id: toNumber(lease.id),
      kind: lease.kind,
      content: lease.content === null ? null : (JSON.parse(lease.content) as Record<string, unknown>),
      dealId: toNumber(lease.deal_id),
      status: lease.status,
      place: lease.place,
      fileName: lease.file_name,
      pages: toNumber(lease.pages),
      documentSha256: lease.document_sha256,
      riders: { checklist: riders.checklist as Record<string, string>, files: riders.files },
      landlord,
      createdAt: lease.created_at,
      sentAt: lease.sent_at,
      completedAt: lease.completed_at,
      endedAt: lease.ended_at,
      endReason: lease.end_reason,
      signedSha256: lease.signed_sha256,
      signers: signers.map((s) => ({
        id: toNumber(s.id),
        role: s.role,
        name: s.name,
        email: s.email,
        status: s.status,
        openedAt: s.opened_at,
        signedAt: s.signed_at,
        signedName: s.signed_name,
        ip: s.signed_ip,
        userAgent: s.signed_user_agent,
        declinedAt: s.declined_at,
        declineReason: s.decline_reason,
      })),
      events: events.map((e) => ({
        seq: toNumber(e.seq),
        kind: e.kind,
        signerId: e.signer_id === null ? null : toNumber(e.signer_id),
        at: e.at,
        ip: e.ip,
        userAgent: e.user_agent,
        detail: JSON.parse(e.detail) as Record<string, unknown>,
        prevHash: e.prev_hash,
        hash: e.hash,
      })),
      chainIntact: chainIntact(id, events),
    };
  }

  /** GET /admin/deals/{id}/leases: the deal's leases, newest first. */
  async ofDeal(dealId: number): Promise<LeaseDto[]> {
    const rows = await this.db.selectFrom('leases').select('id').where('deal_id', '=', dealId).orderBy('id', 'desc').execute();
    return Promise.all(rows.map((r) => this.get(toNumber(r.id))));
  }

  private signersOf(executor: LeaseDb | LeaseTrx, leaseId: number): Promise<SignerRow[]> {
    return executor.selectFrom('lease_signers').selectAll().where('lease_id', '=', leaseId).orderBy('position').execute();
  }

  /** POST /admin/leases/{id}/void: the lease's links stop working; the evidence stays. */
  async void(id: number, reason: string | undefined): Promise<LeaseDto> {
    const at = this.now();
    await this.db.transaction().execute(async (trx) => {
      const lease = await this.row(trx, id, true);
      if (lease.status !== 'draft' && lease.status !== 'out-for-signature') throw conflict(T.alreadyEnded);
      await trx
        .updateTable('leases')
        .set({ status: 'voided', ended_at: at, end_reason: reason || null })
        .where('id', '=', id)
        .execute();
      await this.revokeLinks(trx, id);
      await this.event(trx, id, { kind: 'voided', at, detail: { reason: reason || null } });
    });
    return this.get(id);
  }

  /** Every unsigned link of the lease stops working (its hash is removed) and no code is valid. */
  private async revokeLinks(trx: LeaseTrx, leaseId: number) {
    await trx
      .updateTable('lease_signers')
      .set({ code_hash: null, code_expires_at: null })
      .where('lease_id', '=', leaseId)
      .execute();
  }

  /** GET /admin/leases/{id}/signed.pdf: the sealed signed lease. */
  async signedPdf(id: number): Promise<{ bytes: Buffer; filename: string }> {
    const lease = await this.row(this.db, id);
    if (lease.status !== 'signed' || !lease.signed_key || !lease.signed_seal) throw conflict(T.notSigned);
    return { bytes: await this.readFile(lease.signed_key, lease.signed_seal), filename: fileName(lease.place, lease.kind) };
  }

  // ---- the signer ----

  private async signerOf(token: string): Promise<{ signer: SignerRow; lease: LeaseRow } | null> {
    const hash = tokenHash(token);
    if (!hash) return null;
    const signer = await this.db.selectFrom('lease_signers').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!signer) return null;
    const lease = await this.row(this.db, toNumber(signer.lease_id));
    return { signer, lease };
  }

  private stateOf(lease: LeaseRow, signer: SignerRow): SigningView['state'] {
    if (signer.status === 'signed') return 'signed';
    if (signer.status === 'declined') return 'declined';
    if (lease.status === 'voided') return 'voided';
    if (lease.status !== 'out-for-signature') return 'ended';
    return signer.status === 'sent' ? 'open' : 'waiting';
  }

  private viewOf(lease: LeaseRow, signer: SignerRow): SigningView {
    return {
      kind: lease.kind,
      state: this.stateOf(lease, signer),
      place: lease.place,
      pages: toNumber(lease.pages),
      language: lease.language,
      signer: {
        name: signer.name,
        email: signer.email,
        role: signer.role,
        signedName: signer.signed_name,
        signedAt: signer.signed_at,
      },
      documentSha256: lease.document_sha256,
    };
  }

  /** GET /leases/{token} (page) and /api/leases/{token}: what the signer sees; the first look is recorded ('opened'). */
  async view(token: string, client: Client): Promise<SigningView | null> {
    const found = await this.signerOf(token);
    if (!found) return null;
    const { lease, signer } = found;
    if (signer.opened_at === null && this.stateOf(lease, signer) === 'open') {
      const at = this.now();
      await this.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('lease_signers')
          .set({ opened_at: at })
          .where('id', '=', signer.id)
          .where('opened_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1)
          await this.event(trx, toNumber(lease.id), { kind: 'opened', signerId: toNumber(signer.id), at, ...client });
      });
    }
    return this.viewOf(lease, signer);
  }

  /** The document the signer reads: one page as PNG, or the whole PDF. Only while the link works. */
  async page(token: string, page: number): Promise<Buffer | null> {
    const found = await this.signerOf(token);
    if (!found || !this.readable(found.lease, found.signer)) return null;
    if (page < 1 || page > toNumber(found.lease.pages)) return null;
    return renderPage(await this.readFile(found.lease.document_key, found.lease.document_seal), page);
  }

  async documentPdf(token: string): Promise<{ bytes: Buffer; filename: string } | null> {
    const found = await this.signerOf(token);
    if (!found || !this.readable(found.lease, found.signer)) return null;
    return {
      bytes: await this.readFile(found.lease.document_key, found.lease.document_seal),
      filename:
        `Lease ${found.lease.place
          .replace(/[^A-Za-z0-9 ]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()}`.slice(0, 90) + '.pdf',
    };
  }

  private readable(lease: LeaseRow, signer: SignerRow) {
    const state = this.stateOf(lease, signer);
    return state === 'open' || state === 'signed';
  }

  /** Refuses what a link that cannot sign now may not do, with the reason in the lease's language. */
  private checkOpen(lease: LeaseRow, signer: SignerRow) {
    const refused = signingRefusals(lease.language);
    const state = this.stateOf(lease, signer);
    if (state === 'signed') throw refused(409, SIGNING.alreadySigned);
    if (state === 'declined') throw refused(409, SIGNING.declinedDetail);
    if (state === 'voided') throw refused(410, SIGNING.voided);
    if (state !== 'open') throw refused(409, SIGNING.ended);
  }

  private async found(token: string) {
    const found = await this.signerOf(token);
    if (!found) throw notFound(SIGNING.invalid);
    return found;
  }

  /** POST /api/leases/{token}/code: a new six-digit code by e-mail (an earlier one stops working). */
  async requestCode(token: string, client: Client): Promise<{ email: string; language: Language }> {
    const { lease, signer } = await this.found(token);
    this.checkOpen(lease, signer);
    const refused = signingRefusals(lease.language);
    const now = this.c.clock();
    const at = now.toISOString();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db.transaction().execute(async (trx) => {
      const row = await lockRows(
        this.c.dialect,
        trx.selectFrom('lease_signers').selectAll().where('id', '=', signer.id),
      ).executeTakeFirstOrThrow();
      const windowOpen = row.codes_window_at !== null && now.getTime() - Date.parse(row.codes_window_at) < 3600_000;
      const sent = windowOpen ? toNumber(row.codes_sent) : 0;
      if (sent >= CODES_PER_HOUR) throw refused(429, SIGNING.tooManyCodes);
      await trx
        .updateTable('lease_signers')
        .set({
          code_hash: codeHash(toNumber(signer.id), code).toString('hex'),
          code_expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
          code_tries: 0,
          codes_sent: sent + 1,
          codes_window_at: windowOpen ? row.codes_window_at : at,
        })
        .where('id', '=', signer.id)
        .execute();
      await this.c.mail.queue(shared(trx), codeMail({ name: signer.name, email: signer.email, language: lease.language }, code));
      await this.event(trx, toNumber(lease.id), {
        kind: 'code-sent',
        signerId: toNumber(signer.id),
        at,
        ...client,
        detail: { email: signer.email },
      });
    });
    this.c.mail.wake();
    return { email: signer.email, language: lease.language };
  }

  /**
   * POST /api/leases/{token}/sign: the consent ticked, the code e-mailed (15 minutes, five tries) and the
   * typed name. The consent and the signature are recorded with the time, address, browser and the hashes
   * of the document and consent shown; the landlord's link goes out once every tenant and guarantor signed;
   * the last signature completes the lease.
   */
  async sign(token: string, input: { consent?: unknown; code?: string; name?: string }, client: Client): Promise<SigningView> {
    const { lease, signer } = await this.found(token);
    this.checkOpen(lease, signer);
    const refused = signingRefusals(lease.language);
    if (input.consent !== true) throw refused(400, SIGNING.consentRequired);
    const name = (input.name ?? '').replace(/\s+/g, ' ').trim();
    const code = (input.code ?? '').replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) throw refused(400, SIGNING.codeRequired);
    if (!name || name.length > MAX_SIGNER_NAME) throw refused(400, SIGNING.nameRequired);
    const consent = consentOf(lease.language, lease.kind);
    const now = this.c.clock();
    const at = now.toISOString();
    const leaseId = toNumber(lease.id);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const current = await this.row(trx, leaseId, true);
      const row = await trx.selectFrom('lease_signers').selectAll().where('id', '=', signer.id).executeTakeFirstOrThrow();
      this.checkOpen(current, row);
      if (!row.code_hash || !row.code_expires_at || Date.parse(row.code_expires_at) <= now.getTime())
        return { refused: refused(400, SIGNING.codeExpired) };
      if (toNumber(row.code_tries) >= CODE_TRIES) return { refused: refused(429, SIGNING.codeTooManyTries) };
      const right = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), codeHash(toNumber(row.id), code));
      if (!right) {
        const tries = toNumber(row.code_tries) + 1;
        await trx.updateTable('lease_signers').set({ code_tries: tries }).where('id', '=', row.id).execute();
        return {
          refused:
            tries >= CODE_TRIES ? refused(429, SIGNING.codeTooManyTries) : refused(400, SIGNING.codeWrong(CODE_TRIES - tries)),
        };
      }
      const updated = await trx
        .updateTable('lease_signers')
        .set({
          status: 'signed',
          code_hash: null,
          code_expires_at: null,
          signed_at: at,
          signed_name: name,
          signed_ip: client.ip,
          signed_user_agent: client.userAgent,
          document_sha256: current.document_sha256,
          consent_sha256: consent.sha256,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'sent')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw refused(409, SIGNING.alreadySigned);
      const signerId = toNumber(row.id);
      await this.event(trx, leaseId, {
        kind: 'consent-given',
        signerId,
        at,
        ...client,
        detail: { consentSha256: consent.sha256, language: lease.language },
      });
      await this.event(trx, leaseId, {
        kind: 'signed',
        signerId,
        at,
        ...client,
        detail: { name, documentSha256: current.document_sha256, consentSha256: consent.sha256 },
      });
      const signers = await this.signersOf(trx, leaseId);
      const landlord = signers.find((s) => s.role === 'landlord');
      const othersSigned = signers.filter((s) => s.role !== 'landlord').every((s) => s.status === 'signed');
      if (landlord && landlord.status === 'waiting' && othersSigned) {
        const landlordToken = newToken();
        await trx
          .updateTable('lease_signers')
          .set({ status: 'sent', token_hash: tokenHash(landlordToken) })
          .where('id', '=', landlord.id)
          .execute();
        await this.sendLink(trx, current, toNumber(landlord.id), landlord, landlordToken, at);
      }
      return { refused: null, complete: signers.every((s) => s.status === 'signed') };
    });
    if (outcome.refused) throw outcome.refused;
    this.c.mail.wake();
    if (outcome.complete) await this.complete(leaseId);
    const after = await this.signerOf(token);
    return this.viewOf(after!.lease, after!.signer);
  }

  /** POST /api/leases/{token}/decline: the signer declines with a reason; the lease stops and the staff are told. */
  async decline(token: string, reasonText: string | undefined, client: Client): Promise<SigningView> {
    const { lease, signer } = await this.found(token);
    this.checkOpen(lease, signer);
    const reason = (reasonText ?? '').trim();
    if (!reason || reason.length > MAX_REASON) throw signingRefusals(lease.language)(400, SIGNING.reasonRequired);
    const at = this.now();
    const leaseId = toNumber(lease.id);
    await this.db.transaction().execute(async (trx) => {
      const current = await this.row(trx, leaseId, true);
      const row = await trx.selectFrom('lease_signers').selectAll().where('id', '=', signer.id).executeTakeFirstOrThrow();
      this.checkOpen(current, row);
      await trx
        .updateTable('lease_signers')
        .set({ status: 'declined', declined_at: at, decline_reason: reason })
        .where('id', '=', row.id)
        .execute();
      await trx
        .updateTable('leases')
        .set({ status: 'declined', ended_at: at, end_reason: reason })
        .where('id', '=', leaseId)
        .execute();
      await this.revokeLinks(trx, leaseId);
      await this.event(trx, leaseId, { kind: 'declined', signerId: toNumber(row.id), at, ...client, detail: { reason } });
      for (const member of await staffRecipients(shared(trx)))
        await this.c.mail.queue(shared(trx), declinedMail(member, row.name, current.place, reason));
    });
    this.c.mail.wake();
    const after = await this.signerOf(token);
    return this.viewOf(after!.lease, after!.signer);
  }

  // ---- completion ----

  /**
   * Every signer signed: the document and a certificate page per signer, sealed; stored encrypted; the
   * deal moved to 'Lease signed' through the deals feature (its FARE disclosure gate, the listing off
   * the site and the feeds); the signed PDF e-mailed to every signer and to the staff.
   */
  private async complete(leaseId: number): Promise<void> {
    const lease = await this.row(this.db, leaseId);
    if (lease.status !== 'out-for-signature') return;
    const signers = await this.signersOf(this.db, leaseId);
    if (!signers.every((s) => s.status === 'signed')) return;
    const events = await eventsOf(this.db, leaseId);
    const lastHash = events.at(-1)?.hash ?? '';
    const document = await this.readFile(lease.document_key, lease.document_seal);
    const certificates: CertificateSigner[] = signers.map((s) => ({
      role: s.role,
      name: s.name,
      email: s.email,
      signedName: s.signed_name ?? '',
      signedAt: newYorkLabel(lease.language, 'dateTimeSeconds', s.signed_at!),
      ip: s.signed_ip ?? '',
      userAgent: s.signed_user_agent ?? '',
      documentSha256: s.document_sha256 ?? '',
      consentSha256: s.consent_sha256 ?? '',
    }));
    const unsealed = await signedDocument(document, lease.place, certificates, lastHash, lease.language, lease.kind);
    const brand = await this.c.brand();
    const sealed = await sealPdf(unsealed, this.c.seal, {
      reason: `${T.documentKinds[lease.kind]} of ${lease.place} signed by ${signers.length} signers (${brand})`.slice(0, 200),
      name: brand,
      at: this.c.clock(),
    });
    const stored = await this.storeFile(sealed);
    // Only the lease moves the deal; the deposit statement's signed copy goes to the tenants too.
    const dealOutcome = lease.kind === 'lease' ? await this.moveDeal(toNumber(lease.deal_id)) : null;
    const copies = lease.kind === 'deposit-statement' ? await this.tenantsOf(toNumber(lease.deal_id)) : [];
    const at = this.now();
    const done = await this.db.transaction().execute(async (trx) => {
      const current = await this.row(trx, leaseId, true);
      if (current.status !== 'out-for-signature') return false;
      await trx
        .updateTable('leases')
        .set({
          status: 'signed',
          signed_key: stored.key,
          signed_seal: stored.seal,
          signed_sha256: sha256(sealed),
          completed_at: at,
        })
        .where('id', '=', leaseId)
        .execute();
      await this.event(trx, leaseId, { kind: 'completed', at, detail: { signedSha256: sha256(sealed), deal: dealOutcome } });
      const file = { filename: fileName(lease.place, lease.kind), bytes: sealed };
      for (const s of [...signers, ...copies])
        await this.c.mail.queue(
          shared(trx),
          signedLeaseMail({ name: s.name, email: s.email, language: lease.language }, 'signer', lease.place, file, lease.kind),
        );
      for (const member of await staffRecipients(shared(trx)))
        await this.c.mail.queue(
          shared(trx),
          signedLeaseMail({ name: member.name, email: member.email, language: 'en' }, 'staff', lease.place, file, lease.kind),
        );
      return true;
    });
    if (!done) await this.c.store.remove([stored.key]);
    else this.c.mail.wake();
  }

  /** The deal's tenants (name and e-mail), none when the deal is gone. */
  private async tenantsOf(dealId: number): Promise<Array<{ name: string; email: string }>> {
    const deal = await this.c.db.selectFrom('deals').select('tenants').where('id', '=', dealId).executeTakeFirst();
    return deal ? (JSON.parse(deal.tenants) as Array<{ name: string; email: string }>) : [];
  }

  /** The deal to 'Lease signed' as the button does; what happened is recorded with the completion. */
  private async moveDeal(dealId: number): Promise<string> {
    const deal = await this.c.db.selectFrom('deals').select('stage').where('id', '=', dealId).executeTakeFirst();
    if (!deal) return 'deal deleted';
    if (deal.stage !== 'pending') return `deal already ${deal.stage}`;
    try {
      await this.c.deals().update(dealId, { stage: 'lease-signed' });
      return 'lease-signed';
    } catch (error) {
      if (error instanceof AppError) return `deal not moved: ${error.message}`;
      throw error;
    }
  }
}
