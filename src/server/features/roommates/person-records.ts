import { sql } from 'kysely';
import type { PersonEvent } from '../../../shared/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/**
 * A person's roommate profile and the introductions the agent made for it, newest first, at most `cap`
 * of each (docs/decisions/091): an introduction names the other seeker and opens this person's profile.
 */
export async function roommatesOfPerson(db: Db, email: string, cap: number): Promise<PersonEvent[]> {
  const seekers = await db
    .selectFrom('roommate_seekers')
    .select(['id', 'created_at', 'status'])
    .where(sql<boolean>`lower(email) = ${email}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(cap)
    .execute();
  if (seekers.length === 0) return [];
  const ids = seekers.map((s) => toNumber(s.id));
  const introductions = await db
    .selectFrom('roommate_introductions')
    .select(['id', 'seeker_a', 'seeker_b', 'created_at'])
    .where((eb) => eb.or([eb('seeker_a', 'in', ids), eb('seeker_b', 'in', ids)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(cap)
    .execute();
  const others = [
    ...new Set(introductions.map((i) => (ids.includes(toNumber(i.seeker_a)) ? toNumber(i.seeker_b) : toNumber(i.seeker_a)))),
  ];
  const names = new Map(
    others.length === 0
      ? []
      : (await db.selectFrom('roommate_seekers').select(['id', 'name']).where('id', 'in', others).execute()).map(
          (s) => [toNumber(s.id), s.name] as const,
        ),
  );
  return [
    ...seekers.map((row) => ({
      kind: 'roommate-profile' as const,
      id: toNumber(row.id),
      at: row.created_at,
      recordId: toNumber(row.id),
      title: '',
      status: row.status,
      start: null,
    })),
    ...introductions.map((row) => {
      const mine = ids.includes(toNumber(row.seeker_a)) ? toNumber(row.seeker_a) : toNumber(row.seeker_b);
      const other = mine === toNumber(row.seeker_a) ? toNumber(row.seeker_b) : toNumber(row.seeker_a);
      return {
        kind: 'introduction' as const,
        id: toNumber(row.id),
        at: row.created_at,
        recordId: mine,
        title: names.get(other) ?? '',
        status: null,
        start: null,
      };
    }),
  ];
}
