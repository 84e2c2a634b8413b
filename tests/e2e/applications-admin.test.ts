import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../src/shared/texts/admin-applications.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { pdfFile, uploadDocument } from '../api/application-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let token: string;
let first: ListingDto;
let second: ListingDto;

const PART = {
  feesAcknowledged: true,
  phone: '917 555 0100',
  currentAddress: '1 Main St, Bronx, NY',
  moveInDate: '2027-01-01',
  otherIncome: [{ source: 'CityFHEPS', amount: 30000 }],
};

/** Starts an application through the public API and answers its private link's token (read from the outbox). */
async function start(listing: ListingDto, name: string, email: string): Promise<string> {
  const res = await server.inject({ method: 'POST', url: '/api/applications', payload: { agencyAcknowledged: true, listingId: listing.id, name, email } });
  expect(res.statusCode, res.body).toBe(201);
  const mail = (await outboxMails(server, { kind: 'application-link', recipient: email })).at(-1)!;
  return /\/apply\/([A-Za-z0-9_-]{22})/.exec(mail.text)![1];
}

/** A submitted application: the part saved, photo ID, two bank statements and the voucher letter uploaded. */
async function submitted(listing: ListingDto, name: string, email: string) {
  const link = await start(listing, name, email);
  expect((await server.inject({ method: 'PUT', url: `/api/applications/${link}`, payload: PART })).statusCode).toBe(200);
  for (const kind of ['photo_id', 'bank_statement', 'bank_statement', 'voucher_letter']) {
    const res = await uploadDocument(server, link, kind, pdfFile(`${kind}-${email}`));
    expect(res.statusCode, res.body).toBe(201);
  }
  const res = await server.inject({ method: 'POST', url: `/api/applications/${link}/submit` });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  token = await adminToken(server);
  first = await createListing(server, staff, { address: '88 Greenwich Street, New York, NY 10006', neighborhood: '12C' });
  second = await createListing(server, staff, { address: '50 West 34th Street, New York, NY 10001', neighborhood: '3A' });
  await submitted(first, 'Riley Renter', 'riley@example.com');
  await start(second, 'Sam Started', 'sam@example.com');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(Object.entries(VIEWPORTS))('the agent reads the applications at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
    await signInContext(context, token);
  });
  afterAll(() => context?.close());

  it('lists them with the listing, the date, what is missing and the status; filters by status and listing; the sidebar counts new ones', async () => {
    await page.goto('/admin/applications');
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    await page.getByTestId('application').first().waitFor();
    const rows = page.getByTestId('application');
    expect(await rows.count()).toBe(2);
    // The sidebar's count is asked for apart from the list: polled.
    if (name === 'desktop') await expect.poll(() => page.getByTestId('new-applications-count').innerText()).toMatch(/^,?\s*1\s*new$/);

    const riley = rows.filter({ hasText: 'Riley Renter' });
    expect(await riley.innerText()).toContain('88 Greenwich Street, New York, NY 10006, Apt 12C');
    expect(await riley.getByTestId('application-status').innerText()).toBe('Submitted');
    expect(await riley.innerText()).toContain(T.complete);
    expect(await riley.innerText()).toMatch(/\d{4}-\d{2}-\d{2}/);

    const sam = rows.filter({ hasText: 'Sam Started' });
    expect(await sam.getByTestId('application-status').innerText()).toBe('Started');
    expect(await sam.innerText()).toContain(T.notSubmitted);
    await sam.getByText(/items? missing/).click();
    await expect.poll(() => sam.innerText()).toContain('Sam Started: ');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-applications-${name}`);

    await page.getByLabel(T.statusFilter).selectOption('submitted');
    await page.waitForURL(/status=submitted/);
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Riley Renter')]);

    await page.getByLabel(T.statusFilter).selectOption('');
    await page.getByLabel(T.listingFilter).selectOption(String(second.id));
    await page.waitForURL(new RegExp(`listing=${second.id}`));
    // Both rows (the status choice alone), the loading state (no rows) and the answer (Sam's row alone) may each
    // be on screen for a moment: wait for the answer, the one state with Sam's row alone.
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Sam Started')]);

    await page.getByLabel(T.statusFilter).selectOption('approved');
    await page.getByText(T.emptyFiltered).waitFor();
    expect(await rows.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-applications-empty-${name}`);
  });

  it('shows the load failure with Retry when the list cannot be read', async () => {
    // The list's own request fails once (the sidebar's count, limit=1, is left alone).
    await page.route(
      (url) => url.pathname === '/api/admin/applications' && url.searchParams.get('limit') === '20',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    allowConsoleErrors(errors, ...failedLoad(500));
    await page.goto('/admin/applications');
    await page.getByText(T.loadFailed).waitFor();
    await page.getByRole('button', { name: T.retry }).click();
    await page.getByTestId('application').first().waitFor();
    expect(await page.getByTestId('application').count()).toBe(2);
  });
});
