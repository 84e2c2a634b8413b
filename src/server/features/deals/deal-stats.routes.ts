import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { sendCsv } from '../../platform/csv-file.ts';
import { z } from 'zod';
import {
  CommissionStatsAnswerSchema,
  LeasesEndingAnswerSchema,
  SourceFunnelAnswerSchema,
} from '../../../shared/deal-stats.schema.ts';
import { DealsQuerySchema } from '../../../shared/deals.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { dealsCsv } from './deals-csv.ts';
import { leasesEndingSoon } from './leases-ending.ts';
import { commissionStats } from './stats.ts';
import { sourceFunnel } from './source-funnel.ts';
import { noStore, route, type RoutesApp } from '../../platform/route.ts';

/**
 * The dashboard's commission figures, the board's CSV export and the Insights funnel by source (staff
 * only, 'private'; docs/decisions/068; never kept by a cache: the `noStore` hook). `clock` is the present
 * (tests move it); default the system clock.
 */
export async function dealStatsRoutes(app: RoutesApp, options: { clock?: () => Date }) {
  app.addHook('preHandler', noStore);
  const db = app.database.db;
  const now = options.clock ?? (() => new Date());

  app.get(
    '/admin/deals/stats',
    route('private', {
      tags: ['Deals'],
      summary:
        'Commission paid this New York month and year, expected (deals Pending and Lease signed), and paid per month over the last 12 months (dollars)',
      response: { 200: CommissionStatsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true as const, commission: await commissionStats(db, now()) }),
  );

  app.get(
    '/admin/deals/ending-soon',
    route('private', {
      tags: ['Deals'],
      summary:
        "Signed leases (Lease signed or Paid) ending within the next 90 New York days, the soonest first (at most 10), with whether the 'Renew or move?' e-mail has gone out",
      response: { 200: LeasesEndingAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true as const, ...(await leasesEndingSoon(db, now())) }),
  );

  app.get(
    '/insights/funnel',
    route('private', {
      tags: ['Insights'],
      summary:
        'Leads → viewings → applications → leases by lead source over the last 12 New York months (a renter counted under the source of their first inquiry)',
      response: { 200: SourceFunnelAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true as const, funnel: await sourceFunnel(db, now()) }),
  );

  app.get(
    '/admin/deals/export.csv',
    route('private', {
      tags: ['Deals'],
      summary:
        "The board's deals (stage, lease start from/to) as a formula-safe CSV file, newest first; X-Export-Count says how many",
      querystring: DealsQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'text/csv attachment' }), 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request, reply) => {
      const at = now();
      const { csv, count } = await dealsCsv(db, request.query, at);
      return sendCsv(reply, { name: T.exportFileName(newYorkDate(at)), csv, count });
    },
  );
}
