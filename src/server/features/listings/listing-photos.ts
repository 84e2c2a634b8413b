import type { Transaction } from 'kysely';
import { MAX_IMAGES } from '../../../shared/constants.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { nowIso, toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { mapBounded } from '../../platform/images/bounded.ts';
import { processPhoto } from '../../platform/images/photo-processor.ts';
import type { PhotoStore, StagedBatch, StoredPhotoFiles } from '../../platform/images/photo-store.ts';

/** A photo to add: the uploaded bytes, or an image already processed (demo content), with an optional caption. */
export interface NewPhoto {
  data: Buffer;
  caption?: string;
}

/** The stored widths of a photo's resized files (a JSON array), or none when unreadable. */
export const parseWidths = (text: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(toNumber) : [];
  } catch {
    return [];
  }
};

/**
 * A listing's photo files and rows (docs/product.md §5): processing and staging the uploads, their rows in
 * a save's transaction, the checks of a change (unknown photo, too many) and the files' removal. The
 * listings service decides when; this module knows how.
 */
export class ListingPhotos {
  constructor(
    private readonly dialect: Dialect,
    private readonly store: PhotoStore,
    /** Photos of one save processed at the same time, at most (PHOTO_PARALLELISM). */
    private readonly parallelism: number,
  ) {}

  /** Processes every photo (415/413 on the first bad one) and writes the results to staging. */
  async stage(newPhotos: NewPhoto[]): Promise<StagedBatch> {
    const processed = await mapBounded(newPhotos, this.parallelism, (photo) => processPhoto(photo.data));
    return this.store.stage(processed);
  }

  /** The rows of a staged batch, placed from `firstPosition` on. */
  async insert(trx: Transaction<Database>, listingId: number, batch: StagedBatch, newPhotos: NewPhoto[], firstPosition: number) {
    if (batch.photos.length === 0) return;
    const now = nowIso();
    await trx
      .insertInto('listing_photos')
      .values(
        batch.photos.map((photo, i) => ({
          listing_id: listingId,
          position: firstPosition + i,
          file_key: photo.fileKey,
          widths: JSON.stringify(photo.widths),
          width: photo.width,
          height: photo.height,
          caption: newPhotos[i]?.caption?.slice(0, 200) ?? '',
          has_preview: 1,
          has_portal_jpeg: 1,
          created_at: now,
        })),
      )
      .execute();
  }

  /** 404 for an unknown listing, 400 for a photo id not of this listing or more than MAX_IMAGES photos in the end. */
  async checkChange(db: Db | Transaction<Database>, id: number, removed: number[], added: number, lock = false) {
    let listingQuery = db.selectFrom('listings').select('id').where('id', '=', id);
    if (lock) listingQuery = lockRows(this.dialect, listingQuery);
    if (!(await listingQuery.executeTakeFirst())) throw notFound(T.listingNotFound);
    const rows = await db
      .selectFrom('listing_photos')
      .select(['id', 'position', 'file_key', 'widths'])
      .where('listing_id', '=', id)
      .execute();
    const photos = rows.map((r) => ({
      id: toNumber(r.id),
      position: toNumber(r.position),
      fileKey: r.file_key,
      widths: parseWidths(r.widths),
    }));
    const own = new Set(photos.map((p) => p.id));
    const unknown = removed.find((photoId) => !own.has(photoId));
    if (unknown !== undefined) throw badRequest(T.removedImageUnknown(unknown));
    if (photos.length - removed.length + added > MAX_IMAGES) throw badRequest(T.tooManyImages(MAX_IMAGES));
    return { photos, nextPosition: photos.reduce((max, p) => Math.max(max, p.position + 1), 0) };
  }

  /** Deletes the files of photos whose rows are gone. */
  async remove(files: StoredPhotoFiles[]) {
    // The rows are gone; a file that cannot be deleted is only wasted space, never a failed request.
    await this.store.remove(files).catch(() => undefined);
  }
}
