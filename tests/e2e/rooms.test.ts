import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { ROOM_TEXT as R } from '../../src/shared/texts/rooms.ts';
import { SHARED_LIVING } from '../../src/shared/fair-housing/listing-wording.ts';
import { ROOM_FORM_TEXT as F } from '../../src/web/admin/listings/room-ui-text.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, openHydrated, screenshot, VIEWPORTS } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { adminToken, signInContext } from './admin-listings-fixtures.ts';
import { jpeg } from '../api/listings-fixtures.ts';

/**
 * Rooms in shared apartments in Chromium against the production build (decision 063): the agent adds a
 * room in the listing form (the one-sex preference a note, not a warning), the Rooms page lists it with
 * 'Room in a 3-bedroom · 2 flatmates', and its property page shows the room and the household.
 */
describe('rooms in shared apartments', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    token = await adminToken(server);
    browser = await launchBrowser();
    // A whole apartment, which the Rooms page must leave out.
    await server.app.services.listings.create(
      {
        address: '230 West 57th Street, New York, NY 10019',
        neighborhood: '15E',
        price: 4950,
        bedrooms: 2,
        bathrooms: 1,
        size: 'No Roomies',
        description: 'The whole home.',
        status: 'active',
        is_sublet: false,
        amenities: [],
      },
      [{ data: await jpeg(1200, 800, '#88aacc') }],
    );
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const expectNoSeriousViolations = async (page: Page) => {
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };

  const rooms = async (): Promise<ListingDto[]> => {
    const res = await fetch(`${server.url}/api/listings/admin/all?kind=room`, { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).listings;
  };

  describe.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const)('at %s width', (name, viewport) => {
    const street = name === 'desktop' ? '12 Shared Street' : '14 Shared Street';

    it('the agent adds a room: the household fields show for a room only, and the one-sex preference is a note', async () => {
      const { page, context } = await newPage(browser, server.url, viewport);
      await signInContext(context, token);
      await page.goto('/admin/listings/add');
      await page.getByRole('heading', { name: 'Add Listing' }).waitFor();
      await page.getByLabel('Address', { exact: true }).fill(`${street}, New York, NY 10011`);
      await page.getByLabel(T.apartmentNo, { exact: true }).fill('4R');
      await page.getByLabel('Price', { exact: true }).fill('1450');
      await page.getByLabel('Bedrooms', { exact: true }).fill('3');
      await page.getByLabel('Bathrooms', { exact: true }).fill('2');
      await page.getByLabel('Size', { exact: true }).fill('2 Roomies');
      await page.getByLabel('Description', { exact: true }).fill('The back bedroom, quiet and bright. Female roommate wanted.');
      // A whole apartment: the preference is a warning, and no household fields.
      await page.getByTestId('flagged-phrase').first().waitFor();
      expect(await page.getByTestId('room-fields').count()).toBe(0);

      await page.getByLabel(F.kinds.room.label).check();
      await page.getByTestId('room-fields').waitFor();
      // A room is any listing until it says its owner or tenant lives there and shares it (decision 095).
      expect(await page.getByTestId('flagged-phrase').count()).toBeGreaterThan(0);
      await page.getByTestId('shared-living-fields').getByLabel(F.sharedLivingFlags.hostLivesIn, { exact: true }).check();
      await page.getByTestId('shared-living-fields').getByLabel(F.sharedLivingFlags.hostShares, { exact: true }).check();
      await page.getByTestId('wording-notes').waitFor();
      expect(await page.getByTestId('flagged-phrase').count()).toBe(0);
      expect(await page.getByTestId('wording-notes').textContent()).toContain(SHARED_LIVING.reason);
      // Flatmates is required for a room.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByTestId('error-flatmates').waitFor();
      expect(await page.getByTestId('error-flatmates').textContent()).toContain(T.flatmatesRequired);
      await page.getByLabel(F.flatmates, { exact: true }).fill('2');
      await page.getByTestId('room-fields').getByLabel(F.flags.privateBath, { exact: true }).check();
      await page.getByTestId('room-fields').getByLabel(F.flags.furnished, { exact: true }).check();
      await page.getByTestId('room-fields').getByLabel(F.flags.quietHours, { exact: true }).check();
      await page.getByTestId('room-fields').scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page);
      await screenshot(page, `rooms-form-${name}`);
      // Nothing to confirm: the room's wording carries no warning.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL('**/admin/listings');
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      const saved = (await rooms()).find((l) => l.address.startsWith(street));
      expect(saved).toMatchObject({
        kind: 'room',
        price: 1450,
        household: {
          flatmates: 2,
          privateBath: true,
          furnished: true,
          quietHours: true,
          smoking: false,
          pets: false,
          hostLivesIn: true,
          hostShares: true,
        },
      });
      // The table marks it as a room.
      await page.getByTestId('kind-room').first().waitFor();
      await context.close();
    });

    it('the Rooms page lists rooms only, and the room page says the room and the household', async () => {
      const { page, context } = await newPage(browser, server.url, viewport);
      await openHydrated(page, '/rooms');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(R.roomsTitle);
      const titles = await page.locator('article h2').allInnerTexts();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((t) => t.includes('Shared Street'))).toBe(true);
      expect(await page.locator('article').first().innerText()).toContain('Room in a 3-bedroom · 2 flatmates');
      // The navbar's Rooms link is marked as the page (a phone opens the menu first).
      if (name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: R.rooms, exact: true }).first().waitFor();
      if (name === 'phone') await page.getByRole('button', { name: 'Close menu' }).click();
      await expectNoSeriousViolations(page);
      await screenshot(page, `rooms-page-${name}`);

      await page.locator('article h2 a').first().click();
      await page.getByTestId('room-facts').waitFor();
      const facts = await page.getByTestId('room-facts').locator('li').allInnerTexts();
      expect(facts).toEqual(expect.arrayContaining(['Private bath', 'Furnished', 'No smoking', 'Quiet hours at night']));
      expect(await page.getByText('Room in a 3-bedroom · 2 flatmates').count()).toBeGreaterThan(0);
      await expectNoSeriousViolations(page);
      await screenshot(page, `rooms-property-${name}`);
      await context.close();
    });
  });
});
