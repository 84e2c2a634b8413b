import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXT as A } from '../../src/shared/texts/admin.ts';
import { hashPassword } from '../../src/server/features/auth/auth.service.ts';
import { AUTH_TEXT as T } from '../../src/shared/texts/auth.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { seedListings } from './admin-listings-fixtures.ts';
import { pageAssetSizes } from '../../bench/pages.ts';

let server: RunningServer;
let browser: Browser;
let listingId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [listingId] = await seedListings(server, [{ address: '50 West 34th Street, New York, NY 10001', status: 'active' }]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ADMIN_CREDENTIALS = { email: 'admin@test.local', password: 'admin-password-1' };

async function apiLogin(credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let agents = 0;
/** A fresh agent account (so password and e-mail changes do not disturb other tests). */
async function createAgent(name = 'Riley Agent') {
  const n = ++agents;
  const credentials = { email: `agent-${n}@test.local`, password: `agent-password-${n}` };
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiLogin(ADMIN_CREDENTIALS)}` },
    body: JSON.stringify({ name, ...credentials, role: 'agent' }),
  });
  expect(res.status).toBe(201);
  return credentials;
}

/** Opens a page signed in as `credentials` (token in localStorage, as the login screen leaves it). */
async function signedInPage(viewport: { width: number; height: number } = VIEWPORTS.desktop, credentials = ADMIN_CREDENTIALS) {
  const opened = await newPage(browser, server.url, viewport);
  const token = await apiLogin(credentials);
  await opened.page.goto('/admin/login');
  await opened.page.getByRole('heading', { name: T.loginTitle }).waitFor();
  await opened.page.evaluate((value) => window.localStorage.setItem('admin-token', value), token);
  return { ...opened, token };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens `path` and waits until the screen it ends on (`expected`, by default the same path) shows its main heading. */
async function settle(page: Page, path: string, expected = path) {
  await page.goto(path);
  // Every admin screen ends on a page with a main heading once the redirects are done.
  await page.locator('h1').first().waitFor();
  await expect.poll(() => pathOf(page), { message: `${path} ends on ${expected}` }).toBe(expected);
}

const ADMIN_PATHS = [
  '/admin',
  '/admin/',
  '/admin/login',
  '/admin/dashboard',
  '/admin/listings',
  '/admin/listings/add',
  '/admin/listings/edit/LISTING',
  '/admin/inquiries',
  '/admin/subscribers',
  '/admin/tips',
  '/admin/profile',
  '/admin/settings',
  '/admin/unknown',
  '/admin/deeply/nested/unknown',
];

describe('admin pages on the server', () => {
  it('serve only the loading screen: no admin screen is rendered on the server', async () => {
    for (const path of ['/admin/login', '/admin/dashboard', '/admin/profile']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(A.loading);
      expect(html).not.toContain(T.rememberMe);
      expect(html).not.toContain(T.currentPassword);
    }
  });

  it('are never part of the public pages’ JavaScript', async () => {
    // Every module `/` loads: its module script's imports, followed through the chunks.
    const scripts = (await pageAssetSizes(server.url, '/')).js.urls;
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await fetch(script)).text();
      for (const adminOnly of ['admin-token', T.loggingIn, T.passwordsDoNotMatch, T.sessionExpired, A.dismissNotification]) {
        expect(code.includes(adminOnly), `${script} contains ${adminOnly}`).toBe(false);
      }
    }
  });
});

describe('login', () => {
  it('shows the form and refuses empty, wrong and unknown credentials with the exact messages', async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/admin/login');
    await expect.poll(() => page.title()).toContain(T.loginTitle);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(T.loginTitle);
    await page.getByLabel(T.email).waitFor();
    expect(await page.getByLabel(T.rememberMe).isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: T.login }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(T.emailAndPasswordRequired);

    await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email);
    await page.getByLabel(T.password).fill('not-the-password');
    await page.getByRole('button', { name: T.login }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    await page.getByLabel(T.email).fill('nobody@test.local');
    await page.getByRole('button', { name: T.login }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(pathOf(page)).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(errors, ...failedLoad(401));
    await context.close();
  });

  it("says 'Logging in...' on a disabled button while busy, and explains a network failure", async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/admin/login');
    await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email);
    await page.getByLabel(T.password).fill(ADMIN_CREDENTIALS.password);
    // The network drops the request after a moment (the server never sees it).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: T.login }).click();
    const busy = page.getByRole('button', { name: T.loggingIn });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').filter({ hasText: T.unexpectedError }).waitFor();
    expect(await page.getByRole('button', { name: T.login }).isEnabled()).toBe(true);
    allowConsoleErrors(errors, 'net::ERR_CONNECTION_RESET');
    await context.close();
  });

  it('asks an account whose password is one of the most common ones to change it', async () => {
    // An account from before such passwords were refused.
    const email = 'old-habits@test.local';
    await server.app.database.db
      .insertInto('users')
      .values({
        name: 'Old Habits',
        email,
        role: 'agent',
        password_hash: await hashPassword('sunshine'),
        last_login: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/admin/login');
    await page.getByLabel(T.email).fill(email);
    await page.getByLabel(T.password).fill('sunshine');
    await page.getByRole('button', { name: T.login }).click();
    await page.waitForURL('**/admin/dashboard');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await notifications.locator('[data-kind="success"]').getByText(T.loginSuccess).waitFor();
    await notifications.locator('[data-kind="warning"]').getByText(T.commonPasswordWarning).waitFor();
    await context.close();
  });

  it("signs in with 'Remember me': toast 'Login successful!', dashboard, a 30-day token", async () => {
    const { page, context } = await newPage(browser, server.url);
    await page.goto('/admin/login');
    await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email.toUpperCase());
    await page.getByLabel(T.password).fill(ADMIN_CREDENTIALS.password);
    await page.getByLabel(T.rememberMe).check();
    await page.getByRole('button', { name: T.login }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('status').filter({ hasText: T.loginSuccess }).waitFor();
    await page.getByRole('heading', { name: A.dashboard, level: 1 }).waitFor();
    await page.getByText(A.welcome('Administrator')).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('admin-token'));
    const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(30 * 24 * 3600);
    await context.close();
  });

  it('lets the toast be dismissed, and dismisses it by itself after 5 seconds', async () => {
    for (const dismiss of [true, false]) {
      const { page, context } = await newPage(browser, server.url);
      await page.goto('/admin/login');
      await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email);
      await page.getByLabel(T.password).fill(ADMIN_CREDENTIALS.password);
      await page.getByRole('button', { name: T.login }).click();
      const toast = page.getByRole('status').filter({ hasText: T.loginSuccess });
      await toast.waitFor();
      const shownAt = Date.now();
      if (dismiss) {
        await toast.getByRole('button', { name: A.dismissNotification }).click();
        await toast.waitFor({ state: 'detached', timeout: 1000 });
      } else {
        await page.mouse.move(1, 899); // away from the toast: hovering pauses it
        await toast.waitFor({ state: 'detached', timeout: 9000 });
        expect(Date.now() - shownAt).toBeGreaterThan(4000);
      }
      await context.close();
    }
  });
});

describe('redirect rules', () => {
  const expectedSignedIn = (path: string) => {
    if (['/admin', '/admin/', '/admin/login'].includes(path)) return '/admin/dashboard';
    if (
      /^\/admin\/(dashboard|listings|listings\/add|listings\/edit\/\d+|inquiries|subscribers|tips|profile|settings)$/.test(path)
    ) {
      return path;
    }
    return '/admin/dashboard'; // unknown paths
  };

  it('send every admin path to the login screen when signed out', async () => {
    const { page, context } = await newPage(browser, server.url);
    for (const template of ADMIN_PATHS) {
      const path = template.replace('LISTING', String(listingId));
      await settle(page, path, '/admin/login');
      await page.getByRole('heading', { name: T.loginTitle }).waitFor();
    }
    await context.close();
  });

  it('when signed in, keep the guarded pages and send /admin/, /admin/login and unknown paths to the dashboard', async () => {
    const { page, context } = await signedInPage();
    for (const template of ADMIN_PATHS) {
      const path = template.replace('LISTING', String(listingId));
      await settle(page, path, expectedSignedIn(path));
      // Inside the shell: the sidebar and the profile menu are there.
      await page.getByRole('navigation', { name: A.mainNavigation }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${A.profileMenu}`) }).waitFor();
    }
    await context.close();
  });
});

