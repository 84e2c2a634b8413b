import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { seriousViolations } from '../support/axe.ts';
import { allowConsoleErrors, expectToastClearOf, launchBrowser, newPage, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, apiListing, apiSearch, jpeg, seedListings, signInContext } from './admin-listings-fixtures.ts';

/**
 * The back-office listings: add with photos, edit, row and bulk actions, the form's rules and photo
 * limits, in Chromium against the production build.
 */
describe('admin listings (add, edit, actions)', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    // Listings the bulk and delete tests work on (inserted before anything is read).
    await seedListings(server, [
      { address: '11 Bulk Lane, New York, NY', status: 'pending' },
      { address: '12 Bulk Lane, New York, NY', status: 'pending' },
      { address: '13 Bulk Lane, New York, NY', status: 'inactive' },
      { address: '99 Lonely Road, New York, NY', status: 'active' },
    ]);
    token = await adminToken(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const session = await newPage(browser, server.url, viewport);
    await signInContext(session.context, token);
    await session.page.goto(path);
    return session;
  }

  const toast = (page: Page, text: string) =>
    page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
  /** Closes every toast, so the next wait sees only the next one. */
  const dismissToasts = async (page: Page) => {
    const buttons = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await buttons.count()) > 0) await buttons.first().click();
  };

  async function fillForm(page: Page, fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  }

  /**
   * Full-page picture of a form taken with a viewport as tall as the page, so the sticky top bar and the
   * sticky Save bar sit where they would on a tall screen instead of mid-page.
   */
  const formShot = async (page: Page, name: string) => {
    const viewport = page.viewportSize()!;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    await screenshot(page, name);
    await page.setViewportSize(viewport);
  };

  const summary = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

  const address = '350 West 42nd Street, New York, NY 10036';
  let createdId = 0;

  it('creates a listing with three photos that then shows on the public site', async () => {
    const { page, context } = await open('/admin/listings/add');
    await page.getByRole('heading', { name: 'Add Listing' }).waitFor();

    // Create defaults: status active, bathrooms in whole steps.
    expect(await page.getByRole('radio', { name: /Active/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Bathrooms', { exact: true }).getAttribute('step')).toBe('1');

    await fillForm(page, {
      Address: address,
      'Apartment No.': '12B',
      Price: '3250.50',
      Bedrooms: '2',
      Bathrooms: '1',
      Size: 'No Roomies',
      'Available from': '2026-12-01',
      Description: 'Bright corner unit with river views.\nDoorman building.',
    });
    await page.getByRole('checkbox', { name: 'Elevator' }).check();
    await page.getByRole('checkbox', { name: 'WiFi' }).check();
    await page.getByRole('checkbox', { name: /Sublet/ }).check();
    await page
      .locator('input[type=file]')
      .setInputFiles([await jpeg('one.jpg', '#ef4444'), await jpeg('two.jpg', '#22c55e'), await jpeg('three.jpg', '#3b82f6')]);
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(3);
    await formShot(page, 'admin-listing-form-1280');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, T.created).waitFor();
    await page.waitForURL('**/admin/listings');

    const [created] = await apiSearch(server, token, '350 West 42nd');
    expect(created).toMatchObject({
      address,
      neighborhood: '12B',
      price: 3250.5,
      bedrooms: 2,
      bathrooms: 1,
      size: 'No Roomies',
      status: 'active',
      is_sublet: true,
      amenities: ['Elevator', 'WiFi'],
      available_from: '2026-12-01',
    });
    expect(created.images).toHaveLength(3);
    createdId = created.id;

    // The public site shows it.
    const res = await fetch(`${server.url}/property/${createdId}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('350 West 42nd Street');

    await context.close();
  });

  it('edits the listing: removes one photo, adds another, changes the price', async () => {
    const before = await apiListing(server, token, createdId);
    const { page, context } = await open(`/admin/listings/edit/${createdId}`);
    await page.getByRole('heading', { name: 'Edit Listing' }).waitFor();
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe(address);
    expect(await page.getByLabel('Bathrooms', { exact: true }).getAttribute('step')).toBe('0.5');
    expect(await page.getByLabel('Available from', { exact: true }).inputValue()).toBe('2026-12-01');
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(3);

    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(2);
    await page.locator('input[type=file]').setInputFiles([await jpeg('four.jpg', '#a855f7')]);
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(3);
    // Emptied: available now.
    await fillForm(page, { Price: '3400', Bathrooms: '1.5', 'Available from': '' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, T.updated).waitFor();
    await page.waitForURL('**/admin/listings');

    const after = await apiListing(server, token, createdId);
    expect(after.price).toBe(3400);
    expect(after.bathrooms).toBe(1.5);
    expect(after.available_from).toBeNull();
    expect(after.images).toHaveLength(3);
    const beforeIds = before.images.map((i) => i.id);
    const afterIds = after.images.map((i) => i.id);
    expect(afterIds).toContain(beforeIds[0]);
    expect(afterIds).not.toContain(beforeIds[1]);
    expect(afterIds).toContain(beforeIds[2]);
    expect(afterIds.filter((id) => !beforeIds.includes(id))).toHaveLength(1);
    await context.close();
  });

  it('deactivates the listing from its row, and the public site answers Property not found', async () => {
    const { page, context } = await open('/admin/listings?search=350+West+42nd');
    const row = page.getByTestId('listing-row').filter({ hasText: '350 West 42nd' });
    await row.getByRole('button', { name: /^Deactivate/ }).click();
    await toast(page, T.statusUpdated).waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    expect((await apiListing(server, token, createdId)).status).toBe('inactive');

    const res = await fetch(`${server.url}/property/${createdId}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(T.propertyNotFound);

    // And back: Activate.
    await row.getByRole('button', { name: /^Activate/ }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    expect((await apiListing(server, token, createdId)).status).toBe('active');
    await context.close();
  });

  it('bulk-activates, bulk-deactivates and bulk-deletes three selected listings', async () => {
    const { page, context } = await open('/admin/listings?search=Bulk+Lane');
    const rows = page.getByTestId('listing-row');
    await expect.poll(() => rows.count()).toBe(3);

    const apply = async (action: string) => {
      await page.getByLabel('Bulk actions').selectOption({ label: action });
      await page.getByRole('button', { name: 'Apply' }).click();
    };
    const statuses = async () => (await apiSearch(server, token, 'Bulk Lane')).map((l) => l.status).sort();

    // Select all on the page, Activate.
    await page.getByRole('checkbox', { name: 'Select all listings on this page' }).check();
    await page.getByText('3 selected').waitFor();
    await apply('Activate');
    await toast(page, T.bulkUpdated(3)).waitFor();
    // The Apply button sits near the top: the toast shows below, clear of it.
    await expectToastClearOf(page, T.bulkUpdated(3), page.getByRole('button', { name: 'Apply' }));
    expect(await statuses()).toEqual(['active', 'active', 'active']);
    await dismissToasts(page);
    await page.getByText('3 selected').waitFor({ state: 'detached' });

    // Tick each row, Deactivate.
    for (const n of [11, 12, 13]) await page.getByRole('checkbox', { name: `Select ${n} Bulk Lane, New York, NY` }).check();
    await apply('Deactivate');
    await toast(page, T.bulkUpdated(3)).waitFor();
    expect(await statuses()).toEqual(['inactive', 'inactive', 'inactive']);
    await dismissToasts(page);

    // Delete asks first, with the exact text; Cancel keeps them.
    await page.getByRole('checkbox', { name: 'Select all listings on this page' }).check();
    await apply('Delete');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(T.confirmBulkDelete(3)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await statuses()).toHaveLength(3);
    await page.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, T.bulkDeleted(3)).waitFor();
    await page.getByText(T.noListingsFound, { exact: true }).waitFor();
    expect(await statuses()).toEqual([]);
    await context.close();
  });

  it('deletes one listing after the confirmation', async () => {
    const { page, context } = await open('/admin/listings?search=Lonely+Road');
    const row = page.getByTestId('listing-row').filter({ hasText: '99 Lonely Road' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(T.confirmDelete).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, T.deleted).waitFor();
    await page.getByText(T.noListingsFound, { exact: true }).waitFor();
    expect(await apiSearch(server, token, 'Lonely Road')).toEqual([]);
    await context.close();
  });

  it('shows every validation message, focuses the first invalid field and clears a message on edit', async () => {
    const { page, context } = await open('/admin/listings/add');
    await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
    const error = (field: string) => page.getByTestId(`error-${field}`);

    await save.click();
    for (const [field, message] of [
      ['address', T.addressRequired],
      ['neighborhood', T.neighborhoodRequired],
      ['price', T.priceRequired],
      ['bedrooms', T.bedroomsRequired],
      ['bathrooms', T.bathroomsRequired],
      ['size', T.sizeRequired],
      ['description', T.descriptionRequired],
    ])
      expect(await error(field).textContent()).toBe(message);
    expect(await focused()).toBe('address');
    expect(await page.getByLabel('Address', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    // Editing a field clears its message at once; the next Save focuses the next invalid field.
    await page.getByLabel('Address', { exact: true }).fill('1 Test Street');
    expect(await error('address').count()).toBe(0);
    expect(await error('neighborhood').count()).toBe(1);
    await save.click();
    expect(await focused()).toBe('neighborhood');

    await page.getByLabel('Apartment No.', { exact: true }).fill('3C');
    await page.getByLabel('Size', { exact: true }).fill('1 Roomie');
    await page.getByLabel('Description', { exact: true }).fill('Quiet.');
    await page.getByLabel('Price', { exact: true }).fill('0');
    await page.getByLabel('Bedrooms', { exact: true }).fill('-1');
    await page.getByLabel('Bathrooms', { exact: true }).fill('-1');
    await save.click();
    expect(await error('price').textContent()).toBe(T.pricePositive);
    expect(await error('bedrooms').textContent()).toBe(T.bedroomsNonNegative);
    expect(await error('bathrooms').textContent()).toBe(T.bathroomsNonNegative);
    expect(await focused()).toBe('price');
    await page.getByLabel('Price', { exact: true }).fill('-20');
    await page.getByLabel('Bedrooms', { exact: true }).fill('1');
    await save.click();
    expect(await error('price').textContent()).toBe(T.pricePositive);
    expect(await error('bedrooms').count()).toBe(0);
    expect(await focused()).toBe('price');

    // Nothing was sent.
    expect(await apiSearch(server, token, '1 Test Street')).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal on the form as 'Server error: …'", async () => {
    const { page, context, errors } = await open('/admin/listings/add');
    await fillForm(page, {
      Address: '5 Broken Photo Place',
      'Apartment No.': '1',
      Price: '2000',
      Bedrooms: '1',
      Bathrooms: '1',
      Size: 'No Roomies',
      Description: 'Has a file that only claims to be a photo.',
    });
    // A file that says it is a JPEG but is not: the browser accepts it, the server's image check does not.
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a jpeg') }]);
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await failed;
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const message = ((await response.json()) as { message: string }).message;
    await page.getByTestId('server-error').getByText(T.serverError(message)).waitFor();
    await toast(page, T.createFailed).waitFor();
    expect(page.url()).toContain('/admin/listings/add');
    expect(await apiSearch(server, token, 'Broken Photo')).toEqual([]);
    // The browser logs the refused request itself; nothing else may be logged.
    allowConsoleErrors(errors, 'Failed to load resource');
    await context.close();
  });

  it('limits photos to 10 at 1280 px and accepts only images of at most 5 MB', async () => {
    const { page, context } = await open('/admin/listings/add');
    await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
    const files = await Promise.all(Array.from({ length: 11 }, (_, i) => jpeg(`p${i}.jpg`, '#64748b', 80, 60)));
    await page.locator('input[type=file]').setInputFiles(files);
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(10);
    await page.getByText(T.tooManyImages(10)).waitFor();

    await page.getByRole('button', { name: 'Remove photo 10' }).click();
    await page.getByRole('button', { name: 'Remove photo 9' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
        { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
        await jpeg('ok.jpg'),
      ]);
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(9);
    await page.getByText(`notes.txt: ${T.imageNotAnImage}`).waitFor();
    await page.getByText(`huge.jpg: ${T.imageTooLarge}`).waitFor();
    await context.close();
  });

  it("keeps the listing's limit of 10 photos at 480 px, with the short amenity list", async () => {
    const { page, context } = await open('/admin/listings/add', { width: 480, height: 900 });
    await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
    const files = await Promise.all(Array.from({ length: 11 }, (_, i) => jpeg(`s${i}.jpg`, '#0ea5e9', 80, 60)));
    await page.locator('input[type=file]').setInputFiles(files);
    await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(10);
    await page.getByText(T.tooManyImages(10)).waitFor();

    // Narrow screens: the 8 common amenities, then 'Show more amenities'.
    const amenities = page.locator('input[name=amenities]');
    expect(await amenities.count()).toBe(8);
    await page.getByRole('button', { name: 'Show more amenities' }).click();
    await expect.poll(() => amenities.count()).toBe(16);
    await context.close();
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { page, context } = await open('/admin/listings/add');
    await page.getByLabel('Address', { exact: true }).fill('Half-typed address');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Leave without saving?').waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toContain('/admin/listings/add');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('Half-typed address');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/admin/listings');

    // An untouched form leaves without asking.
    await page.getByRole('link', { name: 'Add Listing' }).click();
    await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/admin/listings');
    await context.close();
  });

  it('shows the edit page of a listing that does not exist as Failed to load listing.', async () => {
    const { page, context, errors } = await open('/admin/listings/edit/987654');
    await toast(page, T.loadFailed).waitFor();
    await page.getByRole('link', { name: 'Back to listings' }).first().waitFor();
    allowConsoleErrors(errors, 'Failed to load resource');
    await context.close();
  });

  it('has no serious accessibility violations on the listings page and the form, and looks right on a phone', async () => {
    const found: Record<string, string[]> = {};
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const tag = viewport.width;
      const { page, context } = await open('/admin/listings', viewport);
      await page.getByRole('heading', { name: 'Listings', exact: true }).waitFor();
      await page.getByTestId('listing-row').first().waitFor();
      found[`listings ${tag}`] = summary(await seriousViolations(page));
      await screenshot(page, `admin-listings-${tag}`);

      await page.goto(`/admin/listings/edit/${createdId}`);
      await page.getByRole('heading', { name: 'Edit Listing' }).waitFor();
      await expect.poll(() => page.getByTestId('photo-tile').count()).toBe(3);
      found[`edit ${tag}`] = summary(await seriousViolations(page));
      await formShot(page, `admin-listing-edit-${tag}`);

      await page.goto('/admin/listings/add');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByTestId('error-address').waitFor();
      found[`add with errors ${tag}`] = summary(await seriousViolations(page));
      await formShot(page, `admin-listing-form-errors-${tag}`);
      await context.close();
    }
    for (const [where, violations] of Object.entries(found)) expect(violations, where).toEqual([]);
  });
});
