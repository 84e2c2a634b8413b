import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_API_TEXT as API, UNSUBSCRIBE_TEXT as T } from '../../src/shared/texts/newsletter.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The link of every newsletter e-mail (RFC 8058): a GET shows the page with its Unsubscribe button and
 * changes nothing (mail scanners follow links); a POST, the button's or a mail app's one-click one,
 * unsubscribes at once; a forged or altered token is refused.
 */
describe('newsletter unsubscribe link', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A subscriber and the path of their unsubscribe link, as the e-mails carry it. */
  async function subscriber(email: string) {
    const res = await server.inject({ method: 'POST', url: '/api/subscribers', payload: { email } });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().subscriber as { id: number };
    const token = server.app.services.newsletter.tokenFor({ id, email });
    return { token, path: `/unsubscribe?token=${encodeURIComponent(token)}` };
  }
  const status = async (email: string) =>
    (await server.app.database.db.selectFrom('subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow())
      .status;

  it('a GET never unsubscribes; the one-click POST of a mail app does, at once', async () => {
    const { path } = await subscriber('scanner@example.com');
    const get = await fetch(`${server.url}${path}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('cache-control')).toBe('no-store');
    const html = await get.text();
    expect(html).toContain(T.confirmHeading);
    expect(html).toContain('scanner@example.com');
    expect(await status('scanner@example.com')).toBe('active');

    // RFC 8058: the mail app POSTs "List-Unsubscribe=One-Click" to the link, without cookies or a page.
    const post = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(post.status).toBe(200);
    expect(await status('scanner@example.com')).toBe('unsubscribed');
    // Twice is harmless.
    const again = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(again.status).toBe(200);
    expect(await status('scanner@example.com')).toBe('unsubscribed');
  });

  it('refuses a forged or altered token with a 400 page, and changes nothing', async () => {
    const { token } = await subscriber('keep@example.com');
    const [id, mac] = token.split('.');
    for (const forged of ['', 'nonsense', `${Number(id) + 1}.${mac}`, `${id}.${mac.slice(0, -2)}xx`]) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${server.url}/unsubscribe?token=${encodeURIComponent(forged)}`, {
          method,
          ...(method === 'POST' ? { body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) } : {}),
        });
        expect(res.status, `${method} ${forged}`).toBe(400);
        expect(await res.text()).toContain(T.invalidHeading);
      }
    }
    expect(await status('keep@example.com')).toBe('active');
  });

  it.each(Object.entries(VIEWPORTS))(
    'the page at %s: Unsubscribe button, then the confirmation; subscribing again works',
    async (name, viewport) => {
      const email = `reader-${name}@example.com`;
      const { path } = await subscriber(email);
      const { page, context } = await newPage(browser, server.url, viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: T.confirmHeading }).waitFor();
      expect(await page.getByText(T.confirmDetail(email, 'Manhattan Rentals')).count()).toBe(1);
      expect(await status(email)).toBe('active');
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `unsubscribe-${viewport.width}`);

      await page.getByRole('button', { name: T.unsubscribe }).click();
      await page.getByRole('heading', { level: 1, name: T.doneHeading }).waitFor();
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: T.doneDetail(email) })
          .count(),
      ).toBe(1);
      expect(await status(email)).toBe('unsubscribed');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `unsubscribe-done-${viewport.width}`);

      // Opening the link again says so; the footer form subscribes again (decision 011).
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: T.alreadyHeading }).waitFor();
      const res = await server.inject({ method: 'POST', url: '/api/subscribers', payload: { email } });
      expect(res.statusCode).toBe(201);
      expect(await status(email)).toBe('active');
      await context.close();
    },
  );

  it('shows the broken-link page for an altered token', async () => {
    const { page, context, errors } = await newPage(browser, server.url, VIEWPORTS.phone);
    // The browser logs the page's own 400 answer.
    allowConsoleErrors(errors, ...failedLoad(400));
    const res = await page.goto('/unsubscribe?token=1.AAAA');
    expect(res?.status()).toBe(400);
    await page.getByRole('heading', { level: 1, name: T.invalidHeading }).waitFor();
    expect(await page.getByText(API.invalidLink).count()).toBe(1);
    await screenshot(page, 'unsubscribe-invalid-390');
    await context.close();
  });
});
