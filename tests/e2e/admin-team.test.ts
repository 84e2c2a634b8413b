import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT } from '../../src/shared/texts/auth.ts';
import { SETTINGS_TEXT } from '../../src/shared/texts/settings.ts';
import { TEAM_TEXT as T } from '../../src/shared/texts/team.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

/**
 * The Team page under Settings (/admin/settings/team): administrators see every back-office account,
 * add agents, disable, enable and delete them; agents neither see nor reach it. Chromium against the
 * production build.
 */
describe('admin team page', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let accounts = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    token = await adminToken(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const api = (path: string, init: RequestInit = {}, bearer = token) =>
    fetch(`${server.url}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, ...init.headers },
    });

  /** A fresh account through the API; answers its credentials and a signed-in token. */
  async function createAccount(name: string, role: 'agent' | 'admin' = 'agent') {
    const n = ++accounts;
    const credentials = { email: `team-${n}@test.local`, password: `team-password-${n}` };
    const res = await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, ...credentials, role }) });
    expect(res.status).toBe(201);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    return { ...credentials, name, token: ((await login.json()) as { token: string }).token };
  }

  async function openTeam(viewport: { width: number; height: number } = VIEWPORTS.desktop, as = token) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, as);
    await session.page.goto('/admin/settings/team');
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }
  const row = (page: Page, name: string) => page.getByTestId('member-row').filter({ hasText: name });
  const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('[data-kind="success"]');
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  it('is reached from Settings and lists every account with name, e-mail, role, last login and status (1280 px)', async () => {
    await createAccount('Morgan Listed');
    const { page, context } = await newPage(browser, server.url);
    await signInContext(context, token);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: SETTINGS_TEXT.title, level: 1 }).waitFor();
    const tabs = page.getByRole('navigation', { name: T.settingsSections });
    expect(await tabs.getByRole('link', { name: T.siteSettingsLink }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: T.settingsLink }).click();
    await page.waitForURL('**/admin/settings/team');
    await page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    expect(await tabs.getByRole('link', { name: T.settingsLink }).getAttribute('aria-current')).toBe('page');

    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([T.name, T.email, T.role, T.lastLogin, T.status, T.actions]);
    const self = row(page, 'Administrator');
    expect(await self.textContent()).toContain(T.you);
    expect(await self.textContent()).toContain('admin@test.local');
    expect(await self.textContent()).toContain(AUTH_TEXT.administrator);
    expect(await self.getByRole('button').count()).toBe(0); // nobody disables or deletes themselves
    const agent = row(page, 'Morgan Listed');
    expect(await agent.textContent()).toContain(AUTH_TEXT.agent);
    expect(await agent.getByTestId('member-status').textContent()).toBe(T.active);
    expect(await agent.locator('time').count()).toBe(1); // signed in once: a last-login time
    expect(await agent.getByRole('button', { name: `${T.disable} Morgan Listed` }).count()).toBe(1);

    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-team-desktop');
    await context.close();
  });

  it('adds an agent through the dialog, with the form checking its fields first', async () => {
    const { page, context, errors } = await openTeam();
    await page.getByRole('button', { name: T.addAgent }).click();
    const dialog = page.getByRole('dialog', { name: T.addAgent });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: T.addAgent }).click();
    expect(await dialog.getByText(AUTH_TEXT.nameRequired).count()).toBe(1);
    expect(await dialog.getByText(AUTH_TEXT.emailRequired).count()).toBe(1);
    expect(await dialog.getByText(AUTH_TEXT.newPasswordRequired).count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');

    await dialog.getByLabel(AUTH_TEXT.name).fill('Riley New');
    await dialog.getByLabel(AUTH_TEXT.email).fill('admin@test.local');
    await dialog.getByLabel(T.password).fill('riley-first-password');
    await dialog.getByRole('button', { name: T.addAgent }).click();
    // The server's answer shows in the dialog, which stays open.
    await dialog.getByText(AUTH_TEXT.emailInUse).waitFor();
    expect(summary(await seriousViolations(page))).toEqual([]);

    await dialog.getByLabel(AUTH_TEXT.email).fill('riley.new@test.local');
    await dialog.getByRole('button', { name: T.addAgent }).click();
    await toast(page).getByText(T.addedDone('Riley New')).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const added = row(page, 'Riley New');
    await added.waitFor();
    expect(await added.textContent()).toContain(T.never);
    expect(await added.textContent()).toContain(AUTH_TEXT.agent);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'riley.new@test.local', password: 'riley-first-password' }),
    });
    expect(login.status).toBe(200);
    // The 409 of the taken address is the only failed request.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 409 (Conflict)']);
    allowConsoleErrors(errors, ...failedLoad(409));
    await context.close();
  });

  it('disables an agent after a confirmation (their open session ends at once), then enables them again', async () => {
    const agent = await createAccount('Casey Disabled');
    // The agent has the back-office open.
    const agentSession = await newPage(browser, server.url);
    await signInContext(agentSession.context, agent.token);
    await agentSession.page.goto('/admin/dashboard');
    await agentSession.page.getByRole('link', { name: 'Listings' }).first().waitFor();

    const { page, context } = await openTeam();
    const casey = row(page, 'Casey Disabled');
    await casey.getByRole('button', { name: `${T.disable} Casey Disabled` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(T.disableConfirm('Casey Disabled')).waitFor();
    await confirm.getByRole('button', { name: T.disable }).click();
    await toast(page).getByText(T.disabledDone).waitFor();
    expect(await casey.getByTestId('member-status').textContent()).toBe(T.disabled);
    await screenshot(page, 'admin-team-disabled-desktop');
    expect((await api('/auth/me', {}, agent.token)).status).toBe(401);

    // The agent's next step in the back-office lands on the login screen.
    await agentSession.page.getByRole('link', { name: 'Listings' }).first().click();
    await agentSession.page.waitForURL('**/admin/login');
    await agentSession.page.getByText(AUTH_TEXT.sessionExpired).waitFor();
    allowConsoleErrors(agentSession.errors, ...failedLoad(401));
    await agentSession.context.close();

    await casey.getByRole('button', { name: `${T.enable} Casey Disabled` }).click();
    await toast(page).getByText(T.enabledDone).waitFor();
    expect(await casey.getByTestId('member-status').textContent()).toBe(T.active);
    const again = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: agent.email, password: agent.password }),
    });
    expect(again.status).toBe(200);
    await context.close();
  });

  it('deletes an account after a confirmation; Cancel keeps it', async () => {
    await createAccount('Jordan Leaving', 'admin');
    const { page, context } = await openTeam();
    const jordan = row(page, 'Jordan Leaving');
    await jordan.getByRole('button', { name: `${T.delete} Jordan Leaving` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(T.deleteConfirm('Jordan Leaving')).waitFor();
    await confirm.getByRole('button', { name: T.cancel }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await jordan.count()).toBe(1);

    await jordan.getByRole('button', { name: `${T.delete} Jordan Leaving` }).click();
    await confirm.getByRole('button', { name: T.delete }).click();
    await toast(page).getByText(T.deletedDone).waitFor();
    await jordan.waitFor({ state: 'detached' });
    const list = (await (await api('/users')).json()) as { users: Array<{ name: string }> };
    expect(list.users.map((u) => u.name)).not.toContain('Jordan Leaving');
    await context.close();
  });

  it('shows the accounts as cards on a phone (390 px), with the dialog usable there', async () => {
    await createAccount('Taylor Phone');
    const { page, context } = await openTeam(VIEWPORTS.phone);
    expect(await page.getByRole('table').count()).toBe(0);
    const taylor = row(page, 'Taylor Phone');
    await taylor.getByRole('button', { name: `${T.disable} Taylor Phone` }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-team-phone');
    await page.getByRole('button', { name: T.addAgent }).click();
    await page.getByRole('dialog', { name: T.addAgent }).waitFor();
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-team-add-phone');
    await context.close();
  });

  it('is neither shown to nor reachable by an agent', async () => {
    const agent = await createAccount('Sam Agent');
    const { page, context } = await newPage(browser, server.url);
    await signInContext(context, agent.token);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: SETTINGS_TEXT.title, level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: T.settingsSections }).count()).toBe(0);
    expect(await page.getByRole('link', { name: T.settingsLink, exact: true }).count()).toBe(0);

    await page.goto('/admin/settings/team');
    await page.waitForURL('**/admin/settings');
    await page.getByRole('heading', { name: SETTINGS_TEXT.title, level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: T.title, level: 1 }).count()).toBe(0);
    expect((await api('/users', {}, agent.token)).status).toBe(403);
    await context.close();
  });
});
