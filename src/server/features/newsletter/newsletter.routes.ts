import { DigestsAnswerSchema, DigestsQuerySchema, DigestStartedAnswerSchema } from '../../../shared/newsletter.schema.ts';
import { NEWSLETTER_API_TEXT as T } from '../../../shared/texts/newsletter.ts';
import { ErrorSchema } from '../../../shared/api-envelopes.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Newsletter');

/** the digests sent, and 'Send digest now' (signed-in staff). */
export async function newsletterRoutes(app: RoutesApp) {
  const digests = app.services.digests;

  app.get(
    '/newsletter/digests',
    route('private', {
      summary: 'The latest new-listing digests, newest first: date, listings, recipients, delivered and failed',
      querystring: DigestsQuerySchema,
      response: { 200: DigestsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, digests: await digests.list(request.query.limit) }),
  );

  app.post(
    '/newsletter/digest',
    route('private', {
      summary:
        'Send digest now: the listings that became active since the last digest, to every active subscriber (digest null when nothing is new)',
      response: { 200: DigestStartedAnswerSchema, 401: ErrorSchema },
    }),
    async () => {
      const outcome = await digests.sendNow();
      if (!outcome.started)
        return { success: true, message: outcome.reason === 'no-subscribers' ? T.noSubscribers : T.nothingNew, digest: null };
      const digest = await digests.get(outcome.digestId);
      return { success: true, message: T.digestStarted(outcome.listings, outcome.recipients), digest };
    },
  );
}
