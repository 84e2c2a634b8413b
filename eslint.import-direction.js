// The direction of imports under src/, checked by `npm run lint` (decision 073). Each specifier is first
// resolved to the file it names (so `../../features/x/…`, `./../x/…` and `../features/x/index.ts` are the
// same path), then matched against the layout's rules; static imports, re-exports, type imports and
// `import()` alike, in .ts, .tsx and .mjs files. A second pass over the whole tree builds the graph of
// imports between server features and fails on a cycle (two features that import each other, directly
// or through others, cannot be understood, tested or removed apart).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

const FEATURES = 'src/server/features';
const PLATFORM = 'src/server/platform';
const SERVICES = 'src/server/services.ts';
const ADMIN = 'src/web/admin';
const ADMIN_KIT = 'src/web/admin/kit';

const ADMIN_RESOURCES = 'src/web/admin/resources.ts';

/**
 * The modules React Router's route config (src/web/routes.ts) reads in Node at build time: the lists of
 * the back-office's resources and the public features, their declarations and the kit's contract
 * (decision 104).
 */
const ROUTE_DECLARATIONS = [
  /^src\/web\/routes\.ts$/,
  /^src\/web\/admin\/resources\.ts$/,
  /^src\/web\/admin\/kit\/resource\.ts$/,
  /^src\/web\/admin\/[\w-]+\/resource\.ts$/,
  /^src\/web\/routes\/public\/features\.ts$/,
  /^src\/web\/routes\/public\/[\w-]+\/feature\.ts$/,
];
const isRouteDeclaration = (file) => ROUTE_DECLARATIONS.some((re) => re.test(file));

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const isTest = (file) => /\.test\.tsx?$/.test(file);
const SOURCE = /\.(tsx?|mjs)$/;

/** The folder directly under `parent` that holds `file` (`src/server/features/deals`), if any. */
function topFolder(parent, file) {
  if (!file.startsWith(`${parent}/`)) return undefined;
  const rest = file.slice(parent.length + 1);
  return rest.includes('/') ? `${parent}/${rest.slice(0, rest.indexOf('/'))}` : undefined;
}

/** The project-relative path a relative specifier written in `file` names, or undefined for a package. */
export function resolveSpecifier(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/**
 * Why `file` may not import `target` (both project-relative), or undefined when it may.
 * `typeOnly` is true for `import type` (allowed only where a rule says so).
 */
export function forbiddenImport(file, target, { typeOnly = false } = {}) {
  if (inside(file, 'src/shared')) {
    if (inside(target, 'src/server')) return 'src/shared imports nothing from src/server.';
    if (inside(target, 'src/web')) return 'src/shared imports nothing from src/web.';
  }
  if (inside(file, 'src/server') && inside(target, 'src/web'))
    return 'src/server never imports src/web: move what both need to src/shared.';
  if (inside(file, 'src/web') && !/\.server\.tsx?$/.test(file) && inside(target, 'src/server'))
    return 'src/web imports src/server only from *.server.ts files: move what the page needs to src/shared.';
  if (isRouteDeclaration(file) && !isRouteDeclaration(target))
    return "React Router's route config reads this module in Node at build time: it imports only the other route declarations and their contracts, never a page's or the browser's code (decision 104).";
  // The route config names the routes of both halves of the site.
  if (inside(file, 'src/web') && !inside(file, ADMIN) && file !== 'src/web/routes.ts' && inside(target, ADMIN))
    return 'The public site never imports the back-office (src/web/admin): move what both use to src/web/components/ui.';
  if (inside(file, ADMIN) && inside(target, 'src/web/routes/public'))
    return "The back-office never imports the public site's pages and features (src/web/routes/public): move what both use to src/web/components.";
  const targetResource = topFolder(ADMIN, target);
  if (targetResource && targetResource !== ADMIN_KIT && !isTest(file)) {
    if (inside(file, ADMIN_KIT)) return 'The admin kit knows no resource: the resource imports the kit, not the other way round.';
    // The list of resources reads each one's declaration (decision 104).
    if (file === ADMIN_RESOURCES && target === `${targetResource}/resource.ts`) return undefined;
    if (inside(file, ADMIN) && !inside(file, targetResource) && target !== `${targetResource}/index.ts`)
      return `Another back-office resource's internals are out of reach: import ${targetResource}/index.ts.`;
  }
  if (inside(file, PLATFORM)) {
    if (inside(target, FEATURES))
      return 'A platform module never imports a feature, not even a type: the feature imports the platform (move the type to the platform or src/shared).';
    if (target === SERVICES || target === SERVICES.replace(/\.ts$/, '.js'))
      return 'A platform module never imports the composition root (src/server/services.ts): take what it needs as a parameter.';
  }
  const targetFeature = topFolder(FEATURES, target);
  if (targetFeature && !inside(file, FEATURES))
    return `Outside the server's features, a feature is reached only through their list (${FEATURES}/index.ts), type imports included: move what is shared to src/shared or the platform (decision 097).`;
  if (targetFeature && !inside(file, targetFeature) && target !== `${targetFeature}/index.ts`)
    return `Another feature's internals are out of reach: import ${targetFeature}/index.ts.`;
  void typeOnly;
  return undefined;
}

// ---- the graph of imports between features -------------------------------------------------------

const IMPORT_SPECIFIERS =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative specifiers a source text imports (static, re-exports and `import()`). */
export function specifiersOf(text) {
  return [...text.matchAll(IMPORT_SPECIFIERS)].map((m) => m[1] ?? m[2]).filter((s) => s.startsWith('.'));
}

function sourceFiles(dir, found = []) {
  let entries;
  try {
    entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) found.push(full);
  }
  return found;
}

