import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PhotoStore } from '../../platform/images/photo-store.ts';
import { S3PhotoStore } from '../../platform/images/s3-photo-store.ts';

/** Where the documents' ciphertext lives: never under /uploads, never served as a file. */
export interface SealedStore {
  /** A new random key for one document (`applications/ab12…`). */
  newKey(): string;
  put(key: string, ciphertext: Buffer): Promise<void>;
  /** The ciphertext as a stream, or null when it is gone. */
  read(key: string): Promise<Readable | null>;
  /** Deletes the objects; one already gone is not an error. */
  remove(keys: string[]): Promise<void>;
  /** Every stored key (tests, retention checks). */
  list(): Promise<string[]>;
}

const PREFIX = 'applications/';
const newKey = () => `${PREFIX}${randomBytes(16).toString('hex')}`;

/** DATA_DIR/applications: the folder is the owner's only (0700), each file 0600. */
class LocalSealedStore implements SealedStore {
  constructor(private readonly root: string) {}

  newKey = newKey;

  private file(key: string) {
    return path.join(this.root, key);
  }

  async put(key: string, ciphertext: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.partial`;
    await writeFile(partial, ciphertext, { mode: 0o600 });
    await rename(partial, target);
  }

  async read(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.file(key));
    return new Promise((resolve) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', () => resolve(null));
    });
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        unlink(this.file(key)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }

  async list(): Promise<string[]> {
    const names = await readdir(path.join(this.root, PREFIX)).catch(() => [] as string[]);
    return names.map((name) => `${PREFIX}${name}`).sort();
  }
}

/** The photos' bucket (S3_BUCKET) under `applications/`, through the same client. */
class S3SealedStore implements SealedStore {
  constructor(private readonly s3: S3PhotoStore) {}

  newKey = newKey;

  async put(key: string, ciphertext: Buffer): Promise<void> {
    await this.s3.client.send(
      new this.s3.sdk.PutObjectCommand({
        Bucket: this.s3.bucket,
        Key: key,
        Body: ciphertext,
        ContentType: 'application/octet-stream',
        CacheControl: 'private, no-store',
      }),
    );
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const object = await this.s3.client.send(new this.s3.sdk.GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const result = await this.s3.client.send(
      new this.s3.sdk.DeleteObjectsCommand({
        Bucket: this.s3.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    const failed = result.Errors?.find((e) => e.Code !== 'NoSuchKey');
    if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message ?? ''}`);
  }

  async list(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.client.send(
        new this.s3.sdk.ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix: PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}

/** The photos' store decides: a bucket when photos go to S3, else DATA_DIR/applications. */
export function sealedStoreFor(photos: PhotoStore, dataDir: string): SealedStore {
  return photos instanceof S3PhotoStore ? new S3SealedStore(photos) : new LocalSealedStore(path.join(dataDir, 'documents'));
}
