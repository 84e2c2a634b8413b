import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { PersonTimelineAnswerSchema, PersonTimelineQuerySchema } from '../../../shared/people.ts';
import { noStore, route, type RoutesApp } from '../../platform/route.ts';

/**
 * `GET /api/admin/people/timeline?email=…` (docs/decisions/091-one-person-one-timeline.md): staff only;
 * a person's records are never kept by a browser or a cache.
 */
export async function peopleRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  app.get(
    '/admin/people/timeline',
    route('private', {
      tags: ['People (staff)'],
      summary:
        "Everything the product holds for one e-mail address (any case): inquiries, replies and the renter's e-mails, viewings, applications, deals, the roommate profile and its introductions, newest first (at most 100)",
      querystring: PersonTimelineQuerySchema,
      response: { 200: PersonTimelineAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await app.services.people.of(request.query.email)) }),
  );
}
