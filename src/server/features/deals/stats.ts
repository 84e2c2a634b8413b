import { DateTime } from 'luxon';
import { COMMISSION_CHART_MONTHS, type CommissionStats } from '../../../shared/deal-stats.schema.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { centsToDollars, toNumber } from '../../platform/db/mappers.ts';

/** The New York month ('YYYY-MM') of an ISO instant. */
const monthOf = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).setZone(NEW_YORK).toFormat('yyyy-MM');

/**
 * The dashboard's commission (docs/decisions/068): paid this New York month and year, by when each deal
 * was marked Paid (`paid_at`); expected, the deals still Pending or Lease signed; and the commission
 * paid in each of the last 12 New York months for the chart.
 */
export async function commissionStats(db: Db, now: Date): Promise<CommissionStats> {
  const today = DateTime.fromJSDate(now, { zone: NEW_YORK });
  const thisMonth = today.startOf('month');
  const firstChartMonth = thisMonth.minus({ months: COMMISSION_CHART_MONTHS - 1 });
  const yearStart = today.startOf('year');
  const since = DateTime.min(firstChartMonth, yearStart);
  const [paid, open] = await Promise.all([
    db
      .selectFrom('deals')
      .select(['commission_cents', 'paid_at'])
      .where('stage', 'in', ['paid', 'archived'])
      .where('paid_at', '>=', since.toUTC().toISO() as string)
      .where('paid_at', '<', thisMonth.plus({ months: 1 }).toUTC().toISO() as string)
      .execute(),
    db
      .selectFrom('deals')
      .select((eb) => ['stage', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('commission_cents').as('cents')])
      .where('stage', 'in', ['pending', 'lease-signed'])
      .groupBy('stage')
      .execute(),
  ]);
  const months = new Map<string, number>();
  for (let m = firstChartMonth; m <= thisMonth; m = m.plus({ months: 1 })) months.set(m.toFormat('yyyy-MM'), 0);
  const year = yearStart.toFormat('yyyy');
  let paidThisYear = 0;
  for (const row of paid) {
    if (!row.paid_at) continue;
    const month = monthOf(row.paid_at);
    const cents = toNumber(row.commission_cents);
    if (months.has(month)) months.set(month, (months.get(month) ?? 0) + cents);
    if (month.startsWith(`${year}-`)) paidThisYear += cents;
  }
  const stage = (name: string) => {
    const row = open.find((r) => r.stage === name);
    return { count: row ? toNumber(row.n) : 0, commission: centsToDollars(row ? toNumber(row.cents ?? 0) : 0) };
  };
  const pending = stage('pending');
  const leaseSigned = stage('lease-signed');
  return {
    paidThisMonth: centsToDollars(months.get(thisMonth.toFormat('yyyy-MM')) ?? 0),
    paidThisYear: centsToDollars(paidThisYear),
    expected: Math.round((pending.commission + leaseSigned.commission) * 100) / 100,
    pending,
    leaseSigned,
    months: [...months].map(([month, cents]) => ({ month, paid: centsToDollars(cents) })),
  };
}
