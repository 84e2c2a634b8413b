import { z } from 'zod';
import { AMENITIES } from '../../../shared/amenities.ts';
import { LISTING_STATUSES } from '../../../shared/listings.ts';

/** Response shapes, for the OpenAPI document at /api/docs (answers are serialised as plain JSON). */
export const ListingPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  srcset: z.string(),
});

export const ListingSchema = z.object({
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
  created_at: z.string(),
  updated_at: z.string(),
});

export const Envelope = z.object({ success: z.boolean(), message: z.string().optional() });

export const ListingsPageSchema = Envelope.extend({
  listings: z.array(ListingSchema),
  totalListings: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const ListingAnswerSchema = Envelope.extend({ listing: ListingSchema });
export const CountAnswerSchema = Envelope.extend({ count: z.number().int() });

export const StatsAnswerSchema = Envelope.extend({
  stats: z.object({ total: z.number().int(), active: z.number().int(), pending: z.number().int(), inactive: z.number().int() }),
  recent: z.array(ListingSchema),
});

export const ErrorSchema = z.object({ success: z.literal(false), message: z.string() });
