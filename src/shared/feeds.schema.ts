import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { PORTAL_NAMES, type PortalName } from './syndication.ts';

/** A feed as the back-office Settings show it (GET /api/feeds). */
const FeedDtoSchema = z.object({
  name: z.enum(PORTAL_NAMES as [PortalName, ...PortalName[]]),
  label: z.string(),
  format: z.string(),
  url: z.string().meta({ description: 'The address to give the portal (with the token when FEED_TOKEN is set)' }),
  listingCount: z.number().int(),
  heldBack: z.number().int().meta({ description: 'Active listings marked for the portals that lack what this portal needs' }),
  generatedAt: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastUserAgent: z.string().nullable(),
});
export type FeedDto = z.output<typeof FeedDtoSchema>;

/** GET /api/feeds: both feeds, and whether their addresses carry the feed token. */
export const FeedsAnswerSchema = Envelope.extend({ feeds: z.array(FeedDtoSchema), tokenRequired: z.boolean() });
export type FeedsAnswer = z.output<typeof FeedsAnswerSchema>;
