import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { INQUIRY_FORM_TEXT as F } from '../../src/shared/texts/inquiries.ts';
import { PROPERTY_TEXT as P } from '../../src/shared/texts/property.ts';
import { VIEWINGS_TEXT as V } from '../../src/shared/texts/viewings.ts';
import { formatRent } from '../../src/shared/listing-format.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';

/**
 * Issue 33, items 4, 6 and 10, as a person sees them, in Chromium at 390 and 1280 px with axe:
 * the reply form below a conversation that stays in view and scrolls; the property page's photos
 * swiped, full screen (Escape closes), the contact bar on a phone only, the rent once, the map's
 * address when the map cannot load; the about page's title once and its e-mail address whole.
 * Screenshots go to /tmp/shots/ for a person to look at.
 */
const SHOTS = '/tmp/shots';
let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ env: { DEMO_CONTENT: 'true' } });
  token = await adminToken(server);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

async function listingWithPhotos() {
  const { listings } = await server.app.services.listings.list({ page: 1, limit: 20 });
  return listings.find((l) => l.images.length > 2)!;
}

/** The map's host never answers (a blocked or dead network): the box keeps the address. */
async function blockMaps(page: Page) {
  await page.route('https://www.google.com/**', () => new Promise<void>(() => undefined));
}

