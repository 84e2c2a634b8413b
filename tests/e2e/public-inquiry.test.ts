import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { INQUIRIES_TEXT as T, INQUIRY_FORM_TEXT as F } from '../../src/shared/texts/inquiries.ts';
import { PUBLIC_TEXT as P } from '../../src/shared/texts/public.ts';
import { createListing } from '../api/listings-fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let staff: { authorization: string };
let listing: ListingDto;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  staff = await server.login();
  listing = await createListing(server, staff, { address: '230 West 57th Street, New York, NY 10019', neighborhood: '7F' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The newest inquiries on file, read through the staff API. */
async function inquiries(): Promise<InquiryDto[]> {
  const res = await server.inject({ method: 'GET', url: '/api/inquiries', headers: staff });
  return res.json().inquiries;
}

/** Opens `path` and waits until the page is hydrated (the layout asks for the buildings from an effect). */
async function open(page: Page, path: string) {
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/buildings'));
  await page.goto(path);
  await hydrated;
}

const focusedName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);

/** The messages shown under the fields of `scope`, in the page's order. */
const fieldMessages = (scope: Locator) => scope.locator('[id$="-error"]').allInnerTexts();

/**
 * The messages of docs/product.md §5 in order, every one at once, with the first field they concern focused;
 * each fix clears its own message and the next send says what is left. Nothing is sent meanwhile.
 */
async function checkValidationOrder(page: Page, scope: Locator, submit: Locator, posts: string[]) {
  const steps: Array<[string[], string, () => Promise<void>]> = [
    [
      [T.nameRequired, T.emailRequired, T.messageRequired],
      'name',
      async () => {
        await scope.getByLabel(F.name).fill('Dana Renter');
        await scope.getByLabel(F.email).fill('dana@example');
      },
    ],
    [[T.emailInvalid, T.messageRequired], 'email', async () => scope.getByLabel(F.email).fill('dana@example.com')],
    [[T.messageRequired], 'message', async () => scope.getByLabel(F.message).fill('Can I see it on Saturday?\nThanks!')],
  ];
  for (const [messages, field, fix] of steps) {
    await submit.click();
    // Polled: the messages and the focus follow the click once the form has checked its fields.
    await expect.poll(() => fieldMessages(scope)).toEqual(messages);
    await expect.poll(() => focusedName(page)).toBe(field);
    expect(await scope.locator('[aria-invalid="true"]').count()).toBe(messages.length);
    expect(await scope.locator(`[name="${field}"]`).getAttribute('aria-invalid')).toBe('true');
    await fix();
    await expect.poll(() => scope.locator(`[name="${field}"]`).getAttribute('aria-invalid')).toBeNull();
  }
  expect(await fieldMessages(scope)).toEqual([]);
  expect(posts).toEqual([]);
}

/** Where both inquiry forms send, with scripts: the /about page's action, through a fetcher (decision 048). */
const INQUIRY_ACTION = '**/about.data*';
const isInquiryPost = (url: string) => new URL(url).pathname === '/about.data';

/** The fields of a sent form. */
const sentFields = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** Holds the inquiry forms' sendings until released, so the sending state can be seen. */
async function holdInquiryPosts(page: Page) {
  // Made before the post arrives: a release that comes first lets the post through at once.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(INQUIRY_ACTION, async (route) => {
    await released;
    await route.continue();
  });
  return {
    release,
    stop: () => page.unroute(INQUIRY_ACTION),
  };
}

