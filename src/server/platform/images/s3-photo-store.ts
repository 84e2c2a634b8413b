import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { ProcessedPhoto } from './photo-processor.ts';
import {
  StagingBatch,
  STALE_STAGING_MS,
  storedFileNames,
  type PhotoFile,
  type PhotoStore,
  type StagedBatch,
  type StoredFileStream,
  type StoredPhotoFiles,
} from './photo-store.ts';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Where browsers load photos from (a CDN or a public bucket); unset: streamed under /uploads. */
  publicUrl?: string;
}

const STAGING_PREFIX = 'staging/';
/** Requests to the bucket in flight at once for one batch. */
const PARALLEL = 6;
/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * The AWS SDK, loaded when a store is made for a configured bucket: a server that keeps its photos on disk does not
 * carry it (about 5 MB of the idle process, decision 110).
 */
const loadSdk = (): typeof S3 => createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3;

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through @aws-sdk/client-s3. Object
 * keys are the local folder's relative paths (`photos/ab/ab12…-480.webp`), so a local uploads folder
 * can be synced into a bucket as it is. New files are uploaded under `staging/{batch}/` and copied to
 * their key by `publish()` inside the saving transaction; staged objects older than an hour (a crash
 * mid-upload) are swept at start, as the local folder does.
 */
export class S3PhotoStore implements PhotoStore {
  readonly kind = 's3';
  /** The SDK's classes (S3Client, the commands), loaded with the first store. */
  readonly sdk = loadSdk();
  readonly client: S3.S3Client;
  private readonly publicBase: string;

  constructor(private readonly settings: S3Settings) {
    this.client = new this.sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // R2, MinIO and older S3-compatible servers reject the newer default checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.publicBase = settings.publicUrl ? settings.publicUrl.replace(/\/$/, '') : '/uploads';
  }

  get bucket() {
    return this.settings.bucket;
  }

  url(name: string): string {
    return `${this.publicBase}/${name}`;
  }

  async put(file: PhotoFile): Promise<void> {
    await this.putObject(file.name, file.data, file.contentType);
  }

  async putObject(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async stage(photos: ProcessedPhoto[]): Promise<StagedBatch> {
    return new S3StagedBatch(this, `${STAGING_PREFIX}${randomBytes(8).toString('hex')}/`).stage(photos);
  }

  async remove(photos: StoredPhotoFiles[]): Promise<void> {
    await this.deleteKeys(photos.flatMap(storedFileNames));
  }

  /** Deletes objects; a key already gone is not an error (S3 answers success for it). */
  async deleteKeys(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const chunk = keys.slice(i, i + DELETE_BATCH);
      const result = await this.client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = result.Errors?.find((e) => e.Code !== 'NoSuchKey');
      if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`);
    }
  }

  private async *objects(prefix: string) {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modified: object.LastModified };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async sweepStaging(): Promise<void> {
    const cutoff = Date.now() - STALE_STAGING_MS;
    const stale: string[] = [];
    for await (const object of this.objects(STAGING_PREFIX)) {
      if (object.modified && object.modified.getTime() < cutoff) stale.push(object.key);
    }
    await this.deleteKeys(stale);
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    for await (const object of this.objects('photos/')) names.push(object.key);
    return names.sort();
  }

  async read(name: string, ifNoneMatch?: string): Promise<StoredFileStream | 'not-modified' | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name, IfNoneMatch: ifNoneMatch }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = error instanceof this.sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

class S3StagedBatch extends StagingBatch {
  constructor(
    private readonly store: S3PhotoStore,
    private readonly prefix: string,
  ) {
    super();
  }

  protected async stageFiles(files: PhotoFile[]) {
    await inParallel(files, async (file) => {
      await this.store.putObject(this.prefix + file.name, file.data, file.contentType);
      this.staged.push(file.name);
    });
  }

  /** Copies every staged object to its key (a copy inside the bucket), then drops the staged ones. */
  async publish(): Promise<void> {
    await inParallel([...this.staged], async (name) => {
      await this.store.client.send(
        new this.store.sdk.CopyObjectCommand({
          Bucket: this.store.bucket,
          Key: name,
          CopySource: encodeURI(`${this.store.bucket}/${this.prefix}${name}`),
          MetadataDirective: 'COPY',
        }),
      );
      this.published.push(name);
    });
    // The photos are in place; a staged copy left behind is swept later, never a failed save.
    await this.store.deleteKeys(this.staged.map((name) => this.prefix + name)).catch(() => undefined);
    this.staged.length = 0;
  }

  async discard(): Promise<void> {
    const keys = [...this.staged.map((name) => this.prefix + name), ...this.published];
    this.staged.length = 0;
    this.published.length = 0;
    await this.store.deleteKeys(keys).catch(() => undefined);
  }
}
