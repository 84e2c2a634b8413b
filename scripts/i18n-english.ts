/**
 * Writes the English catalogue from the English texts (docs/decisions/069): for each translated module,
 * `src/shared/i18n/catalogues/en/<module>.json` (one ICU message per key, the contract's keys) and
 * `src/shared/i18n/catalogues/params.json` (each function entry's parameters, in order, with their types).
 *
 * A string entry is its text, quoted for ICU. A function entry's message is made from its body: a template
 * literal's parameters become `{name}`, `n === 1 ? a : b` a plural, `x ? a : b` a select on `none` (a nullable
 * text) or `true` (a boolean), `x === 'word' ? a : b` a select on the word. A body outside those shapes is
 * read from `english-overrides.json` (written by hand). tests/api/i18n-catalogue.test.ts formats every
 * message with sample arguments and requires the English function's output, character for character.
 *
 *   npx tsx scripts/i18n-english.ts          # writes the files
 *   npx tsx scripts/i18n-english.ts --check  # exits 1 when a file is not what it would write
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { ENGLISH_CODE } from '../src/shared/i18n/english-code.ts';
import { TRANSLATED_SOURCES } from '../src/shared/i18n/sources.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'src/shared/i18n/catalogues');
const overrides = JSON.parse(readFileSync(path.join(ROOT, 'src/shared/i18n/english-overrides.json'), 'utf8')) as Record<
  string,
  string
>;

type ParamType = string; // 'number' | 'string' | 'string?' | 'boolean' | "'a'|'b'" | 'object'
type Param = { name: string | string[]; type: ParamType | ParamType[] };

const files = [...new Set(TRANSLATED_SOURCES.map((s) => path.join(ROOT, s.file)))];
const program = ts.createProgram(files, {
  strict: true,
  allowImportingTsExtensions: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
});
const checker = program.getTypeChecker();

function typeName(node: ts.Node): ParamType {
  const type = checker.getTypeAtLocation(node);
  const parts = type.isUnion() ? type.types : [type];
  if (parts.every((t) => t.isStringLiteral())) return parts.map((t) => `'${(t as ts.StringLiteralType).value}'`).join('|');
  if (parts.every((t) => t.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral))) return 'boolean';
  if (parts.every((t) => t.flags & ts.TypeFlags.NumberLike)) return 'number';
  const nullable = parts.some((t) => t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined));
  const rest = parts.filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  if (rest.every((t) => t.flags & ts.TypeFlags.StringLike)) return nullable ? 'string?' : 'string';
  if (rest.every((t) => t.flags & ts.TypeFlags.NumberLike)) return nullable ? 'number?' : 'number';
  return 'object';
}

class Unsupported extends Error {}

/** ICU text for literal English: apostrophes doubled, braces quoted, `#` quoted inside a plural. */
function quote(text: string, inPlural: boolean) {
  let out = text.replace(/'/g, "''").replace(/[{}]/g, (c) => `'${c}'`);
  if (inPlural) out = out.replace(/#/g, "'#'");
  return out;
}

function toIcu(node: ts.Expression, params: Map<string, ParamType>, inPlural: boolean): string {
  if (ts.isParenthesizedExpression(node)) return toIcu(node.expression, params, inPlural);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return quote(node.text, inPlural);
  if (ts.isTemplateExpression(node)) {
    let out = quote(node.head.text, inPlural);
    for (const span of node.templateSpans) out += toIcu(span.expression, params, inPlural) + quote(span.literal.text, inPlural);
    return out;
  }
  if (ts.isIdentifier(node) && params.has(node.text)) {
    const type = params.get(node.text)!;
    if (type !== 'string' && type !== 'string?' && type !== 'number' && !type.startsWith("'"))
      throw new Unsupported(`${node.text} is ${type}`);
    return `{${node.text}}`;
  }
  if (ts.isConditionalExpression(node)) {
    const yes = toIcu(node.whenTrue, params, inPlural);
    const no = toIcu(node.whenFalse, params, inPlural);
    let cond = node.condition;
    while (ts.isParenthesizedExpression(cond)) cond = cond.expression;
    let negate = false;
    if (ts.isPrefixUnaryExpression(cond) && cond.operator === ts.SyntaxKind.ExclamationToken) {
      negate = true;
      cond = cond.operand;
    }
    const [a, b] = negate ? [no, yes] : [yes, no];
    if (ts.isIdentifier(cond) && params.has(cond.text)) {
      const type = params.get(cond.text)!;
      if (type === 'boolean') return `{${cond.text}, select, true {${a}} other {${b}}}`;
      if (type === 'string' || type === 'string?') return `{${cond.text}, select, none {${b}} other {${a}}}`;
      if (type === 'number') return `{${cond.text}, plural, =0 {${b}} other {${a}}}`;
      throw new Unsupported(`condition on ${type}`);
    }
    if (ts.isBinaryExpression(cond)) {
      const op = cond.operatorToken.kind;
      const equal = op === ts.SyntaxKind.EqualsEqualsEqualsToken;
      if (equal || op === ts.SyntaxKind.ExclamationEqualsEqualsToken) {
        let [left, right] = [cond.left, cond.right];
        if (!ts.isIdentifier(left)) [left, right] = [right, left];
        if (ts.isIdentifier(left) && params.has(left.text)) {
          const [p, q] = equal ? [a, b] : [b, a];
          const type = params.get(left.text)!;
          if (ts.isNumericLiteral(right) && type === 'number') {
            const body = (x: string) => x; // branches were converted with inPlural as given
            return `{${left.text}, plural, =${right.text} {${body(p)}} other {${body(q)}}}`;
          }
          if (ts.isStringLiteral(right)) return `{${left.text}, select, ${right.text} {${p}} other {${q}}}`;
        }
      }
    }
    throw new Unsupported(`condition ${cond.getText()}`);
  }
  throw new Unsupported(node.getText().slice(0, 60));
}

/** The object literal an export is initialised with, through `as const` and `satisfies`. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  return node;
}

type Entry = { key: string; message?: string; params?: Param[]; failure?: string };

function walk(node: ts.Expression, key: string, out: Entry[]) {
  node = unwrap(node);
  if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${key}: unexpected member ${property.getText().slice(0, 40)}`);
      const name =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
      walk(property.initializer, `${key}.${name}`, out);
    }
  } else if (ts.isArrayLiteralExpression(node)) {
    node.elements.forEach((element, i) => walk(element, `${key}.${i}`, out));
  } else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    out.push(functionEntry(node, key));
  } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push({ key, message: quote(node.text, false) });
  } else if (
    ts.isTemplateExpression(node) ||
    ts.isBinaryExpression(node) ||
    ts.isIdentifier(node) ||
    ts.isPropertyAccessExpression(node)
  ) {
    // A string built from constants: its value is read from the module (below).
    out.push({ key, message: undefined });
  } else if (ts.isNumericLiteral(node) || node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) {
    // Not text: not a key.
  } else {
    throw new Error(`${key}: unexpected ${ts.SyntaxKind[node.kind]}`);
  }
}

function functionEntry(node: ts.ArrowFunction | ts.FunctionExpression, key: string): Entry {
  const params: Param[] = [];
  const names = new Map<string, ParamType>();
  for (const p of node.parameters) {
    if (ts.isIdentifier(p.name)) {
      const type = typeName(p);
      params.push({ name: p.name.text, type });
      names.set(p.name.text, type);
    } else if (ts.isObjectBindingPattern(p.name)) {
      const list = p.name.elements.map((e) => (e.name as ts.Identifier).text);
      const types = p.name.elements.map((e) => typeName(e));
      params.push({ name: list, type: types });
      list.forEach((n, i) => names.set(n, types[i]));
    } else throw new Error(`${key}: array parameter`);
  }
  if (overrides[key] !== undefined) return { key, params, message: overrides[key] };
  if (ENGLISH_CODE[key] || SERVER_ONLY.has(key)) return { key, params, message: undefined };
  try {
    if (!ts.isArrowFunction(node) || ts.isBlock(node.body)) throw new Unsupported('a block body');
    return { key, params, message: toIcu(node.body, names, false) };
  } catch (error) {
    if (error instanceof Unsupported) return { key, params, failure: error.message };
    throw error;
  }
}

/** Function entries without an ICU form that only the server writes (in English, the texts module's own function). */
const SERVER_ONLY = new Set([
  'APPLY_TEXT.size',
  'APPLICATIONS_TEXT.place',
  'APPLICATIONS_TEXT.inviteSubject',
  'APPLICATIONS_TEXT.inviteIntroMail',
  'ROOM_TEXT.facts',
  'roomSummary',
]);

const check = process.argv.includes('--check');
let stale = 0;
const failures: string[] = [];
const allParams: Record<string, Record<string, Param[]>> = {};
const byModule = new Map<string, Entry[]>();

for (const source of TRANSLATED_SOURCES) {
  const file = program.getSourceFile(path.join(ROOT, source.file))!;
  const values = (await import(path.join(ROOT, source.file))) as Record<string, unknown>;
  const entries = byModule.get(source.module) ?? [];
  byModule.set(source.module, entries);
  for (const exportName of source.exports) {
    let found = false;
    file.forEachChild((statement) => {
      if (!ts.isVariableStatement(statement)) return;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== exportName || !declaration.initializer) continue;
        found = true;
        const here: Entry[] = [];
        walk(declaration.initializer, exportName, here);
        for (const entry of here) {
          if (entry.message === undefined && !entry.params) {
            const value = entry.key
              .split('.')
              .slice(1)
              .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], values[exportName]);
            if (typeof value !== 'string') throw new Error(`${entry.key}: not a string`);
            entry.message = quote(value, false);
          }
        }
        entries.push(...here);
      }
    });
    if (!found) throw new Error(`${source.file}: no export ${exportName}`);
  }
  if (source.module === 'site-settings') {
    const paragraph = (values.fairHousingDisclosureParagraph as () => string)();
    entries.push({ key: 'FAIR_HOUSING_DISCLOSURE.paragraph', message: quote(paragraph, false) });
    // A fresh database's own words, which the Spanish and Chinese pages say in their language (issue 46).
    const defaults = values.DEFAULT_SITE_SETTINGS as { tagline: string; licenseLine: string; agent: { title: string } };
    entries.push({ key: 'DEFAULT_SETTINGS.tagline', message: quote(defaults.tagline, false) });
    entries.push({ key: 'DEFAULT_SETTINGS.title', message: quote(defaults.agent.title, false) });
    entries.push({ key: 'DEFAULT_SETTINGS.licenseLine', message: quote(defaults.licenseLine, false) });
  }
  if (source.module === 'amenities') {
    // The amenity catalogue: one key per name (AMENITIES.<name>).
    entries.length = 0;
    for (const name of values.AMENITIES as string[]) entries.push({ key: `AMENITIES.${name}`, message: quote(name, false) });
  }
}