describe('session', () => {
  it('logout clears the token and the user, goes to the login screen, and the server refuses that token from then on', async () => {
    const { page, context, token } = await signedInPage();
    const me = () => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await me()).toBe(200);
    await settle(page, '/admin/profile');
    await page.getByRole('button', { name: new RegExp(`^${A.profileMenu}`) }).click();
    await page.getByRole('menuitem', { name: T.logout }).click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: T.loginTitle }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0); // no session message after a logout
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    await settle(page, '/admin/dashboard', '/admin/login');
    // The token the browser held, copied before the logout, is refused by the server too.
    await expect.poll(me).toBe(401);
    await context.close();
  });

  it("a bad or expired stored token: removed, and 'Session expired. Please log in again.'", async () => {
    const [{ id }] = [
      (
        await (
          await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${await apiLogin(ADMIN_CREDENTIALS)}` } })
        ).json()
      ).user,
    ];
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(server.config.jwtSecret));

    for (const token of ['not-a-token', expired]) {
      const { page, context, errors } = await newPage(browser, server.url);
      await page.goto('/admin/login');
      await page.getByRole('heading', { name: T.loginTitle }).waitFor();
      await page.evaluate((value) => localStorage.setItem('admin-token', value), token);
      await page.reload();
      await page.getByRole('alert').filter({ hasText: T.sessionExpired }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
      // Signing in again clears it.
      await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email);
      await page.getByLabel(T.password).fill(ADMIN_CREDENTIALS.password);
      await page.getByRole('button', { name: T.login }).click();
      await page.waitForURL('**/admin/dashboard');
      expect(await page.getByRole('alert').filter({ hasText: T.sessionExpired }).count()).toBe(0);
      allowConsoleErrors(errors, ...failedLoad(401));
      await context.close();
    }
  });

  it("a server fault while checking the token: 'Authentication error. Please try again.', token kept", async () => {
    const { page, context, errors, token } = await signedInPage();
    allowConsoleErrors(errors, ...failedLoad(503));
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"Service unavailable"}' }),
    );
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/admin/login');
    await page.getByRole('alert').filter({ hasText: T.authError }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBe(token);
    await page.unroute('**/api/auth/me');
    // The server is back: the kept token signs the user straight in.
    await settle(page, '/admin/dashboard', '/admin/dashboard');
    await context.close();
  });

  it('a token revoked while signed in: the next API call sends the user to the login screen', async () => {
    const agent = await createAgent('Revoked Rae');
    const { page, context, errors, token } = await signedInPage(VIEWPORTS.desktop, agent);
    await settle(page, '/admin/profile');
    // Elsewhere, the password is changed: this browser's token is revoked.
    const res = await fetch(`${server.url}/api/auth/change-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: agent.password, newPassword: 'changed-elsewhere' }),
    });
    expect(res.status).toBe(200);
    await page.getByLabel(T.name).fill('Rae Revoked');
    await page.getByRole('button', { name: T.saveChanges }).click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('alert').filter({ hasText: T.sessionExpired }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('admin-token'))).toBeNull();
    allowConsoleErrors(errors, ...failedLoad(401));
    await context.close();
  });

  it('a token revoked while signed in: a page whose data load is refused goes to the login screen too', async () => {
    const agent = await createAgent('Loader Lou');
    const { page, context, errors, token } = await signedInPage(VIEWPORTS.desktop, agent);
    await settle(page, '/admin/profile');
    const res = await fetch(`${server.url}/api/auth/change-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: agent.password, newPassword: 'changed-elsewhere' }),
    });
    expect(res.status).toBe(200);
    // In-app navigation: the dashboard's loader calls the API with the revoked token.
    await page.getByRole('navigation', { name: A.mainNavigation }).getByRole('link', { name: A.dashboard }).click();
    await page.waitForURL('**/admin/login');
    await page.getByRole('alert').filter({ hasText: T.sessionExpired }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    allowConsoleErrors(errors, ...failedLoad(401));
    await context.close();
  });
});

describe('profile', () => {
  it('shows the card: initial, name, role label, e-mail, last login with time (date only on a phone)', async () => {
    const agent = await createAgent('Sam Rivera');
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, context } = await signedInPage(viewport, agent);
      await settle(page, '/admin/profile');
      await page.getByRole('heading', { name: T.profileTitle, level: 1 }).waitFor();
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Sam Rivera' }) });
      await expect(card.textContent()).resolves.toContain(T.agent);
      await expect(card.textContent()).resolves.toContain(agent.email);
      await expect(card.textContent()).resolves.toMatch(/^S/);
      const lastLogin = (await page.getByTestId('last-login').textContent())!;
      if (viewport.width < 576) expect(lastLogin).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      else expect(lastLogin).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
    const { page, context } = await signedInPage();
    await settle(page, '/admin/profile');
    await expect(page.locator('main').textContent()).resolves.toContain(T.administrator);
    await context.close();
  });

  it('validates the profile form with the exact messages, then saves it', async () => {
    const agent = await createAgent('Jordan Blake');
    const other = await createAgent('Someone Else');
    const { page, context, errors } = await signedInPage(VIEWPORTS.desktop, agent);
    await settle(page, '/admin/profile');
    const name = page.getByLabel(T.name);
    const email = page.getByLabel(T.email);
    const save = page.getByRole('button', { name: T.saveChanges });
    const profileForm = page.getByRole('form', { name: T.editProfile });
    const currentPassword = profileForm.getByLabel(T.currentPassword);
    expect(await currentPassword.count()).toBe(0); // asked for only once the e-mail changes

    await name.fill('   ');
    await email.fill('');
    await save.click();
    await page.getByText(T.nameRequired).waitFor();
    await page.getByText(T.emailRequired).waitFor();
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await name.fill('Jordan B.');
    expect(await page.getByText(T.nameRequired).count()).toBe(0); // editing clears the field's error
    await email.fill('jordan-at-example');
    await save.click();
    await page.getByText(T.emailInvalid).waitFor();

    // A new e-mail asks for the current password, in the form and on the server.
    await email.fill(other.email);
    await currentPassword.waitFor();
    await save.click();
    await profileForm.getByText(T.emailChangeNeedsPassword).waitFor();
    expect(await currentPassword.evaluate((el) => el === document.activeElement)).toBe(true);
    await currentPassword.fill('not-my-password');
    await save.click();
    await page.getByRole('alert').filter({ hasText: T.currentPasswordIncorrect }).waitFor();
    await currentPassword.fill(agent.password);
    await save.click();
    await page.getByRole('alert').filter({ hasText: 'Email is already in use' }).waitFor();

    await email.fill('Jordan.New@Test.Local');
    await page.route('**/api/auth/profile', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await save.click();
    await page.getByRole('button', { name: T.saving }).waitFor();
    await page.getByRole('status').filter({ hasText: T.profileUpdated }).waitFor();
    expect(await email.inputValue()).toBe('jordan.new@test.local');
    expect(await currentPassword.count()).toBe(0); // saved: the e-mail is the account's again
    await page.getByRole('heading', { name: 'Jordan B.' }).waitFor();
    await page.getByRole('button', { name: `${A.profileMenu}: Jordan B.` }).waitFor();
    // Saved on the server, not only on screen.
    await page.reload();
    await page.getByRole('heading', { name: 'Jordan B.' }).waitFor();
    allowConsoleErrors(errors, ...failedLoad(400, 409));
    await context.close();
  });

  it('validates the password form, refuses a wrong current password, and keeps the session with the new token', async () => {
    const agent = await createAgent('Casey Morgan');
    const { page, context, errors, token: oldToken } = await signedInPage(VIEWPORTS.desktop, agent);
    await settle(page, '/admin/profile');
    const current = page.getByLabel(T.currentPassword);
    const next = page.getByLabel(T.newPassword, { exact: true });
    const confirm = page.getByLabel(T.confirmPassword);
    const submit = page.getByRole('button', { name: T.changePassword });

    await submit.click();
    await page.getByText(T.currentPasswordRequired).waitFor();
    await page.getByText(T.newPasswordRequired).waitFor();
    await page.getByText(T.confirmRequired).waitFor();
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);

    await current.fill('whatever');
    await next.fill('12345');
    await confirm.fill('12345');
    await submit.click();
    await page.getByText(T.passwordTooShort).waitFor();

    await next.fill('long-enough-1');
    await confirm.fill('long-enough-2');
    await submit.click();
    await page.getByText(T.passwordsDoNotMatch).waitFor();

    await confirm.fill('long-enough-1');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: T.currentPasswordIncorrect }).waitFor();

    await current.fill(agent.password);
    await page.route('**/api/auth/change-password', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await submit.click();
    await page.getByRole('button', { name: T.changing }).waitFor();
    await page.getByRole('status').filter({ hasText: T.passwordChanged }).waitFor();
    expect(await current.inputValue()).toBe('');

    const newToken = await page.evaluate(() => localStorage.getItem('admin-token'));
    expect(newToken).not.toBe(oldToken);
    const me = (value: string | null) => fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${value}` } });
    expect((await me(oldToken)).status).toBe(401);
    expect((await me(newToken)).status).toBe(200);
    // Still signed in after a reload, with the fresh token.
    await settle(page, '/admin/profile', '/admin/profile');
    allowConsoleErrors(errors, ...failedLoad(400));
    await context.close();
  });
});

