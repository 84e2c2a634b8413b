// Decided in docs/decisions/101-errors-travel-by-key: how a refusal's key reaches a client over HTTP.
import { isTextRef, type TextRef } from './text-ref.ts';

/** The API's answer header that carries a keyed refusal's key and values beside its English body. */
export const REFUSAL_HEADER = 'x-refusal';

/** A keyed text as it travels: its module, key and values (a text among them a TextKey too), without its English. */
export interface TextKey {
  readonly module: string;
  readonly key: string;
  readonly values: readonly unknown[];
}

const travelling = (text: TextRef): TextKey => ({
  module: text.module,
  key: text.key,
  values: text.values.map((v) => (isTextRef(v) ? travelling(v) : v)),
});

/** REFUSAL_HEADER's value for a refusal: its TextKey as JSON, percent-encoded (a header carries ASCII). */
export const refusalHeader = (text: TextRef): string => encodeURIComponent(JSON.stringify(travelling(text)));

const isTextKey = (value: unknown): value is TextKey =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TextKey).module === 'string' &&
  typeof (value as TextKey).key === 'string' &&
  Array.isArray((value as TextKey).values);

/** The TextKey a REFUSAL_HEADER carries, or null (none, or not one). */
export function readRefusalHeader(value: string | null | undefined): TextKey | null {
  if (!value) return null;
  try {
    const text: unknown = JSON.parse(decodeURIComponent(value));
    return isTextKey(text) ? text : null;
  } catch {
    return null;
  }
}

/**
 * A TextKey said with the texts at hand (a page's modules in its language, `{ applications: { APPLICATIONS_TEXT } }`),
 * or null when they lack its entry (the caller then shows the English message).
 */
export function textFrom(modules: Partial<Record<string, object>>, text: TextKey): string | null {
  const entry = text.key
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], modules[text.module]);
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') return null;
  const values = text.values.map((v) => (isTextKey(v) ? textFrom(modules, v) : v));
  return values.includes(null) ? null : (entry as (...args: unknown[]) => string)(...values);
}
