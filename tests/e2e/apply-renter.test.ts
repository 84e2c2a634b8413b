import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_TEXT } from '../../src/shared/texts/agency.ts';
import { APPLY_TEXT as A } from '../../src/shared/texts/apply.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { PROPERTY_TEXT } from '../../src/shared/texts/property.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { hits } from '../support/forbidden-questions.ts';
import { mailAppFixture } from '../support/deal-app.ts';
import { pdf } from '../api/application-fixtures.ts';
import { listingFields } from '../api/viewings-fixtures.ts';

const HEIC = path.resolve('tests/fixtures/applications/gradient.heic');
// The screening fee of the settings ($20) is everything the tenant pays on this listing (decision 082).
const FEES: Array<{ name: string; amount: number }> = [];

const app = mailAppFixture();
let listingId: number;
/** The rendered text of every page of the flow, scanned at the end for what New York forbids asking. */
const seen: Array<{ path: string; text: string }> = [];

beforeAll(async () => {
  listingId = (await app.server.app.services.listings.create(listingFields({ neighborhood: '9C', fees: FEES }))).id;
  await app.server.app.services.applications.updateSettings({ screeningFee: 20, retentionDays: 60 });
});

/** The token of the newest application link e-mailed to `email` (waits for it). */
async function linkTokenOf(email: string, count = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (app.smtp.to(email).length < count) {
    if (Date.now() > deadline) throw new Error(`no application e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  const text = app.smtp.to(email)[count - 1].parsed.text ?? '';
  const token = /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

const own = async (token: string) =>
  (await app.server.inject({ method: 'GET', url: `/api/applications/${token}` })).json().application;

/** Records the page's text for the scan, checks it with axe, and takes its screenshot. */
async function look(page: Page, name: string) {
  await page.waitForLoadState('load');
  seen.push({ path: name, text: await page.locator('main').innerText() });
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

async function saveAndContinue(page: Page, nextHeading: string) {
  // As a person does: press once the autosave of what was just typed has answered (on a loaded machine
  // a press made while it was under way was once not followed; see the closing note of issue 34).
  await page.getByText(A.saving).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: A.saveAndContinue }).click();
  await page.getByRole('heading', { level: 1, name: nextHeading }).waitFor();
}

describe('a renter applies from the property page on a phone, with a co-applicant', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let token: string;

  beforeAll(async () => {
    ({ context, page, errors } = await newPage(app.browser, app.server.url, VIEWPORTS.phone));
  });
  afterAll(() => context?.close());

  it('presses Apply, gives a name and an e-mail and is told to check the inbox (the link goes by e-mail only)', async () => {
    await page.goto(`/property/${listingId}`);
    // On a phone 'Apply' is in the bar along the bottom of the screen, beside the inquiry and the viewing.
    await page.getByRole('region', { name: PROPERTY_TEXT.contactBar }).getByRole('link', { name: A.applyLink }).click();
    await page.getByRole('heading', { name: T.startTitle }).waitFor();
    await page.getByLabel(T.nameLabel).fill('Riley Renter');
    await page.getByLabel(T.emailLabel).fill('riley@example.com');
    // The New York State agency disclosure (RPL §443) before the application starts.
    expect(await page.getByTestId('agency-disclosure').innerText()).toContain(AGENCY_TEXT.landlordsAgent);
    await page.getByRole('checkbox', { name: AGENCY_TEXT.checkbox }).check();
    await look(page, 'apply-start-phone');
    await page.getByRole('button', { name: T.startButton }).click();
    await page.getByRole('heading', { name: A.checkInbox }).waitFor();
    await look(page, 'apply-started-phone');
    expect(await page.locator('main').innerHTML()).not.toContain('/apply/');
    token = await linkTokenOf('riley@example.com');
  });

  it('reads and confirms the fees first, then invites a co-applicant', async () => {
    await page.goto(`/apply/${token}/contact`);
    // The fees come before anything else, whatever step the address names.
    await page.getByRole('heading', { level: 1, name: T.feesTitle }).waitFor();
    expect(await page.locator('main').innerText()).toContain('$20');
    expect(await page.locator('main').innerText()).toContain(T.screeningWaiver);
    await look(page, 'apply-fees-phone');
    allowConsoleErrors(errors, ...failedLoad(400));
    await page.getByRole('button', { name: A.startSteps }).click();
    await page.getByText(A.feesMustConfirm).waitFor();
    await page.getByLabel(T.feesAcknowledge).check();
    await page.getByRole('button', { name: A.startSteps }).click();
    await page.getByRole('heading', { level: 1, name: A.stepNames.people }).waitFor();
    expect((await own(token)).feesAcknowledged).toBe(true);

    await page.getByLabel(A.inviteNameLabel).fill('Casey Roommate');
    await page.getByLabel(A.inviteEmailLabel).fill('casey@example.com');
    await page.getByRole('button', { name: T.invite }).click();
    await page.getByText(T.invited('Casey Roommate')).waitFor();
    await look(page, 'apply-people-phone');
    // Each person with what they still lack (decision 086): here, who they are.
    expect((await own(token)).household).toMatchObject([
      { role: 'applicant', name: 'Riley Renter', you: true },
      { role: 'co_applicant', name: 'Casey Roommate' },
    ]);
  });

  it('fills each step, saved as it is typed (a voucher as income)', async () => {
    await page.getByRole('link', { name: A.continue }).click();
    await page.getByRole('heading', { level: 1, name: A.stepNames.contact }).waitFor();
    await page.getByLabel(T.fields.phone).fill('917 555 0142');
    // Saved without pressing anything: the autosave.
    await page.getByText(A.savedAt).waitFor();
    expect((await own(token)).part.phone).toBe('917 555 0142');
    await look(page, 'apply-contact-phone');
    await saveAndContinue(page, A.stepNames.home);

    await page.getByLabel(T.fields.currentAddress).fill('12 Bedford Avenue, Brooklyn, NY 11211');
    await page.getByLabel(T.fields.currentRent).fill('$2,100');
    await page.getByLabel(T.fields.landlordName).fill('Bedford Management');
    await look(page, 'apply-home-phone');
    await saveAndContinue(page, A.stepNames.work);
    await look(page, 'apply-work-phone');
    await saveAndContinue(page, A.stepNames.income);

    await page.getByLabel(T.fields.otherIncomeSource).selectOption('Section 8 voucher');
    await page.getByLabel(T.fields.otherIncomeAmount).fill('24,000');
    await saveAndContinue(page, A.stepNames['move-in']);
    await page.getByLabel(T.fields.moveInDate).fill('2027-01-01');
    await look(page, 'apply-move-in-phone');
    await saveAndContinue(page, A.stepNames.documents);
    expect((await own(token)).part).toMatchObject({
      phone: '917 555 0142',
      currentAddress: '12 Bedford Avenue, Brooklyn, NY 11211',
      currentRent: 2100,
      otherIncome: [{ source: 'Section 8 voucher', amount: 24000 }],
      moveInDate: '2027-01-01',
    });
    // Back on the income step, the saved row is shown with an empty one under it.
    await page.goto(`/apply/${token}/income`);
    await look(page, 'apply-income-phone');
    expect(await page.getByLabel(T.fields.otherIncomeSource).first().inputValue()).toBe('Section 8 voucher');
    await openHydrated(page, `/apply/${token}/documents`);
  });

  it('uploads a HEIC photo ID and a bank statement with progress (one retried), then is refused with what is missing', async () => {
    await page.getByRole('heading', { level: 1, name: A.stepNames.documents }).waitFor();
    const missing = page.getByRole('region', { name: A.stillMissingTitle });
    expect(await missing.innerText()).toContain(T.documentFileNames.voucher_letter);
    await look(page, 'apply-documents-phone');

    // The HEIC photo: its progress bar shows while the server answers.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/applications/*/documents', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(`${A.chooseFile}: ${T.documentFileNames.photo_id}`).setInputFiles(HEIC);
    await page.getByRole('progressbar').waitFor();
    await screenshot(page, 'apply-uploading-phone');
    release();
    await page.getByText('Photo ID.jpg').waitFor({ timeout: 20_000 });
    await page.unroute('**/api/applications/*/documents');

    // A bank statement whose connection drops: the message and Retry, which sends it again.
    allowConsoleErrors(errors, 'Failed to load resource');
    await page.route('**/api/applications/*/documents', (route) => route.abort(), { times: 1 });
    await page
      .getByLabel(`${A.chooseFile}: ${T.documentFileNames.bank_statement}`)
      .setInputFiles({ name: 'statement-october.pdf', mimeType: 'application/pdf', buffer: pdf('october') });
    await page.getByText(A.uploadFailed(A.uploadInterrupted)).waitFor();
    await screenshot(page, 'apply-upload-failed-phone');
    await page.getByRole('button', { name: A.retry }).click();
    await page.getByText('Bank statement 1.pdf').waitFor();
    expect((await own(token)).documents.map((d: { name: string }) => d.name)).toEqual(['Photo ID.jpg', 'Bank statement 1.pdf']);
    await expect.poll(() => missing.innerText()).not.toContain(T.documentFileNames.photo_id);

    await page.getByRole('link', { name: A.continue }).click();
    await page.getByRole('heading', { level: 1, name: A.stepNames.review }).waitFor();
    await page.getByRole('button', { name: A.submit }).click();
    const refused = page.getByRole('alert').filter({ hasText: A.missingTitle });
    await refused.waitFor();
    const listed = await refused.innerText();
    expect(listed).toContain('Riley Renter');
    expect(listed).toContain('Document: Voucher letter');
    expect(listed).toContain('Casey Roommate');
    expect(listed).toContain('The fees confirmed');
    await look(page, 'apply-review-missing-phone');
    expect((await own(token)).status).toBe('started');
  });

  it('the co-applicant fills their own part through their own link (at 1280 px)', async () => {
    const coToken = await linkTokenOf('casey@example.com');
    expect(coToken).not.toBe(token);
    const co = await newPage(app.browser, app.server.url, VIEWPORTS.desktop);
    const coPage = co.page;
    try {
      await openHydrated(coPage, `/apply/${coToken}`);
      await coPage.getByRole('heading', { level: 1, name: T.feesTitle }).waitFor();
      await look(coPage, 'apply-fees-desktop');
      // Invited, the co-applicant reads the agency disclosure with the fees (decision 108).
      await coPage.getByRole('checkbox', { name: AGENCY_TEXT.checkbox }).check();
      await coPage.getByLabel(T.feesAcknowledge).check();
      await coPage.getByRole('button', { name: A.startSteps }).click();
      // No 'Who applies' for a co-applicant: contact comes next.
      await coPage.getByRole('heading', { level: 1, name: A.stepNames.contact }).waitFor();
      await coPage.getByLabel(T.fields.phone).fill('646 555 0199');
      await look(coPage, 'apply-contact-desktop');
      await saveAndContinue(coPage, A.stepNames.home);
      await coPage.getByLabel(T.fields.currentAddress).fill('40 Pearl Street, New York, NY 10004');
      await look(coPage, 'apply-home-desktop');
      await saveAndContinue(coPage, A.stepNames.work);
      await look(coPage, 'apply-work-desktop');
      await saveAndContinue(coPage, A.stepNames.income);
      await coPage.getByLabel(T.fields.otherIncomeSource).selectOption('Support payments');
      await coPage.getByLabel(T.fields.otherIncomeAmount).fill('30000');
      await look(coPage, 'apply-income-desktop');
      await saveAndContinue(coPage, A.stepNames['move-in']);
      await coPage.getByLabel(T.fields.moveInDate).fill('2027-01-01');
      await saveAndContinue(coPage, A.stepNames.documents);
      await look(coPage, 'apply-documents-desktop');
      const uploads: Array<[keyof typeof T.documentFileNames, string]> = [
        ['photo_id', 'Photo ID.pdf'],
        ['bank_statement', 'Bank statement 1.pdf'],
        ['bank_statement', 'Bank statement 2.pdf'],
      ];
      for (const [kind, name] of uploads) {
        await coPage
          .getByLabel(`${A.chooseFile}: ${T.documentFileNames[kind]}`)
          .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(kind) });
        await coPage.getByText(name).waitFor();
      }
      await coPage.getByText(A.nothingMissing).waitFor();
      await look(coPage, 'apply-documents-done-desktop');
      await coPage.getByRole('link', { name: A.continue }).click();
      await coPage.getByRole('heading', { level: 1, name: A.reviewPart }).waitFor();
      // Only the main applicant sends the application.
      expect(await coPage.getByRole('button', { name: A.submit }).count()).toBe(0);
      await coPage.getByText(A.complete, { exact: true }).waitFor();
      await look(coPage, 'apply-review-desktop');
    } finally {
      await co.context.close();
    }
    expect((await own(coToken)).missing).toEqual([]);
  });

  it("the applicant's own pages at 1280 px: the start form and who applies", async () => {
    const wide = await newPage(app.browser, app.server.url, VIEWPORTS.desktop);
    try {
      await openHydrated(wide.page, `/property/${listingId}/apply`);
      await look(wide.page, 'apply-start-desktop');
      await openHydrated(wide.page, `/apply/${token}/people`);
      await wide.page.getByText('Casey Roommate').waitFor();
      await look(wide.page, 'apply-people-desktop');
    } finally {
      await wide.context.close();
    }
  });

  it('the applicant adds what was missing and sends the application', async () => {
    await openHydrated(page, `/apply/${token}/documents`);
    await page
      .getByLabel(`${A.chooseFile}: ${T.documentFileNames.bank_statement}`)
      .setInputFiles({ name: 'statement-november.pdf', mimeType: 'application/pdf', buffer: pdf('november') });
    await page.getByText('Bank statement 2.pdf').waitFor();
    await page
      .getByLabel(`${A.chooseFile}: ${T.documentFileNames.voucher_letter}`)
      .setInputFiles({ name: 'voucher.pdf', mimeType: 'application/pdf', buffer: pdf('voucher') });
    await page.getByText('Voucher letter.pdf').waitFor();
    await page.getByText(A.nothingMissing).waitFor();
    await look(page, 'apply-documents-done-phone');
    await openHydrated(page, `/apply/${token}/review`);
    await page.getByRole('button', { name: A.submit }).click();
    await page.getByText(T.submitted).waitFor();
    await look(page, 'apply-submitted-phone');
    expect((await own(token)).status).toBe('submitted');
    // Sent: the steps read only.
    await page.goto(`/apply/${token}/contact`);
    await page.getByText(A.readOnly).waitFor();
    expect(await page.getByLabel(T.fields.phone).isDisabled()).toBe(true);
  });

  it('deletes the application after confirming: the link is a broken link (404) from then on', async () => {
    await page.goto(`/apply/${token}/review`);
    await page.getByRole('link', { name: A.deleteMine }).click();
    await page.getByRole('alertdialog', { name: A.deleteConfirmTitle }).waitFor();
    await look(page, 'apply-delete-confirm-phone');
    await page.getByRole('link', { name: A.cancel }).click();
    await page.getByRole('link', { name: A.deleteMine }).waitFor();
    await page.getByRole('link', { name: A.deleteMine }).click();
    await page.getByRole('button', { name: A.deleteYes }).click();
    await page.getByText(T.deleted).waitFor();
    const res = await app.server.inject({ method: 'GET', url: `/api/applications/${token}` });
    expect(res.statusCode).toBe(404);
    allowConsoleErrors(errors, 'Failed to load resource');
    const gone = await page.goto(`/apply/${token}`);
    expect(gone?.status()).toBe(404);
    expect(gone?.headers()['cache-control']).toBe('no-store');
    expect(gone?.headers()['x-robots-tag']).toBe('noindex');
    await page.getByRole('heading', { name: T.notFound }).waitFor();
    await look(page, 'apply-broken-link-phone');
  });
});

describe('without scripts', () => {
  it('a step saves through its plain form, and a document uploads through a plain multipart form', async () => {
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    try {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/applications',
        payload: { agencyAcknowledged: true, listingId, name: 'Noor Noscript', email: 'noor@example.com' },
      });
      expect(res.statusCode).toBe(201);
      const token = await linkTokenOf('noor@example.com');
      const page = await context.newPage();
      await page.goto(`/apply/${token}`);
      await page.getByLabel(T.feesAcknowledge).check();
      await page.getByRole('button', { name: A.startSteps }).click();
      await page.getByRole('heading', { level: 1, name: A.stepNames.people }).waitFor();
      await page.goto(`/apply/${token}/contact`);
      await page.getByLabel(T.fields.phone).fill('212 555 0123');
      await page.getByRole('button', { name: A.saveAndContinue }).click();
      await page.getByRole('heading', { level: 1, name: A.stepNames.home }).waitFor();
      expect((await own(token)).part.phone).toBe('212 555 0123');

      await page.goto(`/apply/${token}/documents`);
      const row = page.getByRole('region', { name: T.documentKinds.photo_id });
      await row.getByLabel(`${A.chooseFile}: ${T.documentFileNames.photo_id}`).setInputFiles({
        name: 'id.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('noscript-id'),
      });
      await row.getByRole('button', { name: T.upload }).click();
      await page.getByText('Photo ID.pdf').waitFor();
      expect((await own(token)).documents).toMatchObject([{ kind: 'photo_id', name: 'Photo ID.pdf' }]);
      await screenshot(page, 'apply-documents-noscript-phone');
    } finally {
      await context.close();
    }
  });
});

describe('what the pages show', () => {
  it('asks nothing New York forbids (every page of the flow, as rendered)', () => {
    expect(seen.length).toBeGreaterThan(15);
    expect(hits(seen)).toEqual([]);
  });
});
