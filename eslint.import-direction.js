// The direction of imports under src/, checked by `npm run lint` with ESLint's no-restricted-imports
// (the typescript-eslint version, for its allowTypeImports). Every import in src/ is relative, so each
// rule is a regex over the specifier as written from the importing file's folder: the folders are read
// when the lint starts and every file gets one block that holds all the rules that apply to it (a later
// block replaces a rule's options, it does not add to them).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Every product feature of the server: one folder each under src/server/features. */
const FEATURES = ['src/server/features'];
/** What knows no feature: the database, the outbox and transport, plugins, images, backups, the page renderer, config. */
const PLATFORM = ['src/server/platform'];
/** The public site's folders (and the UI both sides use). */
const PUBLIC_WEB = [
  'src/web/components/public',
  'src/web/components/inquiry',
  'src/web/components/property',
  'src/web/components/viewing',
  'src/web/components/blog',
  'src/web/components/ui',
  'src/web/routes/public',
];
const ADMIN_WEB = ['src/web/components/admin', 'src/web/routes/admin'];

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for specifiers, written in `fromDir`, that reach `target` (a folder or one file). */
function reaching(fromDir, target, { folder = true } = {}) {
  let spec = path.posix.relative(fromDir, target);
  if (!spec.startsWith('..')) spec = `./${spec}`;
  return folder ? `^${escape(spec)}/` : `^${escape(spec)}$`;
}

function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function featureFolders() {
  try {
    return readdirSync(path.join(ROOT, 'src/server/features'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `src/server/features/${e.name}`);
  } catch {
    return [];
  }
}

/** The restricted patterns of one file. */
function patternsOf(file) {
  const dir = path.posix.dirname(file);
  const patterns = [];
  const forbid = (target, message, options = {}) =>
    patterns.push({
      regex: reaching(dir, target, { folder: !/\.tsx?$/.test(target) }),
      message,
      ...(options.types ? { allowTypeImports: true } : {}),
    });

  if (inside(file, 'src/shared')) {
    forbid('src/server', 'src/shared imports nothing from src/server.');
    forbid('src/web', 'src/shared imports nothing from src/web.');
  }
  if (inside(file, 'src/server')) forbid('src/web', 'src/server never imports src/web: move what both need to src/shared.');
  if (inside(file, 'src/web') && !/\.server\.tsx?$/.test(file))
    forbid('src/server', 'src/web imports src/server only from *.server.ts files: move what the page needs to src/shared.');
  if (PUBLIC_WEB.some((f) => inside(file, f)))
    for (const admin of ADMIN_WEB)
      forbid(admin, 'The public site never imports the back-office: move what both use to src/web/components/ui.');
  if (PLATFORM.some((f) => inside(file, f)))
    for (const feature of FEATURES)
      forbid(feature, 'A platform module never imports a feature (a type import is allowed): the feature imports the platform.', {
        types: true,
      });
  for (const feature of featureFolders())
    if (!inside(file, feature))
      patterns.push({
        regex: `${reaching(dir, feature)}(?!index\\.ts$)`,
        message: `Another feature's internals are out of reach: import ${feature}/index.ts.`,
      });
  return patterns;
}

/** One config block per set of files that share their rules. */
export function importDirection(root = 'src') {
  const groups = new Map();
  for (const file of sourceFiles(root)) {
    const patterns = patternsOf(file);
    if (patterns.length === 0) continue;
    const key = JSON.stringify(patterns);
    if (!groups.has(key)) groups.set(key, { patterns, files: [] });
    groups.get(key).files.push(file);
  }
  return [...groups.values()].map(({ patterns, files }) => ({
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  }));
}
