import { z } from 'zod';
import { Envelope } from '../../../shared/api-envelopes.ts';
import { AMENITIES } from '../../../shared/amenities.ts';
import { LISTING_STATUSES } from '../../../shared/listings.ts';

/** Response shapes, for the OpenAPI document at /api/docs (answers are serialised as plain JSON). */
const ListingPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  srcset: z.string(),
  previewUrl: z.string().nullable(),
  portalUrl: z.string().nullable().meta({ description: 'The JPEG the listing feeds give the portals (at most 2048 px)' }),
});

const ListingSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  address: z.string(),
  neighborhood: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.number(),
  size: z.string(),
  description: z.string(),
  amenities: z.array(z.enum(AMENITIES)),
  fees: z.array(z.object({ name: z.string(), amount: z.number() })),
  images: z.array(ListingPhotoSchema),
  status: z.enum(LISTING_STATUSES),
  is_sublet: z.boolean(),
  syndicate: z.boolean().meta({ description: 'Publish to StreetEasy and Zillow' }),
  available_from: z.string().nullable().meta({ description: 'Move-in date YYYY-MM-DD (New York); null: available now' }),
  created_at: z.string(),
  updated_at: z.string(),
  wordingFlags: z.number().int().optional(),
});

/** A phrase the fair housing wording check flags (decision 041). */
const WordingWarningSchema = z.object({
  field: z.enum(['description', 'size', 'fees']),
  phrase: z.string(),
  class: z.string(),
  classId: z.string(),
  explanation: z.string(),
  better: z.string().nullable(),
  ruleId: z.string(),
  source: z.object({ title: z.string(), url: z.string() }),
});

const WordingConfirmationSchema = z
  .object({
    by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    at: z.string(),
    phrases: z.array(z.string()),
  })
  .nullable();

export const ListingsPageSchema = Envelope.extend({
  listings: z.array(ListingSchema),
  totalListings: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const ListingAnswerSchema = Envelope.extend({ listing: ListingSchema });
export const ListingWithWordingSchema = ListingAnswerSchema.extend({
  warnings: z.array(WordingWarningSchema),
  wordingConfirmation: WordingConfirmationSchema,
});

export const StatsAnswerSchema = Envelope.extend({
  stats: z.object({ total: z.number().int(), active: z.number().int(), pending: z.number().int(), inactive: z.number().int() }),
  recent: z.array(ListingSchema),
  flaggedActive: z.number().int(),
});
