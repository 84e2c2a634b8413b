import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { dayFromNow } from '../api/roommate-fixtures.ts';
import { listingFields } from '../api/viewings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { englishShown, englishTexts } from '../support/i18n-pages.ts';
import { startServer, type RunningServer } from '../support/server.ts';

const { ROOMMATES_TEXT: T, LIFESTYLE_OPTIONS, HOUSEHOLD_OPTIONS } = textsFor('es', 'roommates');
const ENGLISH = englishTexts(['roommates', 'inquiries', 'public', 'common']);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ build: { roommateAlerts: false } });
  browser = await launchBrowser();
  await server.app.services.listings.create(listingFields({ address: '88 Greenwich Street, New York, NY 10006' }));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a seeker finds a room in Spanish on a phone', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, VIEWPORTS.phone));
  });
  afterAll(() => context?.close());

  const noSidewaysScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it('fills /es/roommates, is told what to fix in Spanish, sends it and reads the answer in Spanish', async () => {
    await page.goto('/es/roommates');
    await page.getByRole('heading', { name: T.pageTitle, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll();
    await screenshot(page, 'roommates-es-form-phone');

    // The questionnaire (the footer's newsletter form has an e-mail field too).
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: T.submit }) });
    await form.getByLabel(T.nameLabel, { exact: true }).fill('Ana Ruiz');
    await form.getByLabel(T.emailLabel, { exact: true }).fill('ana-es@example.com');
    await page.getByLabel(T.budgetLabel).fill('90');
    await page.getByLabel(T.moveInLabel).fill(dayFromNow(25));
    await page.getByLabel('88 Greenwich Street').check();
    await page.getByLabel(T.needPrivateBath).check();
    await page
      .getByLabel(LIFESTYLE_OPTIONS.smoking.label)
      .selectOption({ label: LIFESTYLE_OPTIONS.smoking.options['non-smoker'] });
    await page.getByLabel(T.householdLabel).selectOption({ label: HOUSEHOLD_OPTIONS.none });
    await page.getByLabel(T.introduceLabel).check();
    // The refusal is the action's 400, which the browser logs.
    allowConsoleErrors(errors, ...failedLoad(400));
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.budgetInvalid).waitFor();
    expect(await form.getByLabel(T.nameLabel, { exact: true }).inputValue()).toBe('Ana Ruiz');
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll();

    await page.getByLabel(T.budgetLabel).fill('1400');
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.sent).waitFor();
    expect(englishShown(await page.content(), ENGLISH)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll();

    const [seeker] = await server.app.database.db
      .selectFrom('roommate_seekers')
      .select(['language', 'budget_cents'])
      .where('email', '=', 'ana-es@example.com')
      .execute();
    expect(seeker.language).toBe('es');
    expect(Number(seeker.budget_cents)).toBe(140_000);
  });
});
