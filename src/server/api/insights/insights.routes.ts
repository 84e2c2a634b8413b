import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idValue, MAX_ID } from '../../../shared/query-params.ts';
import { INSIGHTS_TEXT as T } from '../../../shared/texts/insights.ts';
import { insightWindow } from '../../insights/insights.service.ts';

const tags = ['Insights'];
const security = [{ bearerAuth: [] }];
const ErrorSchema = z.object({ success: z.literal(false), message: z.string() });

const Daily = z.object({ day: z.string(), views: z.number(), inquiries: z.number(), viewings: z.number() });
const ListingFigures = z.object({
  listingId: z.number(),
  address: z.string(),
  neighborhood: z.string(),
  views: z.number(),
  inquiries: z.number(),
  viewings: z.number(),
  conversion: z.number().nullable(),
});
const SourceCount = z.object({ source: z.string(), count: z.number() });
const ResponseTime = z.object({
  month: z.string(),
  medianMinutes: z.number().nullable(),
  answered: z.number(),
  inquiries: z.number(),
});

/** `ids=1,2,3`: at most 100 listing ids. */
const IdsQuery = z.object({
  ids: z
    .string({ error: 'ids must be a comma-separated list of listing ids' })
    .max(1200, 'ids must be a comma-separated list of listing ids')
    .transform((text, ctx) => {
      const parts = text.split(',').filter((part) => part.trim() !== '');
      const ids = parts.map((part) => idValue('ids must be a comma-separated list of listing ids').safeParse(part.trim()));
      if (parts.length > 100 || ids.some((r) => !r.success)) {
        ctx.addIssue({ code: 'custom', message: 'ids must be a comma-separated list of at most 100 listing ids' });
        return z.NEVER;
      }
      return [...new Set(ids.map((r) => r.data as number))];
    }),
});

const ListingParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Invalid listing id')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, 'Invalid listing id'),
});

/** The dashboard's figures over time, per listing, and the daily figures as CSV (staff only). */
export async function insightsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { insights } = app.services;

  app.get(
    '/insights',
    {
      schema: {
        tags,
        security,
        summary:
          'The last 30 New York days: views, inquiries and viewings per day; top listings by views and by inquiries; lead and visitor sources; median time to first reply this month and last month',
        response: {
          200: z.object({
            success: z.literal(true),
            days: z.array(Daily),
            totals: z.object({ views: z.number(), inquiries: z.number(), viewings: z.number() }),
            topByViews: z.array(ListingFigures),
            topByInquiries: z.array(ListingFigures),
            leadSources: z.array(SourceCount),
            viewSources: z.array(SourceCount),
            responseTime: z.object({ thisMonth: ResponseTime, lastMonth: ResponseTime }),
          }),
          401: ErrorSchema,
        },
      },
    },
    async () => ({ success: true as const, ...(await insights.overview()) }),
  );

  app.get(
    '/insights/listings',
    {
      schema: {
        tags,
        security,
        summary: 'Views, inquiries and viewings of the last 30 days for the given listings (the listings table)',
        querystring: IdsQuery,
        response: {
          200: z.object({ success: z.literal(true), listings: z.array(ListingFigures) }),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
      const figures = await insights.listingFigures(insightWindow(new Date()), request.query.ids);
      return { success: true as const, listings: [...figures.values()] };
    },
  );

  app.get(
    '/insights/listings/:id',
    {
      schema: {
        tags,
        security,
        summary: "One listing's views, inquiries and viewings per day over the last 30 days",
        params: ListingParams,
        response: { 200: z.object({ success: z.literal(true), days: z.array(Daily) }), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => ({ success: true as const, days: await insights.daily(new Date(), request.params.id) }),
  );

  app.get(
    '/insights/daily.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The daily figures of the last 30 days as CSV: Day, Views, Inquiries, Viewings',
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'text/csv attachment' }), 401: ErrorSchema },
      },
    },
    async (_request, reply) => {
      const days = await insights.daily();
      const csv = stringify(
        days.map((d) => [d.day, d.views, d.inquiries, d.viewings]),
        { header: true, columns: [...T.csvColumns], record_delimiter: 'windows', bom: true },
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${T.csvFileName(days[days.length - 1].day)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