describe.each(Object.entries(VIEWPORTS))('public inquiry forms at %s', (name, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let posts: string[];

  const start = async (path: string) => {
    ({ context, page, errors } = await newPage(browser, server.url, viewport));
    posts = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && isInquiryPost(r.url())) posts.push(r.postData() ?? '');
    });
    await open(page, path);
  };

  it('a visitor sends an inquiry from a property page: validation in order, Sending..., Thank You!, Send another, Close', async () => {
    await start(`/property/${listing.id}`);
    const opener = page.getByRole('button', { name: F.openInquiry });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: F.modalTitle });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(F.modalIntro('230 West 57th Street, Apt 7F'));
    expect(await seriousViolations(page)).toEqual([]);
    const submit = dialog.getByRole('button', { name: F.send });
    await checkValidationOrder(page, dialog, submit, posts);
    await dialog.getByLabel(F.phone).fill('212-555-0199');
    await screenshot(page, `inquiry-modal-filled-${name}`);

    const held = await holdInquiryPosts(page);
    await submit.click();
    const sending = dialog.getByRole('button', { name: F.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    held.release();
    const thanks = dialog.getByRole('heading', { name: F.thankYou });
    await thanks.waitFor();
    await held.stop();
    expect(await dialog.getByRole('status').innerText()).toContain(F.thankYouDetail);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(F.thankYou);
    expect(sentFields(posts[0])).toEqual({
      listingId: String(listing.id),
      name: 'Dana Renter',
      email: 'dana@example.com',
      message: 'Can I see it on Saturday?\nThanks!',
      phone: '212-555-0199',
      website: '',
    });
    const [stored] = await inquiries();
    expect(stored).toMatchObject({
      name: 'Dana Renter',
      inquiry_type: 'property',
      listing_id: listing.id,
      listing_address: listing.address,
      status: 'new',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `inquiry-modal-thanks-${name}`);

    // Send another: an empty form, the name field focused.
    await dialog.getByRole('link', { name: F.sendAnother }).click();
    expect(await dialog.getByLabel(F.name).inputValue()).toBe('');
    expect(await focusedName(page)).toBe('name');
    await dialog.getByLabel(F.name).fill('Second Person');
    await dialog.getByLabel(F.email).fill('second@example.com');
    await dialog.getByLabel(F.message).fill('Is the apartment furnished?');
    await submit.click();
    await thanks.waitFor();

    // Close: the modal goes and the focus returns to the button that opened it.
    await dialog.getByRole('link', { name: F.close }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(F.openInquiry);
    expect((await inquiries()).slice(0, 2).map((i) => i.name)).toEqual(['Second Person', 'Dana Renter']);

    // A network failure is worded as docs/product.md §8 says for the property form, and nothing is lost from the form.
    await opener.click();
    await dialog.getByLabel(F.name).fill('Offline Visitor');
    await dialog.getByLabel(F.email).fill('offline@example.com');
    await dialog.getByLabel(F.message).fill('Hello?');
    await page.route(INQUIRY_ACTION, (route) => route.abort('internetdisconnected'));
    await submit.click();
    const failure = dialog.getByRole('alert');
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/^An error occurred: .+\. Please try again later\.$/);
    expect(await dialog.getByLabel(F.name).inputValue()).toBe('Offline Visitor');
    await page.unroute(INQUIRY_ACTION);
    allowConsoleErrors(errors, 'ERR_INTERNET_DISCONNECTED');
    await context.close();
  });

  it("a visitor writes from /about#contact (reached by the footer's Contact Me): validation, Sending..., Thank You!, Close", async () => {
    await start('/');
    await page.getByRole('contentinfo').getByRole('link', { name: P.footerContact }).click();
    await page.waitForURL('**/about#contact');
    const form = page.locator('#contact');
    await page.waitForFunction(() => {
      const box = document.getElementById('contact')?.getBoundingClientRect();
      return box !== undefined && box.top >= -1 && box.top < window.innerHeight / 2;
    });
    const submit = form.getByRole('button', { name: F.sendContact });
    await checkValidationOrder(page, form, submit, posts);
    expect(await seriousViolations(page)).toEqual([]);

    const held = await holdInquiryPosts(page);
    await submit.click();
    await form.getByRole('button', { name: F.sending }).waitFor();
    held.release();
    await form.getByRole('heading', { name: F.thankYou }).waitFor();
    await held.stop();
    expect(sentFields(posts[0])).toEqual({
      inquiryType: 'general',
      name: 'Dana Renter',
      email: 'dana@example.com',
      phone: '',
      message: 'Can I see it on Saturday?\nThanks!',
      website: '',
    });
    const [stored] = await inquiries();
    expect(stored).toMatchObject({ name: 'Dana Renter', inquiry_type: 'general', listing_id: null, listing_address: null });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contact-thanks-${name}`);

    await form.getByRole('link', { name: F.close }).click();
    expect(await form.getByLabel(F.name).inputValue()).toBe('');
    expect(await form.getByRole('heading', { name: F.thankYou }).count()).toBe(0);

    // A network failure: the contact page's own wording (docs/product.md §8).
    await form.getByLabel(F.name).fill('Offline Visitor');
    await form.getByLabel(F.email).fill('offline@example.com');
    await form.getByLabel(F.message).fill('Hello?');
    await page.route(INQUIRY_ACTION, (route) => route.abort('internetdisconnected'));
    await submit.click();
    await form.getByRole('alert').waitFor();
    expect(await form.getByRole('alert').innerText()).toBe(F.contactException);
    await page.unroute(INQUIRY_ACTION);
    await screenshot(page, `contact-error-${name}`);
    allowConsoleErrors(errors, 'ERR_INTERNET_DISCONNECTED');
    await context.close();
  });
});

describe('the contact form without JavaScript', () => {
  it('posts to the page, shows every problem with the first focused, then the Thank You! panel, and stores the inquiry', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto('/about#contact');
    const form = page.locator('#contact');
    await form.getByLabel(F.name).fill('No Script');
    await form.getByLabel(F.email).fill('noscript@example');
    await form.getByRole('button', { name: F.sendContact }).click();
    await form.getByText(T.emailInvalid).waitFor();
    expect(page.url()).toBe(`${server.url}/about`);
    expect(await fieldMessages(form)).toEqual([T.emailInvalid, T.messageRequired]);
    expect(await page.locator('*:focus').getAttribute('name')).toBe('email');
    expect(await form.getByLabel(F.name).inputValue()).toBe('No Script');
    await form.getByLabel(F.email).fill('noscript@example.com');
    await form.getByLabel(F.message).fill('Writing without JavaScript.');
    await form.getByRole('button', { name: F.sendContact }).click();
    await form.getByRole('heading', { name: F.thankYou }).waitFor();
    // The browser focuses the panel's heading, in view.
    expect(await page.locator('*:focus').innerText()).toBe(F.thankYou);
    expect(await form.getByRole('link', { name: F.sendAnother }).getAttribute('href')).toBe('/about#contact');
    const [stored] = await inquiries();
    expect(stored).toMatchObject({ name: 'No Script', email: 'noscript@example.com', inquiry_type: 'general' });
    await context.close();
  });
});

describe('Send an Inquiry before the property page’s scripts run (or without them)', () => {
  it('opens the contact form asking about the listing, and the inquiry is stored for that listing', async () => {
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: F.openInquiry }).click();
    await page.waitForURL(`**/about?listing=${listing.id}#contact`);
    const form = page.locator('#contact');
    const title = `230 West 57th Street, Apt 7F`;
    expect(await form.getByText(F.modalIntro(title)).count()).toBe(1);

    // A refusal keeps the listing: the page comes back asking about it.
    await form.getByLabel(F.name).fill('Early Tapper');
    await form.getByRole('button', { name: F.sendContact }).click();
    await form.getByText(T.emailRequired).waitFor();
    expect(await fieldMessages(form)).toEqual([T.emailRequired, T.messageRequired]);
    expect(await form.getByText(F.modalIntro(title)).count()).toBe(1);

    await form.getByLabel(F.email).fill('early@example.com');
    await form.getByLabel(F.message).fill('Tapped before the page was ready.');
    await form.getByRole('button', { name: F.sendContact }).click();
    await form.getByRole('heading', { name: F.thankYou }).waitFor();
    const [stored] = await inquiries();
    expect(stored).toMatchObject({
      name: 'Early Tapper',
      email: 'early@example.com',
      inquiry_type: 'property',
      listing_id: listing.id,
      listing_address: listing.address,
    });

    // An id that names no public listing is a plain contact form.
    await page.goto('/about?listing=999999#contact');
    expect(await form.getByText(F.contactIntro).count()).toBe(1);
    await context.close();
  });
});
