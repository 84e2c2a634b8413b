import { ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import {
  AgencyAcknowledgementAnswerSchema,
  AgencyAcknowledgementsAnswerSchema,
  AgencyTokenParams,
  LandlordAcknowledgeSchema,
  LandlordLinkAnswerSchema,
  LandlordLinkSchema,
  RecordLandlordSchema,
} from '../../../shared/agency.ts';
import { ListingIdParams } from '../../../shared/listings.schema.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { noStore, routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute } = routesTagged('Agency disclosure');

/**
 * The New York State agency disclosure (RPL §443, decision 088): the landlord's acknowledgement of a
 * listing, recorded by staff or through an e-mailed link, and the landlord's link itself. The tenant's
 * acknowledgement rides on the booking and the application start (`agencyAcknowledged`).
 */
export async function agencyRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  const agency = app.services.agency;

  app.get(
    '/admin/agency/listings/:id',
    route('private', {
      summary: "The listing's landlord acknowledgements of the agency disclosure: recorded, acknowledged by link, or waiting",
      params: ListingIdParams,
      response: { 200: AgencyAcknowledgementsAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, acknowledgements: await agency.forListing(request.params.id) }),
  );

  app.post(
    '/admin/agency/listings/:id/landlord',
    route('private', {
      summary:
        "Record the landlord's acknowledgement given on paper or in person: the landlord's name and the New York day (201)",
      params: ListingIdParams,
      body: RecordLandlordSchema,
      response: { 201: AgencyAcknowledgementAnswerSchema, ...RecordErrors },
    }),
    async (request, reply) => {
      const acknowledgement = await agency.recordLandlord(request.params.id, request.body, {
        userId: request.user ? toNumber(request.user.id) : null,
        address: request.ip,
      });
      return reply.status(201).send({ success: true, message: S.recorded, acknowledgement });
    },
  );

  app.post(
    '/admin/agency/listings/:id/landlord-link',
    route('private', {
      summary: 'E-mail the landlord a link to read and acknowledge the agency disclosure in their language (201)',
      params: ListingIdParams,
      body: LandlordLinkSchema,
      response: { 201: AgencyAcknowledgementAnswerSchema, ...RecordErrors },
    }),
    async (request, reply) => {
      const acknowledgement = await agency.sendLandlordLink(request.params.id, request.body, {
        userId: request.user ? toNumber(request.user.id) : null,
      });
      return reply.status(201).send({ success: true, message: S.linkSent(request.body.email), acknowledgement });
    },
  );

  app.get(
    '/agency/:token',
    route('public', {
      summary: "The landlord's link: the listing's address and the disclosure in the link's language (404 for any other token)",
      params: AgencyTokenParams,
      response: { 200: LandlordLinkAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => ({ success: true, link: await agency.landlordLink(request.params.token) }),
  );

  app.post(
    '/agency/:token',
    formRoute(
      'disclosure',
      {
        summary: 'The landlord acknowledges the disclosure: the time and the client address are recorded (the first time only)',
        params: AgencyTokenParams,
        body: LandlordAcknowledgeSchema,
        response: { 200: LandlordLinkAnswerSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
      { bodyLimit: 1024 },
    ),
    async (request) => ({ success: true, link: await agency.acknowledgeLandlord(request.params.token, request.ip) }),
  );
}
