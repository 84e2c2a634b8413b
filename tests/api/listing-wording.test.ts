import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTECTED_CLASSES } from '../../src/shared/fair-housing/phrases.ts';
import { WORDING_LIST_VERSION } from '../../src/shared/fair-housing/listing-wording.ts';
import type { ListingDto } from '../../src/shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../src/shared/texts/listings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { listingFields, multipart } from './listings-fixtures.ts';

/** The fair housing wording check on the server: warnings on create and edit, the confirmation, the filter and count. */
describe.each(DATABASES)('listing wording on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = auth) => {
    const form = multipart(fields);
    return t.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  const create = async (fields: Record<string, string>) => {
    const res = await postForm('/api/listings', listingFields(fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { listing: ListingDto; warnings: Array<Record<string, unknown>>; wordingConfirmation: unknown };
  };
  const adminList = async (query: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/listings/admin/all?${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { listings: ListingDto[]; totalListings: number };
  };

  it('answers warnings beside a new listing, and saves it as asked: nothing is refused', async () => {
    const body = await create({ description: 'Sunny one-bedroom. No Section 8, adults only.', status: 'active' });
    expect(body.listing.status).toBe('active');
    expect(body.listing.description).toBe('Sunny one-bedroom. No Section 8, adults only.');
    expect(body.warnings).toEqual([
      expect.objectContaining({
        field: 'description',
        phrase: 'No Section 8',
        class: PROTECTED_CLASSES['source-of-income'],
        classId: 'source-of-income',
        better: 'All lawful sources of income welcome',
      }),
      expect.objectContaining({
        field: 'description',
        phrase: 'adults only',
        class: PROTECTED_CLASSES['familial-status'],
        better: null,
      }),
    ]);
    for (const warning of body.warnings) {
      expect(String(warning.explanation).length).toBeGreaterThan(20);
      expect(warning.source).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
    }
    expect(body.wordingConfirmation).toBeNull();
  });

  it('answers no warnings for ordinary listing language', async () => {
    const body = await create({
      description: "No fee. Kids' playroom, near schools, pets welcome. Doorman, walk-up annex, master bedroom.",
      size: '1 Roomie',
    });
    expect(body.warnings).toEqual([]);
  });

  it('checks the size field and the fee names too', async () => {
    const body = await create({ size: 'Adults only', fees: JSON.stringify([{ name: 'No kids credit check', amount: 20 }]) });
    expect(body.warnings.map((w) => [w.field, w.phrase])).toEqual([
      ['size', 'Adults only'],
      ['fees', 'No kids'],
    ]);
  });

  it('records who confirmed publishing flagged wording, when, and which phrases', async () => {
    const before = Date.now();
    const body = await create({ description: 'No vouchers. No vouchers!', status: 'active', wordingConfirmed: 'true' });
    expect(body.wordingConfirmation).toEqual({
      by: { id: expect.any(Number), name: expect.any(String), email: ADMIN.email },
      at: expect.any(String),
      phrases: ['No vouchers'],
    });
    const at = Date.parse((body.wordingConfirmation as { at: string }).at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);

    // The back-office reads it beside the listing; the public never sees warnings or the confirmation.
    const signedIn = await t.inject({ method: 'GET', url: `/api/listings/${body.listing.id}`, headers: auth });
    expect(signedIn.json().wordingConfirmation).toEqual(body.wordingConfirmation);
    expect(signedIn.json().warnings.map((w: { phrase: string }) => w.phrase)).toEqual(['No vouchers', 'No vouchers']);
    const publicBody = (await t.inject({ method: 'GET', url: `/api/listings/${body.listing.id}` })).json();
    expect(Object.keys(publicBody).sort()).toEqual(['listing', 'success']);
    expect(publicBody.listing).not.toHaveProperty('wordingFlags');
  });

  it('records no confirmation for a listing that is not published or has nothing flagged', async () => {
    const pending = await create({ description: 'No vouchers.', status: 'pending', wordingConfirmed: 'true' });
    expect(pending.wordingConfirmation).toBeNull();
    const clean = await create({ description: 'Bright and quiet.', status: 'active', wordingConfirmed: 'true' });
    expect(clean.wordingConfirmation).toBeNull();
  });

  it('checks the listing as it is after an edit, including the fields not sent', async () => {
    const { listing } = await create({ description: 'No kids.', status: 'pending' });
    // Only the price is sent: the stored description is still flagged.
    const priceOnly = await t.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}`,
      headers: auth,
      payload: { price: 3100 },
    });
    expect(priceOnly.statusCode, priceOnly.body).toBe(200);
    expect(priceOnly.json().warnings.map((w: { phrase: string }) => w.phrase)).toEqual(['No kids']);

    const edited = await postForm(`/api/listings/${listing.id}`, {
      description: 'Families welcome. Must be employed.',
      status: 'active',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().warnings).toEqual([
      expect.objectContaining({ field: 'description', phrase: 'Must be employed', classId: 'source-of-income' }),
    ]);
    expect(edited.json().wordingConfirmation).toBeNull();

    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}`,
      headers: auth,
      payload: { wordingConfirmed: true },
    });
    expect(confirmed.json().wordingConfirmation.phrases).toEqual(['Must be employed']);

    const cleaned = await postForm(`/api/listings/${listing.id}`, { description: 'Families welcome. All incomes considered.' });
    expect(cleaned.json().warnings).toEqual([]);
    // The last confirmation stays on record.
    expect(cleaned.json().wordingConfirmation.phrases).toEqual(['Must be employed']);
  });

  it('marks and filters flagged listings in the back-office list and counts the active ones on the dashboard', async () => {
    const flagged = await create({
      address: '1 Flagged Place, New York, NY 10001',
      description: 'No programs.',
      status: 'active',
    });
    const inactiveFlagged = await create({
      address: '2 Flagged Place, New York, NY 10001',
      description: 'Singles only.',
      status: 'inactive',
    });
    const clean = await create({ address: '3 Clean Place, New York, NY 10001', description: 'Lovely light.', status: 'active' });

    const all = await adminList('limit=100');
    const byId = new Map(all.listings.map((l) => [l.id, l]));
    expect(byId.get(flagged.listing.id)?.wordingFlags).toBe(1);
    expect(byId.get(clean.listing.id)?.wordingFlags).toBe(0);

    const onlyFlagged = await adminList('limit=100&wording=flagged');
    expect(onlyFlagged.listings.every((l) => (l.wordingFlags ?? 0) > 0)).toBe(true);
    const ids = onlyFlagged.listings.map((l) => l.id);
    expect(ids).toContain(flagged.listing.id);
    expect(ids).toContain(inactiveFlagged.listing.id);
    expect(ids).not.toContain(clean.listing.id);
    expect(onlyFlagged.totalListings).toBe(all.listings.filter((l) => (l.wordingFlags ?? 0) > 0).length);

    const activeFlagged = await adminList('limit=100&wording=flagged&status=active');
    expect(activeFlagged.listings.map((l) => l.id)).not.toContain(inactiveFlagged.listing.id);
    const searched = await adminList('limit=100&wording=flagged&search=Flagged%20Place');
    expect(searched.listings.map((l) => l.id).sort()).toEqual([flagged.listing.id, inactiveFlagged.listing.id].sort());

    const stats = (await t.inject({ method: 'GET', url: '/api/listings/admin/stats', headers: auth })).json();
    expect(stats.flaggedActive).toBe(activeFlagged.totalListings);

    // The public list never carries the marker.
    const publicList = (await t.inject({ method: 'GET', url: '/api/listings?limit=100' })).json();
    expect(publicList.listings.some((l: ListingDto) => 'wordingFlags' in l)).toBe(false);
  });

  it('checks stored listings again when the phrase list changes', async () => {
    const { listing } = await create({ description: 'No vouchers.', status: 'active' });
    // As if the listing had been counted by an older list that did not flag anything.
    await t.app.database.db.updateTable('listings').set({ wording_flags: 0, wording_version: 'older' }).execute();
    expect((await adminList('wording=flagged')).totalListings).toBe(0);
    const checked = await t.app.services.listings.recheckWording(3);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect((await adminList('wording=flagged')).listings.map((l) => l.id)).toContain(listing.id);
    const versions = await t.app.database.db.selectFrom('listings').select('wording_version').distinct().execute();
    expect(versions.map((v) => v.wording_version)).toEqual([WORDING_LIST_VERSION]);
    expect(await t.app.services.listings.recheckWording()).toBe(0);
  });

  it('refuses a bad filter or confirmation value with a clear 400', async () => {
    const badFilter = await t.inject({ method: 'GET', url: '/api/listings/admin/all?wording=everything', headers: auth });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json()).toEqual({ success: false, message: T.wordingFilterInvalid });
    const badConfirmation = await postForm('/api/listings', listingFields({ wordingConfirmed: 'perhaps' }));
    expect(badConfirmation.statusCode).toBe(400);
    expect(badConfirmation.json()).toEqual({ success: false, message: T.wordingConfirmedInvalid });
  });

  it('lets a stranger neither list flagged listings nor confirm anything', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/listings/admin/all?wording=flagged' });
    expect(list.statusCode).toBe(401);
    const post = await postForm('/api/listings', listingFields({ description: 'No kids.', wordingConfirmed: 'true' }), {});
    expect(post.statusCode).toBe(401);
  });

  it('checks a description built to make a pattern backtrack like any other', async () => {
    // Every word starts a partial match that never completes; the check reads each word a bounded
    // number of times (the unit tests count the steps).
    const description = ('no section '.repeat(440) + 'does not accept any').slice(0, 5000);
    const body = await create({ description });
    expect(body.listing.description).toBe(description.trim());
    expect(body.warnings).toEqual([]);
  });
});
