import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingHousehold } from '../../src/shared/listing-household.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { child, childrenNamed, childText, elementPaths, parseXml } from '../support/xml.ts';
import { HOTPADS_SINGLE_UNIT } from './feed-formats.ts';
import { jpeg } from './listings-fixtures.ts';

const TOKEN = 'feed-token-rooms-0123456789';
const HOUSEHOLD: ListingHousehold = {
  flatmates: 2,
  privateBath: true,
  furnished: true,
  utilitiesIncluded: true,
  smoking: false,
  pets: false,
  quietHours: true,
  workFromHome: false,
  hostLivesIn: false,
  hostShares: false,
};

/** Rooms in the portal feeds (docs/decisions/063): Zillow takes them as ROOM listings, StreetEasy only whole apartments. */
describe.each(DATABASES)('rooms in the listing feeds on %s', (database) => {
  let t: TestApp;
  let roomId: number;
  let apartmentId: number;
  const feed = async (name: 'streeteasy' | 'zillow') => {
    const res = await t.inject({ method: 'GET', url: `/feeds/${name}.xml?token=${TOKEN}` });
    expect(res.statusCode, res.body).toBe(200);
    return parseXml(res.body);
  };

  beforeAll(async () => {
    t = await createTestApp({ database, env: { FEED_TOKEN: TOKEN, PUBLIC_URL: 'https://rentals.example.com' } });
    const photo = await jpeg(800, 600);
    const base = {
      address: '145 East 29th Street, New York, NY 10016',
      neighborhood: '4B',
      bathrooms: 2,
      size: '2 Roomies',
      status: 'active' as const,
      is_sublet: false,
      amenities: [],
    };
    roomId = (
      await t.app.services.listings.create(
        { ...base, price: 1450, bedrooms: 3, description: 'The back bedroom.', kind: 'room', household: HOUSEHOLD },
        [{ data: photo }],
      )
    ).id;
    apartmentId = (
      await t.app.services.listings.create({ ...base, price: 4200, bedrooms: 3, description: 'The whole home.' }, [
        { data: photo },
      ])
    ).id;
  }, 60_000);
  afterAll(() => t?.close());

  it('StreetEasy takes whole apartments only: the room is left out, not counted as held back', async () => {
    const properties = childrenNamed(child(await feed('streeteasy'), 'properties'), 'property').map((p) =>
      Number(p.attributes.id),
    );
    expect(properties).toContain(apartmentId);
    expect(properties).not.toContain(roomId);
    const overview = await t.app.services.feeds.overview();
    expect(overview.find((f) => f.name === 'streeteasy')).toMatchObject({ listingCount: 1, heldBack: 0 });
  });

  it("Zillow takes the room as type ROOM at the room's rent, its household opening the description", async () => {
    const doc = await feed('zillow');
    expect([...elementPaths(doc)].filter((p) => !HOTPADS_SINGLE_UNIT.elements.includes(p))).toEqual([]);
    const listings = childrenNamed(doc, 'Listing');
    const room = listings.find((l) => Number(l.attributes.id) === roomId)!;
    const apartment = listings.find((l) => Number(l.attributes.id) === apartmentId)!;
    expect(room.attributes.type).toBe('ROOM');
    expect(apartment.attributes.type).toBe('RENTAL');
    expect(childText(room, 'price')).toBe('1450');
    expect(childText(room, 'numBedrooms')).toBe('3');
    expect(childText(room, 'description')).toBe(
      'Room in a 3-bedroom · 2 flatmates · Private bath · Furnished · Utilities included · No smoking · No pets · Quiet hours at night\n\nThe back bedroom.',
    );
    expect(childText(apartment, 'description')).toBe('The whole home.');
  });
});
