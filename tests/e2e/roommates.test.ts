import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_OPTIONS, LIFESTYLE_OPTIONS, ROOMMATES_TEXT as T } from '../../src/shared/texts/roommates.ts';
import { createRoom, dayFromNow, questionnaire } from '../api/roommate-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

let server: RunningServer;
let browser: Browser;
let token: string;

/** The newest e-mail of `kind` to `email` in the outbox. */
const outboxMail = async (email: string, kind: string) => (await outboxMails(server, { kind, recipient: email })).at(-1);
const linkIn = (text: string) => /\/roommates\/([A-Za-z0-9_-]{22})/.exec(text)![0];

/** A confirmed seeker through the API: the questionnaire, then the e-mailed link's Confirm. */
async function confirmedSeeker(fields: Record<string, unknown>) {
  const res = await server.inject({ method: 'POST', url: '/api/roommates', payload: questionnaire(fields) });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await outboxMail(String(fields.email), 'roommate-confirm');
  const confirmed = await server.inject({ method: 'POST', url: `/api${linkIn(mail!.text)}/confirm` });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

beforeAll(async () => {
  server = await startServer({ build: { roommateAlerts: false } });
  browser = await launchBrowser();
  token = await adminToken(server);
  await createRoom(
    server,
    { price: 1350, address: '88 Greenwich Street, New York, NY 10006', neighborhood: '12C' },
    { privateBath: true },
  );
  await confirmedSeeker({ name: 'Maya Chen', email: 'maya@example.com', budget: 1500, moveInDate: dayFromNow(20) });
  await confirmedSeeker({
    name: 'Leo Park',
    email: 'leo@example.com',
    budget: 1600,
    moveInDate: dayFromNow(30),
    about: 'I cook.',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each(Object.entries(VIEWPORTS))('a seeker finds a room at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  const email = `seeker-${name}@example.com`;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
  });
  afterAll(() => context?.close());

  it('fills the questionnaire, confirms from the e-mail, and gets an alert for a new room that fits', async () => {
    await page.goto('/roommates');
    await page.getByRole('heading', { name: T.pageTitle, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `roommates-form-${name}`);

    await page.getByLabel(T.nameLabel, { exact: true }).fill('Ana Ruiz');
    await page.getByLabel(T.emailLabel, { exact: true }).fill(email);
    await page.getByLabel(T.budgetLabel).fill('1400');
    await page.getByLabel(T.moveInLabel).fill(dayFromNow(25));
    await page.getByLabel('88 Greenwich Street').check();
    await page.getByLabel(T.needPrivateBath).check();
    await page.getByLabel(LIFESTYLE_OPTIONS.smoking.label).selectOption('non-smoker');
    await page.getByLabel(LIFESTYLE_OPTIONS.pets.label).selectOption('fine-with-pets');
    await page.getByLabel(T.householdLabel).selectOption({ label: HOUSEHOLD_OPTIONS.none });
    await page.getByLabel(T.introduceLabel).check();
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.sent).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const confirm = await outboxMail(email, 'roommate-confirm');
    expect(confirm?.text).toContain('Hello Ana,');
    await page.goto(linkIn(confirm!.text));
    await page.getByText(T.pending).waitFor();
    await page.getByRole('button', { name: T.confirmButton }).click();
    await page.getByText(T.confirmed).waitFor();
    expect(await page.getByLabel(T.budgetLabel).inputValue()).toBe('1400');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `roommates-manage-${name}`);

    const room = await createRoom(
      server,
      { price: 1300, address: '88 Greenwich Street, New York, NY 10006', neighborhood: name === 'phone' ? '3A' : '4A' },
      { privateBath: true },
    );
    expect(await server.app.services.roommates.seekers.sendRoomAlerts()).toBeGreaterThanOrEqual(1);
    const alert = await outboxMail(email, 'roommate-alert');
    expect(alert?.text).toContain(`/property/${room}`);
    expect(alert?.text).toContain('budget ✓ · move-in ✓ · area ✓ · private bath ✓ · smoking ✓ · pets ✓');

    // The alert's stop link: opening it stops nothing; its button pauses the alerts and keeps the profile (decision 092).
    const stop = /https?:\/\/[^/\s]+(\/roommates\/[^/\s]+\/stop)/.exec(alert!.text)![1];
    await page.goto(stop);
    await page.getByText(T.stopDetail(email)).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.stopButton }).click();
    await page.getByText(T.stopped).waitFor();
    const left = await server.app.database.db
      .selectFrom('roommate_seekers')
      .select(['id', 'alerts_paused_at'])
      .where('email', '=', email)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0].alerts_paused_at).not.toBeNull();
  });
});

