import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SUBSCRIBERS_TEXT as T } from '../../src/shared/texts/admin-subscribers.ts';
import { NEWSLETTER_ADMIN_TEXT } from '../../src/shared/texts/newsletter.ts';
import { SUBSCRIBERS_TEXT } from '../../src/shared/texts/subscribers.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

/**
 * The back-office Newsletter Subscribers page (docs/product.md §2, §4, §8, §9): server-side search, sort and paging
 * kept in the URL, single and bulk delete with their confirmations and messages, Export's CSV download, empty
 * and failure states, at 1280 and 390 px, in Chromium against the production build.
 */
describe('admin subscribers', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  // 23 subscribers, one a day from 2025-01-01; e-mails start with distinct letters in an order unlike the dates.
  const COUNT = 23;
  const SEED = Array.from({ length: COUNT }, (_, i) => ({
    email: `${String.fromCharCode(97 + ((i * 7) % COUNT))}-reader${i}@example.com`,
    name: i === 3 ? 'Zelda Quinn' : `Reader ${i}`,
    status: i % 6 === 5 ? 'unsubscribed' : 'active',
    created_at: new Date(Date.UTC(2025, 0, 1 + i, 15, 30)).toISOString(),
  }));
  const byDateDesc = [...SEED].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((s) => s.email);
  const byEmail = SEED.map((s) => s.email).sort();

  beforeAll(async () => {
    server = await startServer();
    await server.app.database.db
      .insertInto('subscribers')
      .values(SEED.map((s) => ({ ...s, updated_at: s.created_at })))
      .execute();
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path = '/admin/subscribers', viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(path);
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }

  const emails = (page: Page) => page.getByTestId('subscriber-email').allTextContents();
  const rows = (page: Page) => page.getByTestId('subscriber-row');
  const row = (page: Page, email: string) => rows(page).filter({ hasText: email });
  const showing = (page: Page) => page.getByTestId('showing').textContent();
  const toast = (page: Page, kind: 'success' | 'error' | 'info') =>
    page.getByRole('region', { name: 'Notifications' }).locator(`[data-kind="${kind}"]`);
  const pages = async (page: Page) =>
    (await page.getByRole('navigation', { name: T.paginationLabel }).locator('li').allTextContents()).map((t) => t.trim());
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  async function apiTotal(): Promise<number> {
    const res = await fetch(`${server.url}/api/subscribers?limit=100`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { totalSubscribers: number }).totalSubscribers;
  }

  it('lists 10 subscribers, newest first: Email, Status, Subscribed Date (YYYY-MM-DD), Actions, and the page numbers', async () => {
    const { page, context } = await open();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    for (const name of [T.email, T.status, T.subscribedDate, T.actions])
      expect(await page.getByRole('columnheader', { name, exact: true }).count(), name).toBe(1);
    expect(await page.getByRole('columnheader', { name: T.subscribedDate }).getAttribute('aria-sort')).toBe('descending');
    const newest = row(page, byDateDesc[0]);
    expect(await newest.getByTestId('subscriber-date').textContent()).toBe('2025-01-23');
    expect(await newest.getByTestId('subscriber-status').textContent()).toBe('Active');
    expect(await row(page, SEED[17].email).getByTestId('subscriber-status').textContent()).toBe('Unsubscribed');
    await newest.getByRole('button', { name: `${T.delete} ${byDateDesc[0]}` }).waitFor();
    expect(await showing(page)).toBe('Showing 1-10 of 23 subscribers');
    expect(await pages(page)).toEqual(['1', '2', '3']);
    expect(await page.getByRole('option').allTextContents()).toEqual([T.bulkPlaceholder, T.delete, T.export]);
    expect(await page.title()).toContain(T.title);

    await screenshot(page, 'admin-subscribers-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await context.close();
  });

  it('sorts by a column on the server, in the URL; changing the sort goes back to page 1 and clears the selection', async () => {
    const { page, context } = await open('/admin/subscribers?page=2');
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(10, 20));
    await page.getByRole('checkbox', { name: T.select(byDateDesc[10]) }).check();
    await page.getByText(T.selected(1)).waitFor();

    await page.getByRole('button', { name: T.email, exact: true }).click();
    await page.waitForURL((url) => url.search === '?sort=email&order=asc');
    await expect.poll(() => emails(page)).toEqual(byEmail.slice(0, 10));
    expect(await page.getByText(T.selected(1)).count()).toBe(0);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await showing(page)).toBe('Showing 1-10 of 23 subscribers');

    await page.getByRole('button', { name: T.email, exact: true }).click();
    await page.waitForURL((url) => url.search === '?sort=email&order=desc');
    await expect.poll(() => emails(page)).toEqual([...byEmail].reverse().slice(0, 10));

    await page.getByRole('button', { name: T.status, exact: true }).click();
    await page.waitForURL((url) => url.search === '?sort=status&order=asc');
    await expect
      .poll(async () => (await page.getByTestId('subscriber-status').allTextContents()).every((s) => s === 'Active'))
      .toBe(true);

    // Reload keeps the state.
    await page.reload();
    await page.getByRole('columnheader', { name: T.status }).and(page.locator('[aria-sort="ascending"]')).waitFor();
    await context.close();
  });

  it('pages with Previous, Next and the numbers: Showing 11-20 and 21-23 of 23', async () => {
    const { page, context } = await open();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL('**/admin/subscribers?page=2');
    await expect.poll(() => showing(page)).toBe('Showing 11-20 of 23 subscribers');
    expect(await emails(page)).toEqual(byDateDesc.slice(10, 20));
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 21-23 of 23 subscribers');
    expect(await emails(page)).toEqual(byDateDesc.slice(20));
    expect(await page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 11-20 of 23 subscribers');

    // A page past the end shows the last page.
    await page.goto('/admin/subscribers?page=9');
    await expect.poll(() => showing(page)).toBe('Showing 21-23 of 23 subscribers');
    await context.close();
  });

  it('searches e-mail and name on the server (case-insensitive), from page 1, and shows No subscribers found', async () => {
    const { page, context } = await open('/admin/subscribers?page=2');
    await expect.poll(() => showing(page)).toBe('Showing 11-20 of 23 subscribers');
    const search = page.getByRole('searchbox', { name: T.searchLabel });
    await search.fill('READER2');
    await page.waitForURL((url) => url.search === '?search=READER2');
    const wanted = SEED.filter((s) => s.email.includes('reader2')).sort((a, b) => b.created_at.localeCompare(a.created_at));
    await expect.poll(() => emails(page)).toEqual(wanted.map((s) => s.email));
    expect(await showing(page)).toBe(`Showing 1-${wanted.length} of ${wanted.length} subscribers`);

    await search.fill('zelda');
    await expect.poll(() => emails(page)).toEqual([SEED[3].email]);
    await row(page, SEED[3].email).getByText('Zelda Quinn').waitFor();

    await search.fill('nobody subscribed with this');
    await page.getByText(T.noSubscribersFound, { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(await page.getByTestId('showing').count()).toBe(0);
    await screenshot(page, 'admin-subscribers-empty-search-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);

    await search.fill('');
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    await context.close();
  });

  it('Export downloads a CSV file of the selected subscribers and says how many it exported', async () => {
    const { page, context } = await open();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    const apply = page.getByRole('button', { name: T.apply });
    await page.getByRole('combobox', { name: T.bulkLabel }).selectOption('export');
    expect(await apply.isDisabled()).toBe(true); // nothing selected yet
    const chosen = [byDateDesc[0], byDateDesc[1], byDateDesc[4]];
    for (const email of chosen) await page.getByRole('checkbox', { name: T.select(email) }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), apply.click()]);
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await readFile((await download.path())!, 'utf8');
    const lines = file
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Email,Name,Status,Subscribed Date,Saved Searches');
    const bySeed = (email: string) => SEED.find((s) => s.email === email)!;
    expect(lines.slice(1)).toEqual(
      chosen.map((email) => {
        const s = bySeed(email);
        return `${email},${s.name},${s.status === 'active' ? 'Active' : 'Unsubscribed'},${s.created_at.slice(0, 10)},`;
      }),
    );
    await toast(page, 'success')
      .filter({ hasText: NEWSLETTER_ADMIN_TEXT.exported(3) })
      .waitFor();
    expect(await page.getByText(T.selected(3)).count()).toBe(1);
    expect(await apiTotal()).toBe(COUNT);
    await screenshot(page, 'admin-subscribers-export-1280');
    await context.close();
  });

  it('on a phone: cards, 5 per page, select all on the page, sort menu, no overflow', async () => {
    const { page, context } = await open('/admin/subscribers', VIEWPORTS.phone);
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 5));
    expect(await page.locator('table').count()).toBe(0);
    expect(await showing(page)).toBe('Showing 1-5 of 23 subscribers');
    expect(await pages(page)).toEqual(['1']);
    await page.getByRole('checkbox', { name: T.selectAll }).check();
    await page.getByText(T.selected(5)).waitFor();
    await screenshot(page, 'admin-subscribers-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(summary(await seriousViolations(page))).toEqual([]);

    await page.getByRole('combobox', { name: T.sortBy }).selectOption('email');
    await expect.poll(() => emails(page)).toEqual(byEmail.slice(0, 5));
    expect(await page.getByText(T.selected(5)).count()).toBe(0);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => showing(page)).toBe('Showing 6-10 of 23 subscribers');
    await context.close();
  });

  it("load failures: 'Failed to load subscribers: Invalid data format', 'An error occurred while fetching subscribers', and Retry", async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await signInContext(context, token);
    const api = (url: URL) => url.pathname === '/api/subscribers';
    await page.route(api, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, subscribers: 'x' }) }),
    );
    await page.goto('/admin/subscribers');
    await page.getByRole('alert').filter({ hasText: T.invalidData }).waitFor();
    expect(summary(await seriousViolations(page))).toEqual([]);

    await page.unroute(api);
    await page.route(api, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: T.retry }).click();
    await page.getByRole('alert').filter({ hasText: T.fetchError }).waitFor();
    await screenshot(page, 'admin-subscribers-failed-1280');

    await page.unroute(api);
    await page.getByRole('button', { name: T.retry }).click();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    expect(await page.getByText(T.fetchError).count()).toBe(0);
    allowConsoleErrors(errors, 'net::ERR_CONNECTION_REFUSED', 'Failed to load resource');
    await context.close();
  });

  it("delete failures: 'Failed to delete subscriber', 'An error occurred while deleting the subscriber', 'Failed to delete subscribers'", async () => {
    const { page, context, errors } = await open();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    const one = (url: URL) => /^\/api\/subscribers\/\d+$/.test(url.pathname);
    await page.route(one, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'x' }) }),
    );
    await row(page, byDateDesc[0])
      .getByRole('button', { name: `${T.delete} ${byDateDesc[0]}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.confirmLabel }).click();
    await toast(page, 'error').filter({ hasText: T.failedToDelete }).waitFor();

    await page.unroute(one);
    await page.route(one, (route) => route.abort('connectionrefused'));
    await row(page, byDateDesc[0])
      .getByRole('button', { name: `${T.delete} ${byDateDesc[0]}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.confirmLabel }).click();
    await toast(page, 'error').filter({ hasText: T.deleteError }).waitFor();

    const bulk = (url: URL) => url.pathname === '/api/subscribers/bulk/delete';
    await page.route(bulk, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'x' }) }),
    );
    await page.getByRole('checkbox', { name: T.select(byDateDesc[0]) }).check();
    await page.getByRole('combobox', { name: T.bulkLabel }).selectOption('delete');
    await page.getByRole('button', { name: T.apply }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.confirmLabel }).click();
    await toast(page, 'error').filter({ hasText: T.failedToBulkDelete }).waitFor();
    expect(await apiTotal()).toBe(COUNT);
    allowConsoleErrors(errors, 'net::ERR_CONNECTION_REFUSED', 'Failed to load resource');
    await context.close();
  });

  it("deletes one subscriber after 'Are you sure you want to delete this subscriber?'; Cancel keeps it", async () => {
    const { page, context } = await open();
    await expect.poll(() => emails(page)).toEqual(byDateDesc.slice(0, 10));
    const target = byDateDesc[2];
    const button = row(page, target).getByRole('button', { name: `${T.delete} ${target}` });
    await button.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(T.confirmDelete, { exact: true }).waitFor();
    await dialog.getByText(target).waitFor();
    await screenshot(page, 'admin-subscribers-confirm-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await apiTotal()).toBe(COUNT);

    await button.click();
    await dialog.getByRole('button', { name: T.confirmLabel }).click();
    await toast(page, 'success').filter({ hasText: SUBSCRIBERS_TEXT.deleted }).waitFor();
    expect(await toast(page, 'success').textContent()).toBe('Subscriber deleted successfully');
    await expect.poll(() => emails(page)).toEqual(byDateDesc.filter((e) => e !== target).slice(0, 10));
    expect(await showing(page)).toBe(`Showing 1-10 of ${COUNT - 1} subscribers`);
    expect(await apiTotal()).toBe(COUNT - 1);
    await context.close();
  });

  it("bulk-deletes the page's selection after 'Are you sure you want to delete {n} subscribers?'", async () => {
    const { page, context } = await open();
    const remaining = byDateDesc.filter((e) => e !== byDateDesc[2]);
    await expect.poll(() => emails(page)).toEqual(remaining.slice(0, 10));
    await page.getByRole('checkbox', { name: T.selectAllLabel }).check();
    await page.getByText(T.selected(10)).waitFor();
    await page.getByRole('combobox', { name: T.bulkLabel }).selectOption('delete');
    await page.getByRole('button', { name: T.apply }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete 10 subscribers?', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: T.confirmLabel }).click();
    await toast(page, 'success').filter({ hasText: '10 subscribers deleted successfully' }).waitFor();
    await expect.poll(() => emails(page)).toEqual(remaining.slice(10, 20));
    expect(await showing(page)).toBe(`Showing 1-10 of ${COUNT - 11} subscribers`);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await apiTotal()).toBe(COUNT - 11);
    await context.close();
  });

  it("shows 'No subscribers found' when there are none", async () => {
    await server.app.database.db.deleteFrom('subscribers').execute();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context } = await open('/admin/subscribers', viewport);
      await page.getByText(T.noSubscribersFound, { exact: true }).waitFor();
      expect(await rows(page).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: T.paginationLabel }).count()).toBe(0);
      await screenshot(page, `admin-subscribers-empty-${viewport.width}`);
      expect(summary(await seriousViolations(page))).toEqual([]);
      await context.close();
    }
  });
});
