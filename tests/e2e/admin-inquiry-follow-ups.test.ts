import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import { ADMIN_TEXT } from '../../src/shared/texts/admin.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, openListFilters, signInContext } from './admin-listings-fixtures.ts';

/** Customer Inquiries: the source of each lead, a follow-up date set in the modal, 'Follow-ups due', Export. */
describe('inquiry sources, follow-ups and export', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    for (const name of ['Fay Follow', 'Sid Source', 'Ned Never']) {
      const res = await fetch(`${server.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'Hello there' }),
      });
      expect(res.status).toBe(201);
    }
    token = await adminToken(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const summary = (violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const names = (page: import('playwright-core').Page) => page.getByTestId('inquiry-name').allTextContents();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`sets a follow-up in the modal, filters the follow-ups due, shows sources and exports, at ${viewport.width} px`, async () => {
      const today = newYorkDate(new Date());
      const { context, page } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/inquiries');
      await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
      expect(await page.getByTestId('inquiry-source').first().innerText()).toContain('Contact form');

      // The follow-up is set in the modal.
      await page.getByRole('button', { name: 'View inquiry from Fay Follow' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByTestId('detail-source').filter({ hasText: 'Contact form' }).waitFor();
      await modal.getByLabel(T.followUpOn).fill(today);
      await modal.getByLabel(T.followUpNote).fill(`Call back (${label})`);
      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-inquiry-follow-up-${label}`);
      await modal.getByRole('button', { name: T.saveFollowUp }).click();
      await page.getByText(T.followUpSaved).first().waitFor();
      await modal.getByRole('button', { name: T.close, exact: true }).last().click();

      // 'Follow-ups due' lists it, and only it (on a phone, under 'Filters').
      await openListFilters(page, 'inquiries');
      await page.getByLabel(T.followUpsDue).click();
      if (label === 'phone')
        await page
          .getByTestId('inquiries-filters')
          .filter({ hasText: ADMIN_TEXT.filtersOn(1) })
          .waitFor();
      await expect.poll(() => names(page)).toEqual(['Fay Follow']);
      expect(page.url()).toContain('followUp=due');
      await page
        .getByTestId('inquiry-follow-up')
        .filter({ hasText: T.followUpDueOn(today) })
        .first()
        .waitFor();
      expect(summary(await seriousViolations(page))).toEqual([]);
      await screenshot(page, `admin-inquiries-follow-ups-due-${label}`);

      // Export downloads the filtered inquiries.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: T.export }).click()]);
      expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(csv[0]).toBe('Name,Email,Phone,Source,Status,Listing,Received,Last change,Replies,Follow up on,Follow-up note');
      expect(csv[1]).toMatch(
        new RegExp(`^Fay Follow,fay@example.com,,Contact form,New,,[\\d-]+,[\\d-]+,0,${today},Call back \\(${label}\\)$`),
      );
      expect(csv).toHaveLength(3);
      await page.getByText(T.exported(1)).waitFor();

      // Source filter.
      await page.getByLabel(T.followUpsDue).click();
      await expect.poll(() => page.url()).not.toContain('followUp=due');
      await page.getByRole('combobox', { name: T.source, exact: true }).selectOption('Phone');
      await page.getByText(T.noInquiriesFound).waitFor();
      await page.getByRole('combobox', { name: T.source, exact: true }).selectOption('Contact form');
      await expect.poll(async () => (await names(page)).length).toBe(3);
      await context.close();
    });
  }
});
