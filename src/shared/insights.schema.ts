import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { INQUIRY_SOURCES } from './inquiries.schema.ts';
import { idValue, MAX_ID } from './query-params.ts';

/** Where a view came from, by the referring site's domain. */
export const VIEW_SOURCES = ['streeteasy', 'zillow', 'google', 'social', 'direct', 'other'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];

const IDS_INVALID = 'ids must be a comma-separated list of listing ids';

/** GET /insights/listings: `ids=1,2,3`, at most 100 listing ids. */
export const InsightIdsQuery = z.object({
  ids: z
    .string({ error: IDS_INVALID })
    .max(1200, IDS_INVALID)
    .transform((text, ctx) => {
      const parts = text.split(',').filter((part) => part.trim() !== '');
      const ids = parts.map((part) => idValue(IDS_INVALID).safeParse(part.trim()));
      if (parts.length > 100 || ids.some((r) => !r.success)) {
        ctx.addIssue({ code: 'custom', message: 'ids must be a comma-separated list of at most 100 listing ids' });
        return z.NEVER;
      }
      return [...new Set(ids.map((r) => r.data as number))];
    }),
});

/** GET /insights/listings/{id}. */
export const InsightListingParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Invalid listing id')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, 'Invalid listing id'),
});

/** One New York day's figures. */
const DailyFiguresDtoSchema = z.object({ day: z.string(), views: z.number(), inquiries: z.number(), viewings: z.number() });
export type DailyFigures = z.output<typeof DailyFiguresDtoSchema>;

/** A listing's figures over the window. */
const ListingFiguresDtoSchema = z.object({
  listingId: z.number(),
  address: z.string(),
  neighborhood: z.string(),
  views: z.number(),
  inquiries: z.number(),
  viewings: z.number(),
  /** Inquiries per 100 views (null without views). */
  conversion: z.number().nullable(),
});
export type ListingFigures = z.output<typeof ListingFiguresDtoSchema>;

const sourceCount = <S extends readonly [string, ...string[]]>(sources: S) =>
  z.object({ source: z.enum(sources), count: z.number() });

const ResponseTimeDtoSchema = z.object({
  /** 'YYYY-MM' (New York). */
  month: z.string(),
  /** Median minutes from an inquiry to its first reply (inquiries of the month that have one), or null. */
  medianMinutes: z.number().nullable(),
  answered: z.number(),
  inquiries: z.number(),
});
export type ResponseTime = z.output<typeof ResponseTimeDtoSchema>;

/** The dashboard's figures over time (decision 040). */
const InsightsDtoSchema = z.object({
  days: z.array(DailyFiguresDtoSchema),
  totals: z.object({ views: z.number(), inquiries: z.number(), viewings: z.number() }),
  topByViews: z.array(ListingFiguresDtoSchema),
  topByInquiries: z.array(ListingFiguresDtoSchema),
  /** Inquiries by their source ('Property page', 'StreetEasy', …: the names shown). */
  leadSources: z.array(sourceCount(INQUIRY_SOURCES)),
  viewSources: z.array(sourceCount(VIEW_SOURCES)),
  responseTime: z.object({ thisMonth: ResponseTimeDtoSchema, lastMonth: ResponseTimeDtoSchema }),
});
export type Insights = z.output<typeof InsightsDtoSchema>;

/** GET /insights. */
export const InsightsAnswerSchema = Envelope.extend(InsightsDtoSchema.shape);
/** GET /insights/listings. */
export const ListingFiguresAnswerSchema = Envelope.extend({ listings: z.array(ListingFiguresDtoSchema) });
/** GET /insights/listings/{id}. */
export const DailyFiguresAnswerSchema = Envelope.extend({ days: z.array(DailyFiguresDtoSchema) });
