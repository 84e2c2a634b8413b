import { z } from 'zod';
import { HONEYPOT_FIELD } from './constants.ts';
import type { TextRef } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';

/**
 * Building blocks of the API's inputs shared by every resource: ids in paths and bulk bodies, the
 * query strings of the staff lists (page, limit, search, status, sort, order), and the public forms'
 * honeypot. Query values arrive as text; a blank one counts as missing.
 */

/** Largest id either database stores in an `integer` column. */
export const MAX_ID = 2_147_483_647;
/** Most ids one bulk request may name. */
const MAX_BULK_IDS = 1000;

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Trimmed and lower-cased text (statuses, sort order); blank is missing. */
export const lowerTrim = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
};

/** A positive database id given as a number or as digits. */
export const idValue = (message: string | TextRef) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
    z.number(said(message)).int(said(message)).min(1, said(message)).max(MAX_ID, said(message)),
  );

/** The `ids` of a bulk request: 1 to MAX_BULK_IDS ids, duplicates dropped. */
export const idsField = (required: string, tooMany: string) =>
  z
    .array(idValue(required), { error: required })
    .min(1, required)
    .max(MAX_BULK_IDS, tooMany)
    .transform((ids) => [...new Set(ids)])
    .meta({ type: 'array', items: { type: 'integer' } });

/** `{ id }` path parameters: digits naming a possible id, else `invalid`. */
export const idParams = (invalid: string, description: string) =>
  z.strictObject({
    id: z
      .string()
      .regex(/^\d{1,10}$/, invalid)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_ID, invalid)
      .meta({ description }),
  });

/** A whole-number query value from `min` to `max`; missing gives `fallback`. */
export const intParam = (message: string, min: number, max: number, fallback: number) =>
  z
    .preprocess(
      (value) => {
        const v = blankToUndefined(value);
        if (v === undefined) return fallback;
        return typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v;
      },
      z.number({ error: message }).int(message).min(min, message).max(max, message),
    )
    .meta({ type: 'integer', minimum: min, maximum: max, default: fallback });

/**
 * A free-text search of at most `max` characters (trimmed; blank is no search). NUL characters are
 * left out: no stored text holds one (PostgreSQL refuses them) and the databases cannot take them.
 */
export const searchParam = (max: number, tooLong: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replaceAll('\u0000', '').trim() || undefined : value),
      z.string({ error: tooLong }).max(max, tooLong).optional(),
    )
    .meta({ type: 'string', maxLength: max });

/** `order`: asc or desc, desc when missing. */
export const orderParam = (invalid: string) =>
  z
    .preprocess((value) => lowerTrim(value) ?? 'desc', z.enum(['asc', 'desc'], { error: invalid }))
    .meta({ type: 'string', enum: ['asc', 'desc'], default: 'desc' });

/** `status` of a staff list: one of `statuses` or 'all' (case-insensitive); missing is no filter. */
export const statusFilterParam = <const S extends string>(statuses: readonly S[], invalid: string) =>
  z
    .preprocess(
      lowerTrim,
      z.enum([...statuses, 'all'] as (S | 'all')[] as [S | 'all', ...(S | 'all')[]], { error: invalid }).optional(),
    )
    .meta({ type: 'string', enum: [...statuses, 'all'] });

/** `sort`: one of `sorts` (as written), `fallback` when missing. */
export const sortParam = <const S extends string>(sorts: readonly S[], fallback: S, invalid: string) =>
  z
    .preprocess((value) => blankToUndefined(value) ?? fallback, z.enum(sorts as [S, ...S[]], { error: invalid }))
    .meta({ type: 'string', enum: [...sorts], default: fallback });

/** The texts a staff list's query answers its problems with. */
export interface ListQueryTexts {
  pageInvalid: string;
  limitInvalid: string;
  searchTooLong: string;
  statusFilterInvalid: string;
  sortInvalid: string;
  orderInvalid: string;
}

/**
 * The query of a staff list (page, limit, search, status, sort, order): the one shape of every
 * back-office table's request. A page holds `limit` rows, `maxLimit` when missing.
 */
export const listQuery = <const S extends string, const K extends string>(options: {
  statuses: readonly S[];
  sorts: readonly K[];
  defaultSort: K;
  searchMax: number;
  maxLimit: number;
  texts: ListQueryTexts;
}) =>
  z.object({
    page: intParam(options.texts.pageInvalid, 1, 1_000_000, 1),
    limit: intParam(options.texts.limitInvalid, 1, options.maxLimit, options.maxLimit),
    search: searchParam(options.searchMax, options.texts.searchTooLong),
    status: statusFilterParam(options.statuses, options.texts.statusFilterInvalid),
    sort: sortParam(options.sorts, options.defaultSort, options.texts.sortInvalid),
    order: orderParam(options.texts.orderInvalid),
  });

// ---- Form values ----------------------------------------------------------------------------

/** An optional text: null and blank read as not given; longer than `max` answers `message`. */
export const optionalText = (max: number, message: string | TextRef) =>
  z
    .preprocess(
      (value) => (value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : value),
      z.string(said(message)).max(max, said(message)).optional(),
    )
    .meta({ type: 'string', maxLength: max });

/** A required text of at most `max` characters, trimmed. */
export const textField = (label: string, required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .meta({ description: `${label}; required, at most ${max} characters` });

const TRUE_TEXT = ['true', '1', 'on', 'yes'];
const FALSE_TEXT = ['false', '0', 'off', 'no'];

/**
 * A yes/no value as forms and JSON send it: true/false, 1/0 or the texts true/false, 1/0, on/off,
 * yes/no; missing or blank is undefined; anything else is left to fail.
 */
export function booleanInput(value: unknown): unknown {
  const v = blankToUndefined(value);
  if (v === null || v === undefined) return undefined;
  if (v === 1) return true;
  if (v === 0) return false;
  if (typeof v === 'string') {
    const text = v.trim().toLowerCase();
    if (TRUE_TEXT.includes(text)) return true;
    if (FALSE_TEXT.includes(text)) return false;
  }
  return v;
}

/** A list sent as a JSON text (multipart) or as an array (JSON body); missing or blank is an empty list. */
export function jsonListInput(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The public forms' honeypot field (HONEYPOT_FIELD, decision 015): any text; a filled one marks a bot. */
export const honeypotField = z
  .preprocess((value) => (typeof value === 'string' ? value : value == null ? undefined : String(value)), z.string().optional())
  .meta({ type: 'string', description: 'Leave empty (a filled one marks a bot)' });

/** True when a public form's honeypot was filled in. */
export const isBot = (input: { [HONEYPOT_FIELD]?: string }) => Boolean(input[HONEYPOT_FIELD]?.trim());
