import { VIEWINGS_TEXT as T } from '../../../shared/texts/viewings.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import {
  BookedViewingAnswerSchema,
  BookViewingSchema,
  ListingViewingOptionsAnswerSchema,
  ListingViewingOptionsSchema,
  RescheduleSchema,
  SlotsAnswerSchema,
  SlotsQuerySchema,
  ViewingAnswerSchema,
  ViewingIdParams,
  ViewingSettingsAnswerSchema,
  ViewingSettingsSchema,
  ViewingsAnswerSchema,
  ViewingsQuerySchema,
  ViewingsSummaryAnswerSchema,
  type ViewingDto,
} from '../../../shared/viewings.ts';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { ListingIdParams } from '../../../shared/listings.schema.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute, adminRoute } = routesTagged('Viewings');

/** Writes of the availability are for administrators; agents read it (like the other site settings). */

/** Viewings: the public slots and booking, the back-office list and actions, the availability settings. */
export async function viewingsRoutes(app: RoutesApp) {
  const viewings = app.services.viewings;

  app.get(
    '/viewings/slots',
    route('public', {
      summary: 'The free viewing times of a public listing (ISO instants with their New York labels)',
      querystring: SlotsQuerySchema,
      response: {
        200: SlotsAnswerSchema,
        400: ErrorSchema,
        404: ErrorSchema,
      },
    }),
    async (request, reply) => {
      const slots = await viewings.slots(request.query.listingId);
      reply.header('cache-control', 'no-store');
      return { success: true, timeZone: NEW_YORK, slots };
    },
  );

  app.post(
    '/viewings',
    formRoute('viewing', {
      summary:
        "Book a viewing: 201 with status 'requested' (the agent confirms) or 'confirmed'; 409 when the time was just taken or the e-mail address already has 2 open viewings; 429 past the client address's bookings of the day",
      body: BookViewingSchema,
      response: {
        201: BookedViewingAnswerSchema,
        400: ErrorSchema,
        404: ErrorSchema,
        409: ErrorSchema,
        429: ErrorSchema,
      },
    }),
    async (request, reply) => {
      const { viewing } = await viewings.book(request.body, request.ip);
      const message = viewing.status === 'confirmed' ? T.confirmed : T.requested;
      return reply.status(201).send({
        success: true,
        message,
        viewing: { id: viewing.id, status: viewing.status, start: viewing.start, end: viewing.end, when: viewing.when },
      });
    },
  );

  app.get(
    '/viewings/settings',
    route('private', {
      summary: 'The availability for viewings (signed in)',
      response: { 200: ViewingSettingsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, settings: await viewings.settings() }),
  );

  app.put(
    '/viewings/settings',
    adminRoute(T.adminOnly, {
      summary: 'Change the availability for viewings (administrators)',
      body: ViewingSettingsSchema,
      response: { 200: ViewingSettingsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.settingsSaved, settings: await viewings.updateSettings(request.body) }),
  );

  app.get(
    '/viewings',
    route('private', {
      summary: 'Coming viewings (soonest first), past ones (scope=past) or those of one inquiry (signed in)',
      querystring: ViewingsQuerySchema,
      response: { 200: ViewingsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, viewings: await viewings.list(request.query) }),
  );

  app.get(
    '/viewings/summary',
    route('private', {
      summary: 'Requests waiting and the next three viewings (signed in)',
      response: {
        200: ViewingsSummaryAnswerSchema,
        401: ErrorSchema,
      },
    }),
    async () => ({ success: true, ...(await viewings.summary()) }),
  );

  const action = (path: string, summary: string, run: (id: number) => Promise<unknown>) =>
    app.post(
      `/viewings/:id/${path}`,
      route('private', {
        summary,
        params: ViewingIdParams,
        response: { 200: ViewingAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      }),
      async (request) => ({ success: true, viewing: (await run(request.params.id)) as ViewingDto }),
    );
  action('confirm', 'Confirm a request: the renter and the staff receive the calendar invitation', (id) => viewings.confirm(id));
  action('decline', 'Decline a request: the renter is told', (id) => viewings.decline(id));
  action('cancel', 'Cancel: the slot is free again; the invitation is cancelled', (id) => viewings.cancel(id, 'staff'));
  action('done', 'Mark done', (id) => viewings.mark(id, 'done'));
  action('no-show', 'Mark no-show', (id) => viewings.mark(id, 'no_show'));

  app.post(
    '/viewings/:id/reschedule',
    route('private', {
      summary: 'Move to another free time: an invited viewing is sent again with a higher SEQUENCE',
      params: ViewingIdParams,
      body: RescheduleSchema,
      response: { 200: ViewingAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
    }),
    async (request) => ({ success: true, viewing: await viewings.reschedule(request.params.id, request.body.start) }),
  );

  app.get(
    '/viewings/listings/:id',
    route('private', {
      summary: "A listing's viewings: on or off, and the instructions (signed in)",
      params: ListingIdParams,
      response: { 200: ListingViewingOptionsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => ({ success: true, options: await app.services.listingViewings.options(request.params.id) }),
  );
  app.put(
    '/viewings/listings/:id',
    route('private', {
      summary: "Turn a listing's viewings on or off and set its instructions (signed in)",
      params: ListingIdParams,
      body: ListingViewingOptionsSchema,
      response: { 200: ListingViewingOptionsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      options: await app.services.listingViewings.setOptions(request.params.id, request.body),
    }),
  );

  app.get(
    '/viewings/:id/slots',
    route('private', {
      summary: 'The free times a viewing may be moved to (signed in)',
      params: ViewingIdParams,
      response: {
        200: SlotsAnswerSchema,
        401: ErrorSchema,
        404: ErrorSchema,
      },
    }),
    async (request) => ({ success: true, timeZone: NEW_YORK, slots: await viewings.rescheduleSlots(request.params.id) }),
  );
}
