import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Blink, V8 and network stack
 * as /usr/bin/chromium, without the browser's own window, tabs and toolbar that the full browser draws in
 * headless mode too. A test page costs it about half the processor time (decision 111).
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Debian's headless Chromium, started with the flags this closed network needs. */
function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** The worker's Chromium: a worker runs its files one after another on this module (isolate: false). */
let running: Promise<Browser> | undefined;

/**
 * Chromium for a test file: the worker's own, started on first use (a start costs a second or more
 * on two busy cores). Files share nothing through it: every page is opened in a context of its own
 * (newPage), and the file's `close()` closes the contexts it opened; Chromium ends with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await running?.catch(() => undefined);
  if (!browser?.isConnected()) {
    running = startChromium();
    browser = await running;
  }
  const shared = browser;
  const closeContexts = async () => {
    await Promise.all(shared.contexts().map((context) => context.close()));
  };
  return new Proxy(shared, {
    get(target, key) {
      if (key === 'close') return closeContexts;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** What a page of newPage logged, how much of it the check after a test has seen, and what the current test allows. */
interface Watched {
  errors: string[];
  checked: number;
  allowed: Array<string | RegExp>;
}
const watched = new Map<string[], Watched>();

/**
 * A new browser context with a page whose console errors and uncaught exceptions are collected in
 * `errors`. They fail the test (the one check after each test, checkBrowserErrors): a browser error is what a user
 * would not see but would suffer from. A test that makes a request fail on purpose allows its message
 * with allowConsoleErrors.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, permissions: [] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  watched.set(errors, { errors, checked: 0, allowed: [] });
  return { context, page, errors };
}

/** Lets the page whose `errors` these are log errors that hold one of `patterns`, until the end of the current test. */
export function allowConsoleErrors(errors: string[], ...patterns: Array<string | RegExp>) {
  watched.get(errors)?.allowed.push(...patterns);
}

/** The browser's own message for a request answered with one of `statuses` (e.g. a deliberate 401). */
export const failedLoad = (...statuses: number[]) =>
  statuses.map((status) => `Failed to load resource: the server responded with a status of ${status}`);

/**
 * The one check of browser errors, after each test (tests/support/e2e-setup.ts): what every page
 * logged during it, less what the test allowed.
 */
export function checkBrowserErrors() {
  const unexpected: string[] = [];
  for (const page of watched.values()) {
    const fresh = page.errors.slice(page.checked);
    page.checked = page.errors.length;
    unexpected.push(...fresh.filter((e) => !page.allowed.some((p) => (typeof p === 'string' ? e.includes(p) : p.test(e)))));
    page.allowed = [];
  }
  expect(unexpected, 'browser console errors').toEqual([]);
}

/** Forgets the pages of the files before (a worker runs several files on this module, e2e-setup.ts). */
export function forgetPages() {
  watched.clear();
}

/**
 * A full-page screenshot of `page` as it is when the current test fails, saved as screenshots/`name`.png
 * (ignored by git) for a person to look at. Nothing is written while tests pass (a screenshot costs
 * a second or more and nothing compares them), unless SCREENSHOTS=1 asks for each one as it is taken.
 */
export async function screenshot(target: Page | Locator, name: string) {
  if (process.env.SCREENSHOTS === '1') return save(target, name);
  const page = 'isClosed' in target ? target : target.page();
  onTestFailed(async () => {
    if (!page.isClosed()) await save(target, name).catch(() => undefined);
  });
}

/** A page is taken whole, an element (a panel, the footer) alone. */
async function save(target: Page | Locator, name: string) {
  const dir = path.resolve('screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await ('isClosed' in target ? target.screenshot({ path: file, fullPage: true }) : target.screenshot({ path: file }));
}

/** Opens `path` and waits until a public page is hydrated (its layout asks for the buildings from an effect). */
export async function openHydrated(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

/** Fails when the toast showing `text` overlaps `button` (a toast never covers the button it reports on). */
export async function expectToastClearOf(page: Page, text: string, button: Locator) {
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText(text).locator('xpath=..');
  await toast.waitFor();
  const [a, b] = await Promise.all([toast.boundingBox(), button.boundingBox()]);
  if (!a || !b) throw new Error('the toast or the button is not on screen');
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  if (overlaps) throw new Error(`the toast '${text}' covers the button it reports on`);
}
