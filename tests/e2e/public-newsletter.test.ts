import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/shared/constants.ts';
import { NEWSLETTER_TEXT as T } from '../../src/shared/texts/newsletter-form.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedLoad, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

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

/** Where the newsletter forms send, with scripts: the newsletter page's action, through a fetcher (decision 048). */
const NEWSLETTER_ACTION = '**/newsletter.data';

/** The fields of a sent form. */
const sentFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** Opens `path` and waits until the page is hydrated (the layout asks for the buildings from an effect). */
async function open(page: Page, path = '/') {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

/** The subscribers on file, read through the staff API. */
let staff: { authorization: string } | undefined;
async function subscriberEmails(): Promise<string[]> {
  const headers = (staff ??= await server.login());
  const res = await server.inject({ method: 'GET', url: '/api/subscribers', headers });
  return (res.json().subscribers as Array<{ email: string }>).map((s) => s.email);
}

describe.each(Object.entries(VIEWPORTS))('footer newsletter at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let posts: string[];

  const start = async () => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
    posts = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/newsletter.data') posts.push(r.postData() ?? '');
    });
    await open(page);
  };
  const form = () => page.getByRole('form', { name: T.heading });
  const email = () => form().getByLabel(T.emailLabel);
  const consent = () => form().getByRole('checkbox', { name: T.ageConsent });
  const submit = () => form().getByRole('button', { name: T.subscribe });
  const alert = () => form().getByRole('alert');
  const status = () => form().getByRole('status');
  /** The messages under the fields, in the form's order. */
  const fieldMessages = () => form().locator('[id$="-error"]').allInnerTexts();
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

  afterEach(async () => {
    await context?.close();
  });

  it('sends nothing without both the email and the age checkbox, and says everything missing at once', async () => {
    await start();
    await submit().click();
    expect(await fieldMessages()).toEqual([T.needEmail, T.needConsent]);
    expect(await email().getAttribute('aria-invalid')).toBe('true');
    expect(await consent().getAttribute('aria-invalid')).toBe('true');
    await expect.poll(focusedName).toBe('email');

    await email().fill('not-an-email');
    await consent().check();
    await submit().click();
    expect(await fieldMessages()).toEqual([T.needValidEmail]);
    expect(await consent().getAttribute('aria-invalid')).toBeNull();

    await email().fill(`no-consent-${name}@example.com`);
    await consent().uncheck();
    await submit().click();
    expect(await fieldMessages()).toEqual([T.needConsent]);
    expect(await consent().getAttribute('aria-invalid')).toBe('true');
    await expect.poll(focusedName).toBe('consent');

    await consent().check();
    await consent().uncheck();
    await email().press('Enter');
    expect(await fieldMessages()).toEqual([T.needConsent]);
    expect(await alert().count()).toBe(0);

    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(await subscriberEmails()).not.toContain(`no-consent-${name}@example.com`);
  });

  it("subscribes: 'Thank you for subscribing!' for 3 seconds, then the form is ready again", async () => {
    await start();
    const address = `reader-${name}@example.com`;
    await email().fill(address);
    await consent().check();
    await submit().click();
    await status().waitFor();
    const shownAt = Date.now();
    expect(await status().innerText()).toBe(T.success);
    expect(posts.map(sentFields)).toEqual([{ email: address, consent: 'on', [HONEYPOT_FIELD]: '' }]);
    expect(await subscriberEmails()).toContain(address);
    expect(await email().inputValue()).toBe('');
    expect(await consent().isChecked()).toBe(false);

    await page.waitForTimeout(2000 - (Date.now() - shownAt));
    expect(await status().count()).toBe(1);
    await status().waitFor({ state: 'detached', timeout: 3000 });
    const gone = Date.now() - shownAt;
    expect(gone).toBeGreaterThanOrEqual(2500);
    expect(gone).toBeLessThan(4500);
  });

  it('keeps bots out: the honeypot is out of sight and out of the tab order; filled, the form thanks and nothing is stored', async () => {
    await start();
    const honeypot = form().locator(`input[name="${HONEYPOT_FIELD}"]`);
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(0);
    await consent().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe(HONEYPOT_FIELD);

    const address = `bot-${name}@example.com`;
    await email().fill(address);
    await consent().check();
    await honeypot.fill('https://spam.example', { force: true });
    await submit().click();
    await status().waitFor();
    expect(await status().innerText()).toBe(T.success);
    expect(posts.map(sentFields)).toEqual([{ email: address, consent: 'on', [HONEYPOT_FIELD]: 'https://spam.example' }]);
    expect(await subscriberEmails()).not.toContain(address);
  });

  it("shows 'You are already subscribed to our newsletter.' for an address already on the list", async () => {
    const address = `twice-${name}@example.com`;
    const first = await server.inject({ method: 'POST', url: '/api/subscribers', payload: { email: address } });
    expect(first.statusCode).toBe(201);
    await start();
    await email().fill(address.toUpperCase());
    await consent().check();
    await submit().click();
    await alert().waitFor();
    expect(await alert().innerText()).toBe(T.alreadySubscribed);
    expect(await status().count()).toBe(0);
    // A 409 answer is an expected outcome: the only console line is the browser's own network note.
    allowConsoleErrors(errors, '409');
  });

  it("shows the failure messages: the generic one, and the network one (the server's own: 'already subscribed', above)", async () => {
    await start();
    await email().fill(`fail-${name}@example.com`);
    await consent().check();

    await page.route(NEWSLETTER_ACTION, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await submit().click();
    await alert().getByText(T.failed).waitFor();

    await page.unroute(NEWSLETTER_ACTION);
    await page.route(NEWSLETTER_ACTION, (route) => route.abort('failed'));
    await submit().click();
    await alert().getByText(T.networkError).waitFor();
    expect(await submit().isEnabled()).toBe(true);
    expect(await subscriberEmails()).not.toContain(`fail-${name}@example.com`);
    // The browser logs the 502 and the aborted request itself.
    allowConsoleErrors(errors, ...failedLoad(502), 'net::ERR_FAILED');
  });

  it('has no serious accessibility violations on / with the form, idle and showing an error', async () => {
    await start();
    await form().scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await submit().click();
    await form().getByText(T.needConsent).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `newsletter-home-${name}`);
    await screenshot(page.locator('footer'), `newsletter-footer-${name}`);
  });
});

