import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point the product at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the objects in (tests read what is stored at rest). */
  directory: string;
  close: () => Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback with one empty bucket, storing in a temporary folder. */
export async function startS3(bucket = 'listing-photos'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
