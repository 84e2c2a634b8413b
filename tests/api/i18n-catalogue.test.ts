import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, PARAMS } from '../../src/shared/i18n/catalogues/index.ts';
import { fallbacks, textsFor } from '../../src/shared/i18n/catalogues.ts';
import { ENGLISH_CODE } from '../../src/shared/i18n/english-code.ts';
import { formatCompiled, type CompiledMessage } from '../../src/shared/i18n/format-compiled.ts';
import type { Language } from '../../src/shared/i18n/languages.ts';
import { namedArguments } from '../../src/shared/i18n/runtime.ts';
import { TRANSLATED_SOURCES } from '../../src/shared/i18n/sources.ts';
import type { TextModule } from '../../src/shared/i18n/types.ts';

/**
 * The catalogues of issue 37 (docs/decisions/069, 071): every key of the English catalogue has a Spanish and a
 * Chinese message with the English function's arguments, each compiles, none is left over; the English
 * catalogue says exactly what src/shared/texts says; the browser's formatter says what Lingui says.
 */
const MODULES = [...new Set(TRANSLATED_SOURCES.map((s) => s.module))];
const TRANSLATIONS: Language[] = ['es', 'zh'];

/** Every key of a module: the English catalogue's messages and its function entries (some have no English ICU). */
function englishKeys(module: string): string[] {
  return [...new Set([...Object.keys(CATALOGUES.en[module] ?? {}), ...Object.keys(PARAMS[module] ?? {})])];
}

/** The argument names a compiled message uses. */
function argumentsOf(message: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(message))
    for (const token of message) {
      if (Array.isArray(token)) {
        into.add(token[0] as string);
        if (token[2] && typeof token[2] === 'object') for (const branch of Object.values(token[2])) argumentsOf(branch, into);
      }
    }
  return into;
}

const paramNames = (params: (string | string[])[]) =>
  params.flatMap((p) => (Array.isArray(p) ? p : [p])).map((p) => p.slice(0, p.indexOf(':')));

/** Sample values for a parameter of a type as scripts/i18n-english.ts records it. */
function samples(type: string): unknown[] {
  if (type === 'number') return [0, 1, 2, 5, 21];
  if (type === 'number?') return [null, 0, 1, 3];
  if (type === 'boolean') return [true, false];
  if (type === 'string?') return [null, '', 'Alpha Beta'];
  if (type.startsWith("'")) return type.split('|').map((t) => t.slice(1, -1));
  return ['Alpha Beta', '4B'];
}

/** Up to `max` argument lists covering every sample of every parameter. */
function argumentLists(params: (string | string[])[], max = 60): unknown[][] {
  let lists: unknown[][] = [[]];
  for (const param of params) {
    if (Array.isArray(param)) {
      const objects = [
        Object.fromEntries(param.map((p) => [p.slice(0, p.indexOf(':')), samples(p.slice(p.indexOf(':') + 1))[0]])),
      ];
      objects.push(
        Object.fromEntries(param.map((p) => [p.slice(0, p.indexOf(':')), samples(p.slice(p.indexOf(':') + 1)).at(-1)])),
      );
      lists = lists.flatMap((list) => objects.map((o) => [...list, o]));
    } else {
      const values = samples(param.slice(param.indexOf(':') + 1));
      lists = lists.flatMap((list) => values.map((v) => [...list, v]));
    }
    if (lists.length > max) lists = lists.filter((_, i) => i % Math.ceil(lists.length / max) === 0);
  }
  return lists;
}

/** Entries whose arguments are a whole object (a household): the catalogues select on its fields instead. */
const OBJECT_ARGUMENTS = new Set(['ROOM_TEXT.facts', 'roomSummary']);

