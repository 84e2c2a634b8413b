import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDERS } from '../../src/shared/leases.ts';
import { ADMIN_DEALS_TEXT as DEALS } from '../../src/shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../src/shared/texts/deals.ts';
import { ADMIN_LEASES_TEXT as T } from '../../src/shared/texts/admin-leases.ts';
import { LEASES_TEXT as API } from '../../src/shared/texts/leases.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, screenshot, VIEWPORTS } from '../support/browser.ts';
import { dealAppFixture } from '../support/deal-app.ts';
import { dealBody, rentableListing } from '../api/deals-fixtures.ts';
import { LEASE_LINK, leasePdf, leaseSigning } from '../api/leases-fixtures.ts';
import { jpeg } from '../api/listings-fixtures.ts';

const app = dealAppFixture();
/** A signer signs from their e-mailed link through the API (the signer's own page has its own test). */
const { sign: signAs } = leaseSigning(
  (options) => app.server.inject(options),
  () => app.smtp,
);

/** A Pending deal of one tenant on a listing of its own. */
async function pendingDeal(tenant: { name: string; email: string }) {
  const listing = await rentableListing(app.server);
  const res = await app.server.inject({
    method: 'POST',
    url: '/api/admin/deals',
    headers: app.staff,
    payload: dealBody(listing.id, { tenants: [tenant] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().deal as { id: number };
}

const tick = (scope: ReturnType<Page['getByTestId']>, riders: readonly string[], state: string) =>
  riders.reduce(
    (done, rider) =>
      done.then(() =>
        scope
          .getByRole('radiogroup', { name: API.riders[rider as 'sprinkler'] })
          .getByRole('radio', { name: state })
          .check(),
      ),
    Promise.resolve(),
  );

describe.each(Object.entries(VIEWPORTS))('the agent has a lease signed from the deal at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await app.signedInPage(viewport));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('uploads the lease and a rider with the checklist, sends it, sees the signers, the chain and downloads the sealed PDF', async () => {
    const tenant = { name: `Rita ${name}`, email: `rita.${name}@example.com` };
    const landlord = `owner.${name}@example.com`;
    const deal = await pendingDeal(tenant);
    await page.goto(`/admin/deals?deal=${deal.id}`);
    const dialog = page.getByRole('dialog');
    const section = dialog.getByTestId('lease-section');
    await section.getByText(T.none).waitFor();
    const upload = section.getByTestId('lease-upload');

    // No file, then an image: refused with the API's words, nothing kept.
    await upload.getByRole('button', { name: T.upload }).click();
    await upload.getByRole('alert').getByText(API.fileRequired).waitFor();
    allowConsoleErrors(errors, ...failedLoad(415));
    await upload
      .getByLabel(T.leaseFile)
      .setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: await jpeg(200, 200) });
    await upload.getByRole('button', { name: T.upload }).click();
    await upload.getByRole('alert').getByText(API.notPdf).waitFor();

    // The lease and a rider, three riders ticked now.
    await upload
      .getByLabel(T.leaseFile)
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf('LEASE', 2) });
    await upload
      .getByLabel(T.riderFiles)
      .setInputFiles([{ name: 'lead-paint.pdf', mimeType: 'application/pdf', buffer: await leasePdf('LEAD', 1) }]);
    await tick(upload, ['lead-paint', 'window-guards', 'bedbug-history'], T.attached);
    await upload.getByRole('button', { name: T.upload }).click();
    const card = section.getByTestId('lease-card');
    await expect.poll(() => card.getAttribute('data-status')).toBe('draft');
    expect(await card.getByText(T.file('lease.pdf', 3)).count()).toBe(1);
    expect(await card.getByText(T.riderNames('lead-paint.pdf')).count()).toBe(1);
    expect(await section.getByTestId('lease-upload').count()).toBe(0);

    // Sending: the riders not ticked are named, then the landlord is asked for.
    const send = card.getByTestId('lease-send');
    expect(
      await send.getByRole('radiogroup', { name: API.riders['lead-paint'] }).getByRole('radio', { name: T.attached }).isChecked(),
    ).toBe(true);
    await send.getByRole('button', { name: T.send }).click();
    const missing = ['sprinkler', 'rent-stabilization-rider', 'tenants-rights-guide', 'good-cause-eviction'] as const;
    await send
      .getByRole('alert')
      .getByText(API.checklistIncomplete(missing.map((r) => API.riders[r]).join('; ')))
      .waitFor();
    await tick(send, ['sprinkler', 'rent-stabilization-rider', 'tenants-rights-guide'], T.notApplicable);
    await tick(send, ['good-cause-eviction'], T.attached);
    await send.getByRole('button', { name: T.send }).click();
    await send.getByText(API.landlordRequired).waitFor();
    await send.getByLabel(T.landlordName).fill('Lee Owner');
    await send.getByLabel(T.landlordEmail).fill(landlord);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(section, `admin-lease-draft-${name}`);
    await send.getByRole('button', { name: T.send }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(API.sent(1)).waitFor();
    await expect.poll(() => card.getAttribute('data-status')).toBe('out-for-signature');
    await expect
      .poll(() => card.getByTestId('signer-status').allTextContents())
      .toEqual([T.signerStatus.sent, T.signerStatus.waiting]);
    expect(await card.getByTestId('lease-chain').textContent()).toBe(T.chainIntact);

    // The tenant signs, then the landlord: Refresh shows the lease signed, the chain intact.
    await signAs(tenant.email, tenant.name);
    await section.getByRole('button', { name: T.refresh }).click();
    await expect
      .poll(() => card.getByTestId('signer-status').allTextContents())
      .toEqual([T.signerStatus.signed, T.signerStatus.sent]);
    await signAs(landlord, 'Lee Owner');
    await section.getByRole('button', { name: T.refresh }).click();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 20_000 }).toBe('signed');
    expect(await card.getByTestId('signer-status').allTextContents()).toEqual([T.signerStatus.signed, T.signerStatus.signed]);
    // The last signature moved the deal: the dialog's title and the board say 'Lease signed'.
    await dialog.getByRole('heading', { name: `${DEALS.editTitle} · ${DEAL_STAGE_LABELS['lease-signed']}` }).waitFor();
    await page.getByTestId('stage-lease-signed').getByText(tenant.name).waitFor({ state: 'attached' });
    expect(await card.getByTestId('lease-chain').textContent()).toBe(T.chainIntact);
    await card
      .getByTestId('lease-events')
      .getByText(/^\d+ events$/)
      .click();
    // Uploaded, a link sent to each, and for each a code, the consent and the signature; then completed.
    expect(await card.getByTestId('lease-event').count()).toBe(10);
    expect(await card.getByTestId('lease-event').first().textContent()).toContain(T.events.uploaded);
    expect(await card.getByTestId('lease-event').last().textContent()).toContain(T.events.completed);
    expect(await card.getByRole('button', { name: T.void }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(section, `admin-lease-signed-${name}`);
    await screenshot(page, `admin-lease-dialog-${name}`);

    // The sealed PDF: downloaded, and poppler finds its signature valid.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: T.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Signed lease .+\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfsig', [await file.path()]).toString()).toContain('Signature is Valid');
    await page.getByRole('region', { name: 'Notifications' }).getByText(T.downloaded).waitFor();
  }, 150_000);

  it('voids a lease out for signature: its link stops working and a corrected lease can be uploaded', async () => {
    const tenant = { name: `Ana ${name}`, email: `ana.${name}@example.com` };
    const deal = await pendingDeal(tenant);
    await page.goto(`/admin/deals?deal=${deal.id}`);
    const section = page.getByRole('dialog').getByTestId('lease-section');
    const upload = section.getByTestId('lease-upload');
    await upload
      .getByLabel(T.leaseFile)
      .setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf('LEASE', 1) });
    await tick(upload, RIDERS, T.notApplicable);
    await upload.getByRole('button', { name: T.upload }).click();
    const card = section.getByTestId('lease-card');
    await card.getByTestId('lease-send').getByLabel(T.landlordName).fill('Lee Owner');
    await card.getByTestId('lease-send').getByLabel(T.landlordEmail).fill(`owner2.${name}@example.com`);
    await card.getByRole('button', { name: T.send }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('out-for-signature');
    const [mail] = await app.smtp.waitForTo(tenant.email, 1);
    const link = LEASE_LINK.exec(mail.parsed.text ?? '')![1];

    await card.getByRole('button', { name: T.void }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.void }).click();
    await expect.poll(() => card.getAttribute('data-status')).toBe('voided');
    await page.getByRole('region', { name: 'Notifications' }).getByText(T.voided).waitFor();
    expect((await app.server.inject({ method: 'POST', url: `/api/leases/${link}/code` })).statusCode).toBe(410);
    // The voided lease stays with its evidence; a corrected one can be uploaded.
    await section.getByRole('heading', { name: T.uploadAgainHeading }).waitFor();
    expect(await card.getByTestId('lease-event').last().textContent()).toContain(T.events.voided);
    await screenshot(section, `admin-lease-voided-${name}`);
  }, 120_000);
});
