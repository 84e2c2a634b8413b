import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { ADMIN_TEXT } from '../../src/shared/texts/admin.ts';
import { PUBLIC_TEXT } from '../../src/shared/texts/public.ts';
import { ABOUT_TEXT } from '../../src/shared/texts/about.ts';
import { PROPERTY_TEXT } from '../../src/shared/texts/property.ts';
import { UI } from '../../src/web/admin/listings/listings-ui-text.ts';
import { SETTINGS_TEXT as T } from '../../src/shared/texts/settings.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

const AGENT = { name: 'Jane Agent', email: 'jane.agent@test.local', password: 'agent-password-1' };

/**
 * The agent's own site settings at /admin/settings, edited by an administrator and shown
 * read-only to agent accounts; what is saved shows on the public pages at once (the page cache is
 * dropped); the headshot goes through the photo pipeline; every public footer links the Fair
 * Housing Notice. Chromium against the production build.
 */
describe('admin settings', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let agentToken: string;

  beforeAll(async () => {
    server = await startServer();
    token = await adminToken(server);
    const register = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...AGENT, role: 'agent' }),
    });
    expect(register.status).toBe(201);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: AGENT.email, password: AGENT.password }),
    });
    agentToken = ((await login.json()) as { token: string }).token;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(as: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, as);
    await session.page.goto('/admin/settings');
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }
  const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).locator('[data-kind="success"]');
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  it('the footer of every public page links the Fair Housing Notice and names the brokerage beside the agent', async () => {
    const { page, context } = await newPage(browser, server.url);
    for (const url of ['/', '/about', '/blog']) {
      await page.goto(url);
      const footer = page.locator('footer');
      const notice = footer.getByRole('link', { name: PUBLIC_TEXT.fairHousingNotice });
      expect(await notice.getAttribute('href'), url).toBe(DEFAULT_SITE_SETTINGS.fairHousingNoticeUrl);
      const line = await footer.getByTestId('agent-brokerage').textContent();
      expect(line).toContain(DEFAULT_SITE_SETTINGS.agent.name);
      expect(line).toContain(DEFAULT_SITE_SETTINGS.brokerageName);
    }
    await context.close();
  });

  it('an administrator changes the phone, the biography and a social link: the public pages show them at once', async () => {
    // Cached first, so that the save has something to drop.
    const warm = await fetch(`${server.url}/about`);
    expect((await fetch(`${server.url}/about`)).headers.get('x-cache')).toBe('HIT');
    expect(await warm.text()).toContain(DEFAULT_SITE_SETTINGS.agent.phone);

    const { page, context } = await open(token);
    expect(await page.getByRole('link', { name: ADMIN_TEXT.settings }).getAttribute('aria-current')).toBe('page');
    const phone = page.getByLabel(T.phone, { exact: true });
    await phone.fill('(917) 555-0188');
    await page
      .getByLabel(T.biography, { exact: true })
      .fill('Twenty years in Manhattan rentals.\n\nI answer every message the same day.');
    await page.getByLabel(T.socialLink('X')).fill('x.com/dana');
    await page.getByRole('button', { name: T.save }).click();
    // Refused in the form with the server's own rule, and focused.
    const xField = page.getByLabel(T.socialLink('X'));
    await expect.poll(() => xField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText(T.httpsUrl('X link')).waitFor();
    await xField.fill('https://x.com/dana');
    await page.getByRole('button', { name: T.save }).click();
    await toast(page).filter({ hasText: T.saved }).waitFor();
    await screenshot(page, 'admin-settings-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);

    const about = await newPage(browser, server.url);
    await about.page.goto('/about');
    await about.page.getByText('Twenty years in Manhattan rentals.').waitFor();
    await about.page.getByText('I answer every message the same day.').waitFor();
    expect(await about.page.locator('header').getByRole('link', { name: '(917) 555-0188' }).getAttribute('href')).toBe(
      'tel:+19175550188',
    );
    expect(await about.page.locator('footer').getByRole('link', { name: /on X$/ }).getAttribute('href')).toBe(
      'https://x.com/dana',
    );
    expect(await about.page.getByText(DEFAULT_SITE_SETTINGS.agent.biography[0]).count()).toBe(0);
    await about.page.goto('/');
    await about.page.locator('footer').getByText('(917) 555-0188').waitFor();
    await about.context.close();
    await context.close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { page, context } = await open(token);
    await page.getByLabel(T.brand).fill('Changed but not saved');
    await page.getByRole('link', { name: ADMIN_TEXT.tips }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(T.leaveMessage).waitFor();
    await dialog.getByRole('button', { name: UI.stay }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(await page.getByLabel(T.brand).inputValue()).toBe('Changed but not saved');
    await context.close();
  });

  it('uploads a headshot: the about page shows it, and the served files carry no metadata', async () => {
    const file = path.join(os.tmpdir(), `headshot-${process.pid}.jpg`);
    await writeFile(
      file,
      await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#a0785a' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'TestPhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 5489/100' } })
        .toBuffer(),
    );
    const { page, context } = await open(token);
    await page.locator('input[type="file"]').setInputFiles(file);
    await toast(page).filter({ hasText: T.photoSaved }).waitFor();
    const preview = page.getByRole('img', { name: T.photoAlt('Dana Whitfield') });
    await preview.waitFor();
    await context.close();

    const about = await newPage(browser, server.url, VIEWPORTS.phone);
    await about.page.goto('/about');
    const headshot = about.page.getByRole('img', { name: ABOUT_TEXT.headshotAlt('Dana Whitfield') });
    await headshot.waitFor();
    await expect.poll(() => headshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const srcset = (await headshot.getAttribute('srcset')) ?? '';
    const urls = srcset.split(',').map((entry) => entry.trim().split(' ')[0]);
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    await screenshot(about.page, 'about-headshot-390');
    await about.context.close();
  });

  it('an agent account sees the settings read-only, at 390 px too', async () => {
    const { page, context } = await open(agentToken, VIEWPORTS.phone);
    await page.getByText(T.readOnlyNotice).waitFor();
    expect(await page.getByLabel(T.phone, { exact: true }).inputValue()).toBe('(917) 555-0188');
    expect(await page.getByLabel(T.phone, { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel(T.inquiryAcknowledgement).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: T.save }).count()).toBe(0);
    expect(await page.getByText(T.uploadPhoto).count()).toBe(0);
    await screenshot(page, 'admin-settings-agent-390');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await context.close();
  });

  it("a listing with an application fee: 'No Fee' on its card, every fee with its amount on its property page", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      address: '210 West 77th Street, New York, NY 10024',
      neighborhood: '5C',
      price: '3900',
      bedrooms: '1',
      bathrooms: '1',
      size: 'No Roomies',
      description: 'A quiet one-bedroom.',
      status: 'active',
      // The tenant pays nothing but the background and credit check, $20 in all (decision 082).
      fees: JSON.stringify([
        { name: 'Application fee', amount: 15 },
        { name: 'Credit check', amount: 5 },
      ]),
    }))
      form.append(key, value);
    const created = await fetch(`${server.url}/api/listings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: number } };

    const { page, context } = await newPage(browser, server.url);
    await page.goto('/');
    const card = page.locator('article').filter({ hasText: '210 West 77th Street' });
    await card.getByText(PUBLIC_TEXT.noFee, { exact: true }).waitFor();
    await page.goto(`/property/${listing.id}`);
    const fees = page.getByRole('region', { name: PROPERTY_TEXT.feesTitle });
    await fees.getByText('Application fee').waitFor();
    expect(await fees.locator('dd').allTextContents()).toEqual(['$15', '$5']);
    await page.getByText(PUBLIC_TEXT.noFee, { exact: true }).first().waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"name":"Application fee","price":15');
    await context.close();
  });
});
