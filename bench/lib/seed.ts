import { randomBytes } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import { listingBuildingSlug } from '../../src/shared/buildings.ts';
import { AMENITIES } from '../../src/shared/amenities.ts';
import { openDatabase } from '../../src/server/platform/db/client.ts';
import { migrateDatabase } from '../../src/server/services.ts';
import type { Database } from '../../src/server/platform/db/schema.ts';
import type { BenchContext } from './types.ts';
import { seededRandom } from '../../src/server/platform/db/demo/seeded-random.ts';

const STREETS = [
  '50 West 34th Street',
  '145 East 29th Street',
  '230 West 57th Street',
  '305 West 72nd Street',
  '88 Bedford Street',
  '10 Hanover Square',
  '200 East 89th Street',
  '400 Chambers Street',
  '1 Irving Place',
  '315 West 33rd Street',
  '21 West End Avenue',
  '160 Riverside Boulevard',
  '77 Greenwich Street',
  '5 Tudor City Place',
  '420 East 54th Street',
  '350 West 42nd Street',
  '70 Pine Street',
  '15 Cliff Street',
  '100 Jane Street',
  '2 Gold Street',
  '555 West 59th Street',
  '180 Montague Street',
  '33 Bond Street',
  '250 East 53rd Street',
  '601 West 26th Street',
  '45 Wall Street',
  '225 Rector Place',
  '3 Sheridan Square',
  '130 Water Street',
  '801 Amsterdam Avenue',
  '12 East 13th Street',
  '56 Leonard Street',
  '99 John Street',
  '1 Seaport',
  '60 Warren Street',
  '205 East 92nd Street',
  '15 Hudson Yards',
  '500 West 18th Street',
  '111 Murray Street',
  '8 Spruce Street',
];
const PHRASES = [
  'Sunny corner unit with oversized windows and open city views.',
  'Renovated kitchen with stainless steel appliances and a dishwasher.',
  'Steps from the subway, parks, cafes and grocery stores.',
  'Full-time doorman, fitness center and a landscaped roof deck.',
  'Hardwood floors throughout and generous closet space.',
  'Quiet rear-facing bedroom that fits a queen bed and a desk.',
  'Laundry room on every floor and a live-in super.',
  'Heat and hot water included; pets considered.',
  'Private terrace with space for a table and chairs.',
  'Flexible lease terms available for the right tenant.',
];
const SIZES = ['No Roomies', '1 Roomie', '2 Roomies'];
const DAY_MS = 86_400_000;

/**
 * A fresh SQLite database in `dataDir` with `count` realistic listings (2 photo rows each), written
 * in one transaction with prepared statements (seconds, not minutes).
 */
