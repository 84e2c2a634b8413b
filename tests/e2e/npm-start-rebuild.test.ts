import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_INPUTS } from '../../scripts/build-sources.mjs';
import { PUBLIC_TEXT as T } from '../../src/shared/texts/public.ts';

/** `npm start` in `cwd`, until it says where it listens; resolves with its output so far and a stop function. */
function npmStart(
  cwd: string,
  settings: Record<string, string> = {},
): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(cwd, 'data'),
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...settings,
  };
  delete env.WEB_BUILD_DIR;
  const child: ChildProcess = spawn('npm', ['start'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not serve within 3 minutes:\n${out}`)), 180_000);
    child.stdout!.on('data', () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], output: () => out, stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
}

describe('npm start on a checkout', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nyc-rentals-checkout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'builds what is missing, runs the compiled server with plain node, and rebuilds after a page source changed',
    { timeout: 600_000 },
    async () => {
      // A fresh checkout: the build inputs; node_modules is shared with this worktree.
      for (const entry of BUILD_INPUTS) cpSync(entry, path.join(dir, entry), { recursive: true });
      symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');

      // The first start of a fresh database also adds the demo listings (drawn in a child process).
      const first = await npmStart(dir, { DEMO_CONTENT: 'true' });
      expect(first.output()).toContain('No build yet: building');
      expect(first.output()).toContain('node --enable-source-maps');
      expect(await (await fetch(`${first.url}/`)).text()).toContain(T.allPropertiesIntro);
      expect((await (await fetch(`${first.url}/api/listings`)).json()).totalListings).toBeGreaterThan(5);
      await first.stop();

      // An update (git pull, an edit) changes a page after the build.
      const home = path.join(dir, 'src/web/routes/public/home.tsx');
      const source = readFileSync(home, 'utf8');
      expect(source).toContain('intro: T.allPropertiesIntro');
      writeFileSync(home, source.replace('intro: T.allPropertiesIntro', "intro: 'Rebuilt after the change'"));

      const second = await npmStart(dir);
      expect(second.output()).toContain('The sources changed since the last build: building');
      const page = await (await fetch(`${second.url}/`)).text();
      expect(page).toContain('Rebuilt after the change');
      await second.stop();

      // Nothing changed since: no build, straight to serving.
      const third = await npmStart(dir);
      expect(third.output()).not.toContain('building');
      expect(await (await fetch(`${third.url}/`)).text()).toContain('Rebuilt after the change');
      await third.stop();
    },
  );
});
