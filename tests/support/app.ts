import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/platform/config.ts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

/** The databases every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASES: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
  /** Signs in and returns a bearer header for the given (default: first admin) account. */
  login: (credentials?: { email: string; password: string }) => Promise<{ authorization: string }>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** A throwaway PostgreSQL database on the TEST_DATABASE_URL server; dropped by the returned function. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Builds the product on a fresh data folder and a fresh database, with a known administrator. */
export async function createTestApp(
  options: {
    database?: 'sqlite' | 'postgres';
    env?: Record<string, string>;
    build?: BuildOptions;
    /** An existing data folder to start on (default: a fresh one); removed on close either way. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-test-'));
  const pgDb = options.database === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: 'false',
      BACKUPS: 'false',
      LOG_LEVEL: 'silent',
      // Tests send many forms from one address; the rate limit's own tests set a small FORM_RATE_LIMIT.
      FORM_RATE_LIMIT: '100000',
      // Likewise the viewing bookings per client address a day (decision 054); its own tests set 5.
      VIEWING_DAILY_LIMIT: '100000',
      // And the documents uploaded per client address and per application in an hour (decision 094).
      UPLOADS_PER_HOUR: '100000',
      UPLOADS_PER_APPLICATION_HOUR: '100000',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      ...options.env,
    },
    {},
  );
  const app = await buildApp(config, { web: 'none', logger: false, checkResponses: true, ...options.build });
  await app.ready();
  const inject = (opts: InjectOptions) => app.inject(opts);
  return {
    app,
    config,
    dataDir,
    inject,
    async login(credentials = ADMIN) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json().token}` };
    },
    async close() {
      const closing = app.close();
      // A response the test never read to its end (a download whose status alone was checked) keeps its
      // connection busy, and the server's close waits for it (up to the request timeout): every request
      // the test awaited is answered by now, so what is still open is cut.
      const cut = setInterval(() => app.server.closeAllConnections(), 50);
      try {
        await closing;
      } finally {
        clearInterval(cut);
      }
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
