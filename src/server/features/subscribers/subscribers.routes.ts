import { z } from 'zod';
import { sendCsv } from '../../platform/csv-file.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import {
  SubscribeSchema,
  SubscriberAnswerSchema,
  SubscriberIdParams,
  SubscribersBulkDeleteSchema,
  SubscribersBulkStatusSchema,
  SubscribersPageSchema,
  SubscribersQuerySchema,
  UnsubscribeSchema,
} from '../../../shared/subscribers.schema.ts';
import { NEWSLETTER_ADMIN_TEXT } from '../../../shared/texts/newsletter.ts';
import { SUBSCRIBERS_TEXT as T } from '../../../shared/texts/subscribers.ts';
import { notFound } from '../../platform/errors.ts';
import { CountAnswerSchema, Envelope, ErrorSchema } from '../../../shared/api-envelopes.ts';
import { subscribersCsv } from './subscribers-csv.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute } = routesTagged('Subscribers');

/** docs/product.md §7 Subscribers: visitors subscribe and unsubscribe; signed-in staff list, delete and change status. */
export async function subscribersRoutes(app: RoutesApp) {
  const subscribers = app.services.subscribers;

  app.post(
    '/subscribers',
    formRoute('subscription', {
      summary: 'Subscribe to the newsletter (email required, name optional)',
      body: SubscribeSchema,
      response: { 201: SubscriberAnswerSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      const { subscriber, dropped } = await subscribers.subscribe(request.body);
      if (dropped) request.log.info('subscription honeypot filled: dropped');
      return reply.status(201).send({ success: true, message: T.subscribed, subscriber });
    },
  );

  app.post(
    '/subscribers/unsubscribe',
    formRoute('unsubscribe', {
      summary: 'Ask for an unsubscribe link by e-mail address',
      description:
        'An active subscriber is e-mailed their own one-click unsubscribe link (one a day at most). The answer is the same for every address, subscribed or not, and names no subscriber (decision 029).',
      body: UnsubscribeSchema,
      response: { 200: Envelope, 400: ErrorSchema, 429: ErrorSchema },
    }),
    async (request) => {
      await app.services.newsletter.sendUnsubscribeLink(request.body.email);
      return { success: true, message: T.unsubscribeLinkSent };
    },
  );

  app.get(
    '/subscribers',
    route('private', {
      summary: 'One page of subscribers: search over email and name, status filter, sort (default subscribedAt desc)',
      querystring: SubscribersQuerySchema,
      response: { 200: SubscribersPageSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await subscribers.list(request.query)) }),
  );

  app.delete(
    '/subscribers/bulk/delete',
    route('private', {
      summary: 'Delete several subscribers',
      body: SubscribersBulkDeleteSchema,
      response: { 200: CountAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const count = await subscribers.removeMany(request.body.ids);
      return { success: true, message: T.bulkDeleted(count), count };
    },
  );

  app.post(
    '/subscribers/export',
    route('private', {
      summary:
        'CSV file (RFC 4180, UTF-8) of the given subscribers: Email, Name, Status, Subscribed Date; formula-like cells escaped. The x-export-count header says how many rows it holds',
      body: SubscribersBulkDeleteSchema,
      produces: ['text/csv'],
      response: {
        200: z.string().meta({ description: 'text/csv attachment' }),
        400: ErrorSchema,
        401: ErrorSchema,
        404: ErrorSchema,
      },
    }),
    async (request, reply) => {
      const rows = await subscribers.forExport(request.body.ids);
      if (rows.length === 0) throw notFound(NEWSLETTER_ADMIN_TEXT.exportNoneFound);
      const name = NEWSLETTER_ADMIN_TEXT.exportFileName(newYorkDate(new Date()));
      return sendCsv(reply, { name, csv: subscribersCsv(rows), count: rows.length });
    },
  );

  app.post(
    '/subscribers/bulk/status',
    route('private', {
      summary: "Set several subscribers' status ('active' or 'unsubscribed')",
      body: SubscribersBulkStatusSchema,
      response: { 200: CountAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const count = await subscribers.setStatus(request.body);
      return { success: true, message: T.bulkStatusUpdated(count), count };
    },
  );

  app.delete(
    '/subscribers/:id',
    route('private', {
      summary: 'Delete a subscriber',
      params: SubscriberIdParams,
      response: { 200: Envelope, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => {
      await subscribers.remove(request.params.id);
      return { success: true, message: T.deleted };
    },
  );
}
