import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkHolidaysAhead } from '../../src/shared/ny-holidays.ts';
import { ADMIN_TEXT } from '../../src/shared/texts/admin.ts';
import { SETTINGS_TEXT as T } from '../../src/shared/texts/settings.ts';
import { VIEWINGS_TEXT as V } from '../../src/shared/texts/viewings.ts';
import { UI } from '../../src/web/admin/listings/listings-ui-text.ts';
import { seriousViolations } from '../support/axe.ts';
import { expectToastClearOf, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

const newYorkToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

/**
 * Settings never loses an edit (issue 33 item 1): the one Save Settings keeps the viewing hours and
 * days off with the rest; an unsaved viewing edit is warned about before leaving; days off come from
 * a date picker and New York's holidays in one click. Chromium at 1280 and 390 px, axe on each.
 */
describe('settings: one Save Settings for every section', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  const staff = () => ({ authorization: `Bearer ${token}` });
  const viewingSettings = async () =>
    (await server.inject({ method: 'GET', url: '/api/viewings/settings', headers: staff() })).json().settings;

  beforeAll(async () => {
    server = await startServer({ build: { digestScheduler: false } });
    token = await adminToken(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(viewport: { width: number; height: number }) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto('/admin/settings');
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  it('saves the viewing hours, a picked day off and the holidays with the rest, and keeps them after a reload (1280 px)', async () => {
    const { page, context, errors } = await open(VIEWPORTS.desktop);
    try {
      const viewings = page.getByRole('group', { name: V.settingsTitle });
      await viewings.getByLabel('Monday From').fill('09:00');
      await viewings.getByLabel('Monday To').fill('17:30');
      await viewings.getByRole('checkbox', { name: 'Sunday' }).check();
      await page.getByRole('status').filter({ hasText: T.unsaved }).waitFor();

      // A day off from the date picker, then every public holiday of the coming 12 months.
      const day = '2027-03-09';
      await viewings.getByLabel(T.dayOffDate).fill(day);
      await viewings.getByRole('button', { name: T.addDayOff }).click();
      await viewings.getByRole('button', { name: T.removeDayOff(day) }).waitFor();
      await viewings.getByRole('button', { name: T.markHolidays }).click();
      const holidays = newYorkHolidaysAhead(newYorkToday()).map((h) => h.date);
      await viewings.getByRole('button', { name: T.removeDayOff(holidays[0]) }).waitFor();
      expect(await viewings.getByRole('button', { name: T.markHolidays }).isDisabled()).toBe(true);
      expect(summary(await seriousViolations(page))).toEqual([]);

      await page.getByRole('button', { name: T.save }).click();
      await expectToastClearOf(page, T.saved, page.getByRole('button', { name: T.save }));
      const saved = await viewingSettings();
      expect(saved.hours[0]).toEqual({ open: true, start: '09:00', end: '17:30' });
      expect(saved.hours[6].open).toBe(true);
      expect(saved.daysOff).toEqual([...new Set([day, ...holidays])].sort());
      expect(holidays.some((d) => /-11-2[2-8]$/.test(d))).toBe(true); // Thanksgiving is among them

      await page.reload();
      await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
      const again = page.getByRole('group', { name: V.settingsTitle });
      expect(await again.getByLabel('Monday From').inputValue()).toBe('09:00');
      expect(await again.getByLabel('Monday To').inputValue()).toBe('17:30');
      expect(await again.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(true);
      await again.getByRole('button', { name: T.removeDayOff(day) }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: T.unsaved }).count()).toBe(0);
      await again.scrollIntoViewIfNeeded();
      await shot(page, 'admin-settings-one-save-desktop');

      // Removing a day off and saving removes it on the server too.
      await again.getByRole('button', { name: T.removeDayOff(day) }).click();
      await page.getByRole('button', { name: T.save }).click();
      await expect.poll(async () => (await viewingSettings()).daysOff.includes(day)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('warns before leaving with an unsaved viewing edit, and Stay keeps it (390 px)', async () => {
    const { page, context, errors } = await open(VIEWPORTS.phone);
    try {
      const viewings = page.getByRole('group', { name: V.settingsTitle });
      await viewings.getByRole('radio', { name: V.modeInstant }).check();
      await page.getByRole('status').filter({ hasText: T.unsaved }).waitFor();
      expect(summary(await seriousViolations(page))).toEqual([]);
      await shot(page, 'admin-settings-one-save-phone');

      // An invalid viewing value stops Save Settings and says why; nothing is saved.
      await viewings.getByLabel(V.daysAhead).fill('0');
      await page.getByRole('button', { name: T.save }).click();
      await viewings.getByText(V.daysAheadInvalid).waitFor();
      expect((await viewingSettings()).mode).toBe('request');
      await viewings.getByLabel(V.daysAhead).fill('14');

      await page.getByRole('button', { name: ADMIN_TEXT.openNavigation }).click();
      await page.getByRole('link', { name: ADMIN_TEXT.tips }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(T.leaveMessage).waitFor();
      await dialog.getByRole('button', { name: UI.stay }).click();
      expect(new URL(page.url()).pathname).toBe('/admin/settings');
      expect(await viewings.getByRole('radio', { name: V.modeInstant }).isChecked()).toBe(true);

      // A reload asks the browser's own question (beforeunload).
      const asked = new Promise<string>((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.type()))));
      void page.reload().catch(() => undefined);
      expect(await asked).toBe('beforeunload');

      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