/** Feature → the features it imports, each edge with the first file that makes it. */
export function featureGraph(files) {
  const edges = new Map();
  for (const [file, text] of files) {
    const from = topFolder(FEATURES, file);
    if (!from) continue;
    for (const specifier of specifiersOf(text)) {
      const to = topFolder(FEATURES, resolveSpecifier(file, specifier) ?? '');
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, file);
    }
  }
  return edges;
}

/** The cycles of a graph as lists of nodes (each strongly connected set of more than one, Tarjan). */
export function cyclesOf(edges) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const order = new Map();
  const low = new Map();
  const cycles = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!order.has(node)) visit(node);
  return cycles;
}

let cycleReport;
/** Every file that makes an edge of a feature cycle, with the cycle's message (read once per lint run). */
function cycleFiles() {
  if (cycleReport) return cycleReport;
  const files = sourceFiles(FEATURES).map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]);
  const edges = featureGraph(files);
  cycleReport = new Map();
  for (const cycle of cyclesOf(edges)) {
    const names = cycle.map((f) => f.slice(FEATURES.length + 1));
    const message = `Import cycle between features: ${names.join(' ↔ ')}. A feature uses another without the other using it back: move what both need to the platform or src/shared.`;
    for (const from of cycle)
      for (const [to, file] of edges.get(from) ?? []) if (cycle.includes(to)) cycleReport.set(file, message);
  }
  return cycleReport;
}

// ---- the ESLint rule -----------------------------------------------------------------------------

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports only look down (decision 073).' } },
  create(context) {
    const file = path.posix.relative(ROOT, context.filename.split(path.sep).join('/'));
    if (!inside(file, 'src')) return {};
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(file, source.value);
      if (!target) return;
      const message = forbiddenImport(file, target, { typeOnly });
      if (message) context.report({ node, message });
    };
    return {
      Program(node) {
        const cycle = cycleFiles().get(file);
        if (cycle) context.report({ node, message: cycle });
      },
      ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source, false),
    };
  },
};

/** The config block that applies the rule to every source file under src/. */
export function importDirection() {
  return [
    {
      files: ['src/**/*.{ts,tsx,mjs}'],
      plugins: { layout: { rules: { 'import-direction': rule } } },
      rules: { 'layout/import-direction': 'error' },
    },
  ];
}
