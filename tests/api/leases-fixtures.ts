import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import type { SmtpPeer } from '../support/smtp.ts';
import { multipart } from './listings-fixtures.ts';

/** A real PDF of `pages` pages, each with its text (the marker shows whether it is stored in the clear). */
export async function leasePdf(marker: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${marker} page ${i}`, { x: 72, y: 700, size: 18, font });
    page.drawText('The tenant shall pay the rent on the first day of each month.', { x: 72, y: 660, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** Every rider ticked. */
export const FULL_CHECKLIST = {
  'lead-paint': 'attached',
  'window-guards': 'attached',
  'bedbug-history': 'attached',
  sprinkler: 'not-applicable',
  'rent-stabilization-rider': 'not-applicable',
  'tenants-rights-guide': 'not-applicable',
  'good-cause-eviction': 'attached',
} as const;

/** The upload's multipart body: the lease, its riders and optionally the checklist. */
export function leaseUpload(lease: Buffer | null, riders: Buffer[] = [], checklist?: Record<string, string>) {
  return multipart(checklist ? { checklist: JSON.stringify(checklist) } : {}, [
    ...(lease ? [{ name: 'file', filename: 'lease.pdf', contentType: 'application/pdf', data: lease }] : []),
    ...riders.map((data, i) => ({ name: 'riders', filename: `rider-${i + 1}.pdf`, contentType: 'application/pdf', data })),
  ]);
}

/** A signing link's token in an e-mail: any origin, with or without a language prefix. */
export const LEASE_LINK = /https?:\/\/[^/\s]+(?:\/(?:es|zh))?\/leases\/([A-Za-z0-9_-]{22})/;
/** A code e-mail's subject carries the six digits. */
const CODE = /\b(\d{6})\b/;

type Inject = TestApp['inject'];

/**
 * How a signer signs from their e-mails, through the API (the signer's page has its own tests): their
 * links, the code e-mailed when they ask for one, the signature with the consent, the code and their name.
 * `inject` and `smtp` are read at each call (a test file starts its app and mail peer in beforeAll).
 */
export function leaseSigning(inject: Inject, smtp: () => SmtpPeer) {
  const linksTo = (email: string) =>
    smtp()
      .to(email)
      .flatMap((m) => LEASE_LINK.exec(m.parsed.text ?? '')?.[1] ?? []);
  const codeMails = (email: string) =>
    smtp()
      .to(email)
      .filter((m) => CODE.test(m.parsed.subject ?? ''));
  /** The latest of `email`'s links, once there is one. */
  const linkTo = async (email: string) => {
    await expect.poll(() => linksTo(email).length, { timeout: 15_000 }).toBeGreaterThan(0);
    return linksTo(email).at(-1)!;
  };
  /** How many codes `email` was sent. */
  const codesTo = (email: string) => codeMails(email).length;
  /** The code sent after the `before` first ones, once it arrived. */
  const codeFor = async (email: string, before: number) => {
    await expect.poll(() => codesTo(email), { timeout: 15_000 }).toBe(before + 1);
    return CODE.exec(codeMails(email).at(-1)!.parsed.subject ?? '')![1];
  };
  /** Asks a code for `token`, then signs with the consent, the code and `name`: the signature's answer. */
  const signWith = async (token: string, email: string, name: string, headers: Record<string, string> = {}) => {
    const before = codesTo(email);
    expect((await inject({ method: 'POST', url: `/api/leases/${token}/code`, headers })).statusCode).toBe(200);
    const code = await codeFor(email, before);
    return inject({ method: 'POST', url: `/api/leases/${token}/sign`, headers, payload: { consent: true, code, name } });
  };
  /** `email` signs from the latest of their `links` links: its token. */
  const sign = async (email: string, name: string, links = 1) => {
    await expect.poll(() => linksTo(email).length, { timeout: 15_000 }).toBe(links);
    const token = linksTo(email).at(-1)!;
    const signed = await signWith(token, email, name);
    expect(signed.statusCode, signed.body).toBe(200);
    return token;
  };
  return { linksTo, linkTo, codesTo, codeFor, signWith, sign };
}

/** A lease of `pages` pages with every rider ticked, uploaded to the deal and sent, the landlord named: its id. */
export async function sentLease(inject: Inject, staff: Record<string, string>, dealId: number, landlord: string, pages = 2) {
  const body = leaseUpload(await leasePdf('LEASE-TEXT', pages), [], FULL_CHECKLIST);
  const up = await inject({
    method: 'POST',
    url: `/api/admin/deals/${dealId}/lease`,
    headers: { ...staff, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().lease.id as number;
  const sent = await inject({
    method: 'POST',
    url: `/api/admin/leases/${id}/send`,
    headers: staff,
    payload: { landlord: { name: 'Lee Owner', email: landlord } },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}

/** The deal's lease sent and signed in the product by its tenant, then the landlord: the deal is 'Lease signed'. */
export async function signedLease(
  inject: Inject,
  smtp: SmtpPeer,
  staff: Record<string, string>,
  dealId: number,
  tenant: { name: string; email: string },
  landlord: string,
) {
  await sentLease(inject, staff, dealId, landlord, 1);
  const signing = leaseSigning(inject, () => smtp);
  await signing.sign(tenant.email, tenant.name);
  await signing.sign(landlord, 'Lee Owner');
  await expect
    .poll(async () => (await inject({ method: 'GET', url: `/api/admin/deals/${dealId}`, headers: staff })).json().deal.stage)
    .toBe('lease-signed');
}