for (const [module, entries] of byModule) {
  const catalogue: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.failure) {
      failures.push(`${entry.key}: ${entry.failure}`);
      continue;
    }
    if (entry.message !== undefined) catalogue[entry.key] = entry.message;
    if (entry.params) (allParams[module] ??= {})[entry.key] = entry.params;
  }
  await write(path.join(OUT, 'en', `${module}.json`), `${JSON.stringify(catalogue, null, 2)}\n`);
}
const compact = Object.fromEntries(
  Object.entries(allParams).map(([module, keys]) => [
    module,
    Object.fromEntries(
      Object.entries(keys).map(([key, params]) => [
        key,
        params.map((p) =>
          Array.isArray(p.name) ? p.name.map((n, i) => `${n}:${(p.type as string[])[i]}`) : `${p.name}:${p.type}`,
        ),
      ]),
    ),
  ]),
);
await write(
  path.join(OUT, 'params.json'),
  `${JSON.stringify(compact, null, 1).replace(/\[\n\s+([^\]]*?)\n\s+\]/g, (_, inner: string) => `[${inner.replace(/\n\s+/g, ' ')}]`)}\n`,
);

// The index of the catalogue files (the translators add theirs: run this script again).
{
  const lines = ['// Written by scripts/i18n-english.ts: every catalogue file there is. Do not edit.', ''];
  const table: string[] = [];
  for (const language of ['en', 'es', 'zh']) {
    const present = [...byModule.keys()].filter((module) => existsSync(path.join(OUT, language, `${module}.json`)));
    const names = present.map((module) => `${language}_${module.replace(/-/g, '_')}`);
    present.forEach((module, i) => lines.push(`import ${names[i]} from './${language}/${module}.json' with { type: 'json' };`));
    table.push(`  ${language}: { ${present.map((module, i) => `'${module}': ${names[i]}`).join(', ')} },`);
  }
  lines.push("import params from './params.json' with { type: 'json' };", '');
  lines.push('export const CATALOGUES: Record<string, Record<string, Record<string, string>>> = {', ...table, '};', '');
  lines.push('export const PARAMS: Record<string, Record<string, (string | string[])[]>> = params;', '');
  await write(path.join(OUT, 'index.ts'), lines.join('\n'));
}

async function write(file: string, raw: string) {
  const text = await format(raw, { ...(await resolveConfig(file)), filepath: file });
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // new file
  }
  if (before === text) return;
  stale++;
  if (check) console.error(`${path.relative(ROOT, file)} is not up to date: npx tsx scripts/i18n-english.ts`);
  else writeFileSync(file, text);
}

if (failures.length) {
  console.error(
    `No English message for ${failures.length} function entries (add them to src/shared/i18n/english-overrides.json):`,
  );
  for (const failure of failures) console.error(`  ${failure}`);
}
if ((check && stale) || failures.length) process.exit(1);
