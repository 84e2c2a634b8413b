// What a build is made from, and a fingerprint of it: `npm run build` records the fingerprint in the
// build folder, `npm start` rebuilds when the sources no longer match it (after `git pull`, an edit).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build';
/** The compiled server (`node build/backend/index.js`). */
export const SERVER_ENTRY = path.join(BUILD_DIR, 'backend', 'index.js');
const STAMP = path.join(BUILD_DIR, 'sources.sha256');

/** What a build is made from (a fresh checkout holds these and node_modules). */
export const BUILD_INPUTS = [
  'src',
  'public',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** SHA-256 over the path and content of every build input, in a fixed order. */
export function sourcesFingerprint(root = '.') {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of files(path.join(root, input))) {
      if (isTest(file)) continue;
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

export function recordedFingerprint() {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
}

export const STAMP_FILE = STAMP;