export async function seedListings(
  dataDir: string,
  count: number,
): Promise<Omit<BenchContext, 'inquiries' | 'inquirySearchTerm'>> {
  const handle = openDatabase({ dataDir });
  await migrateDatabase(handle);
  await handle.close();

  const db = new SQLite(path.join(dataDir, 'app.db'));
  db.pragma('journal_mode = WAL');
  const rand = seededRandom(20_240_601);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const insertListing = db.prepare(
    `insert into listings (price, address, neighborhood, bedrooms, bathrooms, size, description, amenities, status, is_sublet, building_slug, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPhoto = db.prepare(
    // Marked as having their link-preview and portal JPEGs, as photos processed by the pipeline have.
    `insert into listing_photos (listing_id, position, file_key, widths, width, height, caption, has_preview, has_portal_jpeg, created_at)
     values (?, ?, ?, ?, ?, ?, ?, 1, 1, ?)`,
  );
  const start = Date.now() - 730 * DAY_MS;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const street = pick(STREETS);
      const address = `${street}, New York, NY 100${String(1 + Math.floor(rand() * 40)).padStart(2, '0')}`;
      const bedrooms = Math.floor(rand() * 4);
      const roll = rand();
      const status = roll < 0.8 ? 'active' : roll < 0.9 ? 'inactive' : 'pending';
      const sublet = rand() < 0.25 ? 1 : 0;
      const description = Array.from({ length: 3 + Math.floor(rand() * 3) }, () => pick(PHRASES)).join(
        rand() < 0.5 ? '\n\n' : ' ',
      );
      const amenities = AMENITIES.filter(() => rand() < 0.3);
      const at = new Date(start + Math.floor(rand() * 730 * DAY_MS)).toISOString();
      const { lastInsertRowid } = insertListing.run(
        Math.round(1500 + rand() * 7500),
        address,
        `${1 + Math.floor(rand() * 40)}${'ABCDEFGH'[Math.floor(rand() * 8)]}`,
        bedrooms,
        1 + Math.floor(rand() * 3) * 0.5,
        pick(SIZES),
        description,
        JSON.stringify(amenities),
        status,
        sublet,
        listingBuildingSlug(address),
        at,
        at,
      );
      for (let p = 0; p < 2; p++) {
        const key = randomBytes(10).toString('hex');
        insertPhoto.run(Number(lastInsertRowid), p, `${key.slice(0, 2)}/${key}`, '[480,960,1600]', 1600, 1067, '', at);
      }
    }
  })();
  db.pragma('optimize');
  const active = db
    .prepare(`select id from listings where status = 'active' order by created_at desc, id desc limit 1`)
    .get() as { id: number };
  db.close();
  return { listings: count, busyBuilding: 'herald-towers', searchTerm: 'terrace', activeListingId: Number(active.id) };
}

const FIRST_NAMES = [
  'Ann',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jamal',
  'Kate',
  'Luis',
  'Mina',
  'Noah',
];
const LAST_NAMES = ['Park', 'Smith', 'Chen', 'Garcia', 'Okafor', 'Rossi', 'Nguyen', 'Cohen', 'Silva', 'Brown', 'Kim', 'Patel'];
const QUESTIONS = [
  'Is the apartment still available next month?',
  'Could I see it this weekend? I work weekdays.',
  'Are pets allowed? I have a small dog.',
  'Is heat and hot water included in the rent?',
  'What is the earliest move-in date?',
  'Do you need a guarantor for students?',
  'Is there a laundry room in the building?',
  'Would a 6-month lease be possible?',
];

/** The columns of a seeded inquiry, in the order both writers insert them. */
const INQUIRY_COLUMNS = [
  'name',
  'email',
  'phone',
  'message',
  'inquiry_type',
  'listing_id',
  'listing_address',
  'status',
  'notes',
  'created_at',
  'updated_at',
] as const;

/**
 * `count` realistic inquiries over the last year (a third about one of `listings`, keeping its
 * address; half with a phone number), as rows of INQUIRY_COLUMNS values, always the same ones.
 */
function* inquiryRows(count: number, listings: Array<{ id: number; address: string }>): Generator<unknown[]> {
  const rand = seededRandom(20_251_122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const start = Date.now() - 365 * DAY_MS;
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const listing = rand() < 0.33 && listings.length > 0 ? pick(listings) : null;
    const roll = rand();
    const at = new Date(start + Math.floor(rand() * 365 * DAY_MS)).toISOString();
    yield [
      `${first} ${last}`,
      `${first}.${last}${i}@example.com`.toLowerCase(),
      rand() < 0.5 ? `212-555-${String(1000 + Math.floor(rand() * 9000))}` : '',
      pick(QUESTIONS),
      listing ? 'property' : 'general',
      listing?.id ?? null,
      listing?.address ?? null,
      roll < 0.5 ? 'new' : roll < 0.85 ? 'responded' : 'closed',
      '',
      at,
      at,
    ];
  }
}

/** The search term of the scenarios: a word found in about one inquiry message in eight. */
const INQUIRY_SEARCH_TERM = 'guarantor';

/**
 * `count` inquiries (inquiryRows) in the same SQLite database, one transaction. Returns a search
 * term found in about one in eight of them.
 */
export function seedInquiries(dataDir: string, count: number): { inquiries: number; inquirySearchTerm: string } {
  const db = new SQLite(path.join(dataDir, 'app.db'));
  const listings = db.prepare(`select id, address from listings order by id limit 500`).all() as Array<{
    id: number;
    address: string;
  }>;
  const insert = db.prepare(
    `insert into inquiries (${INQUIRY_COLUMNS.join(', ')}) values (${INQUIRY_COLUMNS.map(() => '?').join(', ')})`,
  );
  db.transaction(() => {
    for (const row of inquiryRows(count, listings)) insert.run(row);
  })();
  db.close();
  return { inquiries: count, inquirySearchTerm: INQUIRY_SEARCH_TERM };
}

/**
 * The same `count` inquiries in a PostgreSQL database the product has migrated, about `listings`
 * (id and address) already there: multi-row inserts of 2,000 rows, one transaction.
 */
export async function seedInquiriesPostgres(
  db: Kysely<Database>,
  count: number,
  listings: Array<{ id: number; address: string }>,
): Promise<void> {
  const BATCH = 2000;
  await db.transaction().execute(async (trx) => {
    let batch: Insertable<Database['inquiries']>[] = [];
    const flush = async () => {
      if (batch.length > 0) await trx.insertInto('inquiries').values(batch).execute();
      batch = [];
    };
    for (const row of inquiryRows(count, listings)) {
      batch.push(Object.fromEntries(INQUIRY_COLUMNS.map((column, i) => [column, row[i]])) as Insertable<Database['inquiries']>);
      if (batch.length === BATCH) await flush();
    }
    await flush();
  });
}
