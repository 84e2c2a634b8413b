import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLY_TEXT as A } from '../../src/shared/texts/apply.ts';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { seriousViolations } from '../support/axe.ts';
import { newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { mailAppFixture } from '../support/deal-app.ts';
import { listingFields } from '../api/viewings-fixtures.ts';

/**
 * Every person's path works from the link they got (issue 46, docs/decisions/086-every-person-of-an-application-is-told.md):
 * a guarantor saves from the bare link of their invitation, 'Save and continue' pressed while the
 * autosave is under way shows the step it names, and once sent the link opens on the status and what
 * is missing — at 390 and 1280 px, each page checked with axe.
 */
const app = mailAppFixture();
let listingId: number;

beforeAll(async () => {
  listingId = (await app.server.app.services.listings.create(listingFields({ neighborhood: '7A' }))).id;
});

/** The token of the `count`-th e-mail with a link to `email` (waits for it). */
async function tokenOf(email: string, count = 1): Promise<string> {
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

/** An application with its applicant's part saved and a guarantor invited; both links. */
async function withGuarantor(prefix: string) {
  const applicant = `${prefix}-main@example.com`;
  const start = await app.server.inject({
    method: 'POST',
    url: '/api/applications',
    payload: { listingId, name: 'Ana Alvarez', email: applicant, agencyAcknowledged: true },
  });
  expect(start.statusCode).toBe(201);
  const token = await tokenOf(applicant);
  const saved = await app.server.inject({
    method: 'PUT',
    url: `/api/applications/${token}`,
    payload: { feesAcknowledged: true, phone: '917 555 0100', currentAddress: '1 Main St, Bronx, NY', moveInDate: '2027-01-01' },
  });
  expect(saved.statusCode).toBe(200);
  const invited = await app.server.inject({
    method: 'POST',
    url: `/api/applications/${token}/people`,
    payload: { role: 'guarantor', name: 'Gus Guarantor', email: `${prefix}-g@example.com` },
  });
  expect(invited.statusCode).toBe(201);
  return { token, guarantor: await tokenOf(`${prefix}-g@example.com`) };
}

async function look(page: Page, name: string) {
  await page.waitForLoadState('load');
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

describe.each(Object.entries(VIEWPORTS))('a guarantor and a sent application at %s', { timeout: 120_000 }, (name, viewport) => {
  it("the guarantor saves from the bare link of their invitation, as they type and with 'Save and continue'", async () => {
    const { guarantor } = await withGuarantor(`bare-${name}`);
    const { context, page } = await newPage(app.browser, app.server.url, viewport);
    try {
      await openHydrated(page, `/apply/${guarantor}`);
      // No fees for a guarantor: the bare link opens on their first step.
      await page.getByRole('heading', { level: 1, name: A.stepNames.contact }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/apply/${guarantor}`);
      await look(page, `apply-guarantor-bare-${name}`);
      await page.getByLabel(T.fields.phone).fill('646 555 0142');
      // The autosave of the bare link's page is saved (no 'Not saved' refusal).
      await page.getByText(A.savedAt).waitFor();
      expect((await own(guarantor)).part.phone).toBe('646 555 0142');
      await page.getByLabel(T.fields.phone).fill('646 555 0143');
      await page.getByRole('button', { name: A.saveAndContinue }).click();
      await page.getByRole('heading', { level: 1, name: A.stepNames.home }).waitFor();
      expect((await own(guarantor)).part.phone).toBe('646 555 0143');
      await look(page, `apply-guarantor-home-${name}`);
    } finally {
      await context.close();
    }
  });

  it("what is typed before the page's scripts run (a slow phone) is saved once they run", async () => {
    const { guarantor } = await withGuarantor(`early-${name}`);
    const { context, page } = await newPage(app.browser, app.server.url, viewport);
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      await scriptsHeld;
      await route.continue();
    });
    try {
      await page.goto(`/apply/${guarantor}/home`, { waitUntil: 'commit' });
      // The server's form, before any script: typed into as a person would.
      await page.getByLabel(T.fields.currentAddress).fill('3 Early Street, Bronx, NY 10451');
      release();
      await page.getByText(A.savedAt).waitFor();
      expect((await own(guarantor)).part.currentAddress).toBe('3 Early Street, Bronx, NY 10451');
    } finally {
      await context.close();
    }
  });

  it("'Save and continue' pressed while the autosave is under way shows the step it names, with both saved", async () => {
    const { guarantor } = await withGuarantor(`race-${name}`);
    const { context, page } = await newPage(app.browser, app.server.url, viewport);
    // The autosave answers slowly (a phone on a busy network): the press comes while it is under way.
    let held = 0;
    await page.route('**/*', async (route: Route) => {
      const request = route.request();
      if (request.method() === 'POST' && (request.postData() ?? '').includes('intent=autosave')) {
        held += 1;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    try {
      await openHydrated(page, `/apply/${guarantor}/home`);
      await page.getByLabel(T.fields.currentAddress).fill('9 Elm Street, Queens, NY 11375');
      await page.getByText(A.saving).waitFor();
      // A phone's tap: the typed field's autosave is under way when the button is pressed.
      await page.getByLabel(T.fields.landlordName).fill('Elm Management');
      await page.getByRole('button', { name: A.saveAndContinue }).click();
      await page.getByRole('heading', { level: 1, name: A.stepNames.work }).waitFor();
      // The new step's form is shown, not the old one under the new address.
      await page.getByLabel(T.fields.employer).waitFor();
      expect(await page.getByLabel(T.fields.currentAddress).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(`/apply/${guarantor}/work`);
      expect(held).toBeGreaterThan(0);
      const part = (await own(guarantor)).part;
      expect([part.currentAddress, part.landlordName]).toEqual(['9 Elm Street, Queens, NY 11375', 'Elm Management']);
      await look(page, `apply-guarantor-race-${name}`);
    } finally {
      await context.close();
    }
  });

  it('once sent, each link opens on the status and what is missing, with the answers, not on step 1', async () => {
    const { token, guarantor } = await withGuarantor(`sent-${name}`);
    const row = await app.server.app.database.db
      .selectFrom('application_people')
      .select('application_id')
      .where('email', '=', `sent-${name}-main@example.com`)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await app.server.app.database.db
      .updateTable('applications')
      .set({ status: 'approved', submitted_at: now, decided_at: now })
      .where('id', '=', row.application_id)
      .execute();
    const { context, page } = await newPage(app.browser, app.server.url, viewport);
    try {
      await openHydrated(page, `/apply/${token}`);
      // A status page, not a step of the form (decision 108).
      await page.getByRole('heading', { level: 1, name: A.statusTitle }).waitFor();
      expect(await page.getByRole('navigation', { name: A.progress }).count()).toBe(0);
      await page.getByText(A.status(T.statuses.approved)).waitFor();
      await page.getByText(A.statusNext.approved).waitFor();
      // Not the 'send your application' intro of an application still being filled.
      expect(await page.getByText(A.reviewIntro).count()).toBe(0);
      // Every other person's gaps, and the applicant's own answers.
      const everyone = page.getByRole('region', { name: A.everyoneTitle });
      await everyone.getByText('Gus Guarantor').waitFor();
      await everyone.getByText(T.missingItems.currentAddress, { exact: false }).first().waitFor();
      const answers = page.getByRole('region', { name: A.answersTitle });
      await answers.getByText('1 Main St, Bronx, NY').waitFor();
      // Only what was given, the day written out (decision 102), the rest in one line.
      await answers.getByText('January 1, 2027').waitFor();
      expect(await answers.getByText('Not given', { exact: true }).count()).toBe(0);
      await answers.getByTestId('answers-left-out').waitFor();
      await look(page, `apply-approved-applicant-${name}`);

      await openHydrated(page, `/apply/${guarantor}`);
      // The guarantor's link opens on the same status page.
      await page.getByRole('heading', { level: 1, name: A.statusTitle }).waitFor();
      await page.getByText(A.status(T.statuses.approved)).waitFor();
      await look(page, `apply-approved-guarantor-${name}`);
    } finally {
      await context.close();
    }
  });
});
