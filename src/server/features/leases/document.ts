import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { signingWords, type DocumentKind } from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadPdfLib, type TextDocument, type TextStyle } from '../../platform/pdf-text.mjs';
import { textPdf } from '../../platform/text-pdf.ts';
import { checkDocument } from '../applications/index.ts';

/** At most this many pages in the lease and its riders together (each is rendered for the signer). */
const MAX_PAGES = 200;
/** A page renders in well under a second; one still running after this is stopped. */
const RENDER_TIMEOUT_MS = 20_000;
/** The page image's width in pixels: sharp on a phone (390 CSS px at 2–3×) and readable on a desk. */
const RENDER_WIDTH = 1100;

/**
 * The landlord's lease and the riders as the one document the signers read: each file checked by its
 * bytes as an applicant's document is (a PDF and nothing else), parsed by pdf-lib (a damaged or
 * password-protected file is refused), and their pages copied in order, as uploaded.
 */
export async function assembleDocument(
  files: Array<{ name: string; data: Buffer }>,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const { PDFDocument } = await loadPdfLib();
  const out = await PDFDocument.create();
  out.setProducer('Lease signing');
  out.setCreationDate(new Date(0));
  out.setModificationDate(new Date(0));
  for (const file of files) {
    let checked;
    try {
      checked = await checkDocument(file.data);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 415) throw new AppError(415, T.notPdf);
      // A file that starts as a PDF but does not open (the document check parses it off the main thread): named.
      if (error instanceof AppError && error.statusCode === 400) throw badRequest(T.brokenPdf(file.name));
      throw error;
    }
    if (checked.contentType !== 'application/pdf') throw new AppError(415, T.notPdf);
    let pages;
    try {
      const source = await PDFDocument.load(checked.data, { throwOnInvalidObject: true, updateMetadata: false });
      const count = source.getPageCount();
      if (count === 0) throw badRequest(T.brokenPdf(file.name));
      if (out.getPageCount() + count > MAX_PAGES) throw badRequest(T.tooManyPages);
      pages = await out.copyPages(source, source.getPageIndices());
    } catch (error) {
      // pdf-lib fails in many ways on a damaged or encrypted file: each is the sender's file, not a fault here.
      if (error instanceof AppError) throw error;
      throw badRequest(T.brokenPdf(file.name));
    }
    for (const page of pages) out.addPage(page);
  }
  return { pdf: await out.save(), pages: out.getPageCount() };
}

/**
 * One page of the document as a PNG, by poppler's `pdftoppm` in a child process (stopped after
 * RENDER_TIMEOUT_MS). The PDF is written to a private temporary folder for the time of the call and
 * removed: the document stays encrypted at rest.
 */
export async function renderPage(pdf: Buffer, page: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lease-page-'));
  try {
    const input = path.join(dir, 'lease.pdf');
    await writeFile(input, pdf, { mode: 0o600 });
    const output = path.join(dir, 'page');
    await new Promise<void>((resolve, reject) => {
      execFile(
        'pdftoppm',
        [
          '-png',
          '-singlefile',
          '-f',
          String(page),
          '-l',
          String(page),
          '-scale-to-x',
          String(RENDER_WIDTH),
          '-scale-to-y',
          '-1',
          input,
          output,
        ],
        { timeout: RENDER_TIMEOUT_MS, killSignal: 'SIGKILL' },
        (error) => (error ? reject(new Error(`pdftoppm failed: ${error.message}`)) : resolve()),
      );
    });
    return await readFile(`${output}.png`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What a certificate page says of one signer. */
export interface CertificateSigner {
  role: 'tenant' | 'guarantor' | 'landlord';
  name: string;
  email: string;
  signedName: string;
  /** New York time, as the language writes it. */
  signedAt: string;
  ip: string;
  userAgent: string;
  documentSha256: string;
  consentSha256: string;
}

/**
 * The signed lease: the document as the signers saw it, then a certificate of completion per signer
 * (name, e-mail, time in New York, address, device, the hashes of the document and the consent), and
 * the last hash of the audit trail. Sealed afterwards (seal.ts).
 */
export async function signedDocument(
  document: Uint8Array,
  place: string,
  signers: CertificateSigner[],
  lastEventHash: string,
  language: Language,
  kind: DocumentKind = 'lease',
): Promise<Uint8Array> {
  const P = textsFor(language, 'deals-public').LEASE_SIGNING_TEXT;
  const certificateFor = signingWords(P, kind).certificateFor;
  const { PDFDocument } = await loadPdfLib();
  const out = await PDFDocument.load(document);
  const roles = { tenant: P.roleTenant, guarantor: P.roleGuarantor, landlord: P.roleLandlord };
  for (const signer of signers) {
    const paragraphs: TextDocument['paragraphs'] = [];
    const write = (text: string, style: Partial<TextStyle> = {}) =>
      paragraphs.push({ text, style: { size: 11, before: 6, ...style } });
    write(P.certificateTitle, { size: 18, bold: true, before: 0 });
    write(certificateFor(place), { size: 12, muted: true });
    write(P.certificateSigner(roles[signer.role], signer.name, signer.email), { bold: true, before: 16 });
    write(P.certificateSignedAs(signer.signedName));
    write(P.certificateTime(signer.signedAt));
    write(P.certificateIp(signer.ip || '-'));
    write(P.certificateDevice(signer.userAgent || '-'));
    write(P.certificateDocument(signer.documentSha256), { size: 9, before: 12 });
    write(P.certificateConsent(signer.consentSha256), { size: 9 });
    write(P.certificateEvents(lastEventHash), { size: 9 });
    const page = await PDFDocument.load(await textPdf({ info: { producer: 'Lease signing', date: 0 }, paragraphs }));
    for (const copied of await out.copyPages(page, page.getPageIndices())) out.addPage(copied);
  }
  return out.save({ useObjectStreams: false });
}
