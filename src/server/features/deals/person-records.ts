import { withApartment } from '../../../shared/listing-format.ts';
import type { PersonEvent } from '../../../shared/people.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { containsAnyCase } from '../../platform/db/sql.ts';
import { parseTenants } from './deal-mapper.ts';

/**
 * The deals a person is a tenant of, newest first, at most `cap` (docs/decisions/091): the tenants'
 * JSON is narrowed by a LIKE on the address, then each deal is kept only when one tenant's address is
 * exactly it (so 'ann@example.com' never brings 'joann@example.com''s deal).
 */
export async function dealsOfPerson(db: Db, dialect: Dialect, email: string, cap: number): Promise<PersonEvent[]> {
  const events: PersonEvent[] = [];
  let offset = 0;
  const page = Math.max(cap, 50);
  for (;;) {
    const rows = await db
      .selectFrom('deals')
      .select(['id', 'created_at', 'listing_address', 'listing_apartment', 'stage', 'tenants'])
      .where(containsAnyCase(dialect, ['tenants'], email))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page)
      .offset(offset)
      .execute();
    for (const row of rows) {
      if (!parseTenants(row.tenants).some((t) => typeof t.email === 'string' && t.email.trim().toLowerCase() === email)) continue;
      events.push({
        kind: 'deal',
        id: toNumber(row.id),
        at: row.created_at,
        recordId: toNumber(row.id),
        title: withApartment(row.listing_address, row.listing_apartment),
        status: row.stage,
        start: null,
      });
      if (events.length >= cap) return events;
    }
    if (rows.length < page) return events;
    offset += page;
  }
}
