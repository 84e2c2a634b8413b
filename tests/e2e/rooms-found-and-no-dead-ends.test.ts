import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { withApartment } from '../../src/shared/listing-format.ts';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../src/shared/texts/admin-applications.ts';
import { APPLICATIONS_TEXT as AT } from '../../src/shared/texts/applications.ts';
import { PROPERTY_TEXT as P } from '../../src/shared/texts/property.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { createRoom, dayFromNow, questionnaire } from '../api/roommate-fixtures.ts';
import { listingFields } from '../api/viewings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { outboxMails } from '../support/mail.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
let seekerPath: string;
let rentedId: number;
let heraldRoom: number;
/** The free listing of the rented one's building, as the back-office names it. */
const SIBLING = withApartment('145 East 29th Street, New York, NY 10016', '2D');

beforeAll(async () => {
  server = await startServer({ build: { roommateAlerts: false, rentedApplications: false } });
  browser = await launchBrowser();
  token = await adminToken(server);
  heraldRoom = await createRoom(
    server,
    { price: 1300, address: '50 West 34th Street, New York, NY 10001', neighborhood: '12A' },
    { privateBath: true, quietHours: true },
  );
  await createRoom(server, { price: 1450, neighborhood: '3C' }, { smoking: true });
  const res = await server.inject({
    method: 'POST',
    url: '/api/roommates',
    payload: questionnaire({ email: 'maya@example.com', budget: 1500, areas: ['herald-towers'], moveInDate: dayFromNow(30) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await outboxMails(server, { kind: 'roommate-confirm', recipient: 'maya@example.com' });
  seekerPath = /\/roommates\/[A-Za-z0-9_-]{22}/.exec(mail.text)![0];
  expect((await server.inject({ method: 'POST', url: `/api${seekerPath}/confirm` })).statusCode).toBe(200);
  ({ id: rentedId } = await server.app.services.listings.create(listingFields({ neighborhood: '9C' })));
  await server.app.services.listings.create(listingFields({ neighborhood: '2D', price: 3500 }));
  await server.app.services.listings.changeWithin(rentedId, (_trx, listing) => listing.markRented(newYorkDate(new Date())));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(Object.entries(VIEWPORTS))('rooms are found and no dead ends at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
  });
  afterAll(() => context?.close());

  it.each(['en', 'es'] as const)("the home page leads to 'Find a room' (%s)", async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    const T = textsFor(language, 'roommates').ROOMMATES_TEXT;
    await page.goto(`${prefix}/`);
    const section = page.getByRole('region', { name: T.calloutTitle });
    await section.scrollIntoViewIfNeeded();
    expect(await section.getByRole('link', { name: T.pageTitle }).getAttribute('href')).toBe(`${prefix}/roommates`);
    if (name === 'phone') await page.getByRole('button', { name: textsFor(language, 'public').PUBLIC_TEXT.openMenu }).click();
    const navLink = page
      .getByRole('navigation', { name: textsFor(language, 'public').PUBLIC_TEXT.mainNavigation })
      .getByRole('link', { name: textsFor(language, 'public').PUBLIC_TEXT.findRoom })
      .locator('visible=true');
    await navLink.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `home-find-a-room-${language}-${name}`);
    await navLink.click();
    await page.waitForURL(`**${prefix}/roommates`);
    await page.getByRole('heading', { name: T.pageTitle, level: 1 }).waitFor();
    expect(PUBLIC_TEXT.findRoom).toBe('Find a room');
  });

  it.each(['en', 'es'] as const)("a confirmed seeker's page shows the rooms that fit with the reasons (%s)", async (language) => {
    const texts = textsFor(language, 'roommates');
    const prefix = language === 'en' ? '' : `/${language}`;
    await page.goto(`${prefix}${seekerPath}`);
    const rooms = page.getByRole('region', { name: texts.ROOMMATES_TEXT.roomsFitTitle });
    await rooms.waitFor();
    const items = rooms.getByTestId('seeker-room');
    expect(await items.count()).toBe(2);
    const first = items.first();
    expect(await first.textContent()).toContain('Herald Towers');
    expect(await first.innerText()).toContain(texts.ROOMMATES_TEXT.roomMatch(100));
    expect(await first.getByRole('list', { name: texts.ROOMMATES_TEXT.roomWhy }).innerText()).toContain(
      texts.REASON_LABELS.privateBath,
    );
    expect(await first.getByRole('link').getAttribute('href')).toBe(`${prefix}/property/${heraldRoom}`);
    expect(await page.locator('body').innerText()).not.toContain('herald-towers');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `seeker-rooms-${language}-${name}`);
  });

  it('Settings → Applications: the fee, the retention, each listing’s switch; every error at once', async () => {
    await signInContext(context, token);
    await page.goto('/admin/settings/applications');
    await page.getByRole('heading', { name: A.settingsTab, level: 1 }).waitFor();
    const fee = page.getByLabel(AT.screeningFeeLabel);
    const retention = page.getByLabel(AT.retentionDaysLabel);
    const unsubmitted = page.getByLabel(AT.unsubmittedDaysLabel);
    expect(await fee.inputValue()).toBe('0');
    await fee.fill('abc');
    await retention.fill('0');
    await page.getByRole('button', { name: A.saveSettings }).click();
    // Both problems at once, the first field focused.
    await page.getByText(AT.screeningFeeInvalid).waitFor();
    await page.getByText(AT.retentionDaysInvalid).waitFor();
    expect(await fee.evaluate((el) => el === document.activeElement)).toBe(true);
    await fee.fill('20');
    await retention.fill('45');
    await unsubmitted.fill('14');
    await page.getByRole('button', { name: A.saveSettings }).click();
    await page.getByText(AT.settingsSaved).first().waitFor();
    const saved = await server.inject({
      method: 'GET',
      url: '/api/admin/applications/settings',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.json().settings).toEqual({ screeningFee: 20, retentionDays: 45, unsubmittedDays: 14 });

    const switches = page.getByTestId('listing-switches');
    const rented = switches.getByRole('listitem').filter({ hasText: A.rentedListing });
    expect(await rented.count()).toBe(1);
    const toggle = switches.getByRole('checkbox', { name: A.takesApplicationsOf(SIBLING) });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await page.getByText(A.switchedOff(SIBLING)).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-settings-applications-${name}`);
    await toggle.check();
    await page.getByText(A.switchedOn(SIBLING)).first().waitFor();
    await server.inject({
      method: 'PUT',
      url: '/api/admin/applications/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 },
    });
  });

  it.each(['en', 'zh'] as const)("a rented apartment's page: 410, its building and similar apartments (%s)", async (language) => {
    const prefix = language === 'en' ? '' : `/${language}`;
    const T = textsFor(language, 'property').PROPERTY_TEXT;
    allowConsoleErrors(errors, ...failedLoad(410));
    const response = await page.goto(`${prefix}/property/${rentedId}`);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: T.rentedTitle, level: 1 }).waitFor();
    const rentedPage = page.getByTestId('rented-page');
    expect(await rentedPage.getByRole('link', { name: T.rentedBuilding('145 East 29th Street') }).getAttribute('href')).toBe(
      `${prefix}/145-east-29th-street`,
    );
    await rentedPage.getByRole('heading', { name: T.rentedSimilar }).waitFor();
    expect(await rentedPage.locator(`a[href="${prefix}/property/${rentedId}"]`).count()).toBe(0);
    expect(await rentedPage.locator(`a[href^="${prefix}/property/"]`).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `rented-page-${language}-${name}`);
    expect(P.rentedTitle).toBe('This apartment has been rented');
  });
});
