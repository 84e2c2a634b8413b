import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessedPhoto } from './photo-processor.ts';
import {
  CONTENT_TYPES,
  StagingBatch,
  STALE_STAGING_MS,
  storedFileNames,
  type PhotoFile,
  type PhotoStore,
  type StagedBatch,
  type StoredPhotoFiles,
} from './photo-store.ts';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * Photos in a local folder (`DATA_DIR/uploads`, served by the /uploads static route). Staging is a
 * folder outside it (`DATA_DIR/tmp/photos/{batch}`) on the same file system, so publishing is a rename.
 */
export class LocalPhotoStore implements PhotoStore {
  readonly kind = 'local';

  constructor(
    private readonly uploadsDir: string,
    private readonly stagingDir: string,
  ) {}

  url(name: string): string {
    return `/uploads/${name}`;
  }

  private file(name: string) {
    return path.join(this.uploadsDir, name);
  }

  async stage(photos: ProcessedPhoto[]): Promise<StagedBatch> {
    return new LocalStagedBatch(path.join(this.stagingDir, randomBytes(8).toString('hex')), (name) => this.file(name)).stage(
      photos,
    );
  }

  async put(file: PhotoFile): Promise<void> {
    // Written beside and renamed into place, so a reader never sees half a file.
    const target = this.file(file.name);
    const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(partial, file.data);
    await rename(partial, target);
  }

  async remove(photos: StoredPhotoFiles[]): Promise<void> {
    await Promise.all(photos.flatMap(storedFileNames).map((name) => unlink(this.file(name)).catch(ignoreMissing)));
  }

  async sweepStaging(): Promise<void> {
    const entries = await readdir(this.stagingDir).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_STAGING_MS;
    for (const entry of entries) {
      const dir = path.join(this.stagingDir, entry);
      const info = await stat(dir).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
    }
  }

  async list(): Promise<string[]> {
    const entries = await readdir(this.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(this.uploadsDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }

  async read(name: string) {
    const file = this.file(name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return {
      body: createReadStream(file),
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      length: info.size,
      lastModified: info.mtime,
    };
  }

  async close(): Promise<void> {}
}

class LocalStagedBatch extends StagingBatch {
  constructor(
    private readonly dir: string,
    private readonly finalPath: (name: string) => string,
  ) {
    super();
  }

  protected async stageFiles(files: PhotoFile[]) {
    for (const file of files) {
      const target = path.join(this.dir, file.name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.data);
      this.staged.push(file.name);
    }
  }

  /** Moves every staged file to its public place (a rename: same file system, no copy). */
  async publish(): Promise<void> {
    for (const name of this.staged) {
      const target = this.finalPath(name);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(this.dir, name), target);
      this.published.push(target);
    }
    await rm(this.dir, { recursive: true, force: true });
  }

  async discard(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await Promise.all(this.published.map((file) => unlink(file).catch(() => undefined)));
    this.published.length = 0;
  }
}
