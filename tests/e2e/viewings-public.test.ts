import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { AGENCY_TEXT as A } from '../../src/shared/texts/agency.ts';
import { INQUIRIES_TEXT as I, INQUIRY_FORM_TEXT as F } from '../../src/shared/texts/inquiries.ts';
import { VIEWING_PAGES_TEXT as P, VIEWINGS_TEXT as T } from '../../src/shared/texts/viewings.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { VIEWING_PICKER_TEXT as PICK } from '../../src/shared/texts/viewing-picker.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let listing: ListingDto;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  listing = await createListing(server, staff, { address: '230 West 57th Street, New York, NY 10019', neighborhood: '7F' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const slots = async (): Promise<SlotDto[]> =>
  (await server.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listing.id}` })).json().slots;
const viewingsOf = async (email: string) =>
  server.app.database.db.selectFrom('viewings').selectAll().where('email', '=', email).execute();

/** Where the modal sends the booking, with scripts: the booking page's action, through a fetcher (decision 048). */
const bookingAction = () => `**/property/${listing.id}/viewing.data*`;
const isBookingPost = (url: string) => new URL(url).pathname === `/property/${listing.id}/viewing.data`;
const sentFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

async function open(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

describe.each(Object.entries(VIEWPORTS))('a renter books a viewing at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let posts: Array<{ url: string; body: string }>;

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
    posts = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push({ url: r.url(), body: r.postData() ?? '' });
    });
  });
  afterAll(() => context?.close());

  it('picks a day and a time on the property page, is told the inquiry texts, then sees Viewing requested', async () => {
    await open(page, `/property/${listing.id}`);
    await page.getByRole('button', { name: T.scheduleViewing }).click();
    const dialog = page.getByRole('dialog', { name: T.pickerTitle });
    await dialog.waitFor();
    const free = await slots();
    const secondDay = [...new Set(free.map((s) => s.day))][1];
    await dialog.getByRole('button', { name: secondDay }).click();
    await dialog.getByText(T.timesOn(secondDay)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `viewing-picker-${name}`);
    const slot = free.filter((s) => s.day === secondDay)[2];
    await dialog.getByRole('button', { name: slot.time, exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain(`${slot.day}, ${slot.time}`);

    const submit = dialog.getByRole('button', { name: T.book });
    posts.length = 0;
    // Every problem at once, under its field, the first focused; each fix clears its own message.
    const fieldMessages = () => dialog.locator('[id$="-error"]').allInnerTexts();
    await submit.click();
    expect(await fieldMessages()).toEqual([I.nameRequired, I.emailRequired, A.required]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByLabel(F.name).fill('Riley Renter');
    await dialog.getByLabel(F.email).fill('riley@example');
    expect(await fieldMessages()).toEqual([A.required]);
    await submit.click();
    expect(await fieldMessages()).toEqual([I.emailInvalid, A.required]);
    await dialog.getByLabel(F.email).fill(`riley-${name}@example.com`);
    await dialog.getByLabel(T.messageLabel).fill('I work until 5.');
    // The New York State agency disclosure (RPL §443) is on the form, with its required checkbox.
    expect(await dialog.getByTestId('agency-disclosure').innerText()).toContain(A.landlordsAgent);
    await dialog.getByRole('checkbox', { name: A.checkbox }).check();
    await screenshot(page, `viewing-form-${name}`);
    // Nothing was sent while a required field was missing or wrong.
    expect(posts).toEqual([]);
    await submit.click();
    await dialog.getByRole('heading', { name: T.requested }).waitFor();
    expect(await dialog.getByRole('status').innerText()).toContain(T.requestedDetail(`${slot.day}, ${slot.time}`));
    // One sending, to the page's action (the one the confirmation page posts to without scripts), never to the API.
    expect(posts.map((p) => isBookingPost(p.url))).toEqual([true]);
    expect(sentFields(posts[0].body)).toEqual({
      start: slot.start,
      name: 'Riley Renter',
      email: `riley-${name}@example.com`,
      phone: '',
      message: 'I work until 5.',
      website: '',
      agencyAcknowledged: 'true',
    });
    expect(await seriousViolations(page)).toEqual([]);
    const [stored] = await viewingsOf(`riley-${name}@example.com`);
    expect(stored).toMatchObject({ start_at: slot.start, status: 'requested', message: 'I work until 5.' });
    await page.keyboard.press('Escape');
  });

  it('the day strip shows that more days follow, moves with the arrow buttons and with the arrow keys', async () => {
    await open(page, `/property/${listing.id}`);
    await page.getByRole('button', { name: T.scheduleViewing }).click();
    const dialog = page.getByRole('dialog', { name: T.pickerTitle });
    const strip = dialog.getByRole('group', { name: T.chooseDay });
    await strip.waitFor();
    const days = [...new Set((await slots()).map((s) => s.day))];
    const pressed = () => strip.locator('button[aria-pressed="true"]').innerText();
    // The keyboard: one tab stop; Home/End/Right/Left move the chosen day (and its times).
    await strip.locator('button[aria-pressed="true"]').focus();
    await page.keyboard.press('Home');
    expect(await pressed()).toBe(days[0]);
    await page.keyboard.press('ArrowRight');
    expect(await pressed()).toBe(days[1]);
    await dialog.getByText(T.timesOn(days[1])).waitFor();
    await page.keyboard.press('End');
    expect(await pressed()).toBe(days.at(-1));
    await page.keyboard.press('Home');
    expect(await pressed()).toBe(days[0]);
    // More days than fit: at the start only the later edge offers its arrow; a click shows the later days.
    const later = dialog.getByRole('button', { name: PICK.laterDays });
    const earlier = dialog.getByRole('button', { name: PICK.earlierDays });
    await later.waitFor();
    await expect.poll(() => earlier.count()).toBe(0);
    await later.click();
    await earlier.waitFor();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const moved = await strip.evaluate((el) => el.scrollLeft);
    await earlier.click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeLessThan(moved);
    expect(await strip.locator('button[tabindex="0"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/shots/viewing-day-strip-${name}.png` });
    await page.keyboard.press('Escape');
  });

  it('a time taken meanwhile: That time was just taken. Please choose another., and the picker shows the free times again', async () => {
    await open(page, `/property/${listing.id}`);
    await page.getByRole('button', { name: T.scheduleViewing }).click();
    const dialog = page.getByRole('dialog', { name: T.pickerTitle });
    const [slot] = await slots();
    await dialog.getByRole('button', { name: slot.time, exact: true }).first().click();
    await dialog.getByLabel(F.name).fill('Late Renter');
    await dialog.getByLabel(F.email).fill('late@example.com');
    await dialog.getByRole('checkbox', { name: A.checkbox }).check();
    const other = await server.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId: listing.id, start: slot.start, name: 'Quick', email: `quick-${name}@example.com` },
    });
    expect(other.statusCode).toBe(201);
    // The browser logs the 409 answer itself; nothing else may go wrong.
    allowConsoleErrors(errors, '409 (Conflict)');
    await dialog.getByRole('button', { name: T.book }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(T.slotTaken);
    await dialog.getByRole('group', { name: T.chooseDay }).waitFor();
    // The refreshed picker shows the free times of the first day that has any (the taken time's day, or
    // the next one when it was that day's last time), and no longer offers the taken time.
    const free = await slots();
    expect(free.some((s) => s.start === slot.start)).toBe(false);
    const times = await dialog.locator('fieldset button').allInnerTexts();
    expect(times).toEqual(free.filter((s) => s.date === free[0].date).map((s) => s.time));
  });

  it('the server out of reach: An error occurred: … Please try again later., and what was typed stays', async () => {
    await open(page, `/property/${listing.id}`);
    await page.getByRole('button', { name: T.scheduleViewing }).click();
    const dialog = page.getByRole('dialog', { name: T.pickerTitle });
    const [slot] = await slots();
    await dialog.getByRole('button', { name: slot.time, exact: true }).first().click();
    await dialog.getByLabel(F.name).fill('Offline Renter');
    await dialog.getByLabel(F.email).fill(`offline-${name}@example.com`);
    await dialog.getByRole('checkbox', { name: A.checkbox }).check();
    await page.route(bookingAction(), (route) => route.abort('internetdisconnected'));
    try {
      await dialog.getByRole('button', { name: T.book }).click();
      const failure = dialog.getByRole('alert');
      await failure.waitFor();
      expect(await failure.innerText()).toMatch(/^An error occurred: .+\. Please try again later\.$/);
    } finally {
      await page.unroute(bookingAction());
    }
    expect(await dialog.getByLabel(F.name).inputValue()).toBe('Offline Renter');
    expect(await viewingsOf(`offline-${name}@example.com`)).toEqual([]);
    // Sent again once the network is back: booked.
    await dialog.getByRole('button', { name: T.book }).click();
    await dialog.getByRole('heading', { name: T.requested }).waitFor();
    expect(await viewingsOf(`offline-${name}@example.com`)).toHaveLength(1);
    allowConsoleErrors(errors, 'ERR_INTERNET_DISCONNECTED', '409 (Conflict)');
    await page.keyboard.press('Escape');
  });

  it('the plain slots page, the confirmation page and the manage page pass axe', async () => {
    const [slot] = await slots();
    for (const path of [
      `/property/${listing.id}/viewing`,
      `/property/${listing.id}/viewing?start=${encodeURIComponent(slot.start)}`,
    ]) {
      await open(page, path);
      await page.getByRole('heading', { name: T.pickerTitle, level: 1 }).waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await screenshot(page, `viewing-confirmation-page-${name}`);
    const [booked] = await server.app.database.db.selectFrom('viewings').select('manage_token').limit(1).execute();
    await open(page, `/viewings/${server.app.services.viewings.manageToken(booked)}`);
    await page.getByRole('heading', { name: P.manageTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `viewing-manage-${name}`);
  });
});

