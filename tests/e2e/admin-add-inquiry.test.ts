import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { INQUIRIES_TEXT } from '../../src/shared/texts/inquiries.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { FOLLOW_UPS_TEXT as F } from '../../src/shared/texts/follow-ups.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, openListFilters, seedListings, signInContext } from './admin-listings-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

/** 'Add Inquiry' on Customer Inquiries, and the dashboard's 'Follow-ups due'. */
describe('leads entered by staff and the follow-ups due', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    await seedListings(server, [
      { address: '50 West 34th Street', neighborhood: '31A' },
      { address: '350 West 42nd Street', neighborhood: '12C', status: 'inactive' },
    ]);
    token = await adminToken(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const summary = (violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const followUpsBox = (page: Page) => page.getByRole('region', { name: F.boxTitle });

  /** A visitor's inquiry with a follow-up day. */
  async function inquiryDueOn(name: string, day: string, note: string) {
    const res = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'Hello there' }),
    });
    expect(res.status).toBe(201);
    const { inquiry } = (await res.json()) as { inquiry: { id: number } };
    await server.app.database.db
      .updateTable('inquiries')
      .set({ follow_up_on: day, follow_up_note: note })
      .where('id', '=', inquiry.id)
      .execute();
    return inquiry.id;
  }

  it('the dashboard box says so when no follow-up is due', async () => {
    const { context, page } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    await page.goto('/admin/dashboard');
    await followUpsBox(page).getByText(F.none).waitFor();
    expect(await followUpsBox(page).getByRole('link', { name: F.viewAll }).getAttribute('href')).toBe(
      '/admin/inquiries?followUp=due',
    );
    await screenshot(page, 'admin-dashboard-follow-ups-none-desktop');
    await context.close();

    const today = newYorkDate(new Date());
    await inquiryDueOn('Otto Overdue', newYorkDate(new Date(Date.now() - 3 * DAY)), 'Send the lease draft');
    await inquiryDueOn('Tess Today', today, '');
    await inquiryDueOn('Fred Future', newYorkDate(new Date(Date.now() + 2 * DAY)), '');
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists the follow-ups due on the dashboard, each opening its inquiry, at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/dashboard');
      const rows = followUpsBox(page).getByTestId('follow-up-due');
      await expect.poll(() => rows.count()).toBe(2);
      const overdueDay = newYorkDate(new Date(Date.now() - 3 * DAY));
      expect(await rows.nth(0).innerText()).toContain('Otto Overdue');
      expect(await rows.nth(0).innerText()).toContain(F.overdue(overdueDay));
      expect(await rows.nth(0).innerText()).toContain('Send the lease draft');
      expect(await rows.nth(1).innerText()).toContain('Tess Today');
      expect(await rows.nth(1).innerText()).toContain(F.dueToday);
      await followUpsBox(page).scrollIntoViewIfNeeded();
      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-dashboard-follow-ups-${label}`);

      await rows.nth(0).getByRole('link').click();
      await page.waitForURL(/\/admin\/inquiries\?view=\d+/);
      await page.getByRole('dialog').getByTestId('detail-name').filter({ hasText: 'Otto Overdue' }).waitFor();
      await context.close();
    });

    it(`adds a lead from a call with its source and listing; it shows in the list at once, at ${viewport.width} px`, async () => {
      const name = `Walker ${label}`;
      const { context, page } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/inquiries');
      await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
      await page.getByRole('button', { name: T.addInquiry }).click();
      const dialog = page.getByRole('dialog', { name: T.addInquiry });
      await dialog.getByLabel(T.nameLabel).waitFor();

      // Nothing filled: the first problem, with the focus on its field.
      await dialog.getByRole('button', { name: T.addSave }).click();
      await dialog.getByText(INQUIRIES_TEXT.staffNameRequired).waitFor();
      expect(await dialog.getByLabel(T.nameLabel).evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByLabel(T.nameLabel).fill(name);
      // The error goes as soon as the field is filled.
      await dialog.getByText(INQUIRIES_TEXT.staffNameRequired).waitFor({ state: 'detached' });
      await dialog.getByLabel(T.messageLabel).fill('Walked in; wants a one-bedroom near Herald Square from March.');
      await dialog.getByLabel(T.sourceLabel).selectOption('Walk-in');
      // Neither an e-mail nor a phone number.
      await dialog.getByRole('button', { name: T.addSave }).click();
      await dialog.getByText(INQUIRIES_TEXT.contactRequired).waitFor();
      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-add-inquiry-errors-${label}`);

      await dialog.getByLabel(T.phoneLabel).fill('(646) 555-0142');
      const listing = dialog.getByLabel(T.listingLabel);
      await expect
        .poll(() => listing.locator('option').allTextContents())
        .toEqual([T.noListing, '50 West 34th Street, Apt 31A', '350 West 42nd Street, Apt 12C']);
      // The listings not on the public site are marked so.
      expect(
        await listing.locator('optgroup').evaluateAll((groups) => groups.map((g) => (g as HTMLOptGroupElement).label)),
      ).toEqual([T.listingStatusGroup('active'), T.listingStatusGroup('inactive')]);
      await listing.selectOption({ label: '50 West 34th Street, Apt 31A' });
      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-add-inquiry-${label}`);
      await dialog.getByRole('button', { name: T.addSave }).click();
      await page.getByText(INQUIRIES_TEXT.added).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });

      // At the top of the list at once, with its source; the modal shows it all.
      await expect.poll(() => page.getByTestId('inquiry-name').first().innerText()).toBe(name);
      const row = page.getByTestId('inquiry-row').first();
      expect(await row.getByTestId('inquiry-source').innerText()).toContain('Walk-in');
      expect(await row.getByTestId('inquiry-email').innerText()).toBe('(646) 555-0142');
      await row.getByRole('button', { name: `View inquiry from ${name}` }).click();
      const modal = page.getByRole('dialog', { name: T.detailTitle });
      await modal.getByTestId('detail-source').filter({ hasText: 'Walk-in' }).waitFor();
      expect(await modal.getByTestId('detail-property').innerText()).toBe('50 West 34th Street, Apt 31A');
      await modal.getByText(T.noEmailAddress).waitFor();
      expect(await modal.getByRole('button', { name: T.reply, exact: true }).count()).toBe(0);
      await modal.getByRole('button', { name: T.close, exact: true }).last().click();

      // The source filter finds it.
      await openListFilters(page, 'inquiries');
      await page.getByRole('combobox', { name: T.source, exact: true }).selectOption('Walk-in');
      // The filtered list replaces the whole one: wait for it, not just for the new lead (shown in both).
      await expect.poll(() => page.getByTestId('inquiry-name').allTextContents()).not.toContain('Tess Today');
      expect(await page.getByTestId('inquiry-name').allTextContents()).toContain(name);
      await context.close();
    });
  }

  it('past one page of listings, a search finds the listing to choose', async () => {
    await seedListings(
      server,
      Array.from({ length: 110 }, (_, i) => ({ address: `${100 + i} East 10th Street`, neighborhood: `${i}B` })),
    );
    // One listing through the API too: the listings' read cache learns of the rows seeded under it.
    const created = await fetch(`${server.url}/api/listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        address: '1 Bond Street',
        neighborhood: '2F',
        price: 4100,
        bedrooms: 1,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'A loft.',
        status: 'active',
        amenities: [],
      }),
    });
    expect(created.status).toBe(201);
    const { context, page } = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(context, token);
    await page.goto('/admin/inquiries');
    await page.getByRole('button', { name: T.addInquiry }).click();
    const dialog = page.getByRole('dialog', { name: T.addInquiry });
    await dialog.getByText(T.moreListings(100, 113)).waitFor();
    await dialog.getByLabel(T.findListing).fill('42nd');
    const listing = dialog.getByLabel(T.listingLabel);
    await expect.poll(() => listing.locator('option').allTextContents()).toEqual([T.noListing, '350 West 42nd Street, Apt 12C']);
    await listing.selectOption({ label: '350 West 42nd Street, Apt 12C' });
    // A new search keeps the listing chosen.
    await dialog.getByLabel(T.findListing).fill('East 10th');
    await expect.poll(() => listing.locator('option').count()).toBeGreaterThan(50);
    expect(await listing.locator('option:checked').innerText()).toBe('350 West 42nd Street, Apt 12C');
    await context.close();
  });
});
