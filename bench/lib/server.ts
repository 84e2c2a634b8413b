/**
 * The servers under test, in their own process so the load generator does not share their event
 * loop: the product (buildApp) and a bare Fastify route answering constant JSON bodies.
 * Usage: tsx bench/lib/server.ts '{"dataDir":"…","web":"none","cache":true}'
 * Prints one JSON line: { appPort, barePort }.
 */
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/platform/config.ts';
import { BENCH_ADMIN } from './types.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  web: 'none' | 'build';
  cache: boolean;
  /** The mail benchmark's loopback SMTP server (without it, mail goes to .eml files). */
  smtpUrl?: string;
  /** A PostgreSQL database to run on instead of SQLite in dataDir. */
  databaseUrl?: string;
  /** SMTP_CONNECTIONS (default: the product's). */
  smtpConnections?: number;
};
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: options.dataDir,
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  DEMO_CONTENT: 'false',
  LOG_LEVEL: 'silent',
  // The public forms' per-address limit (10 per 10 minutes by default) would answer 429 to the load
  // generator's single address after ten posts: raised, not removed, so its cost is still measured.
  FORM_RATE_LIMIT: '1000000000',
  // Likewise the viewing bookings one address may make a day (5 by default, decision 054).
  VIEWING_DAILY_LIMIT: '1000000000',
  ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
  ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  ...(options.smtpConnections ? { SMTP_CONNECTIONS: String(options.smtpConnections) } : {}),
});
const app = await buildApp(config, { web: options.web, logger: false, listingsCache: options.cache });

// The baseline: one Fastify route sending a body fixed in advance (already serialised), with the
// content type of the answer it stands beside.
const bodies = new Map<string, { type: string; body: Buffer }>();
const fixedBody = (id: string) => bodies.get(id) ?? { type: 'application/json; charset=utf-8', body: Buffer.from('{}') };

// The floor: the same fixed body from a route inside the product, behind every plugin the product
// runs for each request (security headers, compression, access check); what a route costs at least.
const sendFixed = (request: { params: { id: string } }, reply: { type: (t: string) => { send: (b: Buffer) => void } }) => {
  const fixed = fixedBody(request.params.id);
  reply.type(fixed.type).send(fixed.body);
};
app.get<{ Params: { id: string } }>('/api/__bench/floor/:id', { config: { access: 'public' } }, sendFixed);
// POST scenarios: the product parses the JSON body as it does for every route.
app.post<{ Params: { id: string } }>('/api/__bench/floor/:id', { config: { access: 'public' } }, sendFixed);
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
bare.removeAllContentTypeParsers();
bare.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
bare.put<{ Params: { id: string }; Body: Buffer }>('/__body/:id', async (request) => {
  bodies.set(request.params.id, { type: String(request.headers['content-type']), body: request.body });
  return { ok: true };
});
bare.get<{ Params: { id: string } }>('/bare/:id', sendFixed);
bare.post<{ Params: { id: string } }>('/bare/:id', sendFixed);
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address: () => unknown } }) => (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ appPort: port(app), barePort: port(bare) }));

const stop = async () => {
  await Promise.allSettled([app.close(), bare.close()]);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
