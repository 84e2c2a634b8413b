import { execFileSync } from 'node:child_process';
import { DateTime } from 'luxon';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { ADMIN_LEASES_TEXT as L } from '../../src/shared/texts/admin-leases.ts';
import { ADMIN_MOVES_TEXT as T, DOCUMENT_CARD_TEXT as CARD } from '../../src/shared/texts/admin-moves.ts';
import { LEASES_TEXT as API } from '../../src/shared/texts/leases.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, screenshot, VIEWPORTS } from '../support/browser.ts';
import { dealAppFixture } from '../support/deal-app.ts';
import { dealBody, rentableListing } from '../api/deals-fixtures.ts';
import { leasePdf, leaseSigning, signedLease } from '../api/leases-fixtures.ts';
import { jpeg } from '../api/listings-fixtures.ts';

const app = dealAppFixture();
/** The signer signs from their latest e-mailed link (the `links`-th) through the API; the signer's page has its own test. */
const { sign: signAs } = leaseSigning(
  (options) => app.server.inject(options),
  () => app.smtp,
);

/**
 * A deal whose 12-month lease ended three days ago (New York), signed in the product by its tenant and
 * the landlord: 'Lease signed', its deposit $3,650.
 */
async function endedDeal(tenant: { name: string; email: string }, landlord: string) {
  const today = DateTime.fromISO(newYorkDate(new Date()), { zone: 'utc' });
  const leaseStart = today.minus({ days: 2 }).minus({ months: 12 }).toISODate()!;
  const listing = await rentableListing(app.server);
  const made = await app.server.inject({
    method: 'POST',
    url: '/api/admin/deals',
    headers: app.staff,
    payload: dealBody(listing.id, { tenants: [tenant], leaseStart, termMonths: 12 }),
  });
  expect(made.statusCode, made.body).toBe(201);
  const deal = made.json().deal as { id: number; leaseEnd: string; leaseStart: string };
  await signedLease((options) => app.server.inject(options), app.smtp, app.staff, deal.id, tenant, landlord);
  return deal;
}

/** 'Dec 14, 2026' of '2026-12-14', as the back-office writes a New York day. */
const dayLabel = (day: string) => DateTime.fromISO(day, { zone: 'utc' }).setLocale('en-US').toFormat('LLL d, yyyy');

const notice = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text).first().waitFor();

