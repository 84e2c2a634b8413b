import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { VIEWING_PAGES_TEXT as P, VIEWINGS_ADMIN_TEXT as A, VIEWINGS_TEXT as T } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { SETTINGS_TEXT as S } from '../../src/shared/texts/settings.ts';
import { VIEWING_PICKER_TEXT as PICK } from '../../src/shared/texts/viewing-picker.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let listing: ListingDto;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  token = await adminToken(server);
  listing = await createListing(server, staff, { address: '88 Greenwich Street, New York, NY 10006', neighborhood: '12C' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const db = () => server.app.database.db;
const slots = async (): Promise<SlotDto[]> =>
  (await server.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listing.id}` })).json().slots;
async function book(slot: SlotDto, name: string) {
  const res = await server.inject({
    method: 'POST',
    url: '/api/viewings',
    payload: { agencyAcknowledged: true,
      listingId: listing.id,
      start: slot.start,
      name,
      email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
      phone: '(917) 555-0142',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().viewing as { id: number };
}
/** The Confirm / Decline link of a viewing's staff alert, as a path on this server. */
async function alertLink(viewingId: number, label: 'Confirm' | 'Decline') {
  const viewing = await db().selectFrom('viewings').select('inquiry_id').where('id', '=', viewingId).executeTakeFirstOrThrow();
  const [alert] = await outboxMails(server, { kind: 'viewing-alert', thread: `inquiry:${viewing.inquiry_id}` });
  const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(alert.text)![1];
  return new URL(url).pathname;
}
const statusOf = async (id: number) =>
  (await db().selectFrom('viewings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe.each(Object.entries(VIEWPORTS))('the agent handles viewings at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    await db().deleteFrom('viewings').execute();
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
  });
  afterAll(() => context?.close());

  it('confirms from the alert link without signing in: GET shows the button, POST acts once', async () => {
    const [slot] = await slots();
    const viewing = await book(slot, `Alert Renter ${name}`);
    const path = await alertLink(viewing.id, 'Confirm');
    await page.goto(path);
    await page.getByRole('heading', { name: P.actionConfirmTitle }).waitFor();
    expect(await page.locator('main').innerText()).toContain(`${slot.day}, ${slot.time}`);
    expect(await statusOf(viewing.id)).toBe('requested');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `viewing-alert-confirm-${name}`);
    await page.getByRole('button', { name: P.actionConfirm }).click();
    await page.getByText(P.actionConfirmed).waitFor();
    expect(await statusOf(viewing.id)).toBe('confirmed');
    const again = await page.goto(path);
    expect(again?.status()).toBe(410);
    await page.getByText(P.actionExpired).waitFor();
    // The Decline link of the same alert is spent too.
    await page.goto(await alertLink(viewing.id, 'Decline'));
    await page.getByText(P.actionExpired).waitFor();
    allowConsoleErrors(errors, '410');
  });

  it('/admin/viewings: the coming viewings by day, Confirm, Reschedule, Cancel; the sidebar counts requests; the dashboard shows the next three', async () => {
    const free = await slots();
    const days = [...new Set(free.map((s) => s.date))];
    const first = free.find((s) => s.date === days[1])!;
    const second = free.filter((s) => s.date === days[1])[3];
    const waiting = await book(first, `Wanda Waiting ${name}`);
    const moving = await book(second, `Morgan Mover ${name}`);
    await signInContext(context, token);
    await page.goto('/admin/viewings');
    await page.getByRole('heading', { name: A.title, level: 1 }).waitFor();
    await page.getByTestId('viewing').first().waitFor();
    // The sidebar's count is asked for apart from the list: polled.
    if (name === 'desktop')
      await expect.poll(() => page.getByTestId('waiting-viewings-count').innerText()).toMatch(/^,?\s*2\s*waiting$/);
    const rows = page.getByTestId('viewing');
    expect(await rows.count()).toBe(3);
    const row = rows.filter({ hasText: `Wanda Waiting ${name}` });
    expect(await row.getByTestId('viewing-status').innerText()).toBe('Requested');
    expect(await row.getByRole('link', { name: `wandawaiting${name}@example.com` }).getAttribute('href')).toBe(
      `mailto:wandawaiting${name}@example.com`,
    );
    expect(await row.getByRole('link', { name: '(917) 555-0142' }).getAttribute('href')).toBe('tel:+19175550142');
    expect(await page.getByRole('heading', { name: first.day, level: 2 }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-viewings-${name}`);

    await row.getByRole('button', { name: A.confirm }).click();
    await page.getByText(A.confirmed).waitFor();
    await row.getByText('Confirmed').waitFor();
    expect(await statusOf(waiting.id)).toBe('confirmed');

    const mover = rows.filter({ hasText: `Morgan Mover ${name}` });
    await mover.getByRole('button', { name: A.reschedule }).click();
    const dialog = page.getByRole('dialog', { name: A.rescheduleTitle });
    await dialog.waitFor();
    const target = (await slots()).find((s) => s.date === days[2])!;
    // The day strip moves with the keyboard: the arrow keys choose the next and previous day.
    const strip = dialog.getByRole('group', { name: T.chooseDay });
    await strip.locator('button[aria-pressed="true"]').focus();
    const startDay = await strip.locator('button[aria-pressed="true"]').innerText();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.locator('button[aria-pressed="true"]').innerText()).not.toBe(startDay);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => strip.locator('button[aria-pressed="true"]').innerText()).toBe(startDay);
    // The viewing's own time is marked and cannot be picked.
    const own = dialog.getByRole('button', { name: /the current time$/ });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: target.day }).click();
    await dialog.getByRole('button', { name: `${target.day}, ${target.time}` }).click();
    // A picked time is confirmed first: nothing moves until then.
    await dialog.getByText(PICK.confirmMoveTitle).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/admin-reschedule-confirm-${name}.png` });
    expect(
      (await db().selectFrom('viewings').select('start_at').where('id', '=', moving.id).executeTakeFirstOrThrow()).start_at,
    ).not.toBe(target.start);
    await dialog.getByRole('button', { name: PICK.moveViewing }).click();
    await page.getByText(A.rescheduled(`${target.day}, ${target.time}`)).waitFor();
    const moved = await db()
      .selectFrom('viewings')
      .select(['start_at', 'status'])
      .where('id', '=', moving.id)
      .executeTakeFirstOrThrow();
    expect(moved).toEqual({ start_at: target.start, status: 'requested' });

    await page
      .getByTestId('viewing')
      .filter({ hasText: `Morgan Mover ${name}` })
      .getByRole('button', { name: A.cancel })
      .click();
    const confirmCancel = page.getByRole('alertdialog');
    await confirmCancel.waitFor();
    await confirmCancel.getByRole('button', { name: A.cancel }).click();
    await page.getByText(A.cancelled).waitFor();
    expect(await statusOf(moving.id)).toBe('cancelled');
    expect((await slots()).some((s) => s.start === target.start)).toBe(true);

    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: A.upcomingCard });
    await card.getByTestId('upcoming-viewing').first().waitFor();
    expect(await card.getByTestId('upcoming-viewing').count()).toBe(2);
    expect(await card.innerText()).toContain(`Wanda Waiting ${name}`);
    await screenshot(page, `admin-dashboard-viewings-${name}`);
    // The spent links of the first test answered 410 Gone, which the browser logs; nothing else went wrong.
    allowConsoleErrors(errors, '410 (Gone)');
  });
});

describe('the availability in /admin/settings', () => {
  it('shows the fresh-install defaults and saves a change', async () => {
    const { context, page } = await newPage(browser, server.url, VIEWPORTS.desktop);
    try {
      await signInContext(context, token);
      await page.goto('/admin/settings');
      // The availability is a section of the settings form, saved by its one Save Settings (issue 33).
      const form = page.getByRole('group', { name: T.settingsTitle });
      await form.waitFor();
      expect(await form.getByRole('checkbox', { name: 'Sunday' }).isChecked()).toBe(false);
      expect(await form.getByRole('checkbox', { name: 'Monday' }).isChecked()).toBe(true);
      expect(await form.getByLabel('Monday From').inputValue()).toBe('10:00');
      expect(await form.getByLabel('Monday To').inputValue()).toBe('18:00');
      expect(await form.getByLabel(T.slotLength).inputValue()).toBe('30');
      expect(await form.getByLabel(T.minimumNotice).inputValue()).toBe('2');
      expect(await form.getByLabel(T.daysAhead).inputValue()).toBe('14');
      expect(await form.getByRole('radio', { name: T.modeRequest }).isChecked()).toBe(true);
      await form.getByLabel(S.dayOffDate).fill('2026-12-25');
      await form.getByRole('button', { name: S.addDayOff }).click();
      await form.getByRole('radio', { name: T.modeInstant }).check();
      await page.getByRole('button', { name: S.save }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(S.saved).waitFor();
      const saved = (await server.inject({ method: 'GET', url: '/api/viewings/settings', headers: staff })).json().settings;
      expect(saved).toMatchObject({ daysOff: ['2026-12-25'], mode: 'instant' });
      await form.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-settings-viewings-desktop');
    } finally {
      await server.inject({
        method: 'PUT',
        url: '/api/viewings/settings',
        headers: staff,
        payload: {
          ...(await server.inject({ method: 'GET', url: '/api/viewings/settings', headers: staff })).json().settings,
          mode: 'request',
          daysOff: [],
        },
      });
      await context.close();
    }
  });
});
