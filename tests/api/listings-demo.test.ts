import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_LISTINGS } from '../../src/server/platform/db/demo/demo-content.ts';
import { ListingCreateSchema, type ListingDto } from '../../src/shared/listings.schema.ts';
import type { TipDto } from '../../src/shared/tips.schema.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { photoFiles } from './listings-fixtures.ts';

it("keeps each sample listing of demo-content.json within the listing form's rules", () => {
  expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(12);
  for (const demo of DEMO_LISTINGS) {
    const { ageDays: _age, availableInDays: _available, palette: _palette, photos, ...fields } = demo;
    const parsed = ListingCreateSchema.safeParse(fields);
    expect(parsed.error?.issues, `${demo.address} ${demo.neighborhood}`).toBeUndefined();
    // The form drops an amenity outside the catalogue without a word: each one is the catalogue's.
    expect(parsed.data?.amenities.toSorted()).toEqual(fields.amenities.toSorted());
    expect(photos.length).toBeGreaterThan(0);
  }
});

describe.each(DATABASES)('demo content on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let all: ListingDto[];

  beforeAll(async () => {
    t = await createTestApp({ database, env: { DEMO_CONTENT: 'true' } });
    auth = await t.login();
    all = (await t.inject({ method: 'GET', url: '/api/listings/admin/all', headers: auth })).json().listings;
  }, 120_000);
  afterAll(() => t.close());

  it('seeds about a dozen listings across several buildings, Herald Towers among them', async () => {
    expect(all.length).toBeGreaterThanOrEqual(12);
    const buildings = (await t.inject({ method: 'GET', url: '/api/buildings' })).json().buildings;
    expect(buildings.length).toBeGreaterThanOrEqual(3);
    expect(buildings.map((b: { slug: string }) => b.slug)).toContain('herald-towers');
    expect(all.some((l) => l.address.includes('50 West 34th Street'))).toBe(true);
  });

  it('mixes statuses and sublets, with multi-line descriptions and amenities', () => {
    expect(all.filter((l) => l.status === 'active').length).toBeGreaterThanOrEqual(6);
    expect(all.some((l) => l.status === 'inactive')).toBe(true);
    expect(all.some((l) => l.status === 'pending')).toBe(true);
    expect(all.filter((l) => l.is_sublet && l.status === 'active').length).toBeGreaterThanOrEqual(2);
    for (const l of all) {
      expect(l.description).toContain('\n');
      expect(l.amenities.length).toBeGreaterThan(0);
      expect(l.price).toBeGreaterThan(1000);
    }
    expect(new Set(all.map((l) => l.created_at)).size).toBe(all.length);
  });

  it("gives a few active listings a move-in date ahead, so the grids offer 'Available by'", async () => {
    const today = t.app.services.listings.today();
    const dated = all.filter((l) => l.available_from !== null);
    expect(dated.length).toBeGreaterThanOrEqual(2);
    for (const l of dated) {
      expect(l.status).toBe('active');
      expect(l.available_from! > today).toBe(true);
    }
    expect((await t.app.services.listings.searchChoices()).dated).toBe(true);
  });

  it('gives every listing 2 to 4 processed photos with captions', async () => {
    for (const l of all) {
      expect(l.images.length).toBeGreaterThanOrEqual(2);
      expect(l.images.length).toBeLessThanOrEqual(4);
      for (const photo of l.images) {
        expect(photo.caption).not.toBe('');
        expect(photo.widths).toEqual([480, 960, 1440]);
        for (const file of photoFiles(t, photo)) expect(existsSync(file)).toBe(true);
      }
    }
    const meta = await sharp(photoFiles(t, all[0].images[0])[0]).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480 });
    // A drawn scene, not a flat test pattern: many distinct colours.
    const { data } = await sharp(photoFiles(t, all[0].images[0])[0]).raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 3) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    expect(colours.size).toBeGreaterThan(500);
  });

  it('seeds six active sublet tips', async () => {
    const tips = await t.app.database.db.selectFrom('tips').selectAll().execute();
    expect(tips).toHaveLength(6);
    for (const tip of tips) expect(Number(tip.is_active)).toBe(1);
  });

  // On the demo app above rather than one of its own: drawing the demo photos is the slowest setup of the API tests.
  it('tips demo content: seeds 6 active tips the public API lists', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/tips' });
    expect(res.statusCode).toBe(200);
    const tips = res.json().tips as TipDto[];
    expect(tips).toHaveLength(6);
    expect(tips.every((tip) => tip.is_active && tip.title.length > 0 && tip.content.length > 0)).toBe(true);
  });

  it('does not seed again on restart, even after every listing was deleted', async () => {
    const ids = all.map((l) => l.id);
    const del = await t.inject({ method: 'DELETE', url: '/api/listings/bulk/delete', headers: auth, payload: { ids } });
    expect(del.json().count).toBe(ids.length);
    const again = await buildApp(t.config, { web: 'none', logger: false });
    try {
      const res = await again.inject({ method: 'GET', url: '/api/listings' });
      expect(res.json().totalListings).toBe(0);
      expect(await again.database.db.selectFrom('tips').select('id').execute()).toHaveLength(6);
    } finally {
      await again.close();
    }
  });
});
