import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Starts the production server (`npm start`'s entry) and resolves with its URL once it listens. */
function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // The compiled server, as `npm start` runs it (npm test builds first).
  const entry = path.join(process.env.WEB_BUILD_DIR ?? 'build', 'backend', 'index.js');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'owner@test.local',
      ADMIN_PASSWORD: 'owner-password',
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => out });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

describe('npm start and graceful shutdown', () => {
  let dataDir = '';
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tells how to sign in, finishes in-flight requests on SIGTERM, then closes the database cleanly', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-shutdown-'));
    const { child, url, output } = await startProcess(dataDir);
    expect(output()).toMatch(/Back-office: http:\/\/localhost:\d+\/admin\/login/);
    expect(output()).toContain('First administrator created: sign in with owner@test.local');

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // A sign-in whose body is still arriving when the signal comes: it must be answered, not cut off.
    const body = JSON.stringify({ email: 'owner@test.local', password: 'owner-password' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });

    const res = await answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).success).toBe(true);
    expect(await exited).toBe(0);
    // A clean close checkpoints SQLite's write-ahead log and removes it.
    expect(existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'app.db-wal'))).toBe(false);
  });
});
