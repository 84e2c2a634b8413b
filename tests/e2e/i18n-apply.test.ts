import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { listingFields } from '../api/viewings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/**
 * A renter applies in Chinese on a phone (issue 37): the start form, the fees, two steps saved as typed, a refused
 * amount and a refused file said in Chinese, checked with axe and without sideways overflow. With SHOTS_APPLY=<dir>,
 * the Spanish and Chinese steps are also photographed at 1280 and 390 px for a person to look at.
 */

let server: RunningServer;
let browser: Browser;
let listingId: number;

beforeAll(async () => {
  server = await startServer({ build: { viewingReminders: false, digestScheduler: false, followUpDigest: false } });
  browser = await launchBrowser();
  listingId = (
    await server.app.services.listings.create(
      listingFields({ neighborhood: '7D', fees: [{ name: 'Application fee', amount: 20 }] }),
    )
  ).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The application link e-mailed to `email` (its token). */
async function tokenOf(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [mail] = await outboxMails(server, { recipient: email });
    if (mail) return /\/apply\/([A-Za-z0-9_-]{22})\b/.exec(mail.text)![1];
    if (Date.now() > deadline) throw new Error(`no application e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** axe finds nothing serious and the page does not scroll sideways. */
async function check(page: Page, where: string) {
  await page.waitForLoadState('load');
  expect(await seriousViolations(page), where).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
  await screenshot(page, where);
}

/** Starts an application through the page in `language`: its token. */
async function startIn(page: Page, language: Exclude<Language, 'en'>, email: string) {
  const { APPLICATIONS_TEXT: T } = textsFor(language, 'applications');
  const { APPLY_TEXT: A } = textsFor(language, 'apply');
  await page.goto(`/${language}/property/${listingId}/apply`);
  await page.locator('main').getByLabel(T.nameLabel, { exact: true }).fill('Wei Zhang');
  await page.locator('main').getByLabel(T.emailLabel, { exact: true }).fill(email);
  await page.locator('main').getByRole('checkbox', { name: textsFor(language, 'agency').AGENCY_TEXT.checkbox }).check();
  return { token: null as string | null, submit: () => page.getByRole('button', { name: T.startButton }).click(), A, T };
}

describe('a renter applies in Chinese on a phone', () => {
  const { APPLY_TEXT: A } = textsFor('zh', 'apply');
  const { APPLICATIONS_TEXT: T } = textsFor('zh', 'applications');

  it('starts, confirms the fees, fills two steps saved as typed, and is told in Chinese what is refused', async () => {
    const { context, page, errors } = await newPage(browser, server.url, VIEWPORTS.phone);
    try {
      const start = await startIn(page, 'zh', 'wei-phone@example.com');
      await check(page, 'zh-apply-start-phone');
      await start.submit();
      await page.getByRole('heading', { name: A.checkInbox }).waitFor();
      const token = await tokenOf('wei-phone@example.com');

      await page.goto(`/zh/apply/${token}`);
      await page.getByRole('heading', { level: 1, name: T.feesTitle }).waitFor();
      expect(await page.title()).toContain(A.pageTitle);
      await check(page, 'zh-apply-fees-phone');
      await page.getByLabel(T.feesAcknowledge).check();
      await page.getByRole('button', { name: A.startSteps }).click();
      await page.getByRole('heading', { level: 1, name: A.stepNames.people }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/zh/apply/${token}/people`);
      await page.getByRole('link', { name: A.continue }).click();

      // Contact: saved as typed (the state said in Chinese), then Save and continue.
      await page.getByRole('heading', { level: 1, name: A.stepNames.contact }).waitFor();
      await page.getByLabel(T.fields.phone).fill('917 555 0142');
      await page.getByText(A.savedAt).waitFor();
      await check(page, 'zh-apply-contact-phone');
      await page.getByRole('button', { name: A.saveAndContinue }).click();

      // Current home: an amount that is none, refused beside its field as it is typed.
      await page.getByRole('heading', { level: 1, name: A.stepNames.home }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/zh/apply/${token}/home`);
      allowConsoleErrors(errors, ...failedLoad(400));
      await page.getByLabel(T.fields.currentRent).fill('很多');
      await page.getByText(T.amountInvalid(T.fields.currentRent)).first().waitFor();
      await check(page, 'zh-apply-home-refused-phone');

      // Documents: a file that is not what it says is refused, in Chinese, with Retry.
      await page.goto(`/zh/apply/${token}/documents`);
      await page.getByRole('heading', { level: 1, name: A.stepNames.documents }).waitFor();
      // Until its script runs, the page is the form that works without one (a file, then Upload): a file
      // chosen then would wait for that button. Once scripted, the buttons go and a chosen file is sent.
      await page.getByRole('button', { name: T.upload }).first().waitFor({ state: 'hidden' });
      allowConsoleErrors(errors, ...failedLoad(415));
      await page
        .getByLabel(`${A.chooseFile}: ${T.documentFileNames.photo_id}`)
        .setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
      await page.getByText(A.uploadFailed(T.fileTypeRefused)).waitFor();
      await page.getByRole('button', { name: A.retry }).waitFor();
      await check(page, 'zh-apply-documents-phone');
      expect((await server.app.services.applications.own(token)).part.phone).toBe('917 555 0142');
    } finally {
      await context.close();
    }
  });
});

describe.runIf(process.env.SHOTS_APPLY)('screenshots of the Spanish and Chinese steps', () => {
  it.each(['es', 'zh'] as const)('%s at 1280 and 390 px', async (language) => {
    const dir = process.env.SHOTS_APPLY!;
    mkdirSync(dir, { recursive: true });
    const { context, page, errors } = await newPage(browser, server.url, VIEWPORTS.desktop);
    allowConsoleErrors(errors, ...failedLoad(400));
    try {
      const start = await startIn(page, language, `shots-${language}@example.com`);
      await start.submit();
      await page.getByRole('heading', { name: start.A.checkInbox }).waitFor();
      const token = await tokenOf(`shots-${language}@example.com`);
      await server.app.services.applications.save(token, { feesAcknowledged: true, phone: '212 555 0100' });
      for (const step of ['fees', 'people', 'home', 'income', 'documents', 'review'])
        for (const [name, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.goto(step === 'review' ? `/${language}/apply/${token}/review` : `/${language}/apply/${token}/${step}`);
          if (step === 'review') await page.getByRole('button', { name: start.A.submit }).click();
          await page.waitForLoadState('load');
          await page.screenshot({ path: `${dir}/${language}-${step}-${name}.png`, fullPage: true });
        }
    } finally {
      await context.close();
    }
  });
});
