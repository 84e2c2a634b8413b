import { CountAnswerSchema, Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import { ListingIdParams } from '../../../shared/listings.schema.ts';
import { idParams } from '../../../shared/query-params.ts';
import {
  IntroductionSchema,
  InviteToViewSchema,
  ListingSeekersAnswerSchema,
  StaffSeekerAnswerSchema,
  StaffSeekerListAnswerSchema,
  StaffSeekerQuerySchema,
} from '../../../shared/roommates.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Roommates (staff)');
const SeekerIdParams = idParams(T.seekerNotFound, 'Seeker id');

/**
 * The back-office's roommate routes: every one needs a signed-in account ('private'); no answer is kept
 * by a browser or a cache (the `noStore` hook of roommatesRoutes).
 */
export function staffRoommateRoutes(app: RoutesApp) {
  const staff = app.services.roommates.staff;

  app.get(
    '/admin/roommates',
    route('private', {
      summary: 'Seekers, newest first (paged; budget at least, move-in month YYYY-MM, area), and the areas to filter by',
      querystring: StaffSeekerQuerySchema,
      response: { 200: StaffSeekerListAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await staff.list(request.query)) }),
  );

  app.get(
    '/admin/roommates/:id',
    route('private', {
      summary: 'One seeker: the profile, the rooms ranked for it with their reasons, the others to introduce',
      params: SeekerIdParams,
      response: { 200: StaffSeekerAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, ...(await staff.get(request.params.id)) }),
  );

  app.get(
    '/admin/listings/:id/seekers',
    route('private', {
      summary:
        'The confirmed seekers ranked for a room listing, with their reasons (empty for a listing that is not an active room)',
      params: ListingIdParams,
      response: { 200: ListingSeekersAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, ...(await staff.forListing(request.params.id)) }),
  );

  app.post(
    '/admin/roommates/introductions',
    route('private', {
      summary: 'Introduce two seekers who both consented: one e-mail to each with both names and e-mails and the note',
      body: IntroductionSchema,
      response: { 200: CountAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      const count = await staff.introduce(request.body, request.user?.id ?? null);
      return { success: true, message: T.introduced(count), count };
    },
  );

  app.post(
    '/admin/roommates/:id/invitations',
    route('private', {
      summary: "'Invite to view': the listing's viewing link e-mailed to the seeker",
      params: SeekerIdParams,
      body: InviteToViewSchema,
      response: { 200: Envelope, ...RecordErrors, 409: ErrorSchema, 413: ErrorSchema },
    }),
    async (request) => {
      await staff.inviteToView(request.params.id, request.body.listingId, request.user?.id ?? null);
      return { success: true, message: T.invited };
    },
  );
}
