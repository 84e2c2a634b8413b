import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { listingBuildingSlug } from '../../src/shared/buildings.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { ADMIN } from '../support/app.ts';
import type { RunningServer } from '../support/server.ts';

/** Fixtures of the admin listings end-to-end tests: tokens, seeded listings, real JPEG files. */

export async function adminToken(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Signs the browser context in the way the app does: the token in localStorage 'admin-token'. */
export async function signInContext(context: BrowserContext, token: string) {
  await context.addInitScript((value) => window.localStorage.setItem('admin-token', value), token);
}

export interface SeedListing {
  address: string;
  neighborhood?: string;
  price?: number;
  bedrooms?: number;
  bathrooms?: number;
  size?: string;
  description?: string;
  status?: 'active' | 'inactive' | 'pending';
  is_sublet?: boolean;
  created_at?: string;
}

/**
 * Inserts listings straight into the test server's database (fast: 2,000 rows in a few batches).
 * Call it before the first read of the data so that no cached page is served.
 */
export async function seedListings(server: RunningServer, listings: SeedListing[]): Promise<number[]> {
  const db = server.app.database.db;
  const ids: number[] = [];
  const base = Date.parse('2024-01-01T00:00:00.000Z');
  for (let start = 0; start < listings.length; start += 250) {
    const rows = listings.slice(start, start + 250).map((l, i) => {
      const created = l.created_at ?? new Date(base + (start + i) * 60_000).toISOString();
      return {
        address: l.address,
        neighborhood: l.neighborhood ?? `${(start + i) % 30}A`,
        price: l.price ?? 2000 + ((start + i) % 50) * 25,
        bedrooms: l.bedrooms ?? 1,
        bathrooms: l.bathrooms ?? 1,
        size: l.size ?? 'No Roomies',
        description: l.description ?? 'A seeded test apartment.',
        amenities: '[]',
        status: l.status ?? 'active',
        is_sublet: l.is_sublet ? 1 : 0,
        building_slug: listingBuildingSlug(l.address),
        created_at: created,
        updated_at: created,
      };
    });
    const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

/** A real JPEG of the given size and colour, as Playwright's file payload. */
export async function jpeg(name: string, color = '#3b82f6', width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

export async function apiListing(server: RunningServer, token: string, id: number): Promise<ListingDto> {
  const res = await fetch(`${server.url}/api/listings/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET listing ${id}: ${res.status}`);
  return ((await res.json()) as { listing: ListingDto }).listing;
}

export async function apiSearch(server: RunningServer, token: string, search: string): Promise<ListingDto[]> {
  const res = await fetch(`${server.url}/api/listings/admin/all?limit=100&search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { listings: ListingDto[] }).listings;
}

/** The texts of the visible page-number buttons and ellipses, e.g. ['1', '2', '3', '4', '5', '…', '10']. */
export async function pageNumbers(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Listings pages' });
  if ((await nav.count()) === 0) return [];
  return (await nav.locator('li').allTextContents()).map((t) => t.trim());
}

/** The address column of the shown rows, in order. */
export async function shownAddresses(page: Page): Promise<string[]> {
  return page.getByTestId('listing-address').allTextContents();
}

/** Opens a list's filters where a phone folds them under 'Filters' (the list's toolbar id: 'inquiries', 'listings'). */
export async function openListFilters(page: Page, id: string) {
  const summary = page.getByTestId(`${id}-filters`);
  if (!(await summary.isVisible())) return;
  if (!(await summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open))) await summary.click();
}
