import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { placeIn } from '../../src/shared/words/in-language.ts';
import { ADMIN_APPLICATIONS_TEXT as STAFF } from '../../src/shared/texts/admin-applications.ts';
import { ADMIN_DEALS_TEXT as DEALS } from '../../src/shared/texts/admin-deals.ts';
import { PACKAGE_TEXT } from '../../src/shared/texts/application-package.ts';
import { AUTH_TEXT } from '../../src/shared/texts/auth.ts';
import { ADMIN_TEXT } from '../../src/shared/texts/admin.ts';
import { AGENCY_STAFF_TEXT } from '../../src/shared/texts/agency-staff.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, expectToastClearOf, failedLoad, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { ADMIN } from '../support/app.ts';
import { mailAppFixture } from '../support/deal-app.ts';
import { pdf } from '../api/application-fixtures.ts';
import { listingFields } from '../api/viewings-fixtures.ts';

/**
 * The deal path as its people live it (issue 46, 'Must show'): a renter finds the apartment on the Spanish
 * site and applies; the co-applicant, the guarantor, the agent, the landlord and the renter again each open
 * their page only from a link in an e-mail the product sent. The renters are on phones (390 × 844; the
 * co-applicant reads English and switches the page to it, the others stay in Spanish, the application's
 * language), the agent at 1280 × 800 in the back-office: the screening fee, the landlord's package,
 * Approve, Start deal, the FARE Act disclosure both tenants sign in Spanish (issue 47), Lease signed. It
 * ends on the rented apartment's page (410) and on the applicant's page saying what happened. Every renter
 * page is checked with axe.
 */

const AGENT_SCREEN = { width: 1280, height: 800 };
const ADDRESS = '145 East 29th Street, New York, NY 10016';
const APARTMENT = '4B';

const es = {
  A: textsFor('es', 'apply').APPLY_TEXT,
  T: textsFor('es', 'applications').APPLICATIONS_TEXT,
  P: textsFor('es', 'property').PROPERTY_TEXT,
  D: textsFor('es', 'deals-public').DISCLOSURE_TEXT,
  DEAL: textsFor('es', 'deals').DEALS_TEXT,
  AG: textsFor('es', 'agency').AGENCY_TEXT,
};
const en = {
  A: textsFor('en', 'apply').APPLY_TEXT,
  T: textsFor('en', 'applications').APPLICATIONS_TEXT,
  P: textsFor('en', 'property').PROPERTY_TEXT,
  AG: textsFor('en', 'agency').AGENCY_TEXT,
};
type Texts = { A: typeof en.A; T: typeof en.T };

const RENTER = { name: 'Lucía Fernández', email: 'lucia@example.com' };
const ROOMMATE = { name: 'Casey Morgan', email: 'casey@example.com' };
const GUARANTOR = { name: 'Jorge Fernández', email: 'jorge@example.com' };
const LANDLORD = 'owner@example.com';

const app = mailAppFixture();
let listingId: number;
/** Where each person is: one browser context each, as each has their own phone or computer. */
let renter: { context: BrowserContext; page: Page; errors: string[] };
let agent: { context: BrowserContext; page: Page };

beforeAll(async () => {
  listingId = (await app.server.app.services.listings.create(listingFields({ address: ADDRESS, neighborhood: APARTMENT }))).id;
  // Another apartment of the building, still free: the rented page offers it.
  await app.server.app.services.listings.create(listingFields({ address: ADDRESS, neighborhood: '7C', price: 3400 }));
  await app.server.app.services.applications.updateSettings({ screeningFee: 20, retentionDays: 60 });
});

/** The newest e-mail to `to` whose subject is `subject`, once it arrived. */
async function mailIn(to: string, subject: string) {
  const mails = () => app.smtp.to(to).filter((m) => m.parsed.subject === subject);
  await expect
    .poll(() => mails().length, {
      timeout: 15_000,
      message: `${to}: '${subject}' among ${app.smtp
        .to(to)
        .map((m) => m.parsed.subject)
        .join(' | ')}`,
    })
    .toBeGreaterThan(0);
  return mails().at(-1)!;
}

