// Every table has an owner (decision 103), checked by `npm run lint`: a table belongs to the server
// feature whose `tables.ts` declares it (decision 097), and only that feature's code inserts into,
// updates or deletes from it. Another feature changes it through a function the owner exports from its
// `index.ts`, with the caller's transaction passed in where both must commit together. Reads are not
// refused here (the decision says when a read goes through the owner too). Kysely's builders
// (`insertInto('x')`, `updateTable('x as a')`, `deleteFrom`, `mergeInto`, `replaceInto`) and raw
// `sql` templates (`insert into x`, `update x`, `delete from x`) are checked; a table named by a
// variable is not seen. Migrations are left out: they are the schema's history, run once, and one of
// them may fill another feature's new column as it adds it (the newsletter's 008 sets
// `listings.activated_at`); tests too, which prepare their rows as they need.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = 'src/server/features';

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
/** The tables a `tables.ts` adds to the database: the entries `name: SomethingTable;` of its `interface Database { … }` or `…Tables = { … }`. */
const DECLARATION_BLOCK = /(?:interface Database|\w+Tables\s*=)\s*\{([^}]*)\}/g;
const TABLE_ENTRY = /^\s*(\w+)\s*:\s*\w+Table\s*;/gm;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

/** Table → the feature folder name (`inquiries`) whose tables.ts declares it, from the given tables.ts texts (feature → text). */
export function ownersOf(tableFiles) {
  const owners = new Map();
  for (const [feature, text] of tableFiles) {
    for (const block of text.matchAll(DECLARATION_BLOCK))
      for (const entry of block[1].matchAll(TABLE_ENTRY)) owners.set(entry[1], feature);
  }
  return owners;
}

let cachedOwners;
/** The owners of the tree's tables (read once per lint run). */
export function tableOwners() {
  if (cachedOwners) return cachedOwners;
  const tableFiles = [];
  for (const entry of readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      tableFiles.push([entry.name, readFileSync(path.join(ROOT, FEATURES, entry.name, 'tables.ts'), 'utf8')]);
    } catch {
      // A feature without tables of its own.
    }
  }
  cachedOwners = ownersOf(tableFiles);
  return cachedOwners;
}

/** The feature folder name a project-relative file is in (`deals`), or undefined outside the features. */
export function featureOf(file) {
  if (!file.startsWith(`${FEATURES}/`)) return undefined;
  const rest = file.slice(FEATURES.length + 1);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : undefined;
}

/** Why `feature` may not write `table` (owners as from `tableOwners`), or undefined when it may. */
export function foreignWrite(feature, table, owners) {
  const owner = owners.get(table);
  if (!owner || owner === feature) return undefined;
  return `The table '${table}' is the ${owner} feature's (${FEATURES}/${owner}/tables.ts): the ${feature} feature changes it only through a function ${owner}/index.ts exports, passing its transaction where both must commit together (decision 103).`;
}

/** The table a builder's first argument names (`'listings as l'` → listings, a cast seen through), if written out. */
function tableArgument(node) {
  while (node && /^TS(As|Satisfies|NonNull|TypeAssertion)Expression$/.test(node.type)) node = node.expression;
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value.trim().split(/\s+/)[0];
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked.trim().split(/\s+/)[0];
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], docs: { description: "Only a table's feature writes it (decision 103)." } },
  create(context) {
    const file = path.posix.relative(ROOT, context.filename.split(path.sep).join('/'));
    const feature = featureOf(file);
    if (!feature || /\.test\.tsx?$/.test(file) || file.includes('/migrations/')) return {};
    const owners = tableOwners();
    const report = (node, table) => {
      const message = foreignWrite(feature, table, owners);
      if (message) context.report({ node, message });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name)) return;
        const table = tableArgument(node.arguments[0]);
        if (table) report(node, table);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.cooked).join(' ');
        for (const match of text.matchAll(RAW_WRITE)) report(node, match[1]);
      },
    };
  },
};

/** The config block that applies the rule to the server's features. */
export function tableOwnership() {
  return [
    {
      files: [`${FEATURES}/**/*.{ts,mjs}`],
      plugins: { tables: { rules: { owner: rule } } },
      rules: { 'tables/owner': 'error' },
    },
  ];
}
