import { sql } from 'kysely';
import { withApartment } from '../../../shared/listing-format.ts';
import type { PersonEvent } from '../../../shared/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/** A person's viewings, newest booking first, at most `cap` (docs/decisions/091-one-person-one-timeline.md). */
export async function viewingsOfPerson(db: Db, email: string, cap: number): Promise<PersonEvent[]> {
  const rows = await db
    .selectFrom('viewings')
    .select(['id', 'created_at', 'listing_address', 'apartment', 'status', 'start_at'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(cap)
    .execute();
  return rows.map((row) => ({
    kind: 'viewing' as const,
    id: toNumber(row.id),
    at: row.created_at,
    recordId: toNumber(row.id),
    title: withApartment(row.listing_address, row.apartment),
    status: row.status,
    start: row.start_at,
  }));
}