/**
 * The address (path and query) of the link to `linkPath` in the newest e-mail to `to` whose subject is
 * `subject`, once it arrived: the only way a person of this walk reaches their next page.
 */
async function linkIn(to: string, subject: string, linkPath: RegExp): Promise<string> {
  const text = (await mailIn(to, subject)).parsed.text ?? '';
  const link = (text.match(/https?:\/\/\S+/g) ?? []).map((u) => new URL(u)).find((u) => linkPath.test(u.pathname));
  expect(link, text).toBeDefined();
  return link!.pathname + link!.search;
}

/**
 * The innermost elements that make the page wider than the screen: those without which it would not scroll
 * sideways, and none of whose children is (named in the failure, so a sideways scroll says where it comes from).
 */
const wideningElements = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const widens = (element: HTMLElement) => {
      const before = document.documentElement.scrollWidth;
      const display = element.style.display;
      element.style.display = 'none';
      const narrower = document.documentElement.scrollWidth < before;
      element.style.display = display;
      return narrower;
    };
    const visit = (element: Element) => {
      if (!(element instanceof HTMLElement) || !widens(element)) return;
      const count = found.length;
      [...element.children].forEach(visit);
      if (found.length === count) found.push(element.outerHTML.slice(0, 300));
    };
    [...document.body.children].forEach(visit);
    return found;
  });

/**
 * With SHOTS_WALK=<dir>, the page as it is now at 390 and 1280 px, into <dir>/<name>-<width>.png, for a person
 * to look at (each person walks at one width; the other is taken on the same page, then given back).
 */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_WALK;
  if (!dir) return screenshot(page, `walk-${name}`);
  mkdirSync(dir, { recursive: true });
  const own = page.viewportSize();
  for (const viewport of [VIEWPORTS.phone, AGENT_SCREEN]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(dir, `${name}-${viewport.width}.png`), fullPage: true });
  }
  if (own) await page.setViewportSize(own);
}

/** A renter's page as it is now: axe finds nothing serious, nothing scrolls sideways; its screenshot on failure. */
async function look(page: Page, name: string) {
  await page.waitForLoadState('load');
  await shoot(page, name);
  expect(await seriousViolations(page), name).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (sideways > 0)
    expect.fail(`${name} scrolls ${sideways} px sideways because of:\n${(await wideningElements(page)).join('\n')}`);
}

async function saveAndContinue(page: Page, { A }: Texts, nextHeading: string) {
  await page.getByText(A.saving).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: A.saveAndContinue }).click();
  await page.getByRole('heading', { level: 1, name: nextHeading }).waitFor();
}

/** Contact, home, (work,) income and move-in, each saved with 'Save and continue', then the documents. */
async function fillPart(page: Page, texts: Texts, who: string, tenant: boolean) {
  const { A, T } = texts;
  await page.getByRole('heading', { level: 1, name: A.stepNames.contact }).waitFor();
  await page.getByLabel(T.fields.phone).fill('917 555 0142');
  await look(page, `${who}-contact`);
  await saveAndContinue(page, texts, A.stepNames.home);
  await page.getByLabel(T.fields.currentAddress).fill('12 Bedford Avenue, Brooklyn, NY 11211');
  await saveAndContinue(page, texts, A.stepNames.work);
  await saveAndContinue(page, texts, A.stepNames.income);
  await page.getByLabel(T.fields.otherIncomeSource).selectOption('Support payments');
  await page.getByLabel(T.fields.otherIncomeAmount).fill(tenant ? '90000' : '250000');
  await look(page, `${who}-income`);
  if (tenant) {
    await saveAndContinue(page, texts, A.stepNames['move-in']);
    await page.getByLabel(T.fields.moveInDate).fill('2027-02-01');
  }
  await saveAndContinue(page, texts, A.stepNames.documents);
  // Until its script runs the page is the form that works without one: a file chosen then waits for 'Upload'.
  await page.getByRole('button', { name: T.upload }).first().waitFor({ state: 'hidden' });
  const uploads: Array<[keyof typeof T.documentFileNames, string]> = [
    ['photo_id', ` 1`],
    ['bank_statement', ` 1`],
    ['bank_statement', ` 2`],
  ];
  for (const [kind, number] of uploads) {
    await page
      .getByLabel(`${A.chooseFile}: ${T.documentFileNames[kind]}`)
      .setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: pdf(`${who}-${kind}${number}`) });
    await page.getByText(`${T.documentFileNames[kind]}${kind === 'photo_id' ? '' : number}.pdf`).waitFor();
  }
  await page.getByText(A.nothingMissing).waitFor();
  await look(page, `${who}-documents`);
}