describe('without JavaScript', () => {
  it('books through the slots page and the confirmation page, and the renter cancels from the manage link', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.goto(`/property/${listing.id}`);
      await page.getByRole('button', { name: T.scheduleViewing }).click();
      await page.waitForURL(new RegExp(`/property/${listing.id}/viewing\\??$`));
      await page.getByRole('heading', { name: T.pickerTitle, level: 1 }).waitFor();
      await screenshot(page, 'viewing-slots-page-no-js-phone');
      const free = await slots();
      const slot = free[free.length - 1];
      await page.getByRole('link', { name: `${slot.day}, ${slot.time}` }).click();
      await page.waitForURL(/\?start=/);
      expect(await page.locator('main').innerText()).toContain(`${slot.day}, ${slot.time}`);
      await page.getByRole('button', { name: T.book }).click();
      // Every problem at once, the first focused by the browser.
      expect(await page.getByRole('main').locator('[id$="-error"]').allInnerTexts()).toEqual([
        I.nameRequired,
        I.emailRequired,
        A.required,
      ]);
      expect(await page.locator('*:focus').getAttribute('name')).toBe('name');
      await page.getByRole('main').getByLabel(F.name).fill('Nojs Renter');
      await page.getByRole('main').getByLabel(F.email).fill('nojs@example.com');
      await page.getByRole('main').getByRole('checkbox', { name: A.checkbox }).check();
      await page.getByRole('button', { name: T.book }).click();
      await page.getByRole('heading', { name: T.requested }).waitFor();
      expect(await page.getByRole('status').innerText()).toContain(T.requestedDetail(`${slot.day}, ${slot.time}`));
      await screenshot(page, 'viewing-requested-no-js-phone');

      const [viewing] = await viewingsOf('nojs@example.com');
      expect(viewing.status).toBe('requested');
      expect((await slots()).some((s) => s.start === slot.start)).toBe(false);

      // The manage link: GET changes nothing; Cancel viewing frees the time at once.
      await page.goto(`/viewings/${server.app.services.viewings.manageToken(viewing)}`);
      await page.getByRole('heading', { name: P.manageTitle }).waitFor();
      expect((await viewingsOf('nojs@example.com'))[0].status).toBe('requested');
      await page.getByRole('button', { name: P.cancel }).click();
      await page.getByText(P.cancelled).waitFor();
      expect((await viewingsOf('nojs@example.com'))[0].status).toBe('cancelled');
      expect((await slots()).some((s) => s.start === slot.start)).toBe(true);

      const wrong = await page.goto('/viewings/not-a-real-token-not-a-real-token');
      expect(wrong?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(P.notFound);
    } finally {
      await context.close();
    }
  });
});
