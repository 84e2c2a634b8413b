// Adds to package-lock.json the other platforms' optional binaries that npm left out of it (the
// registry this project is developed against lacks some of them), so that `npm ci` accepts the lock
// file on every platform. Run it after `npm install <package>`; it changes nothing when the lock file
// is complete. See docs/decisions/018-compiled-server-and-complete-lockfile.md.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = new Set(['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32']);
const CPU = new Set(['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64']);

/** The os, cpu and libc a platform package targets, read from its name (`@rollup/rollup-linux-x64-musl`). */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.find((t) => OS.has(t));
  const cpu = tokens.find((t) => CPU.has(t));
  if (!cpu || (!os && cpu !== 'wasm32')) return null;
  const platform = { cpu: [cpu] };
  if (os === 'linux') {
    if (tokens.some((t) => t.startsWith('musl'))) platform.libc = ['musl'];
    else if (tokens.some((t) => t.startsWith('gnu'))) platform.libc = ['glibc'];
  }
  if (os) platform.os = [os];
  return platform;
}

/** Where npm would look for `name` required from the package installed at `from`. */
function resolves(packages, from, name) {
  for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir.includes('/node_modules/')) return Boolean(packages[`node_modules/${name}`]);
  }
}

export function completeLockfile(lock) {
  const added = [];
  const skipped = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(lock.packages, location, name)) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
        skipped.push(`${name}@${version}`);
        continue;
      }
      const key = `node_modules/${name}`;
      // Fields in npm's own order (version first, then alphabetical), so `npm install` keeps them as they are.
      const fields = { ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      lock.packages[key] = { version, ...Object.fromEntries(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b))) };
      added.push(`${name}@${version}`);
    }
  }
  // npm keeps the entries in this order ('' , the root, sorts first).
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return { added, skipped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const { added, skipped } = completeLockfile(lock);
  if (added.length) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'The lock file is complete.');
  if (skipped.length) console.log(`Not a platform binary, left for npm to resolve:\n  ${skipped.join('\n  ')}`);
}
