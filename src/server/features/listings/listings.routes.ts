import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { z } from 'zod';
import {
  AdminListingsQuerySchema,
  BulkDeleteSchema,
  BulkStatusSchema,
  isFigureSort,
  ListingAnswerSchema,
  ListingCreateSchema,
  ListingIdParams,
  ListingsQuerySchema,
  ListingStatusSchema,
  ListingUpdateSchema,
  ListingWithWordingSchema,
  DescriptionTranslationsSchema,
  ListingsPageSchema,
  type ListingDto,
} from '../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { FORM_LIMITS, readListingForm, uploadedPhotos } from './listing-form.ts';
import { CountAnswerSchema, Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import { listingWording } from '../../../shared/fair-housing/listing-wording.ts';
import type { UserRow } from '../auth/index.ts';
import type { ListingsPageResult, WordingConfirmer } from './listings.service.ts';
import { AnswerMemo, type CacheEntry } from './result-cache.ts';
import { leadFigures } from '../dashboard/index.ts';
import { DashboardStatsAnswerSchema } from '../../../shared/dashboard.schema.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Listings');
const uploadErrors = { ...RecordErrors, 413: ErrorSchema, 415: ErrorSchema };
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * `Idempotency-Key`: the back-office form's key for one save, the same when it sends the save again
 * after a dropped connection; such a repeat answers the listing as the first copy left it (decision 042).
 */
const SaveKeyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, T.saveKeyInvalid)
    .optional(),
});

/** A page answer, serialised once per cached result. */
const pageBody = (page: ListingsPageResult) => JSON.stringify({ success: true, ...page });
/** Sends JSON that is already serialised (the documented shape is the route's 200 schema). */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type(JSON_TYPE).send(json);

/** The signed-in user who confirmed publishing flagged wording, when the request says so. */
const confirmer = (user: UserRow | null, confirmed: boolean | undefined): WordingConfirmer | undefined =>
  confirmed && user ? { id: Number(user.id), name: user.name, email: user.email } : undefined;

