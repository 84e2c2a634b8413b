import { sql } from 'kysely';
import { newYorkDate } from '../../src/shared/new-york-time.ts';
import type { TestApp } from '../support/app.ts';
import { listingFields } from './viewings-fixtures.ts';

/** A New York day this many days from now, 'YYYY-MM-DD'. */
export const dayFromNow = (days: number) => newYorkDate(new Date(Date.now() + days * 86_400_000));

/** A complete questionnaire; `fields` change or add to it. */
export const questionnaire = (fields: Record<string, unknown> = {}) => ({
  name: 'Maya Chen',
  email: 'maya@example.com',
  phone: '917 555 0101',
  budget: 1500,
  moveInDate: dayFromNow(30),
  stayMonths: 12,
  areas: [],
  needs: { privateBath: true },
  lifestyle: {
    smoking: 'non-smoker',
    pets: 'no-pets',
    schedule: 'office',
    tidiness: 'tidy',
    guests: 'sometimes',
    noise: 'quiet',
  },
  householdPreference: 'none',
  about: 'I design book covers and cook on Sundays.',
  introduce: true,
  ...fields,
});

const HOME = {
  flatmates: 2,
  privateBath: false,
  furnished: false,
  utilitiesIncluded: true,
  smoking: false,
  pets: false,
  quietHours: false,
  workFromHome: false,
  hostLivesIn: false,
  hostShares: false,
};

/**
 * A room listing: created through the listings service, then made a room with its household (the
 * columns of migration 031), and activated `activatedAt` (default now).
 */
export async function createRoom(
  t: TestApp,
  fields: Record<string, unknown> = {},
  household: Partial<typeof HOME> = {},
  activatedAt = new Date().toISOString(),
): Promise<number> {
  const { id } = await t.app.services.listings.create(listingFields({ size: '2 Roomies', ...fields }));
  const home = JSON.stringify({ ...HOME, ...household });
  await sql`update listings set kind = 'room', household = ${home}, activated_at = ${activatedAt} where id = ${id}`.execute(
    t.app.database.db,
  );
  // As a listing save does: its data version moves, so what was read of the listings is read again.
  await sql`update data_versions set version = version + 1 where name = 'listings'`.execute(t.app.database.db);
  return id;
}
