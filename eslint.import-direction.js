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
/** The back-office: one folder per resource (its route modules and components) and kit/ (the admin frame and kit). */
const ADMIN = 'src/web/admin';
const ADMIN_KIT = 'src/web/admin/kit';

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

/** The folders directly under `parent` (none when it does not exist). */
function foldersOf(parent) {
  try {
    return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${parent}/${e.name}`);
  } catch {
    return [];
  }
}

const featureFolders = () => foldersOf('src/server/features');
/** The back-office's resources: every folder of src/web/admin but the kit. */
const adminResources = () => foldersOf(ADMIN).filter((f) => f !== ADMIN_KIT);
const isTest = (file) => /\.test\.tsx?$/.test(file);

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
  if (inside(file, 'src/web') && !inside(file, ADMIN))
    forbid(ADMIN, 'The public site never imports the back-office (src/web/admin): move what both use to src/web/components/ui.');
  // Tests import what they test directly (as on the server side, decision 073).
  if (inside(file, ADMIN_KIT) && !isTest(file))
    for (const resource of adminResources())
      forbid(resource, 'The admin kit knows no resource: the resource imports the kit, not the other way round.');
  for (const resource of adminResources())
    if (inside(file, ADMIN) && !inside(file, ADMIN_KIT) && !inside(file, resource) && !isTest(file))
      patterns.push({
        regex: `${reaching(dir, resource)}(?!index\\.ts$)`,
        message: `Another back-office resource's internals are out of reach: import ${resource}/index.ts.`,
      });
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
