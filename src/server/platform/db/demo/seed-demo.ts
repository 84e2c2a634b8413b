import { sql } from 'kysely';
import type { DbHandle } from '../client.ts';
import { newYorkDate } from '../../../../shared/new-york-time.ts';
import { DEMO_LISTINGS, DEMO_TIPS, type DemoListing } from './demo-content.ts';
import { PALETTES, renderScene } from './demo-photos.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fields of a sample listing as the listing form takes them. */
type DemoListingFields = Omit<DemoListing, 'ageDays' | 'availableInDays' | 'palette' | 'photos'> & {
  available_from: string | null;
};

/**
 * Adds one sample listing through the listings' own rules and photo pipeline (given by the composition
 * root: the platform knows no feature), dated `createdAt`.
 */
export type AddDemoListing = (
  fields: DemoListingFields,
  photos: Array<{ data: Buffer; caption: string }>,
  createdAt: string,
) => Promise<unknown>;

/**
 * True when no listing was ever stored in this database (not merely "none left"): an agent who
 * deleted every listing must not get the samples back on the next start.
 */
export async function neverHadListings({ db, dialect }: DbHandle): Promise<boolean> {
  if (await db.selectFrom('listings').select('id').limit(1).executeTakeFirst()) return false;
  try {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'listings'`.execute(db);
      return rows.length === 0 || Number(rows[0].seq) === 0;
    }
    const { rows } = await sql<{ is_called: boolean }>`select is_called from listings_id_seq`.execute(db);
    return rows.length > 0 && !rows[0].is_called;
  } catch {
    return false;
  }
}

/**
 * Sample content for a fresh database (DEMO_CONTENT): a dozen listings with photos drawn locally and
 * run through the normal photo pipeline, and the sublet tips. Returns how many listings were added.
 */
export async function seedDemoContent(database: DbHandle, addListing: AddDemoListing): Promise<number> {
  if (!(await neverHadListings(database))) return 0;
  const now = Date.now();
  let count = 0;
  for (const [i, demo] of DEMO_LISTINGS.entries()) {
    const palette = PALETTES[demo.palette] ?? PALETTES.warm;
    const photos = await Promise.all(
      demo.photos.map(async (photo, j) => ({
        data: await renderScene(photo.scene, palette, (i + 1) * 101 + j),
        caption: photo.caption,
      })),
    );
    const { ageDays, availableInDays, palette: _palette, photos: _photos, ...fields } = demo;
    const available_from = availableInDays === undefined ? null : newYorkDate(new Date(now + availableInDays * DAY_MS));
    await addListing({ ...fields, available_from }, photos, new Date(now - ageDays * DAY_MS - i * 3_600_000).toISOString());
    count += 1;
  }
  const tips = await database.db.selectFrom('tips').select('id').limit(1).executeTakeFirst();
  if (!tips) {
    const start = now - DEMO_TIPS.length * DAY_MS;
    await database.db
      .insertInto('tips')
      .values(
        DEMO_TIPS.map((tip, i) => {
          const at = new Date(start + i * DAY_MS).toISOString();
          return { title: tip.title, content: tip.content, is_active: 1, created_at: at, updated_at: at };
        }),
      )
      .execute();
  }
  return count;
}
