import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedPhoto } from './photo-processor.ts';

/** Where a stored photo lives: `uploads/photos/{fileKey}-{width}.webp`, one file per width. */
export interface StoredPhotoFiles {
  fileKey: string;
  widths: number[];
}

export interface StagedPhoto extends StoredPhotoFiles {
  width: number;
  height: number;
}

const PHOTOS_FOLDER = 'photos';
const STALE_STAGING_MS = 60 * 60 * 1000;

/** The public URL of one variant (served by the /uploads static route with immutable caching). */
export function photoUrl(fileKey: string, width: number): string {
  return `/uploads/${PHOTOS_FOLDER}/${fileKey}-${width}.webp`;
}

/**
 * Photo files on disk. New photos are written to a staging folder first (outside the public uploads
 * folder), moved into place by `publish()` inside the database transaction that records them, and
 * removed by `discard()` if anything fails, so a failed save leaves no file behind. Names are random
 * and never reused, which is what makes the immutable cache headers safe.
 */
export class PhotoStore {
  private readonly photosDir: string;

  constructor(
    uploadsDir: string,
    private readonly stagingDir: string,
  ) {
    this.photosDir = path.join(uploadsDir, PHOTOS_FOLDER);
  }

  private finalPath(fileKey: string, width: number) {
    return path.join(this.photosDir, `${fileKey}-${width}.webp`);
  }

  /** Writes the variants of `photos` to a new staging folder. */
  async stage(photos: ProcessedPhoto[]): Promise<StagedBatch> {
    const batchDir = path.join(this.stagingDir, randomBytes(8).toString('hex'));
    const batch = new StagedBatch(batchDir, (key, width) => this.finalPath(key, width));
    if (photos.length === 0) return batch;
    await mkdir(batchDir, { recursive: true });
    try {
      for (const photo of photos) {
        const id = randomBytes(10).toString('hex');
        const fileKey = `${id.slice(0, 2)}/${id}`;
        for (const variant of photo.variants) {
          await writeFile(path.join(batchDir, `${id}-${variant.width}.webp`), variant.data);
        }
        batch.photos.push({ fileKey, widths: photo.variants.map((v) => v.width), width: photo.width, height: photo.height });
      }
    } catch (error) {
      await batch.discard();
      throw error;
    }
    return batch;
  }

  /** Deletes the files of photos that are no longer recorded; a file already gone is not an error. */
  async remove(photos: StoredPhotoFiles[]): Promise<void> {
    await Promise.all(
      photos.flatMap((photo) =>
        photo.widths.map((width) =>
          unlink(this.finalPath(photo.fileKey, width)).catch((error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
          }),
        ),
      ),
    );
  }

  /** Removes staging folders left behind by a crash (older than an hour). */
  async sweepStaging(): Promise<void> {
    const entries = await readdir(this.stagingDir).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_STAGING_MS;
    for (const entry of entries) {
      const dir = path.join(this.stagingDir, entry);
      const info = await stat(dir).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
    }
  }
}

/** Photos written to staging, waiting to be published or discarded. */
export class StagedBatch {
  readonly photos: StagedPhoto[] = [];
  private readonly published: string[] = [];

  constructor(
    private readonly dir: string,
    private readonly finalPath: (fileKey: string, width: number) => string,
  ) {}

  /** Moves every staged file to its public place (a rename: same file system, no copy). */
  async publish(): Promise<void> {
    for (const photo of this.photos) {
      const id = path.basename(photo.fileKey);
      await mkdir(path.dirname(this.finalPath(photo.fileKey, photo.widths[0])), { recursive: true });
      for (const width of photo.widths) {
        const target = this.finalPath(photo.fileKey, width);
        await rename(path.join(this.dir, `${id}-${width}.webp`), target);
        this.published.push(target);
      }
    }
    await rm(this.dir, { recursive: true, force: true });
  }

  /** Removes the staged files and any already published: used when the save fails. */
  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await Promise.all(this.published.map((file) => unlink(file).catch(() => undefined)));
    this.published.length = 0;
  }
}