describe.each(Object.entries(VIEWPORTS))('move-in and move-out from the deal and the dashboard at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await app.signedInPage(viewport));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('writes the condition report room by room with photos, sends it to the tenant then the landlord, and downloads it sealed', async () => {
    const tenant = { name: `Nora ${name}`, email: `nora.${name}@example.com` };
    const landlord = `owner.in.${name}@example.com`;
    const deal = await endedDeal(tenant, landlord);
    await page.goto(`/admin/deals?deal=${deal.id}`);
    const section = page.getByRole('dialog').getByTestId('move-in-section');
    await section.getByText(T.moveInNone).waitFor();
    await section.getByRole('button', { name: T.startReport }).click();
    const form = section.getByTestId('condition-report-form');

    // Nothing filled in: each refusal under its own field.
    await form.getByRole('button', { name: T.writeReport }).click();
    await form.getByText(T.roomNameRequired).waitFor();
    await form.getByText(T.conditionRequired).waitFor();

    // The first room: its name, condition, notes, and a photo from the phone's camera.
    const rooms = form.getByTestId('report-room');
    const living = rooms.nth(0);
    await living.getByLabel(T.roomName).fill('Living room');
    await living.getByRole('radio', { name: API.conditions.good }).check();
    await living.getByLabel(T.roomNotes).fill('Scuff on the north wall by the window.');
    const camera = living.getByLabel(T.takePhoto);
    expect(await camera.getAttribute('capture')).toBe('environment');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1600, 1200, '#55aa33') });
    await living.getByRole('img', { name: T.photoAlt('Living room', 1) }).waitFor();
    expect(await form.getByText(T.roomNameRequired).count()).toBe(0);

    // A second room: two photos from the library, one removed; a file that is not an image refused there.
    await form.getByRole('button', { name: T.addRoom }).click();
    const kitchen = rooms.nth(1);
    await kitchen.getByLabel(T.roomName).fill('Kitchen');
    await kitchen.getByRole('radio', { name: API.conditions.fair }).check();
    await kitchen.getByLabel(T.roomNotes).fill('Oven door hinge loose; one cracked floor tile.');
    const library = kitchen.getByLabel(T.addPhotos);
    expect(await library.getAttribute('multiple')).not.toBeNull();
    await library.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await leasePdf('X', 1) });
    await kitchen.getByRole('alert').getByText(API.photoNotImage).waitFor();
    await library.setInputFiles([
      { name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 900, '#3355aa') },
      { name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await jpeg(1200, 900, '#aa3355') },
    ]);
    await kitchen.getByRole('img', { name: T.photoAlt('Kitchen', 2) }).waitFor();
    await kitchen.getByRole('button', { name: T.removePhoto('Kitchen', 2) }).click();
    await expect.poll(() => kitchen.getByRole('img').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(section, `admin-move-in-form-${name}`);

    // Written: a draft on the lease's card, the landlord of the lease proposed; sent to the tenant first.
    await form.getByRole('button', { name: T.writeReport }).click();
    const card = section.getByTestId('lease-card');
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 30_000 }).toBe('draft');
    expect(await card.getAttribute('data-kind')).toBe('move-in');
    expect(await card.getByTestId('report-summary').textContent()).toContain(T.reportSummary(2, 2));
    const send = card.getByTestId('lease-send');
    expect(await send.getByLabel(L.landlordEmail).inputValue()).toBe(landlord);
    expect(await send.getByTestId('rider-checklist').count()).toBe(0);
    await send.getByRole('button', { name: L.send }).click();
    await notice(page, CARD['move-in'].sent(1));
    await expect
      .poll(() => card.getByTestId('signer-status').allTextContents())
      .toEqual([L.signerStatus.sent, L.signerStatus.waiting]);

    // The tenant signs, then the landlord; Refresh shows it signed and its chain intact.
    await signAs(tenant.email, tenant.name, 2);
    await signAs(landlord, 'Lee Owner', 2);
    await section.getByRole('button', { name: L.refresh }).click();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 20_000 }).toBe('signed');
    expect(await card.getByTestId('signer-status').allTextContents()).toEqual([L.signerStatus.signed, L.signerStatus.signed]);
    expect(await card.getByTestId('lease-chain').textContent()).toBe(L.chainIntact);
    expect(await section.getByRole('button', { name: T.startReport }).count()).toBe(0);
    // The lease's own section still shows the lease, not the report.
    expect(await page.getByTestId('lease-section').getByTestId('lease-card').getAttribute('data-kind')).toBe('lease');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(section, `admin-move-in-signed-${name}`);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: L.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Signed move-in condition report .+\.pdf$/);
    expect(execFileSync('pdfsig', [await file.path()]).toString()).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', [await file.path(), '-']).toString();
    expect(text).toContain('1. Living room: Good');
    expect(text).toContain('Kitchen: photo 1 of 1');
    await notice(page, CARD['move-in'].downloaded);
  }, 180_000);

  it('finds the deadline on the dashboard, writes the statement with two deductions and its live balance, has the landlord sign it and downloads it', async () => {
    const tenant = { name: `Omar ${name}`, email: `omar.${name}@example.com` };
    const landlord = `owner.out.${name}@example.com`;
    const deal = await endedDeal(tenant, landlord);
    const deadline = DateTime.fromISO(deal.leaseEnd, { zone: 'utc' }).plus({ days: 14 }).toISODate()!;
    const daysLeft = Math.round(
      DateTime.fromISO(deadline, { zone: 'utc' }).diff(DateTime.fromISO(newYorkDate(new Date()), { zone: 'utc' }), 'days').days,
    );

    // The card's failure and its empty state (the API's answer replaced in the browser).
    const card = page.getByRole('region', { name: T.deadlinesTitle });
    allowConsoleErrors(errors, ...failedLoad(500));
    await page.route('**/api/admin/deposit-deadlines', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Internal Server Error' } }),
    );
    await page.goto('/admin/dashboard');
    await card.getByRole('alert').getByText(T.deadlinesFailed).waitFor();
    await page.unroute('**/api/admin/deposit-deadlines');
    await page.route('**/api/admin/deposit-deadlines', (route) => route.fulfill({ json: { success: true, deadlines: [] } }));
    await page.goto('/admin/dashboard');
    await card.getByText(T.deadlinesEmpty).waitFor();
    await page.unroute('**/api/admin/deposit-deadlines');

    // The dashboard's card: the deal, the deadline (lease end + 14 New York days) and the days left.
    await page.goto('/admin/dashboard');
    const due = card.getByTestId('deposit-deadline').filter({ hasText: tenant.name });
    await due.waitFor();
    expect(await due.textContent()).toContain(T.deadlineOn(dayLabel(deadline), daysLeft));
    expect(await due.textContent()).toContain(T.leaseEnded(dayLabel(deal.leaseEnd)));
    expect(await due.textContent()).toContain(T.statementStates.none);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await due.scrollIntoViewIfNeeded();
    await screenshot(card, `admin-deposit-deadlines-${name}`);
    await due.getByRole('link').click();
    await page.waitForURL(`**/admin/deals?deal=${deal.id}`);

    const section = page.getByRole('dialog').getByTestId('deposit-section');
    await section.getByRole('button', { name: T.startStatement }).click();
    const form = section.getByTestId('deposit-statement-form');
    // The move-out day proposed is the lease's last day; its deadline under it.
    expect(await form.getByLabel(T.movedOutOn).inputValue()).toBe(deal.leaseEnd);
    await form.getByText(T.movedOutHint(dayLabel(deadline))).waitFor();
    expect(await form.getByLabel(T.depositHeld).inputValue()).toBe('3650');
    expect(await form.getByTestId('statement-balance').textContent()).toBe('$3,650');

    // A day before the lease started is refused on the move-out day.
    const dayBefore = DateTime.fromISO(deal.leaseStart, { zone: 'utc' }).minus({ days: 1 }).toISODate()!;
    await form.getByLabel(T.movedOutOn).fill(dayBefore);
    await form.getByRole('button', { name: T.writeStatement }).click();
    await form.getByText(API.moveOutBeforeStart).waitFor();
    await form.getByLabel(T.movedOutOn).fill(deal.leaseEnd);

    // Two deductions: the balance follows each amount; more than the deposit is refused at once.
    await form.getByRole('button', { name: T.addDeduction }).click();
    const deductions = form.getByTestId('deduction');
    await deductions.nth(0).getByLabel(T.deductionKind).selectOption('damage');
    await deductions.nth(0).getByLabel(T.deductionReason).fill('Cracked bathroom sink replaced (invoice 5521).');
    await deductions.nth(0).getByLabel(T.deductionAmount).fill('4000');
    await form.getByRole('alert').getByText(API.deductionsOverDeposit).waitFor();
    expect(await form.getByTestId('statement-balance').textContent()).toBe('-$350');
    await deductions.nth(0).getByLabel(T.deductionAmount).fill('420.50');
    await expect.poll(() => form.getByText(API.deductionsOverDeposit).count()).toBe(0);
    await form.getByRole('button', { name: T.addDeduction }).click();
    await form.getByRole('button', { name: T.writeStatement }).click();
    await deductions.nth(1).getByText(T.kindRequired).waitFor();
    await deductions.nth(1).getByText(T.reasonRequired).waitFor();
    await deductions.nth(1).getByLabel(T.deductionKind).selectOption('unpaid-rent');
    await deductions.nth(1).getByLabel(T.deductionReason).fill('Rent of the last 5 days unpaid.');
    await deductions.nth(1).getByLabel(T.deductionAmount).fill('600');
    expect(await form.getByTestId('statement-kept').textContent()).toBe('$1,020.50');
    expect(await form.getByTestId('statement-balance').textContent()).toBe('$2,629.50');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(section, `admin-deposit-form-${name}`);

    // Written, then sent to the landlord alone, who signs; the sealed statement downloads.
    await form.getByRole('button', { name: T.writeStatement }).click();
    const doc = section.getByTestId('lease-card');
    await expect.poll(() => doc.getAttribute('data-status')).toBe('draft');
    await notice(page, API.statementWritten);
    expect(await doc.getByTestId('statement-summary').textContent()).toContain(
      T.statementSummary(dayLabel(deal.leaseEnd), '$1,020.50', '$2,629.50'),
    );
    await doc.getByTestId('lease-send').getByRole('button', { name: L.send }).click();
    await notice(page, CARD['deposit-statement'].sent());
    await expect.poll(() => doc.getByTestId('signer-status').allTextContents()).toEqual([L.signerStatus.sent]);
    await signAs(landlord, 'Lee Owner', 2);
    await section.getByRole('button', { name: L.refresh }).click();
    await expect.poll(() => doc.getAttribute('data-status'), { timeout: 20_000 }).toBe('signed');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(section, `admin-deposit-signed-${name}`);
    await screenshot(page, `admin-move-dialog-${name}`);
    const download = page.waitForEvent('download');
    await doc.getByRole('button', { name: L.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Signed deposit statement .+\.pdf$/);
    expect(execFileSync('pdfsig', [await file.path()]).toString()).toContain('Signature is Valid');
    const text = execFileSync('pdftotext', [await file.path(), '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Balance returned to the tenant: $2,629.50');

    // The statement signed, the deal leaves the card.
    await page.goto('/admin/dashboard');
    const after = page.getByRole('region', { name: T.deadlinesTitle });
    await expect
      .poll(async () =>
        (await after.textContent())?.includes(T.deadlinesLoading)
          ? 'loading'
          : after.getByTestId('deposit-deadline').filter({ hasText: tenant.name }).count(),
      )
      .toBe(0);
  }, 180_000);
});
