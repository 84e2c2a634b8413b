import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommissionStats, SourceFunnel } from '../../src/shared/deal-stats.schema.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';

/**
 * The dashboard's commission figures (GET /api/admin/deals/stats) and the Insights funnel by source
 * (GET /api/insights/funnel), on a clock set to Friday 20 November 2026, New York.
 */
const NOW = new Date('2026-11-20T17:00:00Z');
const at = '2026-06-01T12:00:00.000Z';

type Stage = 'pending' | 'lease-signed' | 'paid' | 'fell-through';

describe.each(DATABASES)('deal stats on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, build: { clock: () => NOW } });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;

  async function deal(
    stage: Stage,
    commission: number,
    extra: { paidAt?: string; tenants?: string[]; applicationId?: number; createdAt?: string } = {},
  ) {
    const row = await db()
      .insertInto('deals')
      .values({
        listing_id: null,
        listing_address: '145 East 29th Street, New York, NY 10016',
        listing_apartment: '4B',
        application_id: extra.applicationId ?? null,
        tenants: JSON.stringify(
          (extra.tenants ?? ['someone@example.com']).map((email) => ({ name: email.split('@')[0], email })),
        ),
        lease_start: '2026-12-01',
        term_months: 12,
        lease_end: '2027-11-30',
        rent_cents: 350000,
        deposit_cents: 350000,
        fee_cents: 0,
        fee_paid_by: 'landlord',
        tenant_agreement_on: null,
        commission_cents: Math.round(commission * 100),
        co_broke_split: null,
        expected_pay_on: null,
        notes: '',
        stage,
        stage_changed_at: extra.paidAt ?? at,
        fell_through_reason: stage === 'fell-through' ? 'The landlord chose another applicant' : null,
        lease_signed_at: stage === 'lease-signed' || stage === 'paid' ? at : null,
        paid_at: extra.paidAt ?? null,
        created_at: extra.createdAt ?? at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  const get = (url: string) => t.inject({ method: 'GET', url, headers: auth });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/admin/deals/stats', '/api/insights/funnel']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('is zero with no deals, with twelve empty New York months ending this one', async () => {
    const res = await get('/api/admin/deals/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { commission } = res.json() as { commission: CommissionStats };
    expect(commission).toMatchObject({ paidThisMonth: 0, paidThisYear: 0, expected: 0 });
    expect(commission.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('counts commission paid by the New York month it was paid in (across both DST changes), and the expected', async () => {
    await deal('paid', 1500, { paidAt: '2026-11-05T15:00:00.000Z' });
    // 23:30 on Saturday 31 October in New York (EDT): October's, though November's in UTC.
    await deal('paid', 2000.5, { paidAt: '2026-11-01T03:30:00.000Z' });
    // 23:30 on 28 February (EST): February's.
    await deal('paid', 300, { paidAt: '2026-03-01T04:30:00.000Z' });
    // 23:30 on New Year's Eve 2025: in the chart (December 2025), not in this year.
    await deal('paid', 1000, { paidAt: '2026-01-01T04:30:00.000Z' });
    // Thirteen months ago: neither.
    await deal('paid', 777, { paidAt: '2025-11-15T12:00:00.000Z' });
    await deal('pending', 3000);
    await deal('pending', 250.25);
    await deal('lease-signed', 4000);
    await deal('fell-through', 9999);

    const res = await get('/api/admin/deals/stats');
    expect(res.statusCode, res.body).toBe(200);
    const { commission } = res.json() as { commission: CommissionStats };
    expect(commission).toMatchObject({
      paidThisMonth: 1500,
      paidThisYear: 3800.5,
      expected: 7250.25,
      pending: { count: 2, commission: 3250.25 },
      leaseSigned: { count: 1, commission: 4000 },
    });
    const paid = Object.fromEntries(commission.months.map((m) => [m.month, m.paid]));
    expect(paid).toMatchObject({ '2025-12': 1000, '2026-02': 300, '2026-03': 0, '2026-10': 2000.5, '2026-11': 1500 });
    expect(commission.months.reduce((n, m) => n + m.paid, 0)).toBe(4800.5);
  });

  it('follows each source from leads to viewings, applications and leases', async () => {
    const inquiry = async (email: string, source: string, createdAt: string) => {
      const row = await db()
        .insertInto('inquiries')
        .values({
          name: email,
          email,
          phone: '',
          message: 'Is it still available?',
          inquiry_type: 'general',
          listing_id: null,
          listing_address: null,
          status: 'new',
          notes: '',
          source,
          follow_up_on: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    let slot = 0;
    const viewing = (email: string, status: 'confirmed' | 'declined', inquiryId: number | null) => {
      const start = new Date(Date.parse('2026-09-01T14:00:00.000Z') + ++slot * 3_600_000);
      return db()
        .insertInto('viewings')
        .values({
          listing_id: null,
          listing_address: '145 East 29th Street',
          apartment: '4B',
          inquiry_id: inquiryId,
          start_at: start.toISOString(),
          end_at: new Date(start.getTime() + 1_800_000).toISOString(),
          status,
          name: email,
          email,
          phone: '',
          message: '',
          manage_token: `token-${email}-${status}`,
          confirmed_at: null,
          reminder_sent_at: null,
          client_key: null,
          created_at: '2026-08-20T14:00:00.000Z',
          updated_at: '2026-08-20T14:00:00.000Z',
        })
        .execute();
    };
    const application = async (emails: string[], submitted: boolean) => {
      const row = await db()
        .insertInto('applications')
        .values({
          listing_id: null,
          listing_address: '145 East 29th Street',
          listing_apartment: '4B',
          status: submitted ? 'approved' : 'started',
          created_at: at,
          updated_at: at,
          submitted_at: submitted ? '2026-09-10T14:00:00.000Z' : null,
          decided_at: null,
          documents_deleted_at: null,
          screening_fee_received: null,
          screening_fee_received_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      for (const [i, email] of emails.entries())
        await db()
          .insertInto('application_people')
          .values({
            application_id: id,
            role: i === 0 ? 'applicant' : 'co_applicant',
            token_hash: `${id}-${i}-${email}`,
            name: email,
            email,
            part: '{}',
            fees_disclosed: null,
            fees_acknowledged_at: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
      return id;
    };

    await inquiry('old@example.com', 'StreetEasy', '2025-10-01T14:00:00.000Z'); // before the period
    await inquiry('ann@example.com', 'StreetEasy', '2026-05-01T14:00:00.000Z');
    await inquiry('ann@example.com', 'Zillow', '2026-05-03T14:00:00.000Z'); // her second: she stays StreetEasy's
    await inquiry('bob@example.com', 'StreetEasy', '2026-05-02T14:00:00.000Z');
    const cat = await inquiry('cat@example.com', 'Zillow', '2026-06-01T14:00:00.000Z');
    await inquiry('dan@example.com', 'Phone', '2026-07-01T14:00:00.000Z');

    await viewing('Ann@Example.com', 'confirmed', null); // the address in another case
    await viewing('bob@example.com', 'declined', null); // declined: not a step
    await viewing('cat.at.work@example.com', 'confirmed', cat); // another address, but her inquiry's viewing

    const annAndDan = await application(['ann@example.com', 'dan@example.com'], true); // Ann inquired first
    await application(['cat@example.com'], true);
    await application(['bob@example.com'], false); // not submitted
    await application(['stranger@example.com'], true); // never inquired

    await deal('lease-signed', 2000, { applicationId: annAndDan, tenants: ['dan@example.com'] });
    await deal('paid', 2500, { tenants: ['cat@example.com'], paidAt: '2026-10-01T14:00:00.000Z' });
    await deal('pending', 2500, { tenants: ['bob@example.com'] });
    await deal('fell-through', 2500, { tenants: ['cat@example.com'] });

    const res = await get('/api/insights/funnel');
    expect(res.statusCode, res.body).toBe(200);
    const { funnel } = res.json() as { funnel: SourceFunnel };
    expect(funnel.from).toBe('2025-12-01');
    expect(funnel.sources).toEqual([
      { source: 'StreetEasy', leads: 2, viewings: 1, applications: 1, leases: 1 },
      { source: 'Zillow', leads: 1, viewings: 1, applications: 1, leases: 1 },
      { source: 'Phone', leads: 1, viewings: 0, applications: 0, leases: 0 },
    ]);
  });

  it('exports the deals of a stage and lease-start month as a formula-safe CSV', async () => {
    for (const url of ['/api/admin/deals/export.csv']) expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    const id = await db()
      .insertInto('deals')
      .values({
        listing_id: null,
        listing_address: '=HYPERLINK("http://evil.example")',
        listing_apartment: '2C',
        application_id: null,
        tenants: JSON.stringify([
          { name: '+Eve Formula', email: 'eve@example.com' },
          { name: 'Ann Lee', email: 'ann@example.com' },
        ]),
        lease_start: '2027-01-01',
        term_months: 12,
        lease_end: '2027-12-31',
        rent_cents: 345000,
        deposit_cents: 345000,
        fee_cents: 0,
        fee_paid_by: 'landlord',
        tenant_agreement_on: null,
        commission_cents: 414000,
        co_broke_split: 50,
        expected_pay_on: '2027-01-15',
        notes: '@SUM(1+1)\nsecond line',
        stage: 'pending',
        // Three New York days before the clock's Friday 20 November.
        stage_changed_at: '2026-11-17T16:00:00.000Z',
        fell_through_reason: null,
        lease_signed_at: null,
        paid_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(id.id)).toBeGreaterThan(0);

    const res = await get('/api/admin/deals/export.csv?stage=pending&from=2027-01-01&to=2027-01-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="deals-2026-11-20.csv"');
    expect(res.headers['x-export-count']).toBe('1');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Stage,Tenants,Tenant e-mails,Listing,Lease start,Lease end,Term (months),Rent,Deposit,Fee,Fee paid by,Tenant hired agent on,Commission,Co-broke split (%),Expected pay date,Days in stage,Fell-through reason,Notes',
    );
    expect(lines[1]).toBe(
      `Pending,'+Eve Formula; Ann Lee,eve@example.com; ann@example.com,"'=HYPERLINK(""http://evil.example""), Apt 2C",2027-01-01,2027-12-31,12,3450.00,3450.00,0.00,Landlord,,4140.00,50,2027-01-15,3,,"'@SUM(1+1)\nsecond line"`,
    );

    // Another month, another stage: none.
    const none = await get('/api/admin/deals/export.csv?stage=pending&from=2027-02-01&to=2027-02-28');
    expect(none.headers['x-export-count']).toBe('0');
    const all = await get('/api/admin/deals/export.csv');
    expect(Number(all.headers['x-export-count'])).toBeGreaterThan(1);

    for (const query of ['stage=closed', 'from=2027-02-30', 'from=2027-03-01&to=2027-02-01', 'to=tomorrow']) {
      const bad = await get(`/api/admin/deals/export.csv?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
    }
  });

  it('lists the signed leases ending within 90 New York days, the soonest first, and whether the renewal e-mail went out', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/deals/ending-soon' })).statusCode).toBe(401);
    const ending = async (stage: Stage, leaseEnd: string, tenants: string[]) => {
      const id = await deal(stage, 1000, { tenants, paidAt: stage === 'paid' ? at : undefined });
      await db().updateTable('deals').set({ lease_end: leaseEnd }).where('id', '=', id).execute();
      return id;
    };
    // Today is 20 November 2026 in New York: 90 days ahead is 18 February 2027.
    const soon = await ending('lease-signed', '2027-01-10', ['ana@example.com', 'ben@example.com']);
    const lastDay = await ending('paid', '2027-02-18', ['cy@example.com']);
    await ending('paid', '2027-02-19', ['too-far@example.com']);
    await ending('pending', '2026-12-01', ['not-signed@example.com']);
    await ending('fell-through', '2026-12-05', ['fell@example.com']);
    await ending('lease-signed', '2026-11-19', ['ended@example.com']);
    await db().insertInto('deal_mails').values({ deal_id: soon, kind: 'renewal', recipient_count: 2, created_at: at }).execute();

    const res = await get('/api/admin/deals/ending-soon');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: true,
      total: 2,
      leases: [
        {
          id: soon,
          tenants: ['ana', 'ben'],
          listingAddress: '145 East 29th Street, New York, NY 10016',
          listingApartment: '4B',
          leaseEnd: '2027-01-10',
          daysLeft: 51,
          renewalSent: true,
        },
        {
          id: lastDay,
          tenants: ['cy'],
          listingAddress: '145 East 29th Street, New York, NY 10016',
          listingApartment: '4B',
          leaseEnd: '2027-02-18',
          daysLeft: 90,
          renewalSent: false,
        },
      ],
    });
  });
});
