import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every document a comment under src/ cites exists: a 'docs/product.md §N' names a section of the
 * product description ('§N 'Name'' one of its headings or bold entries), and a 'docs/decisions/NNN'
 * (with or without its slug) a decision record.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.(ts|tsx|mjs|css)$/.test(entry.name)) found.push(full);
  }
  return found;
}

const normalize = (name: string) =>
  name
    .replace(/[`'’"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The sections of docs/product.md: '§N' → the names of its headings and bold entries. */
function productSections(): Map<string, Set<string>> {
  const sections = new Map<string, Set<string>>();
  let names: Set<string> | undefined;
  for (const line of readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8').split('\n')) {
    const section = /^## (§\d+) /.exec(line);
    if (section) sections.set(section[1], (names = new Set()));
    const heading = /^###+ (.+)$/.exec(line);
    if (heading && names) names.add(normalize(heading[1].replace(/\s*\(.*\)$/, '')));
    if (names) for (const bold of line.matchAll(/\*\*(.+?)\*\*/g)) names.add(normalize(bold[1]));
  }
  return sections;
}

interface Citation {
  where: string;
  text: string;
}

function citations(): {
  product: Array<Citation & { section: string; name?: string }>;
  decisions: Array<Citation & { file: string }>;
} {
  const product: Array<Citation & { section: string; name?: string }> = [];
  const decisions: Array<Citation & { file: string }> = [];
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${path.relative(ROOT, file)}:${i + 1}`;
      // 'docs/product.md §5 'Listing form'', 'docs/product.md §3, §7', 'docs/product.md §2 and §13'
      for (const match of line.matchAll(/docs\/product\.md((?:(?:\s*,\s*|\s+and\s+|\s*)§\d+(?:\s*'[^']+')?)+)/g))
        for (const cited of match[1].matchAll(/(§\d+)(?:\s*'([^']+)')?/g))
          product.push({ where, text: match[0], section: cited[1], name: cited[2] });
      for (const match of line.matchAll(/docs\/decisions\/(\d{3})([a-z0-9-]*)(\.md)?/g))
        decisions.push({ where, text: match[0], file: match[2] ? `${match[1]}${match[2]}.md` : match[1] });
    });
  }
  return { product, decisions };
}

describe('documents cited in src/', () => {
  const found = citations();

  it('finds the citations it checks', () => {
    expect(found.product.length).toBeGreaterThan(100);
    expect(found.decisions.length).toBeGreaterThan(10);
  });

  it('every docs/product.md § and named entry exists', () => {
    const sections = productSections();
    const dangling = found.product.filter(
      (c) => !sections.has(c.section) || (c.name !== undefined && !sections.get(c.section)!.has(normalize(c.name))),
    );
    expect(dangling.map((c) => `${c.where}: ${c.text}`)).toEqual([]);
  });

  it('every docs/decisions/NNN names a decision record', () => {
    const records = readdirSync(path.join(ROOT, 'docs/decisions'));
    const dangling = found.decisions.filter((c) =>
      c.file.endsWith('.md')
        ? !existsSync(path.join(ROOT, 'docs/decisions', c.file))
        : !records.some((r) => r.startsWith(`${c.file}-`)),
    );
    expect(dangling.map((c) => `${c.where}: ${c.text}`)).toEqual([]);
  });

  it('every decision record is cited from the code it decides, or says at its top that it is historical', () => {
    // The product's own code: its sources, scripts, benchmarks and root configuration (a test that cites a
    // record checks it; it is not the code the record decides).
    const code = [
      ...['src', 'scripts', 'bench'].flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
      ...readdirSync(ROOT).filter((f) => /\.(ts|js|mjs)$/.test(f)).map((f) => path.join(ROOT, f)),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const cited = new Set([...code.matchAll(/\b(?:docs\/decisions\/|decisions? )(\d{3})\b/g)].map((m) => m[1]));
    for (const m of code.matchAll(/\bdecisions ((?:\d{3}(?:, | and ))+\d{3})\b/g))
      for (const n of m[1].matchAll(/\d{3}/g)) cited.add(n[0]);
    // 'Status: historical — superseded by NNN' between the title and the record's first section.
    const historical = (record: string) =>
      /^Status: historical\b/m.test(readFileSync(path.join(ROOT, 'docs/decisions', record), 'utf8').split(/^## /m)[0]);
    const uncited = readdirSync(path.join(ROOT, 'docs/decisions')).filter(
      (record) => !cited.has(record.slice(0, 3)) && !historical(record),
    );
    expect(uncited).toEqual([]);
  });
});
