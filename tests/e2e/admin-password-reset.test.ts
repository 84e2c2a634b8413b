import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { adminToken } from './admin-listings-fixtures.ts';

const LINK = /\/admin\/reset-password\/([A-Za-z0-9_-]{43})\b/;

/** A screenshot in /tmp/shots for review (and under screenshots/ when the test fails). */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

/**
 * 'Forgot your password?' end to end (issue 33 item 9): the login page's link, the request, the
 * e-mail through a real SMTP peer, the reset page, signing in with the new password; at a phone's
 * and a desktop's width, with axe on each screen. Chromium against the production build.
 */
describe('forgot password', () => {
  let server: RunningServer;
  let peer: SmtpPeer;
  let browser: Browser;
  const account = { name: 'Pat Forgetful', email: 'pat.forgetful@test.local', password: 'first-password-9' };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    server = await startServer({ env: { SMTP_URL: peer.url }, build: { digestScheduler: false } });
    const token = await adminToken(server);
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...account, role: 'agent' }),
    });
    expect(res.status).toBe(201);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await peer?.close();
  });

  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`goes from the login page through the e-mail to a new password and signs in (${name})`, async () => {
      const newPassword = `reset-${name}-password-4`;
      const { context, page, errors } = await newPage(browser, server.url, viewport);
      // The server's 400s (a common password, a spent link) are answers the page shows.
      allowConsoleErrors(errors, ...failedLoad(400));
      try {
        await page.goto('/admin/login');
        await page.getByRole('heading', { name: T.loginTitle }).waitFor();
        await page.getByRole('link', { name: T.forgotPasswordLink }).click();
        await page.getByRole('heading', { name: T.forgotPasswordTitle }).waitFor();
        expect(summary(await seriousViolations(page))).toEqual([]);
        await shot(page, `admin-forgot-password-${name}`);

        // An invalid address is said on the field, before anything is sent.
        await page.getByLabel(T.email).fill('not-an-address');
        await page.getByRole('button', { name: T.sendResetLink }).click();
        await page.getByText(T.emailInvalid).waitFor();

        const before = peer.messages.length;
        await page.getByLabel(T.email).fill(account.email);
        await page.getByRole('button', { name: T.sendResetLink }).click();
        await page.getByRole('status').filter({ hasText: T.resetLinkSent }).waitFor();
        expect(summary(await seriousViolations(page))).toEqual([]);
        await shot(page, `admin-forgot-password-sent-${name}`);

        const [mail] = (await peer.waitForCount(before + 1)).slice(before);
        expect(mail.to).toEqual([account.email]);
        const token = LINK.exec(mail.parsed.text ?? '')?.[1];
        expect(token).toBeTruthy();

        const opened = await page.goto(`/admin/reset-password/${token}`);
        expect(opened?.headers()['cache-control']).toBe('no-store');
        expect(opened?.headers()['x-robots-tag']).toContain('noindex');
        expect(opened?.headers()['referrer-policy']).toBe('same-origin');
        await page.getByRole('heading', { name: T.resetPasswordTitle }).waitFor();
        expect(summary(await seriousViolations(page))).toEqual([]);

        // The rules of a changed password: a common one is refused by the server, on the field.
        await page.getByLabel(T.newPassword, { exact: true }).fill('password123');
        await page.getByLabel(T.confirmPassword).fill('password123');
        await page.getByRole('button', { name: T.setNewPassword }).click();
        await page.getByText(T.passwordTooCommon).waitFor();
        await shot(page, `admin-reset-password-${name}`);

        await page.getByLabel(T.newPassword, { exact: true }).fill(newPassword);
        await page.getByLabel(T.confirmPassword).fill(newPassword);
        await page.getByRole('button', { name: T.setNewPassword }).click();
        await page.getByRole('heading', { name: T.loginTitle }).waitFor();
        await page.getByText(T.passwordReset).waitFor();

        await page.getByLabel(T.email).fill(account.email);
        await page.getByLabel(T.password, { exact: true }).fill(newPassword);
        await page.getByRole('button', { name: T.login, exact: true }).click();
        await page.waitForURL('**/admin/dashboard');

        // The link worked once: opened again it says so and offers a new one.
        await page.goto(`/admin/reset-password/${token}`);
        await page.getByLabel(T.newPassword, { exact: true }).fill('another-password-5');
        await page.getByLabel(T.confirmPassword).fill('another-password-5');
        await page.getByRole('button', { name: T.setNewPassword }).click();
        await page.getByText(T.resetLinkInvalid).waitFor();
        await page.getByRole('link', { name: T.requestNewLink }).waitFor();
        expect(summary(await seriousViolations(page))).toEqual([]);
        await shot(page, `admin-reset-password-used-${name}`);
        account.password = newPassword;
      } finally {
        await context.close();
      }
    });
  }
});
