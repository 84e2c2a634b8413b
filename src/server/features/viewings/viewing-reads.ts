import type { ViewingDto } from '../../../shared/viewings.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { toViewingDto, type ViewingsContext } from './viewing-context.ts';

/** GET /viewings: the coming viewings (soonest first) or the past ones (latest first), or those of one inquiry. */
export async function listViewings(
  c: ViewingsContext,
  query: { scope?: 'upcoming' | 'past'; inquiryId?: number },
): Promise<ViewingDto[]> {
  const now = c.clock().toISOString();
  let q = c.db.selectFrom('viewings').selectAll();
  if (query.inquiryId !== undefined) {
    q = q.where('inquiry_id', '=', query.inquiryId).orderBy('start_at', 'desc');
  } else if (query.scope === 'past') {
    q = q.where('end_at', '<=', now).orderBy('start_at', 'desc').limit(500);
  } else {
    q = q.where('end_at', '>', now).orderBy('start_at', 'asc').orderBy('id', 'asc').limit(500);
  }
  return (await q.execute()).map(toViewingDto);
}

/** The sidebar's count of requests waiting and the dashboard's next three viewings. */
export async function viewingsSummary(c: ViewingsContext): Promise<{ waiting: number; next: ViewingDto[] }> {
  const now = c.clock().toISOString();
  const [count, next] = await Promise.all([
    c.db
      .selectFrom('viewings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'requested')
      .where('start_at', '>', now)
      .executeTakeFirst(),
    c.db
      .selectFrom('viewings')
      .selectAll()
      .where('status', 'in', ['requested', 'confirmed'])
      .where('end_at', '>', now)
      .orderBy('start_at', 'asc')
      .limit(3)
      .execute(),
  ]);
  return { waiting: toNumber(count?.n ?? 0), next: next.map(toViewingDto) };
}
