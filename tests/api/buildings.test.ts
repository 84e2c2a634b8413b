import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing } from './listings-fixtures.ts';

describe.each(DATABASES)('GET /api/buildings on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const buildings = async (headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: '/api/buildings', headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers an empty list when there are no active listings', async () => {
    await createListing(t, auth, { address: '1 Hidden Place, New York, NY', status: 'pending' });
    expect(await buildings()).toEqual({ success: true, buildings: [] });
  });

  it('lists the distinct buildings of active listings with their slugs and counts', async () => {
    await createListing(t, auth, { address: '50 West 34th Street, New York, NY 10001', status: 'active' });
    await createListing(t, auth, { address: 'Herald Towers, 50 West 34th Street', status: 'active' });
    await createListing(t, auth, { address: '50 West 34th Street, New York, NY 10001', status: 'inactive' });
    await createListing(t, auth, { address: '145 East 29th Street, New York, NY 10016', status: 'active', is_sublet: true });
    await createListing(t, auth, { address: '145 East 29th Street, New York, NY 10016', status: 'active' });
    await createListing(t, auth, { address: 'One  Riverside   Drive, New York, NY', status: 'active' });
    await createListing(t, auth, { address: '230 West 57th Street, New York, NY 10019', status: 'pending' });
    expect(await buildings()).toEqual({
      success: true,
      buildings: [
        { address: '145 East 29th Street, New York, NY 10016', slug: '145-east-29th-street', listingCount: 2 },
        { address: '50 West 34th Street, New York, NY 10001', slug: 'herald-towers', listingCount: 2 },
        { address: 'One  Riverside   Drive, New York, NY', slug: 'one-riverside-drive', listingCount: 1 },
      ],
    });
  });

  it('is the same for signed-in callers (public data only)', async () => {
    expect(await buildings(auth)).toEqual(await buildings());
  });

  it('every slug finds its listings on GET /api/listings?building=', async () => {
    for (const building of (await buildings()).buildings) {
      const res = (await t.inject({ method: 'GET', url: `/api/listings?building=${encodeURIComponent(building.slug)}` })).json();
      expect(res.totalListings).toBe(building.listingCount);
    }
  });
});