describe.each(Object.entries(VIEWPORTS))('at %s', (label, viewport) => {
  const phone = viewport.width < 1024;

  it('the property page: photos swiped, full screen closed by Escape, the contact bar on a phone only, the rent once, the map’s address when the map fails', async () => {
    const listing = await listingWithPhotos();
    const { context, page } = await newPage(browser, server.url, viewport);
    await blockMaps(page);
    const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
    await page.goto(`/property/${listing.id}`);
    await hydrated;
    const gallery = page.getByRole('region', { name: P.gallery });
    const counter = gallery.getByText(/^\d+ \/ \d+$/);
    const total = listing.images.length;
    expect(await counter.innerText()).toBe(`1 / ${total}`);

    // A swipe is the strip scrolled by the width of one photo: the next photo is shown and counted.
    const strip = page.getByTestId('photo-strip');
    await strip.evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
    await expect.poll(() => counter.innerText()).toBe(`2 / ${total}`);
    expect(await gallery.locator('[role="group"] img').getAttribute('alt')).toMatch(new RegExp(`, photo 2 of ${total}$`));
    expect(await gallery.getByRole('button', { name: P.showPhoto(2, total) }).getAttribute('aria-current')).toBe('true');
    await strip.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(() => counter.innerText()).toBe(`1 / ${total}`);

    // The rent once on the page.
    const rent = formatRent(listing.price);
    expect((await page.locator('main').innerText()).split(rent).length - 1).toBe(1);

    // The contact bar: on a phone, fixed at the bottom with both actions; none on a desktop, where the
    // details card holds them.
    const bar = page.getByRole('region', { name: P.contactBar });
    if (phone) {
      await bar.waitFor();
      await bar.getByRole('button', { name: V.scheduleViewing }).waitFor();
      await bar.getByRole('button', { name: F.openInquiry }).waitFor();
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      await page.mouse.wheel(0, 1500);
      await expect
        .poll(async () => Math.round((await bar.boundingBox())!.y + (await bar.boundingBox())!.height))
        .toBe(viewport.height);
      await page.evaluate(() => window.scrollTo(0, 0));
    } else {
      expect(await bar.isVisible()).toBe(false);
      await page.getByRole('complementary', { name: P.details }).getByRole('button', { name: F.openInquiry }).waitFor();
    }
    // One 'Send an Inquiry' at a time on screen.
    expect(await page.getByRole('button', { name: F.openInquiry }).count()).toBe(1);

    // The map cannot load: the box shows the address and 'Open in Maps', not an empty grey frame.
    const mapBox = page.getByTestId('map-box');
    await mapBox.scrollIntoViewIfNeeded();
    await expect.poll(() => mapBox.getAttribute('data-map'), { timeout: 12_000 }).toBe('unavailable');
    expect(await mapBox.locator('iframe').count()).toBe(0);
    const fallback = page.getByTestId('map-fallback');
    await fallback.getByText(listing.address).waitFor();
    expect(await fallback.getByRole('link', { name: P.openInMaps }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(listing.address)}`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(summary(await seriousViolations(page))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/property-${viewport.width}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/property-fold-${viewport.width}.png` });

    // Full screen: opens at the photo shown, moves with the keys, Escape closes it and the page shows
    // the photo it closed on.
    await gallery.getByRole('button', { name: P.fullScreen }).click();
    const full = page.getByTestId('full-screen-gallery');
    await expect.poll(() => full.isVisible()).toBe(true);
    expect(await full.getByRole('heading').innerText()).toMatch(/^Photos of /);
    const fullBox = (await full.boundingBox())!;
    expect(Math.round(fullBox.width)).toBe(viewport.width);
    expect(Math.round(fullBox.height)).toBe(viewport.height);
    await expect.poll(() => full.getByText(`1 / ${total}`).isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => full.getByText(`2 / ${total}`).isVisible()).toBe(true);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/property-full-screen-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => full.isVisible()).toBe(false);
    await expect.poll(() => counter.innerText()).toBe(`2 / ${total}`);
    await context.close();
  });

  it('the about page: the map’s address when the map fails, the title line once, the e-mail address never broken mid-word', async () => {
    const { context, page } = await newPage(browser, server.url, viewport);
    await blockMaps(page);
    await page.goto('/about');
    const mapBox = page.getByTestId('map-box');
    await mapBox.scrollIntoViewIfNeeded();
    await expect.poll(() => mapBox.getAttribute('data-map'), { timeout: 12_000 }).toBe('unavailable');
    await page.getByTestId('map-fallback').getByRole('link', { name: 'Open in Maps' }).waitFor();

    const { agent } = DEFAULT_SITE_SETTINGS;
    const text = await page.locator('main').innerText();
    expect(text.split(agent.title).length - 1).toBe(1);

    // The e-mail address: each line it sits on holds whole parts of it (broken, if at all, after '@').
    const mail = page.locator(`main a[href="mailto:${agent.email}"]`);
    const lines = await mail.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((r) => Math.round(r.top)).filter((top, i, all) => all.indexOf(top) === i).length;
    });
    const at = agent.email.indexOf('@');
    const [local, domain] = [agent.email.slice(0, at + 1), agent.email.slice(at + 1)];
    const wraps = await mail.evaluate(
      (el, parts) => {
        // Each part is drawn on one line: its own rectangles share one top.
        const spans = [...el.querySelectorAll('span span')] as HTMLElement[];
        return spans.map((s) => ({
          text: s.textContent,
          lines: new Set([...s.getClientRects()].map((r) => Math.round(r.top))).size,
          parts,
        }));
      },
      [local, domain],
    );
    expect(wraps.map((w) => w.text)).toEqual([local, domain]);
    expect(wraps.every((w) => w.lines === 1)).toBe(true);
    expect(lines).toBeLessThanOrEqual(2);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/about-${viewport.width}.png`, fullPage: true });
    await context.close();
  });

  it('the inquiry dialog: Reply opens the form below the conversation, which stays in view and scrolls', async () => {
    const listing = await listingWithPhotos();
    const created = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.33.4.${viewport.width % 250}` },
      body: JSON.stringify({
        name: `Reading Renter ${label}`,
        email: `reader-${viewport.width}@example.com`,
        message: Array.from({ length: 12 }, (_, i) => `Question ${i + 1}: is the apartment still free in January?`).join('\n'),
        listingId: listing.id,
      }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { inquiry: { id: number } }).inquiry.id;
    for (let i = 1; i <= 3; i++) {
      const replied = await fetch(`${server.url}/api/inquiries/${id}/reply`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          subject: `Re: your question ${i}`,
          message: `Answer ${i}.\n\nYes, it is free from January 1.\nBest,\nThe agent`,
          recipientEmail: `reader-${viewport.width}@example.com`,
        }),
      });
      expect(replied.status).toBe(201);
    }

    const { context, page } = await newPage(browser, server.url, viewport);
    await signInContext(context, token);
    await page.goto(`/admin/inquiries?view=${id}`);
    const modal = page.getByRole('dialog');
    await modal.getByTestId('timeline').waitFor();
    // One action: New Reply under the conversation; no second Reply in the footer.
    expect(await modal.getByRole('button', { name: T.reply, exact: true }).count()).toBe(0);
    await modal.getByRole('button', { name: T.newReply }).click();

    const conversation = modal.getByRole('region', { name: T.conversation });
    await conversation.waitFor();
    const message = modal.getByRole('textbox', { name: T.replyMessage });
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
    // The conversation (the inquiry and the three replies) sits above the form, visible, and scrolls,
    // opened at the newest entry.
    expect(await conversation.getByTestId('conversation-inquiry').count()).toBe(1);
    expect(await conversation.getByTestId('reply').count()).toBe(3);
    const box = (await conversation.boundingBox())!;
    const form = (await modal.getByRole('textbox', { name: T.subject }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(form.y);
    expect(box.height).toBeGreaterThan(100);
    const scroll = await conversation.evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight, client: el.clientHeight }));
    expect(scroll.height).toBeGreaterThan(scroll.client);
    expect(scroll.top + scroll.client).toBeGreaterThanOrEqual(scroll.height - 2);
    await conversation.evaluate((el) => el.scrollTo({ top: 0 }));
    await conversation.getByTestId('conversation-inquiry').getByText('Question 1:', { exact: false }).waitFor();
    // The reply form keeps the spec's texts.
    await modal.getByRole('button', { name: T.sendReply }).waitFor();
    await modal.getByRole('button', { name: T.cancel }).waitFor();
    expect(await modal.getByRole('textbox', { name: T.subject }).inputValue()).toMatch(/^Re: Inquiry about /);
    // The back-office's one date style, New York time.
    expect(await conversation.locator('time').first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M$/);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/inquiry-reply-${viewport.width}.png` });

    await message.fill('Thank you, I will send the lease on Monday.');
    await modal.getByRole('button', { name: T.sendReply }).click();
    await page.getByText(T.replySent).waitFor();
    await expect.poll(() => modal.getByTestId('reply').count()).toBe(4);
    await modal.getByRole('button', { name: T.newReply }).waitFor();
    await context.close();
  });
});
