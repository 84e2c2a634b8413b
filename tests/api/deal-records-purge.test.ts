import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DEALS_TEXT as R } from '../../src/shared/texts/admin-deals.ts';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { recordTenantAcknowledgement } from '../../src/server/features/agency/acknowledgements.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { dealBody, rentableListing } from './deals-fixtures.ts';
import { FULL_CHECKLIST, leasePdf, leaseUpload } from './leases-fixtures.ts';

/** Every file under a folder, recursively ([] when it does not exist). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}

const PAID_AT = new Date('2026-03-10T15:00:00Z');
const yearsAfter = (years: number, days = 0) =>
  new Date(Date.UTC(2026 + years, 2, 10 + days, 15, 0, 0));

/**
 * New York's brokers' records rule (19 NYCRR 175.23: a brokerage keeps each transaction's records at
 * least three years; issue 47 item 5): a closed deal (paid, fell through, archived) is deleted with its
 * fee disclosures, its lease and the lease's files and its tenants' agency acknowledgements only after
 * the administrator's number of years (default 3, never less), by a periodic job; until then nothing of
 * it is deletable. The clock is moved, nothing waits.
 */
describe.each(DATABASES)("deal records purge (19 NYCRR 175.23) on %s", (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  let agent: { authorization: string };
  let now = PAID_AT;

  beforeAll(async () => {
    t = await createTestApp({
      database,
      build: {
        mailWorker: { pollMs: 50, retryDelaysMs: [50] },
        digestScheduler: false,
        viewingReminders: false,
        afterLeaseMail: false,
        dealRecordsPurge: false,
        clock: () => now,
      },
    });
    auth = await t.login();
    const created = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: auth,
      payload: { name: 'Avery Agent', email: 'agent@test.local', password: 'agent-password-1', role: 'agent' },
    });
    expect(created.statusCode, created.body).toBe(201);
    agent = await t.login({ email: 'agent@test.local', password: 'agent-password-1' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const api = (method: string, url: string, payload?: unknown, headers = auth) =>
    t.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const purge = () =>
    t.app.services.deals.records.purge({
      leases: (ids) => t.app.services.leases.purgeOfDeals(ids),
      acknowledgements: (input) => t.app.services.agency.forget(input),
    });
  const db = () => t.app.database.db;
  const documents = () => filesUnder(path.join(t.config.dataDir, 'documents'));

  /** A deal on a new listing, taken to `stages` in order at the present clock. */
  const dealAt = async (email: string, stages: string[]) => {
    const listing = await rentableListing(t);
    const res = await api('POST', '/api/admin/deals', dealBody(listing.id, { tenants: [{ name: 'Rita Moreno', email }] }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().deal.id as number;
    for (const stage of stages) {
      const body = stage === 'fell-through' ? { stage, fellThroughReason: 'The landlord took another applicant' } : { stage };
      const moved = await api('PATCH', `/api/admin/deals/${id}`, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return { id, listing };
  };
  const acknowledge = (email: string, listing: { id: number; address: string }) =>
    recordTenantAcknowledgement(db(), {
      email,
      name: 'Rita Moreno',
      listing,
      language: 'en',
      clientAddress: '198.51.100.7',
      at: PAID_AT.toISOString(),
    });
  const signedDisclosure = (dealId: number, email: string) =>
    db()
      .insertInto('deal_disclosures')
      .values({
        deal_id: dealId,
        tenant_name: 'Rita Moreno',
        tenant_email: email,
        token_hash: `hash-${dealId}-${email}`,
        listing_address: '145 East 29th Street, New York, NY 10016',
        listing_apartment: '4B',
        signed_text: JSON.stringify(['Fees you pay: none but the $20 background and credit check.']),
        signed_fees: '[]',
        signed_name: 'Rita Moreno',
        signed_at: PAID_AT.toISOString(),
        signed_address: '198.51.100.7',
        created_at: PAID_AT.toISOString(),
      })
      .execute();
  const ackOf = (email: string) =>
    db().selectFrom('agency_acknowledgements').select('id').where('tenant_email', '=', email).executeTakeFirst();
  const signedListed = async (dealId: number) => {
    const res = await api('GET', `/api/admin/disclosures?dealId=${dealId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().disclosures.length as number;
  };

  it('keeps the years as an administrator sets them, never below 3 (400 naming the rule), agents 403', async () => {
    const read = await api('GET', '/api/admin/deal-records/settings');
    expect(read.json()).toEqual({ success: true, settings: { retentionYears: 3 } });
    for (const retentionYears of [2, 0, -1, 3.5, 'three', null, 31]) {
      const res = await api('PUT', '/api/admin/deal-records/settings', { retentionYears });
      expect(res.statusCode, String(retentionYears)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: R.recordsYearsInvalid });
    }
    expect((await api('PUT', '/api/admin/deal-records/settings', { retentionYears: 5, extra: 1 })).statusCode).toBe(400);
    const refused = await api('PUT', '/api/admin/deal-records/settings', { retentionYears: 5 }, agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: R.recordsAdminOnly });
    expect((await api('GET', '/api/admin/deal-records/settings', undefined, agent)).json().settings.retentionYears).toBe(3);
    expect((await t.inject({ method: 'GET', url: '/api/admin/deal-records/settings' })).statusCode).toBe(401);
    const saved = await api('PUT', '/api/admin/deal-records/settings', { retentionYears: '4' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: R.recordsSaved, settings: { retentionYears: 4 } });
    expect((await api('PUT', '/api/admin/deal-records/settings', { retentionYears: 3 })).statusCode).toBe(200);
  });

  it('deletes a closed deal with its disclosures, lease files and acknowledgements only after the years', async () => {
    now = PAID_AT;
    // A paid deal with a lease sent for signature (its evidence chain started) and a signed disclosure.
    const paid = await dealAt('paid@example.com', []);
    const body = leaseUpload(await leasePdf('PURGE-LEASE'), [], FULL_CHECKLIST);
    const up = await t.inject({
      method: 'POST',
      url: `/api/admin/deals/${paid.id}/lease`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const leaseId = up.json().lease.id as number;
    const sent = await api('POST', `/api/admin/leases/${leaseId}/send`, { landlord: { name: 'Lee Owner', email: 'owner@example.com' } });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const stage of ['lease-signed', 'paid']) {
      const moved = await api('PATCH', `/api/admin/deals/${paid.id}`, { stage });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await signedDisclosure(paid.id, 'paid@example.com');
    await acknowledge('paid@example.com', paid.listing);
    const files = documents();
    expect(files.length).toBeGreaterThan(0);

    // A deal that fell through whose tenant is also the tenant of a deal kept (still Pending).
    const fell = await dealAt('shared@example.com', ['fell-through']);
    await acknowledge('shared@example.com', fell.listing);
    const open = await dealAt('shared@example.com', []);
    // A signed disclosure whose deal was deleted while Pending.
    const gone = await dealAt('gone@example.com', []);
    await signedDisclosure(gone.id, 'gone@example.com');
    expect((await api('DELETE', `/api/admin/deals/${gone.id}`)).statusCode).toBe(200);
    expect(await signedListed(gone.id)).toBe(1);

    // Within the years nothing goes, and a deal past Pending cannot be deleted by hand.
    for (const at of [yearsAfter(1), yearsAfter(3, -1)]) {
      now = at;
      expect(await purge()).toBeNull();
    }
    // The lease's evidence stays append-only until its purge.
    await expect(sql`DELETE FROM lease_events WHERE lease_id = ${leaseId}`.execute(db())).rejects.toThrow(/append-only/);
    const refused = await api('DELETE', `/api/admin/deals/${paid.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: T.deleteRefused });

    // The administrator keeps them longer: four years after, with 5, still nothing.
    expect((await api('PUT', '/api/admin/deal-records/settings', { retentionYears: 5 })).statusCode).toBe(200);
    now = yearsAfter(4);
    expect(await purge()).toBeNull();
    expect((await api('GET', `/api/admin/deals/${paid.id}`)).statusCode).toBe(200);

    // Back to 3: the two closed deals go with their records; the open one and what it needs stay.
    expect((await api('PUT', '/api/admin/deal-records/settings', { retentionYears: 3 })).statusCode).toBe(200);
    const outcome = await purge();
    expect(outcome).toEqual({ deals: 2, disclosures: 2, leases: 1, acknowledgements: 1 });
    for (const id of [paid.id, fell.id]) expect((await api('GET', `/api/admin/deals/${id}`)).statusCode).toBe(404);
    expect((await api('GET', `/api/admin/deals/${open.id}`)).statusCode).toBe(200);
    expect(await signedListed(paid.id)).toBe(0);
    expect(await signedListed(gone.id)).toBe(0);
    expect(await db().withTables<{ leases: { id: number } }>().selectFrom('leases').select('id').where('id', '=', leaseId).execute()).toEqual([]);
    expect(documents().filter((file) => files.includes(file))).toEqual([]);
    expect(await ackOf('paid@example.com')).toBeUndefined();
    expect(await ackOf('shared@example.com')).toBeDefined();
    // A second run finds nothing more.
    expect(await purge()).toBeNull();
  });
});
