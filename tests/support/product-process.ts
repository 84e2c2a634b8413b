import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ProductProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM and wait (SIGKILL after 10 s). */
  stop: () => Promise<void>;
}

/**
 * How `npm start` (package.json) runs node: its flags, and the variables it sets before it (such as
 * MALLOC_ARENA_MAX), so that the process is the one a user runs.
 */
export function npmStart(): { flags: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const assignments = words.slice(0, node).map((word) => /^([A-Z_]+)=(.*)$/.exec(word));
  return {
    flags: words.slice(node + 1).filter((word) => word.startsWith('--')),
    env: Object.fromEntries(assignments.flatMap((match) => (match ? [[match[1]!, match[2]!]] : []))),
  };
}

/**
 * Runs the production server (`npm start`'s compiled entry and the built web app) as a child process with the
 * given settings, and resolves once it listens. Tests that crash, cut or load the server use it, so
 * the load generator never shares the server's event loop.
 */
export function startProductProcess(env: Record<string, string>): Promise<ProductProcess> {
  // The compiled server, as `npm start` runs it (npm test and the benchmarks build first).
  const entry = path.join(process.env.WEB_BUILD_DIR ?? 'build', 'backend', 'index.js');
  const start = npmStart();
  const child = spawn(process.execPath, [...start.flags, entry], {
    env: {
      ...process.env,
      ...start.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_CONTENT: 'false',
      BACKUPS: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        child,
        url: match[1],
        output: () => out,
        exited,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(killer);
        },
      });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
}
