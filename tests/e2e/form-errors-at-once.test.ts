import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { seriousViolations } from '../support/axe.ts';
import {
  allowConsoleErrors,
  failedLoad,
  launchBrowser,
  newPage,
  openHydrated,
  screenshot,
  VIEWPORTS,
} from '../support/browser.ts';
import { outboxMails } from '../support/mail.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { listingFields } from '../api/viewings-fixtures.ts';

/**
 * Issue 46 item 7: every public form says every problem at once, each beside its field (aria-invalid, tied
 * by aria-describedby), and the first refused field takes the focus in view, below the sticky header; with
 * scripts (checked in the browser, or answered by the page's action) and without them (the page's answer).
 */
let server: RunningServer;
let browser: Browser;
let listingId: number;
/** The links of the main applicant, the co-applicant and the guarantor of one application. */
const links = { renter: '', coApplicant: '', guarantor: '' };

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = async (url: string, fields: Record<string, string>) => {
  const res = await server.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });
  expect(res.statusCode, res.body).toBeLessThan(400);
};
const tokenIn = async (email: string) => {
  const [mail] = await outboxMails(server, { recipient: email });
  return /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mail.text)![1];
};

beforeAll(async () => {
  server = await startServer({ build: { viewingReminders: false, digestScheduler: false, followUpDigest: false } });
  browser = await launchBrowser();
  listingId = (await server.app.services.listings.create(listingFields({ neighborhood: '6D' }))).id;
  // One application of three people, through the pages' own actions: started, fees read, two invited.
  await post(`/property/${listingId}/apply`, { name: 'Riley Renter', email: 'riley@example.com', agencyAcknowledged: 'true' });
  links.renter = await tokenIn('riley@example.com');
  await post(`/apply/${links.renter}/fees`, { intent: 'fees', feesAcknowledged: 'on' });
  const invite = new URLSearchParams({ intent: 'invite' });
  for (const [role, name, email] of [
    ['co_applicant', 'Casey Roommate', 'casey@example.com'],
    ['guarantor', 'Gale Guarantor', 'gale@example.com'],
  ]) {
    invite.append('role', role);
    invite.append('name', name);
    invite.append('email', email);
  }
  const res = await server.inject({
    method: 'POST',
    url: `/apply/${links.renter}/people`,
    headers: FORM,
    payload: invite.toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  links.coApplicant = await tokenIn('casey@example.com');
  links.guarantor = await tokenIn('gale@example.com');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The texts a person reads in `language`. */
function textsIn(language: Language) {
  return {
    I: textsFor(language, 'inquiries').INQUIRIES_TEXT,
    F: textsFor(language, 'inquiries').INQUIRY_FORM_TEXT,
    V: textsFor(language, 'viewings').VIEWINGS_TEXT,
    AG: textsFor(language, 'agency').AGENCY_TEXT,
    A: textsFor(language, 'apply').APPLY_TEXT,
    T: textsFor(language, 'applications').APPLICATIONS_TEXT,
    R: textsFor(language, 'roommates').ROOMMATES_TEXT,
    N: textsFor(language, 'newsletter-form').NEWSLETTER_TEXT,
  };
}
const pathIn = (language: Language, path: string) => (language === 'en' ? path : `/${language}${path}`);

/**
 * Every one of `messages` shown at once in `scope`, as many fields marked invalid and each described by its
 * message, the focus on the field named `first`, inside the window and below the sticky header (a dialog
 * covers the header), and no serious axe violation. Read through locators only: a page without scripts runs
 * none of the test's either (axe then checked the same markup with scripts).
 */
async function expectAllAtOnce(page: Page, scope: Locator, messages: string[], first: string, invalid = messages.length) {
  for (const message of messages) await scope.getByText(message, { exact: true }).waitFor({ timeout: 5000 });
  const focused = page.locator('*:focus');
  await expect.poll(() => focused.getAttribute('name', { timeout: 1000 }).catch(() => null)).toBe(first);
  const refused = await scope.locator('[aria-invalid="true"]').all();
  expect(refused).toHaveLength(invalid);
  for (const field of refused) {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const said = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(
      messages.some((message) => said.includes(message)),
      ids.join(' '),
    ).toBe(true);
  }
  const box = (await focused.boundingBox())!;
  const inDialog = (await focused.locator('xpath=ancestor::*[@role="dialog"]').count()) > 0;
  const header = inDialog ? 0 : ((await page.locator('header').first().boundingBox())?.height ?? 0);
  const place = { top: box.y, bottom: box.y + box.height, header, height: page.viewportSize()!.height };
  expect(place.top, JSON.stringify(place)).toBeGreaterThanOrEqual(place.header);
  expect(place.bottom, JSON.stringify(place)).toBeLessThanOrEqual(place.height);
  if (scriptsRun.get(page) !== false) expect(await seriousViolations(page)).toEqual([]);
}

/** The pages opened without scripts. */
const scriptsRun = new WeakMap<Page, boolean>();

// Each width in a language: the phone in Spanish, the desktop in English.
const RUNS: Array<[keyof typeof VIEWPORTS, Language]> = [
  ['phone', 'es'],
  ['desktop', 'en'],
];

describe.each(RUNS)('every error of a form at once at %s, in %s', (width, language) => {
  const { I, F, V, AG, A, T, R, N } = textsIn(language);
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser, server.url, VIEWPORTS[width]));
  });
  afterAll(() => context?.close());

  it('the contact form and the property page inquiry: name, e-mail and message, checked in the browser', async () => {
    await openHydrated(page, pathIn(language, '/about'));
    const contact = page.locator('#contact form');
    await contact.getByLabel(F.email).fill('dana@example');
    await contact.getByRole('button', { name: F.sendContact }).click();
    await expectAllAtOnce(page, contact, [I.nameRequired, I.emailInvalid, I.messageRequired], 'name');

    await openHydrated(page, pathIn(language, `/property/${listingId}`));
    await page.getByRole('button', { name: F.openInquiry }).first().click();
    const dialog = page.getByRole('dialog', { name: F.modalTitle });
    await dialog.getByRole('button', { name: F.send }).click();
    await expectAllAtOnce(page, dialog, [I.nameRequired, I.emailRequired, I.messageRequired], 'name');
  });

  it('the viewing booking, in the modal and on its own page: name, e-mail and the agency disclosure', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: V.scheduleViewing }).first().click();
    const dialog = page.getByRole('dialog', { name: V.pickerTitle });
    await dialog.locator('fieldset button').first().click();
    await dialog.getByLabel(F.email).fill('not-an-address');
    await dialog.getByRole('button', { name: V.book }).click();
    await expectAllAtOnce(page, dialog, [I.nameRequired, I.emailInvalid, AG.required], 'name');
    await page.keyboard.press('Escape');

    const slots = (await server.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    await openHydrated(page, pathIn(language, `/property/${listingId}/viewing?start=${encodeURIComponent(slots[1].start)}`));
    await page.getByLabel(F.name).fill('Dana Renter');
    const form = page.locator('main form');
    await form.getByRole('button', { name: V.book }).click();
    await expectAllAtOnce(page, form, [I.emailRequired, AG.required], 'email');
  });

  it("the application's start, answered by the page's action", async () => {
    allowConsoleErrors(errors, ...failedLoad(400));
    await openHydrated(page, pathIn(language, `/property/${listingId}/apply`));
    const form = page.locator('main form');
    await form.getByLabel(T.emailLabel).fill('riley@');
    await form.getByRole('button', { name: T.startButton }).click();
    await expectAllAtOnce(page, form, [T.nameRequired, T.emailInvalid, AG.required], 'name');
  });

  it("each person's steps: the renter's home and invitation, the co-applicant's fees, the guarantor's work", async () => {
    allowConsoleErrors(errors, ...failedLoad(400));
    await openHydrated(page, pathIn(language, `/apply/${links.renter}/home`));
    let form = page.locator('main form');
    await form.getByLabel(T.fields.currentRent).fill('a lot');
    await form.getByLabel(T.fields.landlordContact).fill('x'.repeat(121));
    await form.getByRole('button', { name: A.saveAndContinue }).click();
    await expectAllAtOnce(
      page,
      form,
      [T.amountInvalid(T.fields.currentRent), T.tooLong(T.fields.landlordContact, 120)],
      'currentRent',
    );
    if (width === 'phone') await screenshot(page, 'form-errors-apply-home-phone');

    await openHydrated(page, pathIn(language, `/apply/${links.renter}/people`));
    form = page.locator('main form');
    await form.getByLabel(A.inviteEmailLabel).fill('sam@');
    await form.getByRole('button', { name: T.invite }).click();
    await expectAllAtOnce(page, form, [T.nameRequired, T.emailInvalid], 'name');

    await openHydrated(page, pathIn(language, `/apply/${links.coApplicant}`));
    form = page.locator('main form');
    await form.getByRole('button', { name: A.startSteps }).click();
    await expectAllAtOnce(page, form, [AG.required, A.feesMustConfirm], 'agencyAcknowledged');

    await openHydrated(page, pathIn(language, `/apply/${links.guarantor}/work`));
    form = page.locator('main form');
    await form.getByLabel(T.fields.employer).fill('E'.repeat(121));
    await form.getByLabel(T.fields.annualIncome).fill('plenty');
    await form.getByRole('button', { name: A.saveAndContinue }).click();
    await expectAllAtOnce(page, form, [T.tooLong(T.fields.employer, 120), T.amountInvalid(T.fields.annualIncome)], 'employer');
  });

  it("the roommate seeker's questionnaire: the first refused field comes into view from the button far below it", async () => {
    allowConsoleErrors(errors, ...failedLoad(400));
    await openHydrated(page, pathIn(language, '/roommates'));
    const form = page.locator('main form');
    await form.getByLabel(R.budgetLabel).fill('90');
    await form.getByRole('button', { name: R.submit }).click();
    await expectAllAtOnce(page, form, [R.nameRequired, R.emailRequired, R.budgetInvalid, R.moveInInvalid], 'name');
    if (width === 'phone') await screenshot(page, 'form-errors-roommates-phone');
  });

  it("the footer's newsletter form: the address and the age checkbox", async () => {
    await openHydrated(page, pathIn(language, '/'));
    const form = page.getByRole('form', { name: N.heading });
    await form.getByRole('button', { name: N.subscribe }).click();
    await expectAllAtOnce(page, form, [N.needEmail, N.needConsent], 'email');
    if (width === 'phone') await screenshot(form, 'form-errors-newsletter-phone');
  });
});

