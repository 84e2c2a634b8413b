import { z } from 'zod';
import { languageField } from './language.schema.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { HONEYPOT_FIELD, MAX_LIST_LIMIT } from './constants.ts';
import { honeypotField, idParams, idsField, listQuery, lowerTrim } from './query-params.ts';
import { ALERT_FREQUENCIES } from './saved-searches.ts';
import { SUBSCRIBERS_TEXT as T } from './texts/subscribers.ts';

const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A saved search as the back-office shows it among a subscriber's details. */
const SubscriberSearchDtoSchema = z.object({
  id: z.number().int(),
  /** The search in words: 'Sublets · 2 bedrooms · up to $3,500'. */
  description: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(['active', 'stopped']),
});
export type SubscriberSearchDto = z.output<typeof SubscriberSearchDtoSchema>;

/** A subscriber as the API answers it (docs/product.md §3 Subscriber: created_at/createdAt shown as subscribedAt). */
const SubscriberDtoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  created_at: z.string(),
  createdAt: z.string(),
  subscribedAt: z.string(),
  /** False for an address with saved searches only (docs/product.md §18). */
  newsletter: z.boolean(),
  /** Its saved searches (confirmed ones: active or stopped), in words. */
  savedSearches: z.array(SubscriberSearchDtoSchema),
});
export type SubscriberDto = z.output<typeof SubscriberDtoSchema>;

export const SubscriberAnswerSchema = Envelope.extend({ subscriber: SubscriberDtoSchema });
export const SubscribersPageSchema = Envelope.extend({
  subscribers: z.array(SubscriberDtoSchema),
  totalSubscribers: z.number().int(),
  totalPages: z.number().int(),
});

const SUBSCRIBER_LIMITS = { name: 100, search: 200 } as const;

const subscriberEmail = emailField(T.emailRequired, T.emailInvalid).meta({ type: 'string', format: 'email' });

/** POST /subscribers: email required and valid, name optional (docs/product.md §5, §7); the honeypot (decision 015). */
export const SubscribeSchema = z.object({
  email: subscriberEmail,
  name: z
    .preprocess(
      (value) => (value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: T.nameTooLong }).max(SUBSCRIBER_LIMITS.name, T.nameTooLong).optional(),
    )
    .meta({ type: 'string', maxLength: SUBSCRIBER_LIMITS.name }),
  language: languageField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type SubscribeInput = z.output<typeof SubscribeSchema>;

/** POST /subscribers/unsubscribe. */
export const UnsubscribeSchema = z.object({ email: subscriberEmail });

const statusField = z
  .preprocess(lowerTrim, z.enum(SUBSCRIBER_STATUSES, { error: T.statusInvalid }))
  .meta({ type: 'string', enum: [...SUBSCRIBER_STATUSES] });

const ids = idsField(T.idsRequired, T.idsTooMany);

export const SubscribersBulkDeleteSchema = z.object({ ids });
export const SubscribersBulkStatusSchema = z.object({ ids, status: statusField });
export type SubscribersBulkStatusInput = z.output<typeof SubscribersBulkStatusSchema>;

export const SubscriberIdParams = idParams(T.invalidId, 'Subscriber id');

/** Sortable columns (docs/product.md §2 table: Email, Status, Subscribed Date; §9 default subscribedAt descending). */
const SUBSCRIBER_SORTS = ['email', 'status', 'subscribedAt'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** GET /subscribers (signed in). */
export const SubscribersQuerySchema = listQuery({
  statuses: SUBSCRIBER_STATUSES,
  sorts: SUBSCRIBER_SORTS,
  defaultSort: 'subscribedAt',
  searchMax: SUBSCRIBER_LIMITS.search,
  maxLimit: MAX_LIST_LIMIT,
  texts: T,
});
export type SubscribersQuery = z.output<typeof SubscribersQuerySchema>;
