import { z } from 'zod';
import { csvFile, sendCsv } from '../../platform/csv-file.ts';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import {
  DailyFiguresAnswerSchema,
  InsightIdsQuery,
  InsightListingParams,
  InsightsAnswerSchema,
  ListingFiguresAnswerSchema,
} from '../../../shared/insights.schema.ts';
import { INSIGHTS_TEXT as T } from '../../../shared/texts/insights.ts';
import { insightWindow } from './insights.service.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Insights');
/** The dashboard's figures over time, per listing, and the daily figures as CSV (staff only). */
export async function insightsRoutes(app: RoutesApp) {
  const { insights } = app.services;

  app.get(
    '/insights',
    route('private', {
      summary:
        'The last 30 New York days: views, inquiries and viewings per day; top listings by views and by inquiries; lead and visitor sources; median time to first reply this month and last month',
      response: {
        200: InsightsAnswerSchema,
        401: ErrorSchema,
      },
    }),
    async () => ({ success: true as const, ...(await insights.overview()) }),
  );

  app.get(
    '/insights/listings',
    route('private', {
      summary: 'Views, inquiries and viewings of the last 30 days for the given listings (the listings table)',
      querystring: InsightIdsQuery,
      response: {
        200: ListingFiguresAnswerSchema,
        400: ErrorSchema,
        401: ErrorSchema,
      },
    }),
    async (request) => {
      const figures = await insights.listingFigures(insightWindow(new Date()), request.query.ids);
      return { success: true as const, listings: [...figures.values()] };
    },
  );

  app.get(
    '/insights/listings/:id',
    route('private', {
      summary: "One listing's views, inquiries and viewings per day over the last 30 days",
      params: InsightListingParams,
      response: { 200: DailyFiguresAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true as const, days: await insights.daily(new Date(), request.params.id) }),
  );

  app.get(
    '/insights/daily.csv',
    route('private', {
      summary: 'The daily figures of the last 30 days as CSV: Day, Views, Inquiries, Viewings',
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'text/csv attachment' }), 401: ErrorSchema },
    }),
    async (_request, reply) => {
      const days = await insights.daily();
      const csv = csvFile(
        [...T.csvColumns],
        days.map((d) => [d.day, String(d.views), String(d.inquiries), String(d.viewings)]),
      );
      return sendCsv(reply, { name: T.csvFileName(days[days.length - 1].day), csv });
    },
  );
}