describe('the catalogues', () => {
  for (const language of TRANSLATIONS)
    for (const module of MODULES)
      it(`${language}/${module}.json has every English key, with its arguments, and nothing else`, () => {
        const file = path.resolve('src/shared/i18n/catalogues', language, `${module}.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        const english = englishKeys(module);
        expect(
          Object.keys(catalogue).filter((key) => !english.includes(key)),
          'keys the English has not',
        ).toEqual([]);
        expect(
          english.filter((key) => !(key in catalogue)),
          'keys missing',
        ).toEqual([]);
        for (const key of english) {
          const compiled = compileMessage(catalogue[key]);
          const params = PARAMS[module]?.[key];
          const used = [...argumentsOf(compiled)];
          if (!params) expect(used, `${key}: a plain text takes no argument`).toEqual([]);
          else if (!OBJECT_ARGUMENTS.has(key)) {
            const names = paramNames(params);
            expect(
              used.filter((name) => !names.includes(name)),
              `${key}: arguments the English function has not`,
            ).toEqual([]);
            const englishUses = CATALOGUES.en[module]?.[key] ? [...argumentsOf(compileMessage(CATALOGUES.en[module][key]))] : [];
            expect(
              englishUses.filter((name) => !used.includes(name)),
              `${key}: arguments the English shows and it leaves out`,
            ).toEqual([]);
          }
        }
      });

  it('no text is left as its key in Spanish or Chinese, in a list as in an object (the income sources were)', () => {
    const leftAsKey: string[] = [];
    const visit = (value: unknown, key: string) => {
      if (typeof value === 'string' && value === key) leftAsKey.push(key);
      else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${key}.${i}`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${key}.${k}`);
    };
    for (const language of TRANSLATIONS)
      for (const module of MODULES)
        for (const [name, value] of Object.entries(textsFor(language, module as TextModule))) visit(value, name);
    expect(leftAsKey).toEqual([]);
    expect(textsFor('es', 'applications').APPLICATIONS_TEXT.incomeSources[5]).toBe('Pagos de manutención');
  });

  it('no key falls back to English in Spanish or Chinese', () => {
    for (const language of TRANSLATIONS) for (const module of MODULES) textsFor(language, module as TextModule);
    expect(fallbacks('es')).toEqual([]);
    expect(fallbacks('zh')).toEqual([]);
  });
});

describe('the English catalogue (generated by scripts/i18n-english.ts)', () => {
  it('says exactly what src/shared/texts says: every text, and every function for each sample of its arguments', () => {
    let checked = 0;
    for (const module of MODULES) {
      if (module === 'amenities' || module === 'site-settings') continue;
      const texts = textsFor('en', module as TextModule) as Record<string, unknown>;
      const valueAt = (key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], texts);
      for (const [key, source] of Object.entries(CATALOGUES.en[module])) {
        const compiled = compileMessage(source) as CompiledMessage;
        const english = valueAt(key);
        const params = PARAMS[module]?.[key];
        if (!params) {
          expect(formatCompiled('en', compiled, {}), key).toBe(english);
        } else {
          for (const args of argumentLists(params)) {
            const expected = (english as (...a: unknown[]) => unknown)(...args);
            const names = params.map((p) =>
              Array.isArray(p) ? p.map((q) => q.slice(0, q.indexOf(':'))) : p.slice(0, p.indexOf(':')),
            );
            expect(formatCompiled('en', compiled, namedArguments(names, args)), `${key}(${JSON.stringify(args)})`).toBe(expected);
          }
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(900);
  });

  it('keeps as code only what no message can say, and the code says what the texts say', () => {
    const texts = textsFor('en', 'public').PUBLIC_TEXT;
    for (const [n, total] of [
      [1, 1],
      [3, 3],
      [3, 9],
      [1, 9],
    ])
      expect(ENGLISH_CODE['PUBLIC_TEXT.homesShown'](...([n, total] as never[]))).toBe(texts.homesShown(n, total));
  });

  it('is up to date with the texts (npx tsx scripts/i18n-english.ts --check)', async () => {
    const { execFileSync } = await import('node:child_process');
    expect(() => execFileSync('npx', ['tsx', 'scripts/i18n-english.ts', '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});

describe("the browser's formatter", () => {
  it('formats every message of every catalogue as @lingui/core does', () => {
    let checked = 0;
    for (const language of ['en', ...TRANSLATIONS] as Language[]) {
      const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
      for (const module of MODULES) {
        const catalogue = CATALOGUES[language]?.[module] ?? {};
        const messages = Object.fromEntries(Object.entries(catalogue).map(([key, source]) => [key, compileMessage(source)]));
        i18n.load(language, messages);
        for (const [key, compiled] of Object.entries(messages)) {
          const params = PARAMS[module]?.[key] ?? [];
          const lists = OBJECT_ARGUMENTS.has(key) ? [[]] : argumentLists(params, 20);
          for (const args of lists) {
            const names = params.map((p) =>
              Array.isArray(p) ? p.map((q) => q.slice(0, q.indexOf(':'))) : p.slice(0, p.indexOf(':')),
            );
            const values = namedArguments(names, args);
            expect(formatCompiled(language, compiled as CompiledMessage, values), `${language} ${key}`).toBe(i18n._(key, values));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});
