// Decided in docs/decisions/018-compiled-server-and-complete-lockfile: the server is compiled once; `npm start` rebuilds stale builds; the lock file lists every platform.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createServices, demoListingAdder } from './services.ts';
import { runDemoSeed, SEED_DEMO_FLAG, seedDemoInChildProcess } from './platform/db/demo/seed-demo-process.ts';

async function main() {
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(process.env, dev ? { env: 'development' } : {});
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\nThe server cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  if (process.argv.includes(SEED_DEMO_FLAG)) {
    await runDemoSeed(config, (database) => {
      const { services, close } = createServices(config, database);
      return { addListing: demoListingAdder(services), close };
    });
    return;
  }

  const app = await buildApp(config, { web: dev ? 'vite' : 'build', seedDemo: seedDemoInChildProcess });
  const address = await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl ?? `http://localhost:${(app.server.address() as { port: number }).port}`;

  const { brand } = await app.services.siteSettings.get();
  const lines = [`${brand} is running at ${url}  (listening on ${address})`, `Back-office: ${url}/admin/login`];
  if (app.firstAdmin) {
    lines.push(
      app.firstAdmin.generated
        ? `First administrator created. Sign in with ${app.firstAdmin.email} / ${app.firstAdmin.password}  (shown once: change it under Profile)`
        : `First administrator created: sign in with ${app.firstAdmin.email} and the ADMIN_PASSWORD you set.`,
    );
  } else {
    lines.push('Sign in with your administrator account (see README "Adding a user").');
  }
  console.log(`\n${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  // A setting found bad only when used (e.g. a common ADMIN_PASSWORD on an empty database).
  console.error(error instanceof ConfigError ? `\nThe server cannot start. ${error.message}\n` : error);
  process.exit(1);
});
