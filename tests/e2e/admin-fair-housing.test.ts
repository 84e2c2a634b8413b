import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_CLASSES } from '../../src/shared/fair-housing/phrases.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../src/shared/texts/fair-housing.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { ADMIN_INQUIRIES_TEXT as I } from '../../src/shared/texts/admin-inquiries.ts';
import { ADMIN } from '../support/app.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, openListFilters, signInContext } from './admin-listings-fixtures.ts';

/**
 * The fair housing wording check in the back-office, in Chromium against the production build: a
 * flagged phrase marked as it is typed, its explanation, the one-click better wording, the question
 * before publishing, the recorded confirmation, the listings table's marker and filter, the dashboard.
 */
describe('fair housing wording in the listing form, the listings table and the reply form', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, viewport: { width: number; height: number }) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(path);
    return session;
  }

  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
    return res.json();
  };

  const expectNoSeriousViolations = async (page: Page) => {
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  const marks = (page: Page) => page.getByTestId('flagged-mark').allTextContents();

  /** What the agent sees around the description: the viewport scrolled to it. */
  const descriptionShot = async (page: Page, name: string) => {
    await page.getByLabel('Description', { exact: true }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await screenshot(page, name);
  };

  describe.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)('at %s width', (name, viewport) => {
    const address = `${name === 'desktop' ? 12 : 14} Wording Way, New York, NY 10001`;

    it('marks flagged words as they are typed, explains them and replaces one with a click', async () => {
      const { page, context } = await open('/admin/listings/add', viewport);
      await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
      await page.getByLabel('Address', { exact: true }).fill(address);
      await page.getByLabel(T.apartmentNo, { exact: true }).fill('3F');
      await page.getByLabel('Price', { exact: true }).fill('2950');
      await page.getByLabel('Bedrooms', { exact: true }).fill('1');
      await page.getByLabel('Bathrooms', { exact: true }).fill('1');
      await page.getByLabel('Size', { exact: true }).fill('No Roomies');

      const description = page.getByLabel('Description', { exact: true });
      await description.pressSequentially('Sunny one-bedroom. No Section');
      expect(await marks(page)).toEqual([]);
      await description.pressSequentially(' 8, adults only.');
      await page.getByTestId('flagged-mark').nth(1).waitFor();
      expect(await marks(page)).toEqual(['No Section 8', 'adults only']);

      const items = page.getByTestId('flagged-phrase');
      expect(await items.count()).toBe(2);
      await expect.poll(() => items.nth(0).textContent()).toContain(PROTECTED_CLASSES['source-of-income']);
      expect(await items.nth(0).textContent()).toContain('source-of-income discrimination');
      expect(await items.nth(1).textContent()).toContain(PROTECTED_CLASSES['familial-status']);
      expect(await items.nth(1).textContent()).toContain(FH.noBetter);
      expect(await page.getByText(FH.flaggedCount(2)).count()).toBe(1);
      await expectNoSeriousViolations(page);
      await descriptionShot(page, `fair-housing-form-${name}`);

      // One click: the better wording replaces the phrase; the other stays marked.
      await page.getByRole('button', { name: FH.replaceLabel('No Section 8', 'All lawful sources of income welcome') }).click();
      await expect
        .poll(() => description.inputValue())
        .toBe('Sunny one-bedroom. All lawful sources of income welcome, adults only.');
      await expect.poll(() => marks(page)).toEqual(['adults only']);

      // Saving as active asks first; reviewing the wording saves nothing.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(FH.confirmPublish(['adults only']));
      await expectNoSeriousViolations(page);
      await descriptionShot(page, `fair-housing-confirm-${name}`);
      await dialog.getByRole('button', { name: FH.reviewWording }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toContain('/admin/listings/add');
      const none = await api(`/listings/admin/all?search=${encodeURIComponent(address)}`);
      expect(none.totalListings).toBe(0);

      // Publishing anyway saves the listing as active and records the confirmation.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByRole('button', { name: FH.publishAnyway }).click();
      await page.waitForURL('**/admin/listings');
      const saved = await api(`/listings/admin/all?search=${encodeURIComponent(address)}`);
      expect(saved.totalListings).toBe(1);
      expect(saved.listings[0].status).toBe('active');
      const read = await api(`/listings/${saved.listings[0].id}`);
      expect(read.wordingConfirmation).toMatchObject({ by: { email: ADMIN.email }, phrases: ['adults only'] });

      // Editing again: the confirmed phrase is not asked about twice, and the note says who confirmed it.
      await page.goto(`/admin/listings/edit/${saved.listings[0].id}`);
      await page.getByTestId('wording-confirmation').waitFor();
      expect(await page.getByTestId('wording-confirmation').textContent()).toContain('“adults only”');
      await page.getByLabel('Price', { exact: true }).fill('2900');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/admin/listings');
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await context.close();
    });
  });

  it('the reply form marks flagged wording and asks before sending it', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const name = `Walter Wording ${viewport.width}`;
      const now = new Date().toISOString();
      const [inserted] = await server.app.database.db
        .insertInto('inquiries')
        .values({
          name,
          email: `walter${viewport.width}@example.com`,
          phone: '',
          message: 'Do you take CityFHEPS?',
          inquiry_type: 'general',
          listing_id: null,
          listing_address: null,
          status: 'new',
          notes: '',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .execute();
      const inquiryId = Number(inserted!.id);
      const { page, context } = await open(`/admin/inquiries?search=${encodeURIComponent(name)}`, viewport);
      await page
        .getByTestId('inquiry-row')
        .filter({ hasText: name })
        .getByRole('button', { name: /^Reply/ })
        .click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('heading', { name: I.replyTitle }).waitFor();
      const message = modal.getByRole('textbox', { name: I.replyMessage });
      await message.pressSequentially('Thanks for asking. Sorry, the landlord does not accept vouchers.');
      await modal.getByTestId('flagged-mark').waitFor();
      expect(await modal.getByTestId('flagged-mark').allTextContents()).toEqual(['does not accept vouchers']);
      expect(await modal.getByTestId('flagged-phrase').textContent()).toContain(PROTECTED_CLASSES['source-of-income']);
      await expectNoSeriousViolations(page);
      if (viewport === VIEWPORTS.phone) {
        await screenshot(page, 'fair-housing-reply-phone');
      }

      // Sending asks first; reviewing sends nothing.
      await modal.getByRole('button', { name: I.sendReply }).click();
      const question = page.getByRole('alertdialog');
      await question.waitFor();
      expect(await question.textContent()).toContain(FH.confirmReply(['does not accept vouchers']));
      await expectNoSeriousViolations(page);
      await question.getByRole('button', { name: FH.reviewReply }).click();
      await question.waitFor({ state: 'hidden' });
      expect((await api(`/inquiries/${inquiryId}`)).inquiry.replies).toEqual([]);

      // The better wording, one click; then the reply goes without a question.
      await modal
        .getByRole('button', { name: FH.replaceLabel('does not accept vouchers', 'accepts all lawful sources of income') })
        .click();
      await expect
        .poll(() => message.inputValue())
        .toBe('Thanks for asking. Sorry, the landlord accepts all lawful sources of income.');
      await expect.poll(() => modal.getByTestId('flagged-mark').count()).toBe(0);
      await modal.getByRole('button', { name: I.sendReply }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText(I.replySent).first().waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      const replies = (await api(`/inquiries/${inquiryId}`)).inquiry.replies as Array<{ message: string }>;
      expect(replies.map((r) => r.message)).toEqual([
        'Thanks for asking. Sorry, the landlord accepts all lawful sources of income.',
      ]);
      await context.close();
    }
  });

  it('marks flagged listings in the table, filters them and counts the active ones on the dashboard', async () => {
    const create = (address: string, description: string, status = 'active') =>
      api('/listings', {
        method: 'POST',
        body: JSON.stringify({
          address,
          neighborhood: '1A',
          price: 2500,
          bedrooms: 1,
          bathrooms: 1,
          size: 'No Roomies',
          description,
          status,
        }),
      });
    await create('21 Clean Court, New York, NY 10001', 'Sunny, quiet, near schools. No fee.');
    await create('22 Flagged Court, New York, NY 10001', 'No vouchers.');
    await create('23 Flagged Court, New York, NY 10001', 'Must be employed.', 'pending');
    const flaggedActive = (await api('/listings/admin/stats')).flaggedActive as number;
    expect(flaggedActive).toBeGreaterThanOrEqual(1);

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context } = await open('/admin/listings', viewport);
      const row = (address: string) => page.getByTestId('listing-row').filter({ hasText: address });
      await row('22 Flagged Court').waitFor();
      expect(await row('22 Flagged Court').getByTestId('wording-marker').textContent()).toContain(FH.marker);
      expect(await row('21 Clean Court').getByTestId('wording-marker').count()).toBe(0);

      await openListFilters(page, 'listings');
      await page.getByLabel(FH.filterLabel).click();
      await page.waitForURL(/wording=flagged/);
      await row('21 Clean Court').waitFor({ state: 'detached' });
      await row('23 Flagged Court').waitFor();
      const rows = page.getByTestId('listing-row');
      const count = await rows.count();
      expect(count).toBeGreaterThan(0);
      expect(await rows.getByTestId('wording-marker').count()).toBe(count);
      await expectNoSeriousViolations(page);
      await screenshot(page, `fair-housing-table-${viewport.width}`);

      // The dashboard says how many active listings have flagged wording and leads to them.
      await page.goto('/admin/dashboard');
      const callout = page.getByTestId('flagged-wording');
      await callout.waitFor();
      expect(await callout.textContent()).toContain(`${flaggedActive}${FH.dashboardCard}`);
      await expectNoSeriousViolations(page);
      await callout.click();
      await page.waitForURL(/status=active/);
      expect(page.url()).toContain('wording=flagged');
      expect(await page.getByLabel(FH.filterLabel).isChecked()).toBe(true);
      await row('23 Flagged Court').waitFor({ state: 'detached' });
      await context.close();
    }
  });
});