describe('shell', () => {
  const box = (page: Page) => page.locator('#admin-sidebar').boundingBox();

  it('shows the full sidebar at 1200 px, the mini sidebar at 900 px, and an overlay at 600 px', async () => {
    const { page, context } = await signedInPage({ width: 1200, height: 800 });
    await settle(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: A.mainNavigation });
    const listings = nav.getByRole('link', { name: A.listings });
    expect((await box(page))!.width).toBe(256);
    expect(
      await listings
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).not.toBe('absolute');
    expect(await page.getByRole('button', { name: A.openNavigation }).isVisible()).toBe(false);
    for (const label of [A.dashboard, A.listings, A.inquiries, A.subscribers, A.tips])
      await nav.getByRole('link', { name: label }).waitFor();
    const viewSite = page.getByRole('link', { name: new RegExp(A.viewSite) });
    expect(await viewSite.getAttribute('href')).toBe('/');
    expect(await viewSite.getAttribute('target')).toBe('_blank');

    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await box(page))!.width).toBe(72);
    await screenshot(page, 'admin-dashboard-900');
    // Labels are visually hidden but still name the links.
    expect(
      await listings
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).position),
    ).toBe('absolute');
    await nav.getByRole('link', { name: A.listings }).waitFor();
    expect(await page.getByRole('button', { name: A.openNavigation }).isVisible()).toBe(false);

    await page.setViewportSize({ width: 600, height: 800 });
    const open = page.getByRole('button', { name: A.openNavigation });
    await open.waitFor();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await expect.poll(async () => (await box(page))!.x).toBe(0);
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    // The backdrop closes it.
    await open.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.mouse.click(580, 400);
    await expect.poll(() => nav.isVisible()).toBe(false);
    // Navigating closes it.
    await open.click();
    await nav.getByRole('link', { name: A.listings }).click();
    await page.waitForURL('**/admin/listings');
    await expect.poll(() => nav.isVisible()).toBe(false);
    await context.close();
  });

  it('has a keyboard-operable profile menu', async () => {
    const { page, context } = await signedInPage();
    await settle(page, '/admin/dashboard');
    const button = page.getByRole('button', { name: new RegExp(`^${A.profileMenu}`) });
    await button.focus();
    await page.keyboard.press('Enter');
    const profile = page.getByRole('menuitem', { name: T.profile });
    const logout = page.getByRole('menuitem', { name: T.logout });
    await expect.poll(() => profile.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await logout.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await profile.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // ArrowUp opens on the last item; Enter follows it.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => logout.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/profile');
    // A click elsewhere closes it.
    await button.click();
    await page.getByRole('menu').waitFor();
    await page.mouse.click(700, 500);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('asks for confirmation in an accessible dialog: focus on Cancel, kept inside, Escape cancels, focus returns', async () => {
    const { page, context } = await signedInPage();
    await settle(page, '/admin/listings');
    const trigger = page
      .getByTestId('listing-row')
      .first()
      .getByRole('button', { name: /^Delete/ });
    await trigger.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await dialog.getAttribute('aria-describedby')).toBeTruthy();
    const cancel = dialog.getByRole('button', { name: A.cancel });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab and Shift+Tab never leave the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog'))), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // The page behind cannot be used while it is open: a click on a sidebar link only closes it (cancel).
    await trigger.click();
    await dialog.waitFor();
    const dashboardLink = await page
      .getByRole('navigation', { name: A.mainNavigation })
      .getByRole('link', { name: A.dashboard })
      .boundingBox();
    await page.mouse.click(dashboardLink!.x + 20, dashboardLink!.y + 10);
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe('/admin/listings');
    // Nothing was deleted.
    expect(await page.getByTestId('listing-row').count()).toBe(1);
    await context.close();
  });

  it('takes screenshots of login, dashboard and profile at 1280 and 390 px', async () => {
    for (const [label, viewport] of [
      ['1280', VIEWPORTS.desktop],
      ['390', VIEWPORTS.phone],
    ] as const) {
      const { page, context } = await newPage(browser, server.url, viewport);
      await settle(page, '/admin/login');
      await screenshot(page, `admin-login-${label}`);
      await page.getByLabel(T.email).fill(ADMIN_CREDENTIALS.email);
      await page.getByLabel(T.password).fill(ADMIN_CREDENTIALS.password);
      await page.getByRole('button', { name: T.login }).click();
      await page.waitForURL('**/admin/dashboard');
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-dashboard-${label}`);
      if (viewport.width < 769) {
        await page.getByRole('button', { name: A.openNavigation }).click();
        await page.getByRole('navigation', { name: A.mainNavigation }).waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `admin-nav-open-${label}`);
        await page.keyboard.press('Escape');
      }
      await settle(page, '/admin/profile');
      await screenshot(page, `admin-profile-${label}`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
