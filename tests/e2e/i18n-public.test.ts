import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textsFor } from '../../src/shared/i18n/catalogues.ts';
import { LANGUAGE_TAGS, type Language } from '../../src/shared/i18n/languages.ts';
import { seriousViolations } from '../support/axe.ts';
import { decodeHtml, englishShown, englishTexts } from '../support/i18n-pages.ts';
import { allowConsoleErrors, launchBrowser, newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { seedPublicListings, type PublicSeed } from './public-fixtures.ts';

/**
 * The public site in Spanish and Chinese (issue 37, docs/decisions/069–071): what a crawler gets (no English of
 * the catalogue on a translated page, <html lang>, canonical and hreflang pairs, the sitemap's alternates, the
 * language switch keeping the page and its search) and what a renter does at 390 and 1280 px in Chromium with
 * axe (browse, filter, ask, book a viewing, subscribe, switch), with no sideways overflow in Chinese.
 */
let server: RunningServer;
let seed: PublicSeed;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  seed = await seedPublicListings(server.app);
  browser = await launchBrowser();
  mkdirSync('/tmp/shots', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
};

const PAGES = () => [
  '/',
  `/property/${seed.gallery.id}`,
  `/property/${seed.longText.id}`,
  '/about',
  '/blog',
  '/privacy',
  '/sublets',
  '/rooms',
  '/herald-towers',
  '/newsletter',
  `/property/${seed.gallery.id}/viewing`,
  '/no-such-page',
];

describe('translated pages, as crawlers get them', () => {
  it('show none of the English catalogue on /es/ and /zh/ pages', async () => {
    const english = englishTexts([
      'public',
      'property',
      'about',
      'grids',
      'newsletter-form',
      'tips',
      'viewings',
      'viewing-picker',
      'inquiries',
      'privacy',
    ]);
    expect(english.length).toBeGreaterThan(150);
    const found: string[] = [];
    for (const language of ['es', 'zh'] as Language[]) {
      for (const path of PAGES()) {
        const { status, body } = await get(`/${language}${path}`);
        expect([200, 404], `/${language}${path}`).toContain(status);
        for (const phrase of englishShown(body, english)) found.push(`/${language}${path}: ${phrase}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('say their language in <html lang>, and an unknown language prefix is the 404 page', async () => {
    for (const [prefix, tag] of [
      ['', 'en'],
      ['/es', 'es'],
      ['/zh', 'zh-Hans'],
    ]) {
      for (const path of PAGES()) {
        const { body } = await get(`${prefix}${path}`);
        expect(/<html lang="([^"]+)"/.exec(body)?.[1], `${prefix}${path}`).toBe(tag);
      }
    }
    expect((await get('/fr/about')).status).toBe(404);
    expect((await get('/es/no-such-page')).status).toBe(404);
    const zh404 = await get('/zh/no-such-page');
    expect(zh404.body).toContain(textsFor('zh', 'public').PUBLIC_TEXT.pageNotFound);
  });

  it('name their canonical address in their language and hreflang alternates that point at each other', async () => {
    const indexed = ['/', `/property/${seed.gallery.id}`, '/about', '/blog', '/sublets', '/herald-towers', '/privacy'];
    const alternatesOf = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map((m) => [m[1], m[2]]),
      );
    for (const path of indexed) {
      const english = `${server.url}${path}`;
      const expected = {
        en: english,
        es: `${server.url}/es${path}`,
        'zh-Hans': `${server.url}/zh${path}`,
        'x-default': english,
      };
      for (const [language, url] of Object.entries(expected)) {
        if (language === 'x-default') continue;
        const { body } = await get(url.slice(server.url.length));
        expect(/<link rel="canonical" href="([^"]*)"/.exec(body)?.[1], url).toBe(url);
        expect(alternatesOf(body), url).toEqual(expected);
      }
    }
  });

  it('list every page with its Spanish and Chinese alternates in /sitemap.xml', async () => {
    const { body } = await get('/sitemap.xml');
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1];
      const path = loc.slice(server.url.length);
      const links = Object.fromEntries([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
      expect(links, loc).toEqual({
        en: loc,
        es: `${server.url}/es${path}`,
        'zh-Hans': `${server.url}/zh${path}`,
        'x-default': loc,
      });
    }
  });

  it('offer a language switch in the header and the footer that keeps the page and its search', async () => {
    const { body } = await get('/es/?beds=1&sort=price-asc');
    const switches = [...body.matchAll(/<nav aria-label="Language · Idioma · 语言"[^>]*>([\s\S]*?)<\/nav>/g)].map((m) => m[1]);
    expect(switches).toHaveLength(2);
    for (const links of switches) {
      const hrefs = [...links.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [decodeHtml(m[1]), m[2]]);
      expect(hrefs).toEqual([
        ['/?beds=1&sort=price-asc', 'en'],
        ['/es/?beds=1&sort=price-asc', 'es'],
        ['/zh/?beds=1&sort=price-asc', 'zh-Hans'],
      ]);
      expect(links).toMatch(/hreflang="es" lang="es" data-language="es" aria-current="page"/);
    }
    const property = await get(`/zh/property/${seed.gallery.id}`);
    expect(property.body).toContain(`href="/es/property/${seed.gallery.id}" hreflang="es"`);
  });

  it('keep their links in their language: cards, navigation, pagination and the forms', async () => {
    const { body } = await get('/es/');
    expect(body).toContain(`href="/es/property/${seed.active[0].id}"`);
    expect(body).toContain('href="/es/sublets"');
    expect(body).toContain('href="/es/?page=2#listings"');
    expect(body).toMatch(/action="\/es\/newsletter"/);
    expect(body).not.toMatch(/href="\/property\//);
    // An error panel's 'Back to Listings' goes to the home page in the page's language.
    const missing = await get('/zh/no-such-page');
    const back = textsFor('zh', 'public').PUBLIC_TEXT.backToListings;
    expect(missing.body).toMatch(new RegExp(`<a [^>]*href="/zh/"[^>]*><svg[^>]*><use[^>]*></use></svg>${back}</a>`));
  });
});

const PHONE_AND_DESKTOP = [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const;

async function noSidewaysOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/** Each element showing exactly `text` holds it on one line (a label never breaks one character a line). */
async function onOneLine(page: Page, text: string) {
  const lines = await page.getByText(text, { exact: true }).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
  expect(lines.length, text).toBeGreaterThan(0);
  expect(lines, text).toEqual(lines.map(() => 1));
}

async function shoot(page: Page, name: string) {
  await screenshot(page, name);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
}

describe('a renter in Spanish and in Chinese (Chromium)', () => {
  for (const [device, viewport] of PHONE_AND_DESKTOP)
    for (const language of ['es', 'zh'] as Language[])
      it(`browses, filters, asks, books a viewing and subscribes in ${language} at ${viewport.width} px`, async () => {
        const T = textsFor(language, 'public').PUBLIC_TEXT;
        const F = textsFor(language, 'inquiries').INQUIRY_FORM_TEXT;
        const N = textsFor(language, 'newsletter-form').NEWSLETTER_TEXT;
        const V = textsFor(language, 'viewings').VIEWINGS_TEXT;
        const { context, page } = await newPage(browser, server.url, viewport);
        try {
          // Browse.
          await openHydrated(page, `/${language}/`);
          expect(await page.locator('html').getAttribute('lang')).toBe(LANGUAGE_TAGS[language]);
          await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(T.allProperties);
          expect(await seriousViolations(page)).toEqual([]);
          await noSidewaysOverflow(page, `/${language}/`);
          await onOneLine(page, T.noFee);
          await shoot(page, `i18n-${language}-home-${device}`);

          // Filter: the search stays in the language.
          if (device === 'phone') await page.locator('.filter-sheet summary').click();
          await page.locator('select[name="sort"]').selectOption('price-asc');
          await page.getByRole('button', { name: T.applyFilters }).click();
          await page.waitForURL((url) => url.pathname === `/${language}/` && url.searchParams.get('sort') === 'price-asc');
          expect(await page.locator('html').getAttribute('lang')).toBe(LANGUAGE_TAGS[language]);

          // A property page, its inquiry.
          await openHydrated(page, `/${language}/property/${seed.gallery.id}`);
          await noSidewaysOverflow(page, 'property');
          await onOneLine(page, T.noFee);
          if (device === 'phone') {
            // The contact bar's icons keep their 16 px beside a long label ('Programar una visita').
            const bar = page.getByRole('region', { name: textsFor(language, 'property').PROPERTY_TEXT.contactBar });
            const icons = await bar.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().width));
            expect(icons.length).toBeGreaterThan(1);
            expect(icons).toEqual(icons.map(() => 16));
          }
          expect(await seriousViolations(page)).toEqual([]);
          await shoot(page, `i18n-${language}-property-${device}`);
          await page.getByRole('button', { name: F.openInquiry }).first().click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel(F.name).fill('Ana Inquilina');
          await dialog.getByLabel(F.email).fill(`ana-${language}-${device}@example.com`);
          await dialog.getByLabel(F.message).fill('¿Puedo verlo el sábado? 周六可以看房吗？');
          await dialog.getByRole('button', { name: F.send }).click();
          await expect.poll(() => dialog.getByText(F.thankYou).count()).toBe(1);
          await noSidewaysOverflow(page, 'inquiry sent');
          await shoot(page, `i18n-${language}-inquiry-${device}`);
          await page.keyboard.press('Escape');

          // The booking page (its free times, in the language).
          await openHydrated(page, `/${language}/property/${seed.gallery.id}/viewing`);
          await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(V.pickerTitle);
          expect(await seriousViolations(page)).toEqual([]);
          await noSidewaysOverflow(page, 'booking');

          // Book: a free time, the renter's name and e-mail, the answer in the language.
          await page.locator('main a[href*="/viewing?start="]').first().click();
          await page.waitForURL((url) => url.pathname.startsWith(`/${language}/`) && url.searchParams.has('start'));
          await page.getByRole('main').getByLabel(F.name).fill('Ana Inquilina');
          await page.getByRole('main').getByLabel(F.email).fill(`book-${language}-${device}@example.com`);
          // The agency disclosure's checkbox (RPL §443), in the language.
          await page
            .getByRole('main')
            .getByRole('checkbox', { name: textsFor(language, 'agency').AGENCY_TEXT.checkbox })
            .check();
          await page.getByRole('button', { name: V.book }).click();
          await page.getByRole('heading', { name: new RegExp(`^(${V.requested}|${V.confirmed})$`) }).waitFor();
          // The time in the language too (no English weekday or month).
          const answer = await page.getByRole('status').innerText();
          expect(answer).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM)\b/);
          // A time that ends in an abbreviation ('11:00 a.m.') is not followed by a second full stop.
          expect(answer).not.toContain('..');
          expect(await seriousViolations(page)).toEqual([]);
          await noSidewaysOverflow(page, 'booked');
          await shoot(page, `i18n-${language}-booked-${device}`);

          // Subscribe from the footer.
          await openHydrated(page, `/${language}/about`);
          const footer = page.getByRole('form', { name: N.heading });
          await footer.getByLabel(N.emailLabel).fill(`sub-${language}-${device}@example.com`);
          await footer.getByRole('checkbox').check();
          await footer.getByRole('button', { name: N.subscribe }).click();
          await expect.poll(() => footer.getByText(N.success).count()).toBe(1);
          await noSidewaysOverflow(page, 'about');
          await shoot(page, `i18n-${language}-about-${device}`);

          // The switch: the same page and search in the other language.
          await openHydrated(page, `/${language}/?sort=price-asc`);
          const other: Language = language === 'es' ? 'zh' : 'es';
          await page.getByRole('contentinfo').locator(`a[hreflang="${LANGUAGE_TAGS[other]}"]`).click();
          await page.waitForURL((url) => url.pathname === `/${other}/` && url.search === '?sort=price-asc');
          expect(await page.locator('html').getAttribute('lang')).toBe(LANGUAGE_TAGS[other]);
        } finally {
          await context.close();
        }
      }, 90_000);

  it("shows the error screen in the page's language when a page cannot load, also after a language switch", async () => {
    const { context, page, errors } = await newPage(browser, server.url, VIEWPORTS.desktop);
    try {
      await openHydrated(page, '/es/');
      // The switch to Chinese, then the connection fails: the next page's data cannot be fetched.
      await page.getByRole('contentinfo').locator(`a[hreflang="${LANGUAGE_TAGS.zh}"]`).click();
      await page.waitForURL((url) => url.pathname === '/zh/');
      for (const language of ['zh', 'es'] as Language[]) {
        const C = textsFor(language, 'common').COMMON_TEXT;
        const P = textsFor(language, 'public').PUBLIC_TEXT;
        if (language === 'es') await openHydrated(page, '/es/');
        await page.route('**/*.data*', (route) => route.abort());
        allowConsoleErrors(errors, /fetch|network|ERR_FAILED/i);
        await page.locator('select[name="sort"]').selectOption('price-asc');
        await page.getByRole('button', { name: P.applyFilters }).click();
        const screen = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: C.somethingWentWrong }) });
        await screen.waitFor();
        expect(await screen.innerText()).toContain(C.somethingWentWrongDetail);
        expect(await screen.getByRole('button').allInnerTexts()).toEqual([C.tryAgain, C.reloadPage]);
        expect(await page.locator('html').getAttribute('lang')).toBe(LANGUAGE_TAGS[language]);
        expect(await page.title()).toBe(C.somethingWentWrong);
        expect(await seriousViolations(page)).toEqual([]);
        await shoot(page, `i18n-${language}-error-desktop`);
        // The connection is back: Reload Page shows the page again.
        await page.unroute('**/*.data*');
        await screen.getByRole('button', { name: C.reloadPage }).click();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(P.allProperties);
      }
    } finally {
      await context.close();
    }
  });

  it('offers Spanish to a browser that asks for it on an English page, and remembers a dismissal', async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: 'es-US', viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      await openHydrated(page, '/about');
      const offer = page.getByTestId('language-suggestion');
      await offer.waitFor();
      expect(await offer.getAttribute('lang')).toBe('es');
      expect(await offer.getByRole('link').getAttribute('href')).toBe('/es/about');
      expect(page.url()).toBe(`${server.url}/about`);
      await shoot(page, 'i18n-suggestion-phone');
      await offer.getByRole('button').click();
      await expect.poll(() => offer.count()).toBe(0);
      await openHydrated(page, '/blog');
      await page.waitForTimeout(500);
      expect(await page.getByTestId('language-suggestion').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
