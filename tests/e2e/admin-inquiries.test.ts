import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_INQUIRIES_TEXT as T } from '../../src/shared/texts/admin-inquiries.ts';
import { withApartment } from '../../src/shared/listing-format.ts';
import { DEFAULT_SITE_SETTINGS as SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { adminToken, seedListings, signInContext } from './admin-listings-fixtures.ts';

/**
 * The back-office Customer Inquiries page, the inquiry modal, the reply form and the dashboard's inquiry
 * figures (docs/product.md §2, §4, §8, §9), at 1280 and 390 px in Chromium against the build.
 */
describe('admin inquiries', () => {
  let server: RunningServer;
  let smtp: SmtpPeer;
  let browser: Browser;
  let token: string;
  let listingId: number;
  const ADDRESS = '350 West 42nd Street, New York, NY';
  /** The listing where space is short: its street and apartment. */
  const SHORT = '350 West 42nd Street, Apt 0A';

  // 12 older inquiries, one a day from 2025-02-01; a third of them about the listing.
  const SEED = Array.from({ length: 12 }, (_, i) => ({
    name: `Seeded Person ${String(i).padStart(2, '0')}`,
    email: `seeded${i}@example.com`,
    phone: '',
    message: `Seeded question number ${i}`,
    status: (i % 4 === 3 ? 'closed' : 'new') as 'closed' | 'new',
    notes: '',
    created_at: new Date(Date.UTC(2025, 1, 1 + i, 14)).toISOString(),
  }));

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    [listingId] = await seedListings(server, [
      { address: ADDRESS, bedrooms: 2, bathrooms: 1.5, size: 'No Roomies', price: 3250, status: 'active' },
    ]);
    await server.app.database.db
      .insertInto('inquiries')
      .values(
        SEED.map((s, i) => ({
          ...s,
          inquiry_type: i % 3 === 0 ? 'property' : 'general',
          listing_id: i % 3 === 0 ? listingId! : null,
          listing_address: i % 3 === 0 ? ADDRESS : null,
          updated_at: s.created_at,
        })),
      )
      .execute();
    await server.app.database.db
      .updateTable('listings')
      .set({ amenities: JSON.stringify(['Dishwasher', 'Elevator']) })
      .where('id', '=', listingId!)
      .execute();
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  /** A visitor's inquiry, through the public API as the property page sends it. */
  async function visitorInquiry(name: string, message = 'Is it still available?\nI can move in on March 1.') {
    const res = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        phone: '(212) 555-0142',
        message,
        listingId,
      }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { inquiry: { id: number } }).inquiry.id;
  }

  async function open(path = '/admin/inquiries', viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(path);
    await session.page.getByRole('heading', { name: T.title, level: 1 }).waitFor();
    return session;
  }

  const names = (page: Page) => page.getByTestId('inquiry-name').allTextContents();
  const row = (page: Page, name: string) => page.getByTestId('inquiry-row').filter({ hasText: name });
  const toast = (page: Page, kind: 'success' | 'error' | 'info' | 'warning') =>
    page.getByRole('region', { name: 'Notifications' }).locator(`[data-kind="${kind}"]`);
  const lastToast = async (page: Page, kind: 'success' | 'error' | 'info' | 'warning', text: string) => {
    await toast(page, kind).filter({ hasText: text }).first().waitFor();
  };
  const dialog = (page: Page) => page.getByRole('dialog');
  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  it('lists inquiries newest first with the spec columns, property cells, dates and paging; the visitor is found first', async () => {
    const visitor = await visitorInquiry('Olivia Visitor');
    const { page } = await open();
    await expect.poll(() => names(page)).toHaveLength(10);
    expect((await names(page))[0]).toBe('Olivia Visitor');
    for (const column of [T.name, T.email, T.property, T.status, T.date, T.actions])
      await page.getByRole('columnheader', { name: column }).waitFor();
    expect(await page.getByTestId('showing').textContent()).toBe('Showing 1-10 of 13 inquiries');
    // Property cell: the listing's address links to its edit page; a general inquiry reads 'General Inquiry'.
    const link = row(page, 'Olivia Visitor').getByRole('link', { name: SHORT });
    expect(await link.getAttribute('href')).toBe(`/admin/listings/edit/${listingId}`);
    expect(await row(page, 'Seeded Person 10').textContent()).toContain(T.generalInquiry);
    expect(await row(page, 'Seeded Person 10').getByTestId('inquiry-date').textContent()).toBe('2025-02-11');

    // Next page: the last 3, oldest last.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByTestId('showing').textContent()).toBe('Showing 11-13 of 13 inquiries');
    expect(await names(page)).toEqual(['Seeded Person 02', 'Seeded Person 01', 'Seeded Person 00']);

    // Search on the server over name, email, message and property; status filter; sort by Name.
    await page.getByRole('searchbox', { name: T.searchLabel }).fill('olivia');
    await expect.poll(() => names(page)).toEqual(['Olivia Visitor']);
    await page.getByRole('searchbox', { name: T.searchLabel }).fill('question number 7');
    await expect.poll(() => names(page)).toEqual(['Seeded Person 07']);
    await page.getByRole('searchbox', { name: T.searchLabel }).fill('NOBODY-AT-ALL');
    await page.getByText(T.noInquiriesFound).waitFor();
    await page.getByRole('searchbox', { name: T.searchLabel }).fill('');
    await page.getByRole('combobox', { name: T.statusFilterLabel }).selectOption('closed');
    await expect.poll(() => names(page)).toEqual(['Seeded Person 11', 'Seeded Person 07', 'Seeded Person 03']);
    await page.getByRole('combobox', { name: T.statusFilterLabel }).selectOption('all');
    await page.getByRole('button', { name: T.name, exact: true }).click();
    // Olivia is first both newest-first and by name: wait for the sorted page itself.
    await expect.poll(() => page.url()).toContain('sort=name&order=asc');
    await expect.poll(async () => (await names(page))[0]).toBe('Olivia Visitor');
    await screenshot(page, 'admin-inquiries-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);
    expect(visitor).toBeGreaterThan(0);
  });

  it('opens an inquiry: contact links, property, message with its line breaks, empty history; saves notes; status buttons', async () => {
    await visitorInquiry('Noah Notes', 'First line\nSecond line');
    const { page } = await open();
    await row(page, 'Noah Notes').getByRole('button', { name: /^View/ }).click();
    const modal = dialog(page);
    await modal.getByRole('heading', { name: T.detailTitle }).waitFor();
    await modal.getByTestId('detail-name').filter({ hasText: 'Noah Notes' }).waitFor();
    expect(await modal.getByRole('link', { name: 'noah@example.com' }).getAttribute('href')).toBe('mailto:noah@example.com');
    expect(await modal.getByRole('link', { name: '(212) 555-0142' }).getAttribute('href')).toBe('tel:+12125550142');
    expect(await modal.getByTestId('detail-property').textContent()).toBe(withApartment(ADDRESS, '0A'));
    expect(await modal.getByTestId('detail-message').innerText()).toBe('First line\nSecond line');
    await modal.getByText(T.noReplies).waitFor();
    await modal.getByRole('button', { name: T.newReply }).waitFor();
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-inquiry-modal-1280');

    await modal.getByRole('textbox', { name: T.notes }).fill('Called back, wants a viewing on Saturday.');
    await modal.getByRole('button', { name: T.saveNotes }).click();
    await lastToast(page, 'success', T.notesAdded);

    // Status buttons: any status to any other, each with its toast; the badge follows.
    await modal.getByRole('button', { name: T.closed, exact: true }).click();
    await lastToast(page, 'success', T.statusUpdated('closed'));
    expect(await modal.getByRole('button', { name: T.closed, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await modal.getByRole('button', { name: T.responded, exact: true }).click();
    await lastToast(page, 'success', T.statusUpdated('responded'));
    await modal.getByRole('button', { name: T.new, exact: true }).click();
    await lastToast(page, 'success', T.statusUpdated('new'));
    await modal.getByRole('button', { name: T.close, exact: true }).last().click();
    await modal.waitFor({ state: 'hidden' });

    // Notes were stored.
    const res = await fetch(`${server.url}/api/inquiries?search=noah`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { inquiries: Array<{ notes: string; status: string }> };
    expect(body.inquiries[0]).toMatchObject({ notes: 'Called back, wants a viewing on Saturday.', status: 'new' });
  });

  it('the row toggle marks a new inquiry Responded and any other New, with their toasts', async () => {
    await visitorInquiry('Tara Toggle');
    const { page } = await open('/admin/inquiries?search=tara');
    await expect.poll(() => names(page)).toEqual(['Tara Toggle']);
    await row(page, 'Tara Toggle')
      .getByRole('button', { name: new RegExp(`^${T.markResponded}`) })
      .click();
    await lastToast(page, 'success', T.statusUpdated('responded'));
    await expect.poll(() => row(page, 'Tara Toggle').getByTestId('inquiry-status').textContent()).toBe('Responded');
    await row(page, 'Tara Toggle')
      .getByRole('button', { name: new RegExp(`^${T.markNew}`) })
      .click();
    await lastToast(page, 'success', T.statusUpdated('new'));
    await expect.poll(() => row(page, 'Tara Toggle').getByTestId('inquiry-status').textContent()).toBe('New');
  });

  it('the reply form: default subject, the three templates filled from the listing, Please enter a message', async () => {
    await visitorInquiry('Rita Reply');
    const { page } = await open('/admin/inquiries?search=rita');
    await row(page, 'Rita Reply')
      .getByRole('button', { name: /^Reply/ })
      .click();
    const modal = dialog(page);
    await modal.getByRole('heading', { name: T.replyTitle }).waitFor();
    expect(await modal.getByRole('textbox', { name: T.subject }).inputValue()).toBe(T.defaultSubject(SHORT));
    const message = modal.getByRole('textbox', { name: T.replyMessage });
    expect(await message.getAttribute('rows')).toBe('10');

    await modal.getByRole('button', { name: T.sendReply }).click();
    await modal.getByText(T.messageRequired).waitFor();
    expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);

    const signature = `Best regards,\n${SITE_SETTINGS.agent.name}\n${SITE_SETTINGS.agent.title}`;
    await modal.getByRole('button', { name: T.information }).click();
    await expect.poll(() => message.inputValue()).toContain('- Type: 2-bedroom apartment');
    const info = await message.inputValue();
    expect(info.startsWith('Dear Rita,')).toBe(true);
    expect(info).toContain('- Roommates: No Roomies\n- Bedrooms: 2\n- Bathrooms: 1.5\n- Features: Dishwasher, Elevator');
    expect(info.endsWith(signature)).toBe(true);
    await modal.getByRole('button', { name: T.viewingRequest }).click();
    await expect.poll(() => message.inputValue()).toContain('[DATE] at [TIME]');
    await modal.getByRole('button', { name: T.acknowledgment }).click();
    await expect
      .poll(() => message.inputValue())
      .toContain(`Thank you for your inquiry about the apartment at ${SHORT} (${server.url}/property/${listingId})`);
    expect(summary(await seriousViolations(page))).toEqual([]);
    await screenshot(page, 'admin-inquiry-reply-1280');
    // Cancel: opened to reply, so the dialog closes.
    await modal.getByRole('button', { name: T.cancel }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('sends a reply with each template: Sending..., Reply sent successfully, the history and Responded; the e-mail arrives', async () => {
    await visitorInquiry('Sam Sender');
    const { page } = await open('/admin/inquiries?search=sam');
    await row(page, 'Sam Sender').getByRole('button', { name: /^View/ }).click();
    const modal = dialog(page);
    await modal.getByText(T.noReplies).waitFor();
    const templates = [T.acknowledgment, T.information, T.viewingRequest];
    for (const [i, template] of templates.entries()) {
      await modal.getByRole('button', { name: T.newReply }).click();
      await modal.getByRole('button', { name: template }).click();
      const message = modal.getByRole('textbox', { name: T.replyMessage });
      await expect.poll(() => message.inputValue()).toMatch(/^Dear Sam,/);
      const subject = `${T.defaultSubject(SHORT)} (${template})`;
      await modal.getByRole('textbox', { name: T.subject }).fill(subject);
      if (i === 0) {
        // Hold the first request until 'Sending...' has been seen on the button.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/inquiries/*/reply', async (route) => {
          await held;
          await route.continue();
        });
        await modal.getByRole('button', { name: T.sendReply }).click();
        await modal.getByRole('button', { name: T.sending }).waitFor();
        release();
      } else {
        await modal.getByRole('button', { name: T.sendReply }).click();
      }
      await lastToast(page, 'success', T.replySent);
      // Back in the details: the reply in the history, the status Responded.
      await expect.poll(() => modal.getByTestId('reply').count()).toBe(i + 1);
      expect(await modal.getByTestId('reply-subject').nth(i).textContent()).toBe(subject);
      await modal.getByTestId('inquiry-status').filter({ hasText: 'Responded' }).waitFor();
      await expect.poll(() => smtp.to('sam@example.com').length, { timeout: 10_000 }).toBe(i + 1);
      const mail = smtp.to('sam@example.com')[i];
      expect(mail?.parsed.subject).toBe(subject);
      expect(mail?.parsed.text).toContain('Dear Sam,');
      expect(mail?.parsed.text).toContain(SITE_SETTINGS.agent.title);
    }
    // Delivery: each reply reads Sent (with its time) once the outbox has delivered it.
    await modal.getByRole('button', { name: T.close, exact: true }).last().click();
    await row(page, 'Sam Sender').getByRole('button', { name: /^View/ }).click();
    await expect
      .poll(async () => (await modal.getByTestId('reply-delivery').allTextContents()).map((t) => t.startsWith('Sent ')))
      .toEqual([true, true, true]);
    await screenshot(page, 'admin-inquiry-history-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await modal.getByRole('button', { name: T.close, exact: true }).last().click();
    expect(await row(page, 'Sam Sender').getByTestId('inquiry-status').textContent()).toBe('Responded');
  });

  it('bulk Mark Responded and Delete with their texts; a single Delete after its confirmation', async () => {
    await visitorInquiry('Bulk One');
    await visitorInquiry('Bulk Two');
    await visitorInquiry('Bulk Three');
    const { page } = await open('/admin/inquiries?search=bulk');
    await expect.poll(() => names(page)).toEqual(['Bulk Three', 'Bulk Two', 'Bulk One']);
    expect(await page.getByRole('combobox', { name: T.bulkLabel }).locator('option').allTextContents()).toEqual([
      T.bulkPlaceholder,
      T.markResponded,
      T.markClosed,
      T.delete,
    ]);
    await page.getByRole('checkbox', { name: T.selectAllLabel }).check();
    await page.getByRole('combobox', { name: T.bulkLabel }).selectOption('responded');
    await page.getByRole('button', { name: T.apply }).click();
    await lastToast(page, 'success', T.bulkUpdated(3));
    await expect
      .poll(() => page.getByTestId('inquiry-status').allTextContents())
      .toEqual(['Responded', 'Responded', 'Responded']);

    await row(page, 'Bulk One').getByRole('checkbox').check();
    await row(page, 'Bulk Two').getByRole('checkbox').check();
    await page.getByRole('combobox', { name: T.bulkLabel }).selectOption('delete');
    await page.getByRole('button', { name: T.apply }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(T.confirmBulkDelete(2)).waitFor();
    await confirm.getByRole('button', { name: T.confirmLabel }).click();
    await lastToast(page, 'success', T.bulkDeleted(2));
    await expect.poll(() => names(page)).toEqual(['Bulk Three']);

    await row(page, 'Bulk Three')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByText(T.confirmDelete).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: T.confirmLabel }).click();
    await lastToast(page, 'success', T.deleted);
    await page.getByText(T.noInquiriesFound).waitFor();
  });

  it('the dashboard shows six cards, the new inquiries and Recent Inquiries, which open their inquiry; the sidebar counts new ones', async () => {
    const stats = async () =>
      (await (
        await fetch(`${server.url}/api/listings/admin/stats`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        totalInquiries: number;
        newInquiries: number;
      };
    const before = await stats();
    await visitorInquiry('Dora Dashboard');
    const session = await newPage(browser, server.url, VIEWPORTS.desktop);
    await signInContext(session.context, token);
    const { page } = session;
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: T.recentInquiries }).waitFor();
    const figure = async (label: string) =>
      Number(
        await page
          .getByRole('link', { name: new RegExp(`^${label} \\d`) })
          .getByTestId('stat-value')
          .textContent(),
      );
    await expect.poll(() => figure(T.totalInquiries)).toBe(before.totalInquiries + 1);
    expect(await figure(T.newInquiries)).toBe(before.newInquiries + 1);
    expect(await figure(T.subscribers)).toBe(0);
    expect(await page.getByTestId('recent-inquiry').count()).toBe(4);
    expect(await page.getByTestId('recent-inquiry-name').first().textContent()).toBe('Dora Dashboard');
    await expect.poll(() => page.getByTestId('new-inquiries-count').innerText()).toContain(String(before.newInquiries + 1));
    await screenshot(page, 'admin-dashboard-inquiries-1280');
    expect(summary(await seriousViolations(page))).toEqual([]);

    await page.getByTestId('recent-inquiry').filter({ hasText: 'Dora Dashboard' }).getByRole('link').click();
    await dialog(page).getByTestId('detail-name').filter({ hasText: 'Dora Dashboard' }).waitFor();
    await dialog(page).getByRole('button', { name: T.responded, exact: true }).click();
    await lastToast(page, 'success', T.statusUpdated('responded'));
    await dialog(page).getByRole('button', { name: T.close, exact: true }).last().click();
    // The sidebar's count follows.
    await expect.poll(() => page.getByTestId('new-inquiries-count').innerText()).toContain(String(before.newInquiries));
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect.poll(() => figure(T.newInquiries)).toBe(before.newInquiries);
  });

  it('on a phone (390 px): cards, 5 per page, all six dashboard figures, the modal and reply form fit (8 rows)', async () => {
    const { page } = await open('/admin/inquiries', VIEWPORTS.phone);
    await expect.poll(() => page.getByTestId('inquiry-row').count()).toBe(5);
    expect(await page.getByTestId('showing').textContent()).toMatch(/^Showing 1-5 of \d+ inquiries$/);
    await page.getByRole('checkbox', { name: T.selectAll }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-inquiries-390');
    expect(summary(await seriousViolations(page))).toEqual([]);

    await page
      .getByTestId('inquiry-row')
      .first()
      .getByRole('button', { name: /^Reply/ })
      .click();
    const message = dialog(page).getByRole('textbox', { name: T.replyMessage });
    expect(await message.getAttribute('rows')).toBe('8');
    await screenshot(page, 'admin-inquiry-reply-390');
    await dialog(page).getByRole('button', { name: T.cancel }).click();

    await page.getByTestId('inquiry-row').first().getByRole('button', { name: /^View/ }).click();
    await dialog(page).getByRole('heading', { name: T.contactInformation }).waitFor();
    await screenshot(page, 'admin-inquiry-modal-390');
    expect(summary(await seriousViolations(page))).toEqual([]);
    await dialog(page).getByRole('button', { name: T.close, exact: true }).last().click();

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: T.recentInquiries }).waitFor();
    // Every figure on the phone too, New Inquiries among them (decision 107).
    expect(await page.locator('section[aria-label="Figures"] a:visible').count()).toBe(6);
    await screenshot(page, 'admin-dashboard-390');
  });
});