export async function listingsRoutes(app: RoutesApp) {
  // Multipart only here: listing forms carry photos (docs/product.md §5: at most 10 files of 5 MB).
  await app.register(multipart, { limits: FORM_LIMITS });
  const listings = app.services.listings;
  /**
   * What the back-office reads beside a listing: the flagged phrases, the phrases allowed with a reason
   * (a room's one-sex preference, decision 064) and the last confirmation.
   */
  const wording = async (listing: ListingDto) => {
    const { warnings, notes } = listingWording(listing);
    return { warnings, wordingNotes: notes, wordingConfirmation: await listings.wordingConfirmation(listing.id) };
  };

  // Repeated list requests (same URL, same kind of caller, no write since) are answered before
  // their query string is parsed again.
  const memo = new AnswerMemo(() => listings.knownDataVersion());
  // An 'availableBy' answer also depends on the day (a past date means today): the key names it.
  const memoKey = (scope: string, request: FastifyRequest) =>
    `${scope}|${request.user ? 'user' : 'public'}|${request.url}${request.url.includes('availableBy=') ? `|${listings.today()}` : ''}`;
  const answerFromMemo = (scope: string) => (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const body = memo.get(memoKey(scope, request));
    if (body) reply.type(JSON_TYPE).send(body);
    else done();
  };
  const sendPage = (scope: string, request: FastifyRequest, reply: FastifyReply, entry: CacheEntry<ListingsPageResult>) => {
    const body = entry.body(pageBody);
    memo.set(memoKey(scope, request), entry.version, body);
    return sendJson(reply, body);
  };

  app.get(
    '/listings',
    route(
      'optional',
      {
        summary: 'A page of listings; callers without a token only get active listings',
        querystring: ListingsQuerySchema,
        response: { 200: ListingsPageSchema, 400: ErrorSchema },
      },
      { onRequest: answerFromMemo('list') },
    ),
    async (request, reply) => {
      const entry = await listings.listEntry(request.query, { signedIn: request.user !== null });
      return sendPage('list', request, reply, entry);
    },
  );

  app.get(
    '/listings/admin/all',
    route(
      'private',
      {
        summary:
          'Listings of every status, with search over address, apartment number and description; sortable by their columns and by views, inquiries or viewings of the last 30 days',
        querystring: AdminListingsQuerySchema,
        response: { 200: ListingsPageSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
      { onRequest: answerFromMemo('admin') },
    ),
    async (request, reply) => {
      const entry = await listings.adminListEntry(request.query);
      // Sorted by views, inquiries or viewings: read afresh every time, so never answered from the memo.
      if (isFigureSort(request.query.sort)) return sendJson(reply, entry.body(pageBody));
      return sendPage('admin', request, reply, entry);
    },
  );

  app.get(
    '/listings/admin/stats',
    route('private', {
      summary:
        'Dashboard figures: listings by status, the 4 newest listings, inquiries (total, new, 4 newest), active subscribers',
      response: { 200: DashboardStatsAnswerSchema, 401: ErrorSchema },
    }),
    async () => {
      const [listingFigures, leads] = await Promise.all([listings.stats(), leadFigures(app.services)]);
      return { success: true, ...listingFigures, ...leads };
    },
  );

  app.get(
    '/listings/:id',
    route('optional', {
      summary: 'One listing; a non-active listing is only found with a token',
      description: 'With a token the answer also carries the fair housing wording `warnings` and the last `wordingConfirmation`.',
      params: ListingIdParams,
      response: {
        200: ListingWithWordingSchema.partial({ warnings: true, wordingNotes: true, wordingConfirmation: true }).extend({
          translations: DescriptionTranslationsSchema.optional(),
        }),
        400: ErrorSchema,
        404: ErrorSchema,
      },
    }),
    async (request) => {
      const listing = await listings.get(request.params.id, { signedIn: request.user !== null });
      if (!request.user) return { success: true, listing };
      const translations = (await listings.descriptionTranslations([listing.id])).get(listing.id);
      return { success: true, listing, ...(await wording(listing)), ...(translations ? { translations } : {}) };
    },
  );

  app.post(
    '/listings',
    route(
      'private',
      {
        summary: 'Create a listing (multipart: the fields, amenities as JSON text, image_{n} files)',
        description:
          'Up to 10 image files of at most 5 MB each, as any file parts (image_0 … image_9). Empty status means pending. The answer carries the fair housing wording `warnings`; `wordingConfirmed=true` records who confirmed publishing them.',
        consumes: ['multipart/form-data', 'application/json'],
        headers: SaveKeyHeaders,
        body: ListingCreateSchema,
        response: { 201: ListingWithWordingSchema, ...uploadErrors },
      },
      { config: { upload: true }, preValidation: readListingForm },
    ),
    async (request, reply) => {
      const listing = await listings.create(request.body, uploadedPhotos(request), {
        confirmedBy: confirmer(request.user, request.body.wordingConfirmed),
        saveKey: request.headers['idempotency-key'],
      });
      return reply.status(201).send({ success: true, message: T.created, listing, ...(await wording(listing)) });
    },
  );

  app.post(
    '/listings/:id',
    route(
      'private',
      {
        summary: 'Edit a listing (multipart: the fields, removedImages as a JSON list of photo ids, new image_{n} files)',
        description: 'A field not sent keeps its value. At most 10 photos in all after the change.',
        consumes: ['multipart/form-data', 'application/json'],
        params: ListingIdParams,
        headers: SaveKeyHeaders,
        body: ListingUpdateSchema,
        response: { 200: ListingWithWordingSchema, ...uploadErrors, 409: ErrorSchema },
      },
      { config: { upload: true }, preValidation: readListingForm },
    ),
    async (request) => {
      const listing = await listings.update(request.params.id, request.body, uploadedPhotos(request), {
        confirmedBy: confirmer(request.user, request.body.wordingConfirmed),
        saveKey: request.headers['idempotency-key'],
      });
      return { success: true, message: T.updated, listing, ...(await wording(listing)) };
    },
  );

  app.patch(
    '/listings/:id/status',
    route('private', {
      summary: 'Set the status of a listing',
      params: ListingIdParams,
      body: ListingStatusSchema,
      response: { 200: ListingAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const listing = await listings.setStatus(request.params.id, request.body.status);
      return { success: true, message: T.statusUpdated, listing };
    },
  );

  app.delete(
    '/listings/:id',
    route('private', {
      summary: 'Delete a listing and its photos',
      params: ListingIdParams,
      response: { 200: Envelope, ...RecordErrors },
    }),
    async (request) => {
      await listings.remove(request.params.id);
      return { success: true, message: T.deleted };
    },
  );

  app.post(
    '/listings/bulk/status',
    route('private', {
      summary: 'Set the status of several listings',
      body: BulkStatusSchema,
      response: { 200: CountAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const count = await listings.bulkStatus(request.body.ids, request.body.status);
      return { success: true, message: T.bulkUpdated(count), count };
    },
  );

  app.delete(
    '/listings/bulk/delete',
    route('private', {
      summary: 'Delete several listings and their photos',
      body: BulkDeleteSchema,
      response: { 200: CountAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const count = await listings.bulkDelete(request.body.ids);
      return { success: true, message: T.bulkDeleted(count), count };
    },
  );
}
