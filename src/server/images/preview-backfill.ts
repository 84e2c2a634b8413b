import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/client.ts';
import { previewJpeg } from './photo-processor.ts';
import { previewName, variantName, type PhotoStore } from './photo-store.ts';

/**
 * Makes the link-preview JPEG of every photo stored before previews existed (has_preview = 0), from
 * its largest WebP variant, writes it through the store and marks the photo. Returns the photos done;
 * `onDone` runs once after any was done (the listings version is bumped so cached pages show them).
 */
export async function backfillPreviews(db: Db, store: PhotoStore, onDone: () => Promise<void>): Promise<number> {
  const rows = await db.selectFrom('listing_photos').select(['id', 'file_key', 'widths']).where('has_preview', '=', 0).execute();
  let done = 0;
  for (const row of rows) {
    const widths = JSON.parse(row.widths) as number[];
    const file = await store.read(variantName(row.file_key, Math.max(...widths)));
    if (!file || file === 'not-modified') continue;
    const data = await previewJpeg(await buffer(file.body));
    await store.put({ name: previewName(row.file_key), data, contentType: 'image/jpeg' });
    await db.updateTable('listing_photos').set({ has_preview: 1 }).where('id', '=', row.id).execute();
    done += 1;
  }
  if (done > 0) await onDone();
  return done;
}
