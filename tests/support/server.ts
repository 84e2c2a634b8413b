import type { AddressInfo } from 'node:net';
import type { BuildOptions } from '../../src/server/app.ts';
import { createTestApp, type TestApp } from './app.ts';

export interface RunningServer extends TestApp {
  url: string;
}

/**
 * Starts the production build (API, static assets and server-rendered pages) on a free port,
 * on a fresh data folder and database. `npm run build` must have run (npm test does it).
 */
export async function startServer(
  options: { env?: Record<string, string>; database?: 'sqlite' | 'postgres'; build?: Omit<BuildOptions, 'web'> } = {},
): Promise<RunningServer> {
  const testApp = await createTestApp({
    database: options.database,
    env: options.env,
    build: { ...options.build, web: 'build' },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { ...testApp, url: `http://127.0.0.1:${port}` };
}
