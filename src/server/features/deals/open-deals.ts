import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { OPEN_STAGES } from './deal-rules.ts';

/**
 * The deal still under way (decision 087) of an application, or null: read by the applications
 * feature, whose 'Start deal' becomes 'Open deal' while there is one (docs/decisions/103: what
 * counts as open is this feature's rule).
 */
export async function openDealOfApplication(db: Db, applicationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('deals')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('stage', 'in', [...OPEN_STAGES])
    .orderBy('id')
    .executeTakeFirst();
  return row ? toNumber(row.id) : null;
}
