import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ADMIN, type ScenarioGroup } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Server {
  child: ChildProcess;
  app: string;
  bare: string;
}

export function startServer(
  dataDir: string,
  web: ScenarioGroup['web'],
  cache: boolean,
  smtpUrl?: string,
  databaseUrl?: string,
  smtpConnections?: number,
): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(here, 'server.ts'),
      JSON.stringify({ dataDir, web, cache, smtpUrl, databaseUrl, smtpConnections }),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // What `npm start` runs: production builds of React (development builds render several times slower).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => l.startsWith('{"appPort"'));
      if (!line) return;
      const { appPort, barePort } = JSON.parse(line) as { appPort: number; barePort: number };
      resolve({ child, app: `http://127.0.0.1:${appPort}`, bare: `http://127.0.0.1:${barePort}` });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

export async function stopServer(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** Signs the benchmark's administrator in: the bearer header of the staff's requests. */
export async function signIn(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
