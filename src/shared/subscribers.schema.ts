import { z } from 'zod';
import { emailField } from './auth.schema.ts';
import { MAX_LIST_LIMIT } from './constants.ts';
import { SUBSCRIBERS_TEXT as T } from './texts/subscribers.ts';

/** A subscriber as the API answers it (SPEC §3 Subscriber: created_at/createdAt shown as subscribedAt). */
export interface SubscriberDto {
  id: number;
  email: string;
  name: string | null;
  status: SubscriberStatus;
  created_at: string;
  createdAt: string;
  subscribedAt: string;
}

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Largest id either database stores in an `integer` column. */
const MAX_ID = 2_147_483_647;
const MAX_BULK_IDS = 1000;
export const SUBSCRIBER_LIMITS = { name: 100, search: 200 } as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const lowerTrim = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? v.trim().toLowerCase() : v;
};

const subscriberEmail = emailField(T.emailRequired, T.emailInvalid).meta({ type: 'string', format: 'email' });

/** POST /subscribers: email required and valid, name optional (SPEC §5, §7). */
export const SubscribeSchema = z.object({
  email: subscriberEmail,
  name: z
    .preprocess(
      (value) => (value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: T.nameTooLong }).max(SUBSCRIBER_LIMITS.name, T.nameTooLong).optional(),
    )
    .meta({ type: 'string', maxLength: SUBSCRIBER_LIMITS.name }),
});
export type SubscribeInput = z.output<typeof SubscribeSchema>;

/** POST /subscribers/unsubscribe. */
export const UnsubscribeSchema = z.object({ email: subscriberEmail });

const statusField = z
  .preprocess(lowerTrim, z.enum(SUBSCRIBER_STATUSES, { error: T.statusInvalid }))
  .meta({ type: 'string', enum: [...SUBSCRIBER_STATUSES] });

const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: T.idsRequired }).int(T.idsRequired).min(1, T.idsRequired).max(MAX_ID, T.idsRequired),
);
const idsField = z
  .array(idValue, { error: T.idsRequired })
  .min(1, T.idsRequired)
  .max(MAX_BULK_IDS, T.idsTooMany)
  .transform((ids) => [...new Set(ids)])
  .meta({ type: 'array', items: { type: 'integer' } });

export const SubscribersBulkDeleteSchema = z.object({ ids: idsField });
export const SubscribersBulkStatusSchema = z.object({ ids: idsField, status: statusField });
export type SubscribersBulkStatusInput = z.output<typeof SubscribersBulkStatusSchema>;

export const SubscriberIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, T.invalidId)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, T.invalidId)
    .meta({ description: 'Subscriber id' }),
});

const intParam = (message: string, min: number, max: number, fallback: number) =>
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

/** Sortable columns (SPEC §2 table: Email, Status, Subscribed Date; §9 default subscribedAt descending). */
export const SUBSCRIBER_SORTS = ['email', 'status', 'subscribedAt'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** GET /subscribers (signed in). */
export const SubscribersQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, MAX_LIST_LIMIT),
  search: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: T.searchTooLong }).max(SUBSCRIBER_LIMITS.search, T.searchTooLong).optional(),
    )
    .meta({ type: 'string', maxLength: SUBSCRIBER_LIMITS.search }),
  status: z
    .preprocess(lowerTrim, z.enum([...SUBSCRIBER_STATUSES, 'all'], { error: T.statusFilterInvalid }).optional())
    .meta({ type: 'string', enum: [...SUBSCRIBER_STATUSES, 'all'] }),
  sort: z
    .preprocess((value) => blankToUndefined(value) ?? 'subscribedAt', z.enum(SUBSCRIBER_SORTS, { error: T.sortInvalid }))
    .meta({ type: 'string', enum: [...SUBSCRIBER_SORTS], default: 'subscribedAt' }),
  order: z
    .preprocess((value) => lowerTrim(value) ?? 'desc', z.enum(['asc', 'desc'], { error: T.orderInvalid }))
    .meta({ type: 'string', enum: ['asc', 'desc'], default: 'desc' }),
});
export type SubscribersQuery = z.output<typeof SubscribersQuerySchema>;
