import { z } from 'zod';
import { HONEYPOT_FIELD } from './constants.ts';

/**
 * Building blocks of the API's inputs shared by every resource: ids in paths and bulk bodies, the
 * query strings of the staff lists (page, limit, search, status, sort, order), and the public forms'
 * honeypot. Query values arrive as text; a blank one counts as missing.
 */

/** Largest id either database stores in an `integer` column. */
export const MAX_ID = 2_147_483_647;
/** Most ids one bulk request may name. */
export const MAX_BULK_IDS = 1000;

export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Trimmed and lower-cased text (statuses, sort order); blank is missing. */
export const lowerTrim = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
};

/** A positive database id given as a number or as digits. */
export const idValue = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
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

/** A free-text search of at most `max` characters (trimmed; blank is no search). */
export const searchParam = (max: number, tooLong: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: tooLong }).max(max, tooLong).optional(),
    )
    .meta({ type: 'string', maxLength: max });

/** `order`: asc or desc, desc when missing. */
export const orderParam = (invalid: string) =>
  z
    .preprocess((value) => lowerTrim(value) ?? 'desc', z.enum(['asc', 'desc'], { error: invalid }))
    .meta({ type: 'string', enum: ['asc', 'desc'], default: 'desc' });

/** The public forms' honeypot field (HONEYPOT_FIELD, decision 015): any text; a filled one marks a bot. */
export const honeypotField = z
  .preprocess((value) => (typeof value === 'string' ? value : value == null ? undefined : String(value)), z.string().optional())
  .meta({ type: 'string', description: 'Leave empty (a filled one marks a bot)' });

/** True when a public form's honeypot was filled in. */
export const isBot = (input: { [HONEYPOT_FIELD]?: string }) => Boolean(input[HONEYPOT_FIELD]?.trim());
