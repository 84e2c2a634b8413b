import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS as SITE } from '../../src/shared/site-settings.ts';
import { BLOG_TEXT as B, TIPS_TEXT as T } from '../../src/shared/texts/tips.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let auth: { authorization: string };

const TIPS = [
  {
    title: 'Get the landlord’s written consent first',
    content: 'Ask the tenant for a copy of the approval.\n\nNo consent, no sublet.',
  },
  { title: 'Read the original lease', content: 'Your sublease cannot give you more than the tenant has.' },
  { title: 'A hidden draft', content: 'Not for visitors.', is_active: false },
  { title: 'Never wire money before you have seen the place', content: 'Scams spike every May.' },
];
const ACTIVE = TIPS.filter((tip) => tip.is_active !== false);

const addTip = async (tip: { title: string; content: string; is_active?: boolean }) => {
  const res = await server.inject({ method: 'POST', url: '/api/tips', headers: auth, payload: tip });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tip as { id: number };
};

beforeAll(async () => {
  server = await startServer();
  auth = await server.login();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `path` and waits until the page is hydrated (the layout asks for the buildings from an effect). */
async function open(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

const tipButtons = (page: Page) => page.locator('#main ol > li > h3 > button');

describe('/blog', () => {
  let context: BrowserContext;
  let page: Page;
  afterEach(async () => {
    await context?.close();
  });

  it('without tips says so, and still shows Why Work With Us', async () => {
    ({ context, page } = await newPage(browser, server.url, VIEWPORTS.desktop));
    await open(page, '/blog');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(B.title);
    await page.getByRole('heading', { name: T.noTips }).waitFor();
    expect(await tipButtons(page).count()).toBe(0);
    await page.getByRole('heading', { name: B.whyHeading, level: 2 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has its title, description, canonical link and link preview, and is in the sitemap', async () => {
    for (const tip of TIPS) await addTip(tip);
    const res = await fetch(`${server.url}/blog`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${B.metaTitle} | ${SITE.brand}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/blog"/>`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/blog"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain('"@type":"FAQPage"');
    // Server-rendered: every active tip is in the HTML, the inactive one is not.
    for (const tip of ACTIVE) expect(html).toContain(tip.title.replace('’', '’'));
    expect(html).not.toContain('A hidden draft');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/blog</loc>`);
  });

  it('drops the cached page when a tip is added, edited or deleted through the API', async () => {
    const get = () => fetch(`${server.url}/blog`);
    await get();
    const cached = await get();
    expect(cached.headers.get('x-cache')).toBe('HIT');

    const added = await addTip({ title: 'Check the heat and hot water', content: 'Run the shower for a minute.' });
    const afterAdd = await get();
    expect(afterAdd.headers.get('x-cache')).toBe('MISS');
    expect(await afterAdd.text()).toContain('Check the heat and hot water');

    await server.inject({
      method: 'PUT',
      url: `/api/tips/${added.id}`,
      headers: auth,
      payload: { title: 'Check the radiators', content: 'Ask when the heat season starts.' },
    });
    const afterEdit = await (await get()).text();
    expect(afterEdit).toContain('Check the radiators');
    expect(afterEdit).not.toContain('Check the heat and hot water');

    // The browser sees it too.
    ({ context, page } = await newPage(browser, server.url, VIEWPORTS.desktop));
    await open(page, '/blog');
    const texts = await tipButtons(page).allInnerTexts();
    expect(texts).toHaveLength(ACTIVE.length + 1);
    expect(texts.at(-1)).toContain('04');
    expect(texts.at(-1)).toContain('Check the radiators');
    await server.inject({ method: 'DELETE', url: `/api/tips/${added.id}`, headers: auth });
    await page.reload();
    await tipButtons(page).first().waitFor();
    expect((await tipButtons(page).allInnerTexts()).some((text) => text.includes('Check the radiators'))).toBe(false);
  });
});

describe.each(Object.entries(VIEWPORTS))('/blog at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newPage(browser, server.url, viewport));
    await open(page, '/blog');
  });
  afterAll(async () => {
    await context?.close();
  });

  const expanded = async () => {
    const buttons = tipButtons(page);
    const states: boolean[] = [];
    for (let i = 0; i < (await buttons.count()); i++)
      states.push((await buttons.nth(i).getAttribute('aria-expanded')) === 'true');
    return states;
  };
  const visiblePanels = () => page.locator('#main [role="region"]:visible');

  it('lists the active tips in order, numbered, the first one open', async () => {
    const buttons = tipButtons(page);
    expect(await buttons.count()).toBe(ACTIVE.length);
    for (const [i, tip] of ACTIVE.entries()) {
      const button = buttons.nth(i);
      expect(await button.innerText()).toContain(tip.title);
      expect(await button.innerText()).toContain(`0${i + 1}`);
      const panelId = await button.getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      expect(await panel.getAttribute('role')).toBe('region');
      expect(await panel.getAttribute('aria-labelledby')).toBe(await button.getAttribute('id'));
    }
    expect(await expanded()).toEqual([true, false, false]);
    expect(await visiblePanels().count()).toBe(1);
    // Paragraphs of the first tip.
    expect(await visiblePanels().locator('p').allInnerTexts()).toEqual([
      'Ask the tenant for a copy of the approval.',
      'No consent, no sublet.',
    ]);
  });

  it('keeps one tip open at a time when clicked, and closes the open one on a second click', async () => {
    const buttons = tipButtons(page);
    await buttons.nth(1).click();
    expect(await expanded()).toEqual([false, true, false]);
    expect(await visiblePanels().innerText()).toContain(ACTIVE[1]!.content);
    await buttons.nth(2).click();
    expect(await expanded()).toEqual([false, false, true]);
    expect(await visiblePanels().count()).toBe(1);
    await buttons.nth(2).click();
    expect(await expanded()).toEqual([false, false, false]);
    expect(await visiblePanels().count()).toBe(0);
  });

  it('works from the keyboard: arrows, Home and End move between tips, Enter and Space open them', async () => {
    const buttons = tipButtons(page);
    await buttons.nth(0).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual([true, false, false]);
    await page.keyboard.press('ArrowDown');
    expect(await buttons.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual([false, true, false]);
    await page.keyboard.press('End');
    expect(await buttons.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await buttons.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await buttons.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    expect(await buttons.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab reaches the next title too (closed panels hold nothing focusable); Enter on the open tip closes it.
    await page.keyboard.press('Tab');
    expect(await buttons.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual([false, false, false]);
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual([false, true, false]);
  });

  it('shows Why Work With Us for renters and for people exiting a lease', async () => {
    await page.getByRole('heading', { name: B.whyHeading, level: 2 }).waitFor();
    for (const part of [B.renters, B.leaseExit]) {
      const card = page.getByRole('article', { name: part.title });
      await card.waitFor();
      for (const point of part.points) expect(await card.innerText()).toContain(point.title);
    }
  });

  it('has no serious accessibility violations or console errors, and looks right', async () => {
    await tipButtons(page).nth(0).click();
    expect(await seriousViolations(page)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `public-blog-${viewport.width}`);
  });
});

describe('/blog when tips cannot be read', () => {
  it("answers 500 with 'Failed to load tips' and Retry, in the browser too, and is not cached", async () => {
    const { sql } = await import('kysely');
    const db = server.app.database.db;
    // A write moves the tips data version (no cached page can answer), then the table goes away.
    const tip = await addTip({ title: 'Temporary', content: 'Gone soon' });
    await server.inject({ method: 'DELETE', url: `/api/tips/${tip.id}`, headers: auth });
    await sql`ALTER TABLE tips RENAME TO tips_unavailable`.execute(db);
    const { context, page, errors } = await newPage(browser, server.url, VIEWPORTS.phone);
    try {
      const res = await fetch(`${server.url}/blog`);
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain(T.loadFailed);
      expect(html).toContain(T.loadFailedDetail);
      expect(html).toMatch(/<a href="\/blog"[^>]*>.*Retry<\/a>/);

      await page.goto('/blog');
      await page.getByRole('alert').getByText(T.loadFailed).waitFor();
      await page.getByRole('heading', { name: B.whyHeading }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      allowConsoleErrors(errors, '500');
    } finally {
      await context.close();
      await sql`ALTER TABLE tips_unavailable RENAME TO tips`.execute(db);
    }
    const again = await fetch(`${server.url}/blog`);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBe('MISS');
  });
});
