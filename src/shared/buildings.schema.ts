import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';

/** A building with active listings, as the navbar's Buildings menu lists it. */
const BuildingDtoSchema = z.object({
  address: z.string(),
  /** Its route: 'herald-towers' for Herald Towers, else the address slug (docs/product.md §2). */
  slug: z.string(),
  listingCount: z.number().int(),
});
export type BuildingDto = z.output<typeof BuildingDtoSchema>;

/** GET /buildings. */
export const BuildingsAnswerSchema = Envelope.extend({ buildings: z.array(BuildingDtoSchema) });