describe('the footer newsletter form without JavaScript', () => {
  it('posts to the newsletter page, which says what is missing, then thanks and stores the address; a bot is thanked and not stored', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const submitFrom = async (path: string, address: string, { consent = true, bot = false } = {}) => {
      if (path) await page.goto(path);
      const form = page.getByRole('form', { name: T.heading }).last();
      await form.getByLabel(T.emailLabel).fill(address);
      if (consent) await form.getByRole('checkbox', { name: T.ageConsent }).check();
      if (bot) await form.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('https://spam.example', { force: true });
      await form.getByRole('button', { name: T.subscribe }).click();
      await page.waitForURL('**/newsletter');
      return page.getByRole('main').getByRole('form', { name: T.heading });
    };

    let form = await submitFrom('/sublets', 'noscript@example', { consent: false });
    // Both problems at once, the address focused.
    expect(await form.locator('[id$="-error"]').allInnerTexts()).toEqual([T.needValidEmail, T.needConsent]);
    expect(await page.locator('*:focus').getAttribute('name')).toBe('email');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(T.heading);
    expect(await form.getByLabel(T.emailLabel).inputValue()).toBe('noscript@example');

    form = await submitFrom('', 'noscript@example.com', { consent: false });
    expect(await form.locator('[id$="-error"]').allInnerTexts()).toEqual([T.needConsent]);
    expect(await page.locator('*:focus').getAttribute('name')).toBe('consent');
    expect(await subscriberEmails()).not.toContain('noscript@example.com');

    form = await submitFrom('', 'noscript@example.com');
    expect(await form.getByRole('status').innerText()).toBe(T.success);
    expect(await subscriberEmails()).toContain('noscript@example.com');

    form = await submitFrom('/about', 'noscript@example.com');
    expect(await form.getByRole('alert').innerText()).toBe(T.alreadySubscribed);

    form = await submitFrom('/', 'bot-noscript@example.com', { bot: true });
    expect(await form.getByRole('status').innerText()).toBe(T.success);
    expect(await subscriberEmails()).not.toContain('bot-noscript@example.com');
    await screenshot(page, 'newsletter-page-no-js-phone');
    await context.close();
  });
});
