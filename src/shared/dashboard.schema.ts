import { z } from 'zod';
import { InquiryDtoSchema } from './inquiries.schema.ts';
import { StatsAnswerSchema } from './listings.schema.ts';

/** The dashboard's inquiry and subscriber figures (docs/product.md §2 Dashboard). */
const LeadFiguresSchema = z.object({
  totalInquiries: z.number().int(),
  newInquiries: z.number().int(),
  /** Active subscribers: the people the newsletter reaches (decision 017). */
  totalSubscribers: z.number().int(),
  recentInquiries: z.array(InquiryDtoSchema),
});
export type LeadFigures = z.output<typeof LeadFiguresSchema>;

/** GET /listings/admin/stats: the listings' figures and the leads' in one answer (one request for the whole dashboard). */
export const DashboardStatsAnswerSchema = StatsAnswerSchema.extend(LeadFiguresSchema.shape);
export type DashboardStats = z.output<typeof DashboardStatsAnswerSchema>;
