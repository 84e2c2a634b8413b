import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields, multipart } from './listings-fixtures.ts';
import { alertGrid, gridScope } from '../../src/shared/saved-search.ts';

const HOUSEHOLD = {
  flatmates: 2,
  privateBath: true,
  furnished: true,
  utilitiesIncluded: false,
  smoking: false,
  pets: true,
  quietHours: true,
  workFromHome: false,
  hostLivesIn: false,
  hostShares: false,
};

/** Rooms in shared apartments through every listing call (docs/decisions/063). */
describe.each(DATABASES)('rooms and whole apartments on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t?.close());

  const postForm = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  };
  const createJson = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: '/api/listings', headers: auth, payload: { ...listingFields(), ...payload } });
  const edit = (id: number, payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `/api/listings/${id}`, headers: auth, payload });
  const publicList = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/listings?limit=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { listings: ListingDto[]; totalListings: number };
  };

  it('a listing is a whole apartment unless told; the answer says kind and household null', async () => {
    const res = await postForm('/api/listings', listingFields());
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json().listing as ListingDto;
    expect(listing.kind).toBe('apartment');
    expect(listing.household).toBeNull();
    const read = await t.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(read.json().listing).toMatchObject({ kind: 'apartment', household: null });
  });

  it('a room is created from the form (household as JSON text) and from JSON; every read answers it', async () => {
    const form = await postForm(
      '/api/listings',
      listingFields({ kind: 'room', bedrooms: '3', price: '1450', household: JSON.stringify({ ...HOUSEHOLD, pets: 'false' }) }),
    );
    expect(form.statusCode, form.body).toBe(201);
    expect(form.json().listing).toMatchObject({ kind: 'room', price: 1450, household: { ...HOUSEHOLD, pets: false } });

    const json = await createJson({ kind: 'Room', bedrooms: 3, household: { flatmates: 1, privateBath: true } });
    expect(json.statusCode, json.body).toBe(201);
    const room = json.json().listing as ListingDto;
    // Facts not sent are no.
    expect(room.household).toEqual({
      flatmates: 1,
      privateBath: true,
      furnished: false,
      utilitiesIncluded: false,
      smoking: false,
      pets: false,
      quietHours: false,
      workFromHome: false,
      hostLivesIn: false,
      hostShares: false,
    });
    const one = (await t.inject({ method: 'GET', url: `/api/listings/${room.id}` })).json().listing as ListingDto;
    expect(one).toMatchObject({ kind: 'room', household: room.household });
    const admin = await t.inject({ method: 'GET', url: '/api/listings/admin/all?kind=room', headers: auth });
    expect(admin.statusCode).toBe(200);
    const adminRooms = admin.json().listings as ListingDto[];
    expect(adminRooms.map((l) => l.id)).toContain(room.id);
    expect(adminRooms.every((l) => l.kind === 'room' && l.household !== null)).toBe(true);
  });

  it('GET /api/listings?kind=room and kind=apartment split the grid, with the other filters', async () => {
    const cheapRoom = (await createJson({ kind: 'room', bedrooms: 2, price: 1100, household: HOUSEHOLD })).json()
      .listing as ListingDto;
    const dearRoom = (await createJson({ kind: 'room', bedrooms: 4, price: 1900, household: HOUSEHOLD })).json()
      .listing as ListingDto;
    const flat = (await createJson({ price: 1200 })).json().listing as ListingDto;
    const rooms = await publicList('&kind=room');
    expect(rooms.listings.every((l) => l.kind === 'room')).toBe(true);
    expect(rooms.listings.map((l) => l.id)).toEqual(expect.arrayContaining([cheapRoom.id, dearRoom.id]));
    const apartments = await publicList('&kind=apartment');
    expect(apartments.listings.every((l) => l.kind === 'apartment')).toBe(true);
    expect(apartments.listings.map((l) => l.id)).toContain(flat.id);
    expect(rooms.totalListings + apartments.totalListings).toBe((await publicList('')).totalListings);
    const cheap = await publicList('&kind=room&maxPrice=1200');
    expect(cheap.listings.map((l) => l.id)).toContain(cheapRoom.id);
    expect(cheap.listings.map((l) => l.id)).not.toContain(dearRoom.id);
    expect(cheap.listings.map((l) => l.id)).not.toContain(flat.id);
    const threePlus = await publicList('&kind=room&beds=3');
    expect(threePlus.listings.map((l) => l.id)).toContain(dearRoom.id);
    expect(threePlus.listings.map((l) => l.id)).not.toContain(cheapRoom.id);
  });

  it('an edit changes the household, keeps it when not sent, and turning a room into an apartment drops it', async () => {
    const room = (await createJson({ kind: 'room', bedrooms: 3, household: HOUSEHOLD })).json().listing as ListingDto;
    const kept = await edit(room.id, { price: 1600 });
    expect(kept.json().listing).toMatchObject({ kind: 'room', household: HOUSEHOLD });
    const changed = await edit(room.id, { household: { ...HOUSEHOLD, flatmates: 3, smoking: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().listing.household).toMatchObject({ flatmates: 3, smoking: true });
    const whole = await edit(room.id, { kind: 'apartment' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().listing).toMatchObject({ kind: 'apartment', household: null });
    // Back to a room without a household: refused, and the listing stays as it was.
    const bare = await edit(room.id, { kind: 'room' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ success: false, message: T.householdRequired });
    const again = await edit(room.id, { kind: 'room', household: HOUSEHOLD });
    expect(again.json().listing).toMatchObject({ kind: 'room', household: HOUSEHOLD });
    // A household sent to a whole apartment is refused.
    const flat = (await createJson({})).json().listing as ListingDto;
    const onFlat = await edit(flat.id, { household: HOUSEHOLD });
    expect(onFlat.statusCode).toBe(400);
    expect(onFlat.json()).toEqual({ success: false, message: T.householdOnApartment });
    // A room's apartment cannot become a studio.
    const studio = await edit(room.id, { bedrooms: 0 });
    expect(studio.json()).toEqual({ success: false, message: T.roomBedrooms });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown kind', { kind: 'loft' }, T.kindInvalid],
    ['a room without a household', { kind: 'room' }, T.householdRequired],
    ['a room with an empty household text', { kind: 'room', household: '' }, T.householdRequired],
    ['a household on a whole apartment', { household: HOUSEHOLD }, T.householdOnApartment],
    ['a household that is not an object', { kind: 'room', household: '{not json' }, T.householdInvalid],
    ['a household that is a list', { kind: 'room', household: [1, 2] }, T.householdInvalid],
    [
      'a trait of people in the household',
      { kind: 'room', household: { ...HOUSEHOLD, gender: 'female' } },
      'Unknown field: gender',
    ],
    ['flatmates missing', { kind: 'room', household: { privateBath: true } }, T.flatmatesRequired],
    ['flatmates negative', { kind: 'room', household: { ...HOUSEHOLD, flatmates: -1 } }, T.flatmatesInvalid],
    ['flatmates not whole', { kind: 'room', household: { ...HOUSEHOLD, flatmates: 1.5 } }, T.flatmatesInvalid],
    ['too many flatmates', { kind: 'room', household: { ...HOUSEHOLD, flatmates: 13 } }, T.flatmatesInvalid],
    [
      'a yes/no that is neither',
      { kind: 'room', household: { ...HOUSEHOLD, smoking: 'sometimes' } },
      T.householdFlagInvalid('smoking'),
    ],
    ['a room in a studio', { kind: 'room', bedrooms: 0, household: HOUSEHOLD }, T.roomBedrooms],
  ])('refuses %s with 400 and its message, storing nothing', async (_name, payload, message) => {
    const before = (await t.inject({ method: 'GET', url: '/api/listings/admin/all?limit=1', headers: auth })).json()
      .totalListings;
    const res = await createJson(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    const after = (await t.inject({ method: 'GET', url: '/api/listings/admin/all?limit=1', headers: auth })).json().totalListings;
    expect(after).toBe(before);
  });

  it('refuses a bad kind filter with 400 on the public and the admin list', async () => {
    for (const url of ['/api/listings?kind=loft', '/api/listings/admin/all?kind=rooms']) {
      const res = await t.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: T.kindFilterInvalid });
    }
  });

  it("the wording check: 'Female roommate wanted' is noted and allowed on a shared room, flagged on a whole apartment", async () => {
    const text = 'Sunny room off the kitchen. Female roommate wanted.';
    // The exemption needs the owner or the tenant to live there and share the apartment (decision 095).
    const room = await createJson({
      kind: 'room',
      household: { ...HOUSEHOLD, hostLivesIn: true, hostShares: true },
      description: text,
    });
    expect(room.statusCode, room.body).toBe(201);
    expect(room.json().warnings).toEqual([]);
    expect(room.json().wordingNotes).toEqual([
      expect.objectContaining({ field: 'description', phrase: 'Female roommate wanted', ruleId: 'one-sex' }),
    ]);
    expect(room.json().wordingNotes[0].note).toMatch(/8-107\(5\)\(a\)\(4\)/);
    const id = room.json().listing.id as number;
    const flagged = async () =>
      (
        (await t.inject({ method: 'GET', url: '/api/listings/admin/all?wording=flagged', headers: auth })).json()
          .listings as ListingDto[]
      ).map((l) => l.id);
    expect(await flagged()).not.toContain(id);
    // The same words on a whole apartment: a warning, and the listing is marked.
    const flat = await createJson({ description: text });
    expect(flat.json().wordingNotes).toEqual([]);
    expect(flat.json().warnings.map((w: { phrase: string; classId: string }) => [w.phrase, w.classId])).toEqual([
      ['Female roommate wanted', 'gender'],
    ]);
    expect(await flagged()).toContain(flat.json().listing.id);
    // The room made a whole apartment: the note becomes a warning.
    const whole = await edit(id, { kind: 'apartment' });
    expect(whole.json().warnings.map((w: { ruleId: string }) => w.ruleId)).toEqual(['one-sex']);
    expect(await flagged()).toContain(id);
    // The signed-in read answers the notes too; the public read carries neither.
    await edit(id, { kind: 'room', household: { ...HOUSEHOLD, hostLivesIn: true, hostShares: true } });
    const read = await t.inject({ method: 'GET', url: `/api/listings/${id}`, headers: auth });
    expect(read.json()).toMatchObject({ warnings: [], wordingNotes: [{ ruleId: 'one-sex' }] });
    const anonymous = (await t.inject({ method: 'GET', url: `/api/listings/${id}` })).json();
    expect(anonymous.warnings).toBeUndefined();
    expect(anonymous.wordingNotes).toBeUndefined();
  });

  it("the wording check: 'No Section 8' and 'Ages 25-35 only' are flagged on a room and on a whole apartment", async () => {
    for (const kind of ['room', 'apartment'] as const) {
      const res = await createJson({
        kind,
        ...(kind === 'room' ? { household: HOUSEHOLD } : {}),
        description: 'Bright room. No Section 8. Ages 25-35 only.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().warnings.map((w: { phrase: string; classId: string }) => [w.phrase, w.classId])).toEqual([
        ['No Section 8', 'source-of-income'],
        ['Ages 25-35 only', 'age'],
      ]);
      expect(res.json().wordingNotes).toEqual([]);
    }
  });

  it("a search saved on /rooms alerts on rooms only (the grid's scope)", async () => {
    const grid = alertGrid('/rooms', []);
    expect(grid).toEqual({ path: '/rooms', label: 'Rooms', scope: { kind: 'room' } });
    const { listings } = await t.app.services.listings.list({ limit: 100, ...gridScope('/rooms') });
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => l.kind === 'room')).toBe(true);
  });

  it('a household over the form field limit is refused with 400, never a 500', async () => {
    const res = await postForm(
      '/api/listings',
      listingFields({ kind: 'room', household: `{"flatmates":1,"x":"${'a'.repeat(70_000)}"}` }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