describe('the questionnaire without scripts', () => {
  it('posts and answers as a plain form', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto('/roommates');
    await page.getByLabel(T.nameLabel, { exact: true }).fill('No Script');
    await page.getByLabel(T.emailLabel, { exact: true }).fill('noscript@example.com');
    await page.getByLabel(T.budgetLabel).fill('90');
    await page.getByLabel(T.moveInLabel).fill(dayFromNow(25));
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.budgetInvalid).waitFor();
    expect(await page.getByLabel(T.nameLabel, { exact: true }).inputValue()).toBe('No Script');
    await page.getByLabel(T.budgetLabel).fill('1200');
    await page.getByRole('button', { name: T.submit }).click();
    await page.getByText(T.sent).waitFor();
    expect(await outboxMail('noscript@example.com', 'roommate-confirm')).toBeDefined();
    await context.close();
  });
});

describe.each(Object.entries(VIEWPORTS))('the agent introduces two seekers at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
    await signInContext(context, token);
    // Each width introduces the same two seekers: the other width's introduction is forgotten first
    // (a pair is introduced once; a second time is refused).
    await server.app.database.db.deleteFrom('roommate_introductions').execute();
  });
  afterAll(() => context?.close());

  it('lists the seekers, opens one with its ranked rooms and reasons, and introduces the other', async () => {
    await page.goto('/admin/roommates');
    await page.getByRole('heading', { name: T.adminTitle, level: 1 }).waitFor();
    const rows = page.getByTestId('seeker');
    await rows.filter({ hasText: 'Maya Chen' }).waitFor();
    expect(await rows.filter({ hasText: 'Leo Park' }).innerText()).toContain('$1,600');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-roommates-${name}`);

    await page.getByLabel(T.filterBudget).selectOption('1500');
    await page.waitForURL(/budget=1500/);
    await rows.filter({ hasText: 'Leo Park' }).waitFor();
    await page.getByRole('link', { name: T.openSeeker('Maya Chen') }).waitFor();

    await page.getByRole('link', { name: T.openSeeker('Leo Park') }).click();
    await page.getByRole('heading', { name: 'Leo Park', level: 1 }).waitFor();
    const room = page.getByTestId('ranked-room').first();
    await room.waitFor();
    expect(await room.getByTestId('reasons').innerText()).toMatch(/^budget ✓ · move-in ✓/);
    const maya = page.getByTestId('ranked-seeker').filter({ hasText: 'Maya Chen' });
    expect(await maya.innerText()).not.toContain('maya@example.com');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-roommate-${name}`);

    const before = await server.app.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'roommate-introduction')
      .execute();
    await maya.getByRole('button', { name: T.introduceWith('Maya Chen') }).click();
    const dialog = page.getByRole('dialog', { name: T.introduceTitle });
    await dialog.getByLabel(T.introduceNoteLabel).fill('You both cook and move in the same month.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `admin-roommate-introduce-${name}`);
    await dialog.getByRole('button', { name: T.introduceSend }).click();
    await page.getByText(T.introduced(2)).waitFor();
    // Recorded: the pair cannot be introduced twice by a second press.
    await maya.getByText(/^Introduced /).waitFor();
    expect(await maya.getByRole('button', { name: T.introduceWith('Maya Chen') }).count()).toBe(0);
    const sent = await outboxMails(server, { kind: 'roommate-introduction' });
    expect(sent.length).toBe(before.length + 2);
    expect(
      sent
        .slice(-2)
        .map((m) => m.recipient)
        .sort(),
    ).toEqual(['leo@example.com', 'maya@example.com']);
    for (const mail of sent.slice(-2)) {
      expect(mail.text).toContain('Maya <maya@example.com>');
      expect(mail.text).toContain('Leo <leo@example.com>');
      expect(mail.text).toContain('You both cook and move in the same month.');
    }
  });
});
