import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TIPS_TEXT as T } from '../../src/shared/texts/admin-tips.ts';
import { TIPS_TEXT } from '../../src/shared/texts/tips.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

/**
 * The back-office Tips page (docs/product.md §2 'Tips Management', §7 'Admin tips'): list, server-side search,
 * add/edit modal with its rules, delete confirmation, 100-character previews, empty and failure states,
 * at 1280 and 390 px, in Chromium against the production build.
 */
describe('admin tips', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  const ids: Record<string, number> = {};

  const LONG =
    'Ask the leaseholder for a copy of the original lease and read the sublet clause before you pay anything at all, even a deposit.';
  const SEED = [
    { key: 'negotiate', title: 'Negotiate the sublet length', content: 'Ask for a flexible end date.', is_active: 1 },
    { key: 'lease', title: 'Check the lease allows sublets', content: LONG, is_active: 1 },
    {
      key: 'roommates',
      title: 'Meet the roommates first',
      content: 'A video call is fine when you are out of town.',
      is_active: 0,
    },
    { key: 'edit', title: 'Photograph the apartment', content: 'Take photos of every room on the first day.', is_active: 1 },
    { key: 'delete', title: 'Outdated advice about fax machines', content: 'Send your application by fax.', is_active: 1 },
  ];

  beforeAll(async () => {
    server = await startServer();
    const db = server.app.database.db;
    const now = new Date().toISOString();
    for (const tip of SEED) {
      const [row] = await db
        .insertInto('tips')
        .values({ title: tip.title, content: tip.content, is_active: tip.is_active, created_at: now, updated_at: now })
        .returning('id')
        .execute();
      ids[tip.key] = Number(row.id);
    }
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path = '/admin/tips', viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(path);
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }

  const row = (page: Page, title: string) => page.getByTestId('tip-row').filter({ hasText: title });
  const titles = (page: Page) => page.getByTestId('tip-title').allTextContents();
  const toast = (page: Page, kind: 'success' | 'error') =>
    page.getByRole('region', { name: 'Notifications' }).locator(`[data-kind="${kind}"]`);
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  async function apiTips(): Promise<Array<{ id: number; title: string; content: string; is_active: boolean }>> {
    const res = await fetch(`${server.url}/api/admin/tips`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { tips: Array<{ id: number; title: string; content: string; is_active: boolean }> }).tips;
  }

  it('lists the tips in a table: ID, Title, 100-character Content preview, Active/Inactive status, Edit and Delete', async () => {
    const { page, context } = await open();
    await row(page, SEED[0].title).waitFor();
    for (const name of [T.id, T.tipTitle, T.content, T.status])
      expect(await page.getByRole('columnheader', { name, exact: true }).count(), name).toBe(1);
    expect((await titles(page)).sort()).toEqual(SEED.map((t) => t.title).sort());

    const lease = row(page, SEED[1].title);
    expect(await lease.locator('td').first().textContent()).toBe(String(ids.lease));
    expect(LONG.length).toBeGreaterThan(100);
    expect(await lease.getByTestId('tip-content').textContent()).toBe(`${LONG.slice(0, 100)}...`);
    expect(await row(page, SEED[0].title).getByTestId('tip-content').textContent()).toBe(SEED[0].content);
    expect(await lease.getByTestId('tip-status').textContent()).toBe(T.active);
    expect(await row(page, SEED[2].title).getByTestId('tip-status').textContent()).toBe(T.inactive);
    await lease.getByRole('button', { name: `${T.edit} ${SEED[1].title}` }).waitFor();
    await lease.getByRole('button', { name: `${T.delete} ${SEED[1].title}` }).waitFor();
    expect(await page.getByRole('button', { name: T.addTip }).isVisible()).toBe(true);
    expect(await page.title()).toContain(T.title);

    await screenshot(page, 'admin-tips-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await context.close();
  });

  it('searches on the server (?search=), shows No tips found, and Clear brings every tip back', async () => {
    const { page, context } = await open();
    await row(page, SEED[0].title).waitFor();
    const search = page.getByRole('searchbox', { name: T.searchLabel });
    await search.fill('ROOMMATES');
    const answer = page.waitForResponse((r) => r.url().includes('/api/admin/tips?search=ROOMMATES'));
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await answer;
    await page.waitForURL('**/admin/tips?search=ROOMMATES');
    await expect.poll(() => titles(page)).toEqual([SEED[2].title]);

    await search.fill('no tip says this');
    await search.press('Enter');
    await page.getByText(T.noTipsFound, { exact: true }).waitFor();
    expect(await page.getByTestId('tip-row').count()).toBe(0);
    expect(summary(await seriousViolations(page))).toEqual([]);

    await page.getByRole('button', { name: T.clearSearch }).click();
    await page.waitForURL((url) => url.pathname === '/admin/tips' && url.search === '');
    await expect.poll(async () => (await titles(page)).length).toBe(SEED.length);
    await expect.poll(() => search.inputValue()).toBe('');

    // Back to the search: the box follows the URL.
    await page.goBack();
    await page.getByText(T.noTipsFound, { exact: true }).waitFor();
    await expect.poll(() => search.inputValue()).toBe('no tip says this');
    await context.close();
  });

  it('adds a tip: Active checked by default, Title and Content required, the server message as a toast', async () => {
    const { page, context } = await open();
    await page.getByRole('button', { name: T.addTip }).click();
    const dialog = page.getByRole('dialog', { name: T.addTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: T.activeLabel }).isChecked()).toBe(true);

    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(TIPS_TEXT.titleRequired, { exact: true }).waitFor();
    await dialog.getByText(TIPS_TEXT.contentRequired, { exact: true }).waitFor();
    expect(await dialog.getByLabel(T.titleLabel, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');
    await screenshot(page, 'admin-tips-add-errors-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);

    // Blank after trimming is still missing.
    await dialog.getByLabel(T.titleLabel, { exact: true }).fill('   ');
    await dialog.getByLabel(T.contentLabel, { exact: true }).fill('Bring your own furniture only when asked.');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(TIPS_TEXT.titleRequired, { exact: true }).waitFor();
    expect(await dialog.getByText(TIPS_TEXT.contentRequired, { exact: true }).count()).toBe(0);

    await dialog.getByLabel(T.titleLabel, { exact: true }).fill('Ask what furniture stays');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/tips') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: T.save }).click();
    const body = (await (await answer).json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(await toast(page, 'success').textContent()).toBe(body.message);
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Ask what furniture stays').waitFor();
    expect(await row(page, 'Ask what furniture stays').getByTestId('tip-status').textContent()).toBe(T.active);

    const saved = (await apiTips()).find((t) => t.title === 'Ask what furniture stays');
    expect(saved).toMatchObject({ content: 'Bring your own furniture only when asked.', is_active: true });
    await context.close();
  });

  it('edits a tip: the form holds its values, unchecking Active shows Inactive; Cancel changes nothing', async () => {
    const { page, context } = await open();
    const target = row(page, SEED[3].title);
    await target.getByRole('button', { name: `${T.edit} ${SEED[3].title}` }).click();
    const dialog = page.getByRole('dialog', { name: T.editTitle });
    await dialog.waitFor();
    expect(await dialog.getByLabel(T.titleLabel, { exact: true }).inputValue()).toBe(SEED[3].title);
    expect(await dialog.getByLabel(T.contentLabel, { exact: true }).inputValue()).toBe(SEED[3].content);
    const active = dialog.getByRole('checkbox', { name: T.activeLabel });
    expect(await active.isChecked()).toBe(true);

    // Cancel: nothing is sent and the row stays as it was.
    await dialog.getByLabel(T.titleLabel, { exact: true }).fill('Not kept');
    await dialog.getByRole('button', { name: T.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, 'Not kept').count()).toBe(0);

    await target.getByRole('button', { name: `${T.edit} ${SEED[3].title}` }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel(T.titleLabel, { exact: true }).inputValue()).toBe(SEED[3].title);
    await active.uncheck();
    await dialog.getByLabel(T.contentLabel, { exact: true }).fill('Take dated photos of every room on the first day.');
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/tips/${ids.edit}`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: T.save }).click();
    const body = (await (await answer).json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(await toast(page, 'success').textContent()).toBe(body.message);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => target.getByTestId('tip-status').textContent()).toBe(T.inactive);
    expect(await target.getByTestId('tip-content').textContent()).toBe('Take dated photos of every room on the first day.');
    expect((await apiTips()).find((t) => t.id === ids.edit)).toMatchObject({ is_active: false });
    await context.close();
  });

  it('deletes a tip after the confirmation with its title and the exact texts', async () => {
    const { page, context } = await open();
    const target = row(page, SEED[4].title);
    const deleteButton = target.getByRole('button', { name: `${T.delete} ${SEED[4].title}` });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByText(T.confirmDelete, { exact: true }).waitFor();
    await confirm.getByText(T.cannotBeUndone, { exact: true }).waitFor();
    expect(await confirm.getByTestId('confirm-tip-title').textContent()).toBe(SEED[4].title);
    await screenshot(page, 'admin-tips-delete-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);

    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await target.count()).toBe(1);

    await deleteButton.click();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/tips/${ids.delete}`) && r.request().method() === 'DELETE');
    await confirm.getByRole('button', { name: T.delete }).click();
    const body = (await (await answer).json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(await toast(page, 'success').textContent()).toBe(body.message);
    await target.waitFor({ state: 'detached' });
    expect((await apiTips()).some((t) => t.id === ids.delete)).toBe(false);
    await context.close();
  });

  it("load failures: 'Failed to fetch tips' or 'Error connecting to the server', and Try Again reloads", async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await signInContext(context, token);
    await page.route('**/api/admin/tips*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await page.goto('/admin/tips');
    const alert = page.getByRole('alert').filter({ hasText: T.failedToFetch });
    await alert.waitFor();
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-tips-failed-1280');

    // The network fails: the connection text.
    await page.unroute('**/api/admin/tips*');
    await page.route('**/api/admin/tips*', (route) => route.abort('connectionrefused'));
    await alert.getByRole('button', { name: T.tryAgain }).click();
    await page.getByRole('alert').filter({ hasText: T.connectionError }).waitFor();

    // The server is back: Try Again shows the list.
    await page.unroute('**/api/admin/tips*');
    await page.getByRole('button', { name: T.tryAgain }).click();
    await row(page, SEED[0].title).waitFor();
    expect(await page.getByText(T.connectionError).count()).toBe(0);
    // Only the aborted request's own network message reached the console.
    allowConsoleErrors(errors, 'net::ERR_CONNECTION_REFUSED', 'Failed to load resource');
    await context.close();
  });

  it("a failed save keeps the modal open with 'Failed to save tip' (or the server's message)", async () => {
    const { page, context, errors } = await open();
    await page.route('**/api/tips', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    );
    await page.getByRole('button', { name: T.addTip }).click();
    const dialog = page.getByRole('dialog', { name: T.addTitle });
    await dialog.getByLabel(T.titleLabel, { exact: true }).fill('Never saved');
    await dialog.getByLabel(T.contentLabel, { exact: true }).fill('The server refuses this one.');
    await dialog.getByRole('button', { name: T.save }).click();
    expect(await toast(page, 'error').textContent()).toBe(T.failedToSave);
    expect(await dialog.isVisible()).toBe(true);
    // The toast sits behind the modal's backdrop, so the form says it too.
    expect(await dialog.getByRole('alert').textContent()).toBe(T.failedToSave);
    await screenshot(page, 'admin-tips-save-failed-1280');

    await page.unroute('**/api/tips');
    await page.route('**/api/tips', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Title is too long' }),
      }),
    );
    await dialog.getByRole('button', { name: T.save }).click();
    await expect.poll(() => toast(page, 'error').allTextContents()).toEqual([T.failedToSave, 'Title is too long']);
    expect(await dialog.getByRole('alert').textContent()).toBe('Title is too long');
    expect(await dialog.getByLabel(T.titleLabel, { exact: true }).inputValue()).toBe('Never saved');
    expect((await apiTips()).some((t) => t.title === 'Never saved')).toBe(false);
    allowConsoleErrors(errors, 'Failed to load resource');
    await context.close();
  });

  it('on a phone (390 px): readable cards with the same previews, statuses and actions; the modal fits', async () => {
    const { page, context } = await open('/admin/tips', VIEWPORTS.phone);
    const lease = row(page, SEED[1].title);
    await lease.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('list', { name: T.listLabel }).count()).toBe(1);
    expect(await lease.getByTestId('tip-content').textContent()).toBe(`${LONG.slice(0, 100)}...`);
    expect(await row(page, SEED[2].title).getByTestId('tip-status').textContent()).toBe(T.inactive);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-tips-390');
    expect(summary(await seriousViolations(page))).toEqual([]);

    await lease.getByRole('button', { name: `${T.edit} ${SEED[1].title}` }).click();
    const dialog = page.getByRole('dialog', { name: T.editTitle });
    await dialog.waitFor();
    expect(await dialog.getByLabel(T.contentLabel, { exact: true }).inputValue()).toBe(LONG);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-tips-edit-390');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await dialog.getByRole('button', { name: T.cancel }).click();
    await context.close();
  });
});
