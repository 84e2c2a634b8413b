import { formatCompiled, type CompiledMessage } from './format-compiled.ts';
import type { Language } from './languages.ts';
import type { ModuleTexts, TextModule } from './types.ts';

/**
 * The texts of one catalogue module as they travel to the browser (docs/decisions/069): the English exports'
 * shape, each string entry as its text in the page's language, each function entry as its compiled ICU
 * message with the English function's parameters (a list for a destructured one), or `{ c: 1 }` for an
 * English entry kept as code (english-code.ts: the server writes its text into the page's data, the browser
 * never calls it). Made on the server by `payloadFor` (catalogues.ts).
 */
export type TextsPayload = { [exportName: string]: PayloadNode };
export type PayloadNode = string | PayloadFunction | PayloadNode[] | { [key: string]: PayloadNode };
/** `$`: the parameters; `m`: the compiled message (Lingui's CompiledMessage); `c`: English code. */
type PayloadFunction = { $: (string | string[])[]; m?: unknown; c?: 1 };
export type PageTexts = { language: Language; modules: Record<string, TextsPayload> };

const isFunctionNode = (node: object): node is PayloadFunction => '$' in node;

/** A function entry's arguments as the contract names them: null, undefined and '' → 'none'; booleans → 'true'/'false'. */
export function namedArguments(params: readonly (string | readonly string[])[], args: readonly unknown[]) {
  const values: Record<string, unknown> = {};
  const put = (name: string, value: unknown) => {
    values[name] =
      value === null || value === undefined || value === ''
        ? 'none'
        : typeof value === 'boolean'
          ? String(value)
          : typeof value === 'number'
            ? value
            : String(value);
  };
  params.forEach((param, i) => {
    const arg = args[i];
    if (typeof param === 'string') put(param, arg);
    else for (const name of param) put(name, (args[i] as Record<string, unknown> | undefined)?.[name]);
  });
  return values;
}

/** The function a compiled message becomes: the English function's parameters, positional. */
function messageFunction(language: Language, message: CompiledMessage, params: readonly (string | readonly string[])[]) {
  return (...args: unknown[]) => formatCompiled(language, message, namedArguments(params, args));
}

const built = new WeakMap<TextsPayload, Record<string, unknown>>();

/** The texts of a payload, in the English exports' shape (built once per payload). */
function textsFromPayload(language: Language, payload: TextsPayload): Record<string, unknown> {
  let texts = built.get(payload);
  if (texts) return texts;
  const build = (node: PayloadNode, key: string): unknown => {
    if (typeof node === 'string') return node;
    if (Array.isArray(node)) return node.map((item, i) => build(item, `${key}.${i}`));
    if (isFunctionNode(node)) {
      if (node.c) return undefined;
      return messageFunction(language, node.m as CompiledMessage, node.$);
    }
    return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, build(child, `${key}.${name}`)]));
  };
  texts = Object.fromEntries(Object.entries(payload).map(([name, node]) => [name, build(node, name)]));
  built.set(payload, texts);
  return texts;
}

/**
 * A module's texts from its payload, typed as that module's English exports (`moduleTexts<'common'>(language,
 * payload)`): the one place the type is asserted. The same function as textsFromPayload, so the browser
 * carries nothing more.
 */
export const moduleTexts = textsFromPayload as unknown as <M extends TextModule>(language: Language, payload: TextsPayload) => ModuleTexts[M];