describe('without JavaScript, the page answers every error at once and the browser focuses the first', () => {
  const { I, F, R, AG, T } = textsIn('zh');

  it('the roommate form, the contact form and the application start, in Chinese on a phone', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      scriptsRun.set(page, false);
      await page.goto('/zh/roommates');
      let form = page.locator('main form');
      await form.getByLabel(R.emailLabel, { exact: true }).fill('seeker@example');
      await form.getByLabel(R.budgetLabel).fill('90');
      await form.getByRole('button', { name: R.submit }).click();
      await expectAllAtOnce(page, form, [R.nameRequired, R.emailInvalid, R.budgetInvalid, R.moveInInvalid], 'name');

      await page.goto('/zh/about');
      form = page.locator('#contact form');
      await form.getByLabel(F.name).fill('Dana Renter');
      await form.getByRole('button', { name: F.sendContact }).click();
      await expectAllAtOnce(page, page.locator('#contact form'), [I.emailRequired, I.messageRequired], 'email');

      await page.goto(`/zh/property/${listingId}/apply`);
      form = page.locator('main form');
      await form.getByLabel(T.nameLabel).fill('Riley Renter');
      await form.getByRole('button', { name: T.startButton }).click();
      await expectAllAtOnce(page, form, [T.emailRequired, AG.required], 'email');
    } finally {
      await context.close();
    }
  });
});
