import { Envelope, ErrorSchema } from '../../../shared/api-envelopes.ts';
import {
  OwnSeekerAnswerSchema,
  ROOMMATE_BODY_LIMIT,
  SeekerProfileUpdateSchema,
  SeekerQuestionnaireSchema,
  SeekerRoomsAnswerSchema,
  SeekerTokenParams,
} from '../../../shared/roommates.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { staffRoommateRoutes } from './staff.routes.ts';
import { noStore, routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute } = routesTagged('Roommates');

/**
 * Roommate placement: the questionnaire and the seeker's private link (public), and the staff's routes.
 * A seeker's profile is theirs alone: no answer is kept by a browser or a cache (the `noStore` hook).
 */
export async function roommatesRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  const seekers = app.services.roommates.seekers;

  app.post(
    '/roommates',
    formRoute(
      'roommate',
      {
        summary: "'Find a room': a seeker's profile; the confirmation link goes to the e-mail only (201)",
        body: SeekerQuestionnaireSchema,
        response: { 201: Envelope, 400: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
      { bodyLimit: ROOMMATE_BODY_LIMIT },
    ),
    async (request, reply) => {
      await seekers.submit(request.body);
      return reply.status(201).send({ success: true, message: T.sent });
    },
  );

  const own = { 200: OwnSeekerAnswerSchema, 400: ErrorSchema, 404: ErrorSchema };

  app.get(
    '/roommates/:token',
    route('public', { summary: 'The profile its private link opens', params: SeekerTokenParams, response: own }),
    async (request) => ({ success: true, seeker: await seekers.own(request.params.token) }),
  );

  app.get(
    '/roommates/:token/rooms',
    route('public', {
      summary:
        "The active rooms that fit the confirmed profile, best first, with each match's reasons (the back-office's ranking) and the area by name; none before it is confirmed",
      params: SeekerTokenParams,
      response: { 200: SeekerRoomsAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => ({ success: true, rooms: await seekers.matchingRooms(request.params.token) }),
  );

  app.post(
    '/roommates/:token/confirm',
    route('public', {
      summary: 'Confirm the profile (double opt-in): it becomes an inquiry and gets room alerts',
      params: SeekerTokenParams,
      response: own,
    }),
    async (request) => ({ success: true, message: T.confirmed, seeker: await seekers.confirm(request.params.token) }),
  );

  app.post(
    '/roommates/:token/alerts/resume',
    route('public', {
      summary: "Resume the room alerts the alert's one-click stop paused (the profile stayed; decision 092)",
      params: SeekerTokenParams,
      response: own,
    }),
    async (request) => ({ success: true, message: T.resumed, seeker: await seekers.resumeAlerts(request.params.token) }),
  );

  app.put(
    '/roommates/:token',
    route(
      'public',
      {
        summary: 'Change the profile (the e-mail stays)',
        params: SeekerTokenParams,
        body: SeekerProfileUpdateSchema,
        response: { ...own, 413: ErrorSchema },
      },
      { bodyLimit: ROOMMATE_BODY_LIMIT },
    ),
    async (request) => ({ success: true, message: T.saved, seeker: await seekers.update(request.params.token, request.body) }),
  );

  app.delete(
    '/roommates/:token',
    route('public', {
      summary: 'Delete the profile',
      params: SeekerTokenParams,
      response: { 200: Envelope, 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => {
      await seekers.remove(request.params.token);
      return { success: true, message: T.deleted };
    },
  );

  staffRoommateRoutes(app);
}
