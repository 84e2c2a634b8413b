// Decided in docs/decisions/101-errors-travel-by-key: a refusal carries its text's key and values, not its English.
import type { KeyedModule, KeyedModuleTexts } from './types.ts';

/**
 * One text of a catalogue module named by its key, with the values of a parameterised one: what a refusal
 * says, in any language. `english` is its English (what the API answers); a page says it in its own
 * language from the key (`textIn`, catalogues.ts).
 */
export interface TextRef {
  readonly module: KeyedModule;
  /** The entry's key in the module's catalogue: '<EXPORT>.<path>' ('VIEWINGS_TEXT.insideNotice'). */
  readonly key: string;
  /** The parameters of a parameterised text, as its English function takes them; a text among them is a TextRef. */
  readonly values: readonly unknown[];
  readonly english: string;
}

/** A parameter of a text function: a plain string parameter may also be a text of its own (a field's label). */
type Value<A> = string extends A ? A | TextRef : A;
type Values<P extends readonly unknown[]> = { [I in keyof P]: Value<P[I]> };

/** The name of a keyed entry, for recognising a refusal without comparing its words (`isRefusal`). */
export interface Named {
  readonly module: KeyedModule;
  readonly key: string;
}

/** A texts export with each string a TextRef and each function one that makes a TextRef, at the same paths. */
export type KeyedTexts<O> = {
  readonly [K in keyof O]: O[K] extends string
    ? TextRef
    : O[K] extends (...args: infer P) => string
      ? ((...args: Values<P>) => TextRef) & Named
      : O[K] extends object
        ? KeyedTexts<O[K]>
        : O[K];
};

/** Whether a value is a TextRef (read by shape: the pages' server bundle and the server's are built apart). */
export function isTextRef(value: unknown): value is TextRef {
  const ref = value as Partial<TextRef> | null;
  return (
    typeof ref === 'object' &&
    ref !== null &&
    typeof ref.module === 'string' &&
    typeof ref.key === 'string' &&
    Array.isArray(ref.values) &&
    typeof ref.english === 'string'
  );
}

/** A value of a text as English says it: a text among the values is its English. */
const englishValue = (value: unknown): unknown => (isTextRef(value) ? value.english : value);

const made = new WeakMap<object, unknown>();

/**
 * The keyed form of one export of a catalogue module: `keyed('viewings', 'VIEWINGS_TEXT', VIEWINGS_TEXT)`.
 * `.slotTaken` is the TextRef of that entry and `.insideNotice(24)` makes one with its value, so a service
 * throws `conflict(T.slotTaken)` as before and a misspelt key or a wrong parameter is a type error.
 */
export function keyed<M extends KeyedModule, E extends keyof KeyedModuleTexts[M] & string>(
  module: M,
  name: E,
  english: KeyedModuleTexts[M][E],
): KeyedTexts<KeyedModuleTexts[M][E]> {
  const cached = made.get(english as object);
  if (cached) return cached as KeyedTexts<KeyedModuleTexts[M][E]>;
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return Object.freeze({ module, key, values: Object.freeze([]), english: value });
    if (typeof value === 'function') {
      const make = (...values: unknown[]): TextRef =>
        Object.freeze({
          module,
          key,
          values: Object.freeze(values),
          english: (value as (...args: unknown[]) => string)(...values.map(englishValue)),
        });
      return Object.assign(make, { module, key });
    }
    if (Array.isArray(value)) return Object.freeze(value.map((item, i) => walk(item, `${key}.${i}`)));
    if (value && typeof value === 'object')
      return Object.freeze(Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${key}.${k}`)])));
    return value;
  };
  const texts = walk(english, name);
  made.set(english as object, texts);
  return texts as KeyedTexts<KeyedModuleTexts[M][E]>;
}

/**
 * Whether `text` (a TextRef, or a TextKey that travelled) is the entry `entry` names, whatever its values: how a
 * caller tells one refusal from another without reading its words.
 */
export const isText = (text: unknown, entry: Named): boolean =>
  typeof text === 'object' &&
  text !== null &&
  (text as Partial<Named>).module === entry.module &&
  (text as Partial<Named>).key === entry.key;
