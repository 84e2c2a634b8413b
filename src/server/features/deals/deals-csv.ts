import { DateTime } from 'luxon';
import type { DealStage } from '../../../shared/deals.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { decimalDollars } from '../../../shared/words/money.ts';
import { NEW_YORK, newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { DEAL_STAGE_LABELS } from '../../../shared/texts/deals.ts';
import { csvFile } from '../../platform/csv-file.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/** Rows one export holds at most (newest first). */
const MAX_ROWS = 10_000;

export interface DealsCsvFilter {
  stage?: DealStage | 'all';
  /** Lease start from / to, New York days. */
  from?: string | null;
  to?: string | null;
}

function tenantsOf(json: string): Array<{ name: string; email: string }> {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as Array<{ name: string; email: string }>) : [];
  } catch {
    return [];
  }
}

/**
 * The deals of the board's filters as a CSV file (the one writer of src/server/platform/csv-file.ts: RFC 4180,
 * UTF-8 with a byte-order mark, every cell that starts like a formula neutralised), and its row count.
 */
export async function dealsCsv(db: Db, filter: DealsCsvFilter, now: Date): Promise<{ csv: string; count: number }> {
  let query = db.selectFrom('deals').selectAll().orderBy('id', 'desc').limit(MAX_ROWS);
  if (filter.stage && filter.stage !== 'all') query = query.where('stage', '=', filter.stage);
  if (filter.from) query = query.where('lease_start', '>=', filter.from);
  if (filter.to) query = query.where('lease_start', '<=', filter.to);
  const rows = await query.execute();
  const today = DateTime.fromISO(newYorkDate(now), { zone: NEW_YORK });
  const csv = csvFile(
    [...T.csvColumns],
    rows.map((d) => {
      const tenants = tenantsOf(d.tenants);
      const since = DateTime.fromISO(newYorkDate(d.stage_changed_at), { zone: NEW_YORK });
      return [
        DEAL_STAGE_LABELS[d.stage],
        tenants.map((t) => t.name).join('; '),
        tenants.map((t) => t.email).join('; '),
        withApartment(d.listing_address, d.listing_apartment),
        d.lease_start,
        d.lease_end,
        String(toNumber(d.term_months)),
        decimalDollars(toNumber(d.rent_cents) / 100),
        decimalDollars(toNumber(d.deposit_cents) / 100),
        decimalDollars(toNumber(d.fee_cents) / 100),
        d.fee_paid_by === 'tenant' ? T.tenant : T.landlord,
        d.tenant_agreement_on ?? '',
        decimalDollars(toNumber(d.commission_cents) / 100),
        d.co_broke_split === null ? '' : String(toNumber(d.co_broke_split)),
        d.expected_pay_on ?? '',
        String(Math.max(0, Math.round(today.diff(since, 'days').days))),
        d.fell_through_reason ?? '',
        d.notes,
      ];
    }),
  );
  return { csv, count: rows.length };
}
