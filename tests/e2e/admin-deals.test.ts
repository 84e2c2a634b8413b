import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionStats, SourceFunnel } from '../../src/shared/deal-stats.schema.ts';
import type { DealDto } from '../../src/shared/deals.ts';
import { formatDollars } from '../../src/shared/words/money.ts';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { ADMIN_DEALS_TEXT as T } from '../../src/shared/texts/admin-deals.ts';
import { DEALS_TEXT as RULES } from '../../src/shared/texts/deals.ts';
import { applicationOf, outsideDealBody } from '../api/deals-fixtures.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  token = await adminToken(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const api = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await server.inject({ method, url, headers: staff, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
};

describe.each(Object.entries(VIEWPORTS))('the agent works the deals at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let applicationId: number;

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
    await signInContext(context, token);
    const street = name === 'desktop' ? '88 Greenwich Street, New York, NY 10006' : '50 West 34th Street, New York, NY 10001';
    const listing = await createListing(server, staff, {
      address: street,
      neighborhood: name === 'desktop' ? '12C' : '3A',
      price: 3650,
    });
    applicationId = await applicationOf(server, listing.id, 'approved');
    // The applicant had written from the listing's page first: the funnel follows her to the lease.
    await api('POST', '/api/inquiries', {
      name: `Rita ${name}`,
      email: `rita.${name}@example.com`,
      message: 'Is it still available?',
      inquiryType: 'general',
    });
    await server.app.database.db
      .updateTable('application_people')
      .set({ name: `Rita ${name}`, email: `rita.${name}@example.com` })
      .where('application_id', '=', applicationId)
      .where('role', '=', 'applicant')
      .execute();
    // The tenant pays the broker she hired: an apartment the agent does not list (FARE Act, decision 082).
    await api<{ deal: DealDto }>(
      'POST',
      '/api/admin/deals',
      outsideDealBody({
        address: '145 East 29th Street, New York, NY 10016',
        unit: `9${name[0]}`,
        tenants: [{ name: `Tess ${name}`, email: `tess.${name}@example.com` }],
        leaseStart: '2027-02-01',
        feePaidBy: 'tenant',
        fee: 3650,
        tenantAgreementOn: '2026-11-02',
        firstShowingOn: '2026-11-03',
      }),
    );
  });
  afterAll(() => context?.close());
  const rita = `Rita ${name} & Sam Lee`;

  const card = (text: string) => page.getByTestId('deal-card').filter({ hasText: text });
  const column = (stage: string) => page.getByTestId(`stage-${stage}`);

  /** Opens a card's stage menu from the keyboard and chooses `item`, moving with the arrow keys only. */
  async function moveByKeyboard(text: string, item: string) {
    const button = card(text).getByRole('button', { name: T.moveLabel(text) });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: T.moveLabel(text) });
    await menu.waitFor();
    const items = menu.getByRole('menuitem');
    const labels = await items.allInnerTexts();
    const target = labels.indexOf(item);
    expect(target, labels.join(' | ')).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(item);
    await page.keyboard.press('Enter');
  }

  it('starts a deal from the approved application, with the rules inline, and moves it to Paid from the keyboard', async () => {
    await page.goto(`/admin/deals?from-application=${applicationId}`);
    const dialog = page.getByRole('dialog', { name: T.newTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(T.fromApplication(rita));
    expect(await dialog.getByLabel(T.tenantName(1)).inputValue()).toBe(`Rita ${name}`);
    expect(await dialog.getByLabel(T.tenantName(2)).inputValue()).toBe('Sam Lee');
    expect(await dialog.getByLabel(T.tenantName(3)).count()).toBe(0); // the guarantor is not a tenant
    expect(page.url()).not.toContain('from-application');

    await dialog.getByLabel(T.leaseStart).fill('2026-12-01');
    await dialog.getByLabel(T.rentLabel).fill('3650');
    await dialog.getByLabel(T.deposit).fill('4000');
    await dialog.getByLabel(T.commissionLabel).fill(name === 'desktop' ? '4380' : '2190.50');
    await dialog.getByRole('button', { name: T.create }).click();
    await dialog.getByText(RULES.depositOverRent).waitFor();
    expect(await dialog.getByLabel(T.deposit).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-deal-form-${name}`);

    await dialog.getByLabel(T.deposit).fill('3650');
    await dialog.getByRole('button', { name: T.create }).click();
    await dialog.waitFor({ state: 'hidden' });
    const ritaCard = card(rita);
    await column('pending').getByTestId('deal-card').filter({ hasText: rita }).waitFor();
    expect(await ritaCard.innerText()).toContain('$3,650/mo');
    expect(await ritaCard.getByTestId('days-in-stage').innerText()).toBe(T.daysInStage(0));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-deals-board-${name}`);

    await moveByKeyboard(rita, T.moveTo('Lease signed'));
    await page.getByText(T.moved('Lease signed')).waitFor();
    await column('lease-signed').getByTestId('deal-card').filter({ hasText: rita }).waitFor();
    // The focus stays on the card's menu button, ready for the next move.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(T.moveLabel(rita));

    await moveByKeyboard(rita, T.moveTo('Paid'));
    await column('paid').getByTestId('deal-card').filter({ hasText: rita }).waitFor();
    expect(await column('pending').getByTestId('deal-card').filter({ hasText: rita }).count()).toBe(0);

    // The card opens the deal's form; a change is saved.
    await card(rita)
      .getByRole('button', { name: T.open(rita) })
      .click();
    const edit = page.getByRole('dialog', { name: `${T.editTitle} · Paid` });
    await edit.waitFor();
    expect(await edit.getByLabel(T.commissionLabel).inputValue()).toBe(name === 'desktop' ? '4380' : '2190.5');
    await edit.getByLabel(T.notes).fill('Keys handed over at the management office');
    await edit.getByRole('button', { name: T.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText(T.saved).waitFor();
  });

  it("shows the server's refusal in a toast, and Fell through asks the reason", async () => {
    allowConsoleErrors(errors, ...failedLoad(400, 500));
    // The board's first reading fails once: the failure says so and Retry reads it again.
    await page.route(
      (url) => url.pathname === '/api/admin/deals' && url.searchParams.get('stage') === 'pending',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    await page.goto('/admin/deals');
    await page.getByText(T.loadFailed).waitFor();
    await page.getByRole('button', { name: T.retry }).click();
    const tess = card(`Tess ${name}`);
    await tess.waitFor();
    expect(await tess.innerText()).toContain(T.disclosureMissing);
    await tess.getByRole('button', { name: `${T.sendDisclosure} (Tess ${name})` }).click();
    await page.getByText(RULES.disclosureSent(1)).waitFor();
    await tess.getByText(T.disclosureAwaiting).waitFor();
    await moveByKeyboard(`Tess ${name}`, T.moveTo('Lease signed'));
    await page.getByRole('region', { name: 'Notifications' }).getByText(RULES.leaseSignedNeedsDisclosure).waitFor();
    expect(
      await column('pending')
        .getByTestId('deal-card')
        .filter({ hasText: `Tess ${name}` })
        .count(),
    ).toBe(1);

    await moveByKeyboard(`Tess ${name}`, T.moveTo('Fell through'));
    const ask = page.getByRole('dialog', { name: T.fellThroughTitle });
    await ask.waitFor();
    await ask.getByRole('button', { name: T.confirmFellThrough }).click();
    await ask.getByText(T.reasonRequired).waitFor();
    await ask.getByLabel(T.reasonLabel).fill('The landlord chose another applicant');
    await ask.getByRole('button', { name: T.confirmFellThrough }).click();
    await ask.waitFor({ state: 'hidden' });
    const gone = column('fell-through')
      .getByTestId('deal-card')
      .filter({ hasText: `Tess ${name}` });
    await gone.waitFor();
    expect(await gone.innerText()).toContain(T.reason('The landlord chose another applicant'));

    if (name === 'desktop') {
      // On a wide screen a card is dragged too: back from Fell through to Pending.
      await gone.dragTo(column('pending'));
      await page.getByText(T.moved('Pending')).waitFor();
      await column('pending')
        .getByTestId('deal-card')
        .filter({ hasText: `Tess ${name}` })
        .waitFor();
    }

    await screenshot(page, `admin-deals-board-moved-${name}`);

    // Export CSV: the board's deals as a file, its rows counted in a toast.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^deals-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(T.csvColumns.join(','));
    expect(csv).toContain(`Tess ${name}`);
    expect(csv).toContain(`Rita ${name}; Sam Lee`);
    await page.getByText(/^\d+ deals exported$/).waitFor();

    // The filters: Paid only, then a month with no lease starting.
    await page.getByLabel(T.stageFilter, { exact: true }).selectOption('paid');
    await page.waitForURL(/stage=paid/);
    await card(rita).waitFor();
    // The board may still show the unfiltered list for a moment after the address changed: poll for the filtered one.
    await expect.poll(() => page.getByTestId('stage-pending').count()).toBe(0);
    await page.getByLabel(T.monthFilter, { exact: true }).selectOption({ index: 1 });
    await page.getByText(T.emptyFiltered).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the commission paid this month and year, the expected, the 12-month chart and the funnel by source', async () => {
    // A signed lease that ends in 30 days: 'Leases ending soon' lists it.
    const now = new Date().toISOString();
    const leaseEnd = newYorkDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
    await server.app.database.db
      .insertInto('deals')
      .values({
        listing_id: null,
        listing_address: '145 East 29th Street, New York, NY 10016',
        listing_apartment: '6F',
        application_id: null,
        tenants: JSON.stringify([{ name: `Ending ${name}`, email: `ending-${name}@example.com` }]),
        lease_start: '2026-01-01',
        term_months: 12,
        lease_end: leaseEnd,
        rent_cents: 300000,
        deposit_cents: 300000,
        fee_cents: 0,
        fee_paid_by: 'landlord',
        tenant_agreement_on: null,
        commission_cents: 0,
        co_broke_split: null,
        expected_pay_on: null,
        notes: '',
        stage: 'lease-signed',
        stage_changed_at: now,
        fell_through_reason: null,
        lease_signed_at: now,
        paid_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await page.goto('/admin/dashboard');
    const ending = page.getByTestId('lease-ending').filter({ hasText: `Ending ${name}` });
    await ending.waitFor();
    expect(await ending.innerText()).toContain('145 East 29th Street, New York, NY 10016, Apt 6F');
    expect(await ending.innerText()).toMatch(/Ends \d{4}-\d{2}-\d{2} · in (29|30|31) days/);
    const { commission } = await api<{ commission: CommissionStats }>('GET', '/api/admin/deals/stats');
    const { funnel } = await api<{ funnel: SourceFunnel }>('GET', '/api/insights/funnel');
    // This viewport's deal is in this month's figures (the other viewport may have added its own).
    expect(commission.paidThisMonth).toBeGreaterThanOrEqual(name === 'desktop' ? 4380 : 2190.5);
    const panel = page.getByTestId('commission');
    await panel.getByTestId('paid-this-month').waitFor();
    expect(await panel.getByTestId('paid-this-month').innerText()).toBe(formatDollars(commission.paidThisMonth));
    expect(await panel.getByTestId('paid-this-year').innerText()).toBe(formatDollars(commission.paidThisYear));
    expect(await panel.getByTestId('expected-commission').innerText()).toBe(formatDollars(commission.expected));
    const bars = panel.getByTestId('commission-bar');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(12);
    expect(await bars.last().getAttribute('data-paid')).toBe(String(commission.paidThisMonth));
    await panel.getByText(T.showTable).click();
    const lastRow = panel.getByTestId('commission-table').locator('tbody tr').last();
    expect(await lastRow.innerText()).toContain(formatDollars(commission.paidThisMonth));

    const contact = funnel.sources.find((s) => s.source === 'Contact form')!;
    expect(contact.leases).toBeGreaterThanOrEqual(1);
    if (name === 'desktop') {
      const row = page.getByTestId('source-funnel-row').filter({ hasText: 'Contact form' });
      await row.waitFor();
      expect(await row.getByTestId('funnel-count').allInnerTexts()).toEqual(
        [contact.leads, contact.viewings, contact.applications, contact.leases].map(String),
      );
    } else {
      // On a phone each source is one line of words instead of a table's columns.
      const item = page.getByTestId('source-funnel-list').locator('li').filter({ hasText: 'Contact form' });
      await item.waitFor();
      expect(await item.innerText()).toContain(
        T.funnelSteps(contact.leads, contact.viewings, contact.applications, contact.leases),
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(panel, `admin-dashboard-commission-${name}`);
    await screenshot(page, `admin-dashboard-with-deals-${name}`);
    await screenshot(page.getByTestId('source-funnel'), `admin-dashboard-funnel-${name}`);
  });
});
