import { sql } from 'kysely';
import { withApartment } from '../../../shared/listing-format.ts';
import type { PersonEvent } from '../../../shared/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/**
 * The applications a person is on (as applicant, co-applicant or guarantor), newest first, at most
 * `cap`; the status says the application's state and the person's role (docs/decisions/091).
 */
export async function applicationsOfPerson(db: Db, email: string, cap: number): Promise<PersonEvent[]> {
  const rows = await db
    .selectFrom('application_people')
    .innerJoin('applications', 'applications.id', 'application_people.application_id')
    .select([
      'application_people.id',
      'application_people.role',
      'applications.id as application_id',
      'applications.created_at',
      'applications.listing_address',
      'applications.listing_apartment',
      'applications.status',
    ])
    .where(sql<boolean>`lower(application_people.email) = ${email}`)
    .orderBy('applications.created_at', 'desc')
    .orderBy('application_people.id', 'desc')
    .limit(cap)
    .execute();
  return rows.map((row) => ({
    kind: 'application' as const,
    id: toNumber(row.id),
    at: row.created_at,
    recordId: toNumber(row.application_id),
    title: withApartment(row.listing_address, row.listing_apartment),
    status: `${row.status} · ${row.role}`,
    start: null,
  }));
}
