import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { intParam } from './query-params.ts';
import { NEWSLETTER_API_TEXT as T } from './texts/newsletter.ts';

/** GET /newsletter/digests: how many of the latest digests. */
export const DigestsQuerySchema = z.object({ limit: intParam(T.limitInvalid, 1, 100, 20) });

/** A new-listing digest as the back-office sees it (GET /api/newsletter/digests). */
const DigestDtoSchema = z.object({
  id: z.number().int(),
  /** 'scheduled' (the period setting) or 'manual' ('Send digest now'). */
  trigger: z.enum(['scheduled', 'manual']),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** 'sending' while e-mails are still being queued (paced), then 'sent'. */
  status: z.enum(['sending', 'sent']),
  listingCount: z.number().int(),
  listings: z.array(z.object({ id: z.number().int(), title: z.string(), isSublet: z.boolean() })),
  recipients: z.number().int(),
  /** Accepted by the mail server. */
  delivered: z.number().int(),
  /** Refused for good, or given up after retries. */
  failed: z.number().int(),
  /** Subscribers who left before their e-mail was queued. */
  skipped: z.number().int(),
});
export type DigestDto = z.output<typeof DigestDtoSchema>;

export const DigestsAnswerSchema = Envelope.extend({ digests: z.array(DigestDtoSchema) });
/** POST /newsletter/digest: the digest started, or null when nothing is new or nobody subscribes. */
export const DigestStartedAnswerSchema = Envelope.extend({ digest: DigestDtoSchema.nullable() });
