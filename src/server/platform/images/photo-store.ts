// Decided in docs/decisions/023-photos-in-object-storage: listing photos in a local folder or an S3-compatible bucket, behind one store.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ProcessedPhoto } from './photo-processor.ts';

/** What the database keeps of a stored photo: its key and widths; every file name derives from them. */
export interface StoredPhotoFiles {
  fileKey: string;
  widths: number[];
}

export interface StagedPhoto extends StoredPhotoFiles {
  width: number;
  height: number;
}

/** One file of a photo, as written to the store. */
export interface PhotoFile {
  /** Path under the store's root, e.g. `photos/ab/ab12…-480.webp`. */
  name: string;
  data: Buffer;
  contentType: string;
}

/** A stored file read back for streaming (object storage without a public URL). */
export interface StoredFileStream {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
  lastModified?: Date;
}

/** Photos written to staging, waiting to be published (inside the saving transaction) or discarded. */
export interface StagedBatch {
  readonly photos: StagedPhoto[];
  /** Puts every staged file in its public place. */
  publish(): Promise<void>;
  /** Removes the staged files and any already published: used when the save fails. */
  discard(): Promise<void>;
}

/**
 * Where listing photos live: a local folder (the embedded default) or an S3-compatible bucket.
 * New photos are staged out of public reach first, published inside the database transaction that
 * records them and discarded if anything fails, so a failed save leaves no file behind. Names are
 * random and never reused, which is what makes the immutable cache headers safe.
 */
export interface PhotoStore {
  readonly kind: 'local' | 's3';
  /** The address a browser loads a file from: `/uploads/…`, or under S3_PUBLIC_URL. */
  url(name: string): string;
  stage(photos: ProcessedPhoto[]): Promise<StagedBatch>;
  /** Deletes the files of photos that are no longer recorded; a file already gone is not an error. */
  remove(photos: StoredPhotoFiles[]): Promise<void>;
  /** Removes staged files left behind by a crash mid-upload (older than an hour). */
  sweepStaging(): Promise<void>;
  /** Writes one published file (a link-preview or portal JPEG made for a photo stored before they existed). */
  put(file: PhotoFile): Promise<void>;
  /** Every published file name, sorted (tests, backups). */
  list(): Promise<string[]>;
  /** One published file, or null when there is none (`ifNoneMatch`: null body when unchanged). */
  read(name: string, ifNoneMatch?: string): Promise<StoredFileStream | 'not-modified' | null>;
  close(): Promise<void>;
}

const PHOTOS_FOLDER = 'photos';
export const STALE_STAGING_MS = 60 * 60 * 1000;

/** The name of one WebP variant of a stored photo. */
export function variantName(fileKey: string, width: number): string {
  return `${PHOTOS_FOLDER}/${fileKey}-${width}.webp`;
}

/** The name of a stored photo's link-preview JPEG (1200×630). */
export function previewName(fileKey: string): string {
  return `${PHOTOS_FOLDER}/${fileKey}-og.jpg`;
}

/** The name of a stored photo's portal JPEG (at most 2048 px on its long side, for StreetEasy and Zillow). */
export function portalName(fileKey: string): string {
  return `${PHOTOS_FOLDER}/${fileKey}-portal.jpg`;
}

/** Every file name of a stored photo (what `remove` deletes; a photo stored before previews or portal JPEGs lacks them). */
export function storedFileNames(photo: StoredPhotoFiles): string[] {
  return [
    ...photo.widths.map((width) => variantName(photo.fileKey, width)),
    previewName(photo.fileKey),
    portalName(photo.fileKey),
  ];
}

/** A new random key (`ab/ab12…`, 20 hex digits) and the files of one processed photo under it. */
function newPhotoFiles(photo: ProcessedPhoto): { staged: StagedPhoto; files: PhotoFile[] } {
  const id = randomBytes(10).toString('hex');
  const fileKey = `${id.slice(0, 2)}/${id}`;
  const staged = { fileKey, widths: photo.variants.map((v) => v.width), width: photo.width, height: photo.height };
  const files = photo.variants.map((v) => ({ name: variantName(fileKey, v.width), data: v.data, contentType: 'image/webp' }));
  files.push({ name: previewName(fileKey), data: photo.preview, contentType: 'image/jpeg' });
  files.push({ name: portalName(fileKey), data: photo.portal, contentType: 'image/jpeg' });
  return { staged, files };
}

/**
 * What a store's batch has in common: each photo's files written to staging (`stageFiles`, as the store
 * writes best: one after the other, or several at once), the names staged and those already published
 * kept for `publish` and `discard`.
 */
export abstract class StagingBatch implements StagedBatch {
  readonly photos: StagedPhoto[] = [];
  /** The names of the files staged and not yet published. */
  protected readonly staged: string[] = [];
  /** Where the files already published are (a path, a key): what `discard` removes again. */
  protected readonly published: string[] = [];

  /** Writes one photo's files to staging, each name added to `staged` once it is there. */
  protected abstract stageFiles(files: PhotoFile[]): Promise<void>;
  abstract publish(): Promise<void>;
  abstract discard(): Promise<void>;

  /** Stages each photo's files under a new key; when one fails, what was staged is discarded and the error thrown. */
  async stage(photos: ProcessedPhoto[]): Promise<this> {
    try {
      for (const photo of photos) {
        const { staged, files } = newPhotoFiles(photo);
        await this.stageFiles(files);
        this.photos.push(staged);
      }
    } catch (error) {
      await this.discard();
      throw error;
    }
    return this;
  }
}

/** File names a client may ask for under /uploads: photo files only, no `..`, no other folder. */
export const SERVABLE_NAME = /^photos\/[0-9a-f]{2}\/[0-9a-f]{20}-[a-z0-9]+\.(webp|jpg)$/;

export const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
