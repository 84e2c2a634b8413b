import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { launchBrowser, newPage, VIEWPORTS } from '../support/browser.ts';
import { DATABASES } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import {
  adminToken,
  pageNumbers,
  seedListings,
  shownAddresses,
  signInContext,
  type SeedListing,
} from './admin-listings-fixtures.ts';

/** The listings table: server-side search, status filter, every sort, paging per width, state in the URL. */
describe.each(DATABASES)('admin listings table (%s)', (database) => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  // Eight 'Sortable' listings whose every column differs, so each sort has one right order.
  const rows: Array<Omit<Required<SeedListing>, 'bedrooms' | 'bathrooms' | 'size' | 'description'>> = [
    {
      address: 'Sortable Delta 4',
      neighborhood: '7F',
      price: 3100,
      status: 'active',
      is_sublet: false,
      created_at: '2024-03-04T10:00:00.000Z',
    },
    {
      address: 'Sortable Alpha 1',
      neighborhood: '2B',
      price: 4500,
      status: 'pending',
      is_sublet: true,
      created_at: '2024-03-01T10:00:00.000Z',
    },
    {
      address: 'Sortable Hotel 8',
      neighborhood: '1A',
      price: 2100,
      status: 'inactive',
      is_sublet: false,
      created_at: '2024-03-08T10:00:00.000Z',
    },
    {
      address: 'Sortable Charlie 3',
      neighborhood: '9K',
      price: 2750,
      status: 'active',
      is_sublet: true,
      created_at: '2024-03-03T10:00:00.000Z',
    },
    {
      address: 'Sortable Bravo 2',
      neighborhood: '4C',
      price: 5200,
      status: 'pending',
      is_sublet: false,
      created_at: '2024-03-02T10:00:00.000Z',
    },
    {
      address: 'Sortable Golf 7',
      neighborhood: '3D',
      price: 1999,
      status: 'inactive',
      is_sublet: true,
      created_at: '2024-03-07T10:00:00.000Z',
    },
    {
      address: 'Sortable Foxtrot 6',
      neighborhood: '8E',
      price: 3600,
      status: 'active',
      is_sublet: false,
      created_at: '2024-03-06T10:00:00.000Z',
    },
    {
      address: 'Sortable Echo 5',
      neighborhood: '6G',
      price: 2400,
      status: 'pending',
      is_sublet: false,
      created_at: '2024-03-05T10:00:00.000Z',
    },
  ];
  const sortable: Required<SeedListing>[] = rows.map((l) => ({
    ...l,
    bedrooms: 1,
    bathrooms: 1,
    size: 'No Roomies',
    description: 'Sort fixture.',
  }));

  beforeAll(async () => {
    server = await startServer({ database });
    await seedListings(server, sortable);
    // 95 'Pager' listings: 10 pages of 10, 19 pages of 5.
    await seedListings(
      server,
      Array.from({ length: 95 }, (_, i) => ({
        address: `${i + 1} Pager Avenue, New York, NY`,
        created_at: new Date(Date.UTC(2023, 0, 1, 0, i)).toISOString(),
      })),
    );
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
    await session.page.getByRole('heading', { name: 'Listings', exact: true }).waitFor();
    return session;
  }

  /** Waits for the rows to become `expected` (the table updates after the server answers). */
  const rowsBecome = (page: Page, expected: string[]) =>
    expect.poll(() => shownAddresses(page), { timeout: 10_000 }).toEqual(expected);
  const showing = (page: Page) => page.getByTestId('showing').textContent();

  it('searches on the server (debounced), keeps the search in the URL and across a reload', async () => {
    const { page, context } = await open('/admin/listings');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/listings/admin/all')) requests.push(r.url());
    });
    await page.getByLabel('Search listings').pressSequentially('hotel', { delay: 30 });
    await rowsBecome(page, ['Sortable Hotel 8']);
    // One request for the whole word, not one per key.
    expect(requests.filter((u) => u.includes('search=')).length).toBe(1);
    expect(requests[0]).toContain('search=hotel');
    expect(new URL(page.url()).searchParams.get('search')).toBe('hotel');
    expect(await showing(page)).toBe(T.showing(1, 1, 1));

    await page.reload();
    await rowsBecome(page, ['Sortable Hotel 8']);
    expect(await page.getByLabel('Search listings').inputValue()).toBe('hotel');

    await page.getByLabel('Search listings').fill('no such place');
    await page.getByText(T.noListingsFound, { exact: true }).waitFor();
    expect(await page.getByTestId('listing-row').count()).toBe(0);
    await context.close();
  });

  it('filters by status, goes back to page 1 and clears the selection; Back restores the filter', async () => {
    const { page, context } = await open('/admin/listings?search=Sortable');
    await rowsBecome(
      page,
      sortable
        .slice()
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((l) => l.address),
    );
    await page.getByRole('checkbox', { name: 'Select Sortable Alpha 1' }).check();
    await page.getByText('1 selected').waitFor();

    for (const status of ['pending', 'inactive', 'active'] as const) {
      await page.getByLabel('Status', { exact: true }).selectOption(status);
      const expected = sortable.filter((l) => l.status === status).sort((a, b) => b.created_at.localeCompare(a.created_at));
      await rowsBecome(
        page,
        expected.map((l) => l.address),
      );
      expect(new URL(page.url()).searchParams.get('status')).toBe(status);
      expect(await page.getByText('1 selected').count()).toBe(0);
    }
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await rowsBecome(
      page,
      sortable
        .slice()
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((l) => l.address),
    );

    await page.goBack();
    await rowsBecome(
      page,
      sortable
        .filter((l) => l.status === 'active')
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((l) => l.address),
    );
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('active');

    // A filter change from a later page starts again at page 1.
    await page.goto('/admin/listings?search=Pager&page=3');
    await page.getByText(T.showing(21, 30, 95)).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('active');
    await page.getByText(T.showing(1, 10, 95)).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await context.close();
  });

  it('sorts by every column, both ways', async () => {
    const { page, context } = await open('/admin/listings?search=Sortable');
    const header = (name: string) => page.getByRole('columnheader', { name, exact: true }).getByRole('button');
    const cmp = {
      address: (a: SeedListing, b: SeedListing) => a.address.localeCompare(b.address),
      'Apartment No.': (a: Required<SeedListing>, b: Required<SeedListing>) => a.neighborhood.localeCompare(b.neighborhood),
      Price: (a: Required<SeedListing>, b: Required<SeedListing>) => a.price - b.price,
      Status: (a: Required<SeedListing>, b: Required<SeedListing>) => a.status.localeCompare(b.status),
      Sublet: (a: Required<SeedListing>, b: Required<SeedListing>) => Number(a.is_sublet) - Number(b.is_sublet),
      Created: (a: Required<SeedListing>, b: Required<SeedListing>) => a.created_at.localeCompare(b.created_at),
    };
    const keyOf = {
      address: 'address',
      'Apartment No.': 'neighborhood',
      Price: 'price',
      Status: 'status',
      Sublet: 'is_sublet',
      Created: 'created_at',
    } as const;

    for (const [label, compare] of Object.entries(cmp) as Array<
      [keyof typeof cmp, (a: Required<SeedListing>, b: Required<SeedListing>) => number]
    >) {
      const name = label === 'address' ? 'Address' : label;
      // Ties (status, sublet) are broken by id in the same direction: seed order here.
      const withIndex = sortable.map((l, i) => ({ l, i }));
      const asc = withIndex.sort((a, b) => compare(a.l, b.l) || a.i - b.i).map((x) => x.l.address);
      const desc = sortable
        .map((l, i) => ({ l, i }))
        .sort((a, b) => compare(b.l, a.l) || b.i - a.i)
        .map((x) => x.l.address);
      // The date starts newest first; any other column starts ascending. A second click flips it.
      const [first, second] =
        label === 'Created' ? (['descending', 'ascending'] as const) : (['ascending', 'descending'] as const);
      const column = page.getByRole('columnheader', { name, exact: true });
      await header(name).click();
      await rowsBecome(page, first === 'ascending' ? asc : desc);
      expect(await column.getAttribute('aria-sort')).toBe(first);
      await header(name).click();
      await rowsBecome(page, second === 'ascending' ? asc : desc);
      expect(await column.getAttribute('aria-sort')).toBe(second);
      const url = new URL(page.url());
      expect(url.searchParams.get('sort') ?? 'created_at').toBe(keyOf[label]);
    }
    await context.close();
  });

  it('pages 10 rows with 5 page numbers, first/last and ellipses at 1280 px', async () => {
    const { page, context } = await open('/admin/listings?search=Pager');
    await page.getByText(T.showing(1, 10, 95)).waitFor();
    expect(await page.getByTestId('listing-row').count()).toBe(10);
    expect(await pageNumbers(page)).toEqual(['1', '2', '3', '4', '5', '…', '10']);

    await page.getByRole('button', { name: 'Page 5', exact: true }).click();
    await page.getByText(T.showing(41, 50, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '10']);
    expect(await page.getByRole('button', { name: 'Page 5', exact: true }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Page 10', exact: true }).click();
    await page.getByText(T.showing(91, 95, 95)).waitFor();
    expect(await page.getByTestId('listing-row').count()).toBe(5);
    expect(await pageNumbers(page)).toEqual(['1', '…', '6', '7', '8', '9', '10']);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // Back returns to page 5; Previous steps down.
    await page.goBack();
    await page.getByText(T.showing(41, 50, 95)).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.getByText(T.showing(31, 40, 95)).waitFor();
    await context.close();
  });

  it('pages 5 rows with up to 3 page numbers at 700 px', async () => {
    const { page, context } = await open('/admin/listings?search=Pager', { width: 700, height: 900 });
    await page.getByText(T.showing(1, 5, 95)).waitFor();
    expect(await page.getByTestId('listing-row').count()).toBe(5);
    expect(await pageNumbers(page)).toEqual(['1', '2', '3']);
    await page.getByRole('button', { name: 'Page 3', exact: true }).click();
    await page.getByText(T.showing(11, 15, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['2', '3', '4']);
    await page.goto('/admin/listings?search=Pager&page=19');
    await page.getByText(T.showing(91, 95, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['17', '18', '19']);
    await context.close();
  });

  it('pages 5 rows with one page number at 500 px, and keeps the first row when the window widens', async () => {
    const { page, context } = await open('/admin/listings?search=Pager', { width: 500, height: 900 });
    await page.getByText(T.showing(1, 5, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['1']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(T.showing(6, 10, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['2']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(T.showing(11, 15, 95)).waitFor();
    expect(await pageNumbers(page)).toEqual(['3']);

    // Rows 11-15 at 5 a page are on page 2 at 10 a page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText(T.showing(11, 20, 95)).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await context.close();
  });
});
