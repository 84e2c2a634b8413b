import { DateTime } from 'luxon';
import { LEASE_ENDING_DAYS, type LeaseEnding } from '../../../shared/deal-stats.schema.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { parseTenants } from './deal-mapper.ts';

/** The leases the dashboard lists at most (the soonest first). */
const SHOWN = 10;

/** Whole days from one 'YYYY-MM-DD' to another. */
const daysBetween = (from: string, to: string) =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);

/**
 * The dashboard's 'Leases ending soon': signed leases (Lease signed or Paid) that end within the
 * renewal e-mail's 90 New York days, the soonest first, with whether that e-mail has gone out — the
 * renter who may move again, the cheapest lead there is (docs/decisions/061).
 */
export async function leasesEndingSoon(db: Db, now: Date): Promise<{ leases: LeaseEnding[]; total: number }> {
  const today = newYorkDate(now);
  const until = DateTime.fromISO(today, { zone: 'utc' }).plus({ days: LEASE_ENDING_DAYS }).toISODate() as string;
  const ending = db
    .selectFrom('deals')
    .where('stage', 'in', ['lease-signed', 'paid'])
    .where('lease_end', '>=', today)
    .where('lease_end', '<=', until);
  const [rows, count] = await Promise.all([
    ending
      .leftJoin('deal_mails', (join) => join.onRef('deal_mails.deal_id', '=', 'deals.id').on('deal_mails.kind', '=', 'renewal'))
      .select([
        'deals.id',
        'deals.tenants',
        'deals.listing_address',
        'deals.listing_apartment',
        'deals.lease_end',
        'deal_mails.kind',
      ])
      .orderBy('deals.lease_end')
      .orderBy('deals.id')
      .limit(SHOWN)
      .execute(),
    ending.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    leases: rows.map((row) => ({
      id: toNumber(row.id),
      tenants: parseTenants(row.tenants).map((tenant) => tenant.name),
      listingAddress: row.listing_address,
      listingApartment: row.listing_apartment,
      leaseEnd: row.lease_end,
      daysLeft: daysBetween(today, row.lease_end),
      renewalSent: row.kind !== null,
    })),
    total: toNumber(count.n),
  };
}