describe('the deal path, from the links in the e-mails only', { timeout: 180_000 }, () => {
  afterAll(async () => {
    await renter?.context.close();
    await agent?.context.close();
  });

  it('the renter finds the apartment on the Spanish site and applies from the bar of the phone', async () => {
    renter = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
    const { page } = renter;
    await page.goto(`/es/property/${listingId}`);
    await look(page, 'property-es');
    await page.getByRole('region', { name: es.P.contactBar }).getByRole('link', { name: es.A.applyLink }).click();
    await page.getByRole('heading', { name: es.T.startTitle }).waitFor();
    await page.locator('main').getByLabel(es.T.nameLabel, { exact: true }).fill(RENTER.name);
    await page.locator('main').getByLabel(es.T.emailLabel, { exact: true }).fill(RENTER.email);
    await page.locator('main').getByRole('checkbox', { name: es.AG.checkbox }).check();
    // The agency disclosure is one tap away, its acknowledgement in view: the form fits the phone's first screen.
    const send = page.getByRole('button', { name: es.T.startButton });
    expect((await send.boundingBox())!.y + (await send.boundingBox())!.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    const disclosure = page.locator('main').getByTestId('agency-disclosure');
    const folded = (await disclosure.boundingBox())!.height;
    expect(folded).toBeLessThan(100);
    await page.locator('main').getByText(es.AG.readIt).click();
    await expect.poll(async () => (await disclosure.boundingBox())!.height).toBeGreaterThan(4 * folded);
    await page.locator('main').getByText(es.AG.readIt).click();
    await expect.poll(async () => (await disclosure.boundingBox())!.height).toBe(folded);
    await look(page, 'start-es');
    await page.getByRole('button', { name: es.T.startButton }).click();
    await page.getByRole('heading', { name: es.A.checkInbox }).waitFor();
    await look(page, 'check-inbox-es');
  });

  it('opens her link: confirms the fees, invites her roommate and her guarantor, fills her part', async () => {
    const { page } = renter;
    await page.goto(await linkIn(RENTER.email, es.T.linkSubject(placeIn('es', ADDRESS, APARTMENT)), /^\/es\/apply\//));
    await page.getByRole('heading', { level: 1, name: es.T.feesTitle }).waitFor();
    expect(await page.locator('main').innerText()).toContain('20');
    await look(page, 'fees-es');
    await page.getByLabel(es.T.feesAcknowledge).check();
    await page.getByRole('button', { name: es.A.startSteps }).click();
    await page.getByRole('heading', { level: 1, name: es.A.stepNames.people }).waitFor();
    // Her roommate and her guarantor in one go: a second row, one press.
    await page.getByRole('button', { name: es.A.addPerson }).click();
    for (const [n, person, role] of [
      [1, ROOMMATE, 'co_applicant'],
      [2, GUARANTOR, 'guarantor'],
    ] as const) {
      const row = page.getByRole('group', { name: es.A.invitePerson(n) });
      await row.getByLabel(es.T.inviteRole).selectOption(role);
      await row.getByLabel(es.A.inviteNameLabel).fill(person.name);
      await row.getByLabel(es.A.inviteEmailLabel).fill(person.email);
    }
    await look(page, 'invite-two-es');
    await page.getByRole('button', { name: es.A.inviteAll }).click();
    await page.getByText(es.T.invited(ROOMMATE.name)).waitFor();
    await page.getByText(es.T.invited(GUARANTOR.name)).waitFor();
    await look(page, 'people-es');
    await page.getByRole('link', { name: es.A.continue }).click();
    await fillPart(page, es, 'renter', true);
  });

  it('the roommate opens the invitation, switches the page to English and fills their part', async () => {
    const { context, page, errors } = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
    try {
      const place = placeIn('es', ADDRESS, APARTMENT);
      await page.goto(await linkIn(ROOMMATE.email, es.T.inviteSubject(es.T.roles.co_applicant, place), /^\/es\/apply\//));
      await page.getByRole('heading', { level: 1, name: es.T.feesTitle }).waitFor();
      await page
        .getByRole('navigation', { name: 'Language · Idioma · 语言' })
        .first()
        .getByRole('link', { name: 'English' })
        .click();
      await page.getByRole('heading', { level: 1, name: en.T.feesTitle }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/apply\//);
      // Invited, the roommate has not read the agency disclosure yet: it comes with the fees (issue 47 item 4).
      await page.getByRole('checkbox', { name: en.AG.checkbox }).waitFor();
      await look(page, 'roommate-fees-en');
      allowConsoleErrors(errors, ...failedLoad(400));
      await page.getByRole('button', { name: en.A.startSteps }).click();
      await page.getByText(en.AG.required).waitFor();
      await page.getByRole('checkbox', { name: en.AG.checkbox }).check();
      await page.getByLabel(en.T.feesAcknowledge).check();
      await page.getByRole('button', { name: en.A.startSteps }).click();
      await fillPart(page, en, 'roommate', true);
      await page.getByRole('link', { name: en.A.continue }).click();
      await page.getByRole('heading', { level: 1, name: en.A.reviewPart }).waitFor();
      await page.getByRole('region', { name: en.A.yourChecklist }).getByText(en.A.complete, { exact: true }).waitFor();
      await look(page, 'roommate-review-en');
    } finally {
      await context.close();
    }
  });

  it('the guarantor opens the invitation in Spanish and fills his part, with no fees to confirm', async () => {
    const { context, page } = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
    try {
      const place = placeIn('es', ADDRESS, APARTMENT);
      await page.goto(await linkIn(GUARANTOR.email, es.T.inviteSubject(es.T.roles.guarantor, place), /^\/es\/apply\//));
      await fillPart(page, es, 'guarantor', false);
      await page.getByRole('link', { name: es.A.continue }).click();
      await page.getByRole('heading', { level: 1, name: es.A.reviewPart }).waitFor();
      await look(page, 'guarantor-review-es');
    } finally {
      await context.close();
    }
  });

  it('the renter sends the application: each tenant and the agent are e-mailed', async () => {
    const { page } = renter;
    await page.getByRole('link', { name: es.A.continue }).click();
    await page.getByRole('heading', { level: 1, name: es.A.stepNames.review }).waitFor();
    await look(page, 'review-es');
    await page.getByRole('button', { name: es.A.submit }).click();
    await page.getByText(es.T.submitted).waitFor();
    // Sent: the page is the application's status, not step 9 of the form.
    await page.getByRole('heading', { level: 1, name: es.A.statusTitle }).waitFor();
    expect(await page.getByTestId('application-status').innerText()).toBe(es.A.status(es.T.statuses.submitted));
    await page.getByText(es.A.statusNext.submitted).waitFor();
    expect(await page.getByRole('navigation', { name: es.A.progress }).count()).toBe(0);
    // What is missing per person, and her answers: only those given, the day in Spanish.
    const everyone = page.getByRole('region', { name: es.A.everyoneTitle });
    for (const person of [RENTER, ROOMMATE, GUARANTOR]) await everyone.getByText(person.name).waitFor();
    const answers = await page.getByRole('region', { name: es.A.answersTitle }).innerText();
    expect(answers).toContain('1 de febrero de 2027');
    expect(answers).not.toContain('2027-02-01');
    const F = es.T.fields;
    const leftOut = [
      F.currentRent,
      F.landlordName,
      F.landlordContact,
      F.employer,
      F.jobTitle,
      F.employmentStart,
      F.annualIncome,
      F.pets,
    ];
    expect(await page.getByTestId('answers-left-out').innerText()).toBe(es.A.leftOut(leftOut.join(' · ')));
    await look(page, 'sent-es');
  });

  it("the agent opens the e-mail's link, signs in and lands on the application; records the fee and sends the package", async () => {
    const place = placeIn('en', ADDRESS, APARTMENT);
    agent = await newPage(app.browser, app.server.url, AGENT_SCREEN);
    const { page } = agent;
    await page.goto(await linkIn(ADMIN.email, STAFF.staffSentSubject(RENTER.name, place), /^\/admin\/applications\/\d+$/));
    await page.getByLabel(AUTH_TEXT.email).waitFor();
    await shoot(page, 'agent-login');
    await page.getByLabel(AUTH_TEXT.email).fill(ADMIN.email);
    await page.getByLabel(AUTH_TEXT.password).fill(ADMIN.password);
    await page.getByRole('button', { name: AUTH_TEXT.login }).click();
    await page.getByRole('heading', { level: 1, name: STAFF.applicationTitle(RENTER.name) }).waitFor();
    expect(await page.getByTestId('application-status').first().innerText()).toBe(en.T.statuses.submitted);
    // Only the answers given; the documents above them; the questions left out in one line.
    const main = page.getByTestId('application-person').first();
    expect(await main.innerText()).not.toMatch(/^Not given$/m);
    await main.getByTestId('not-given').waitFor();
    const documentsAt = (await main.getByText(STAFF.documentsOf, { exact: true }).boundingBox())!.y;
    expect(documentsAt).toBeLessThan((await main.getByText(en.T.fields.currentAddress).boundingBox())!.y);
    await shoot(page, 'agent-application');

    await page.getByRole('button', { name: STAFF.feeReceived }).click();
    const fee = page.getByRole('dialog', { name: STAFF.feeTitle });
    await fee.getByLabel(STAFF.feeAgency).fill('TransUnion SmartMove, 800-230-9376');
    await fee.getByRole('button', { name: STAFF.feeSave }).click();
    await fee.waitFor({ state: 'hidden' });
    // Its toast stands in the content, never over the navigation.
    await expectToastClearOf(page, en.T.feeRecorded, page.getByRole('navigation', { name: ADMIN_TEXT.mainNavigation }));
    await expect.poll(() => page.getByTestId('screening-fee-state').innerText()).toMatch(/^Received \$20/);

    // The agency's report comes back: its copy goes to the applicant, who paid for it (issue 47).
    await page.getByRole('button', { name: STAFF.reportCopy }).click();
    const report = page.getByRole('dialog', { name: STAFF.reportTitle });
    await report
      .getByLabel(STAFF.reportFile)
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf('report') });
    await shoot(page, 'agent-report-dialog');
    await report.getByRole('button', { name: STAFF.reportSend }).click();
    await report.waitFor({ state: 'hidden' });
    const copy = await mailIn(RENTER.email, es.T.reportCopySubject(placeIn('es', ADDRESS, APARTMENT)));
    expect(copy.parsed.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

    await page.getByRole('button', { name: STAFF.sendToLandlord }).click();
    const send = page.getByRole('dialog', { name: STAFF.sendToLandlord });
    await send.getByLabel(STAFF.packageEmail).fill(LANDLORD);
    await send.getByRole('button', { name: STAFF.packageMake }).click();
    await page.getByTestId('landlord-package').waitFor();
    await expect.poll(() => page.getByTestId('application-status').first().innerText()).toBe(en.T.statuses.sent_to_landlord);
  });

  it("the landlord's e-mail opens the package: one PDF named for the apartment", async () => {
    const landlord = await app.browser.newContext({ baseURL: app.server.url });
    try {
      const link = await linkIn(
        LANDLORD,
        PACKAGE_TEXT.mailSubject(placeIn('en', ADDRESS, APARTMENT)),
        /^\/api\/application-packages\//,
      );
      const opened = await landlord.request.get(link);
      expect(opened.status()).toBe(200);
      expect(opened.headers()['content-type']).toBe('application/pdf');
      // Read in the browser's tab and saved under what it is, not a random id (decision 105).
      expect(opened.headers()['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Application package — 145 East 29th Street, Apt 4B.pdf')}`,
      );
      expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await landlord.close();
    }
  });

  it('the agent approves; the approval e-mail takes the renter to her application, approved', async () => {
    const { page } = agent;
    await page.getByRole('button', { name: STAFF.approve, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: STAFF.approve }).click();
    await expect.poll(() => page.getByTestId('application-status').first().innerText()).toBe(en.T.statuses.approved);

    const place = placeIn('es', ADDRESS, APARTMENT);
    await renter.page.goto(await linkIn(RENTER.email, es.T.approvedSubject(place), /^\/es\/apply\//));
    await renter.page.getByRole('heading', { level: 1, name: es.A.statusTitle }).waitFor();
    await renter.page.getByText(es.A.status(es.T.statuses.approved)).waitFor();
    await renter.page.getByText(es.A.statusNext.approved).waitFor();
    await look(renter.page, 'approved-es');
  });

  it('the agent starts the deal from the application and sends the fee disclosure', async () => {
    const { page } = agent;
    await page.getByRole('link', { name: STAFF.startDeal }).click();
    const dialog = page.getByRole('dialog', { name: DEALS.newTitle });
    await dialog.waitFor();
    expect(await dialog.getByLabel(DEALS.tenantName(1)).inputValue()).toBe(RENTER.name);
    expect(await dialog.getByLabel(DEALS.tenantName(2)).inputValue()).toBe(ROOMMATE.name);
    await dialog.getByLabel(DEALS.leaseStart).fill('2027-02-01');
    await dialog.getByLabel(DEALS.rentLabel).fill('3650');
    await dialog.getByLabel(DEALS.deposit).fill('3650');
    await dialog.getByLabel(DEALS.commissionLabel).fill('4380');
    // In sections, Cancel and Create always in view under them.
    for (const section of [DEALS.sectionWho, DEALS.sectionLease, DEALS.sectionMoney])
      await dialog.getByRole('region', { name: section }).waitFor();
    const create = (await dialog.getByRole('button', { name: DEALS.create }).boundingBox())!;
    expect(create.y + create.height).toBeLessThanOrEqual(AGENT_SCREEN.height);
    await shoot(page, 'agent-deal-form');
    await dialog.getByRole('button', { name: DEALS.create }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByTestId('stage-pending').getByTestId('deal-card').filter({ hasText: RENTER.name });
    await card.waitFor();
    // The tenants paid the $20 screening fee: both must sign the FARE Act disclosure before the lease.
    await card.getByRole('button', { name: DEALS.sendDisclosure }).click();
    await card.getByText(DEALS.disclosureAwaiting).waitFor();
    // Both tenants acknowledged the agency disclosure: the applicant on the start form, the roommate with the fees.
    expect(await card.getByTestId('deal-agency').locator('summary').innerText()).toBe(`${AGENCY_STAFF_TEXT.heading} (2)`);
    await shoot(page, 'agent-deal');
  });

  it('each tenant signs the disclosure in Spanish from the link of their e-mail', async () => {
    // The deal's e-mails write the place as the listing pages do ('…, Apto. 4B').
    const place = placeIn('es', ADDRESS, APARTMENT);
    for (const tenant of [RENTER, ROOMMATE]) {
      const { context, page } = await newPage(app.browser, app.server.url, VIEWPORTS.phone);
      try {
        await page.goto(await linkIn(tenant.email, es.DEAL.disclosureSubject(place), /^\/es\/disclosures\//));
        await page.getByRole('heading', { level: 1, name: es.D.heading }).waitFor();
        expect(await page.getByRole('table').innerText()).toContain('$20');
        await look(page, `disclosure-es-${tenant === RENTER ? 'renter' : 'roommate'}`);
        await page.getByLabel(es.D.nameLabel).fill(tenant.name);
        await page.getByRole('button', { name: es.D.signButton }).click();
        await page.getByRole('status').filter({ hasText: tenant.name }).waitFor();
        await look(page, `disclosure-signed-es-${tenant === RENTER ? 'renter' : 'roommate'}`);
      } finally {
        await context.close();
      }
    }
  });

  it('the agent marks the lease signed: the apartment is rented', async () => {
    const { page } = agent;
    await page.reload();
    const card = page.getByTestId('stage-pending').getByTestId('deal-card').filter({ hasText: RENTER.name });
    await card.getByText(DEALS.disclosureSigned).waitFor();
    const names = `${RENTER.name} & ${ROOMMATE.name}`;
    await card.getByRole('button', { name: DEALS.moveLabel(names) }).click();
    await page.getByRole('menuitem', { name: DEALS.moveTo('Lease signed') }).click();
    await page.getByText(DEALS.moved('Lease signed')).waitFor();
    await expectToastClearOf(
      page,
      DEALS.moved('Lease signed'),
      page.getByRole('navigation', { name: ADMIN_TEXT.mainNavigation }),
    );
    const signed = page.getByTestId('stage-lease-signed').getByTestId('deal-card').filter({ hasText: RENTER.name });
    await signed.waitFor();
    // The names break between two names, never inside one.
    for (const name of [RENTER.name, ROOMMATE.name]) {
      const box = (await signed.locator('h3').getByText(name, { exact: true }).boundingBox())!;
      expect(box.height, name).toBeLessThan(24);
    }
    await shoot(page, 'agent-lease-signed');
  });

  it("ends on the rented apartment's page (410) and on the renter's application saying what happened", async () => {
    const { page, errors } = renter;
    allowConsoleErrors(errors, ...failedLoad(410));
    const gone = await page.goto(`/es/property/${listingId}`);
    expect(gone?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: es.P.rentedTitle }).waitFor();
    await look(page, 'rented-es');
    const english = await page.goto(`/property/${listingId}`);
    expect(english?.status()).toBe(410);
    await page.getByRole('heading', { level: 1, name: en.P.rentedTitle }).waitFor();

    const place = placeIn('es', ADDRESS, APARTMENT);
    await page.goto(await linkIn(RENTER.email, es.T.approvedSubject(place), /^\/es\/apply\//));
    await page.getByText(es.A.status(es.A.leaseSignedStatus)).waitFor();
    await page.getByText(es.A.leaseSignedNext).waitFor();
    // Her answers in her language: the income's source by its Spanish name, not a catalogue's key.
    const answers = await page.getByRole('region', { name: es.A.answersTitle }).innerText();
    expect(answers).toContain(`${es.T.incomeSources[5]}: $90,000`);
    expect(answers).not.toContain('APPLICATIONS_TEXT');
    await look(page, 'after-lease-es');
  });
});
