import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/client.ts';
import { portalJpeg, previewJpeg } from './photo-processor.ts';
import { portalName, previewName, variantName, type PhotoStore } from './photo-store.ts';

/** A JPEG every photo gets that photos stored before it existed lack: the column that says so, its name, how it is made. */
interface DerivedJpeg {
  column: 'has_preview' | 'has_portal_jpeg';
  name: (fileKey: string) => string;
  make: (largestVariant: Buffer) => Promise<Buffer>;
}

/** The link-preview JPEG (decision 020) and the portal JPEG of the listing feeds (decision 037). */
export const DERIVED_JPEGS = {
  preview: { column: 'has_preview', name: previewName, make: previewJpeg },
  portal: { column: 'has_portal_jpeg', name: portalName, make: portalJpeg },
} as const satisfies Record<string, DerivedJpeg>;

/**
 * Makes the JPEG of `kind` for every photo that lacks it (its column is 0), from the photo's largest
 * WebP variant (the original is not kept), writes it through the store and marks the photo. Returns
 * the photos done; `onDone` runs once after any was done (the listings version is bumped so cached
 * pages and the feeds name them).
 */
export async function backfillJpegs(
  db: Db,
  store: PhotoStore,
  kind: keyof typeof DERIVED_JPEGS,
  onDone: () => Promise<void>,
): Promise<number> {
  const { column, name, make } = DERIVED_JPEGS[kind];
  const rows = await db.selectFrom('listing_photos').select(['id', 'file_key', 'widths']).where(column, '=', 0).execute();
  let done = 0;
  for (const row of rows) {
    const widths = JSON.parse(row.widths) as number[];
    const file = await store.read(variantName(row.file_key, Math.max(...widths)));
    if (!file || file === 'not-modified') continue;
    const data = await make(await buffer(file.body));
    await store.put({ name: name(row.file_key), data, contentType: 'image/jpeg' });
    await db
      .updateTable('listing_photos')
      .set({ [column]: 1 })
      .where('id', '=', row.id)
      .execute();
    done += 1;
  }
  if (done > 0) await onDone();
  return done;
}
