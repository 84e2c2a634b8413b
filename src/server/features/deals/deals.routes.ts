import { Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import {
  CreateDealSchema,
  DealAnswerSchema,
  DealIdParams,
  DealsAnswerSchema,
  DealsQuerySchema,
  DisclosureIdParams,
  SignedDisclosuresAnswerSchema,
  SignedDisclosuresQuerySchema,
  UpdateDealSchema,
} from '../../../shared/deals.ts';
import { z } from 'zod';
import { DealRecordsSettingsAnswerSchema, DealRecordsSettingsSchema } from '../../../shared/deal-records.ts';
import { DEALS_TEXT as T } from '../../../shared/texts/deals.ts';
import { ADMIN_DEALS_TEXT as R } from '../../../shared/texts/admin-deals.ts';
import { noStore, routesTagged, type RoutesApp } from '../../platform/route.ts';
import { sendPdf } from '../../platform/pdf-file.ts';

const { route, adminRoute } = routesTagged('Deals');

/**
 * The back-office's deals (docs/decisions/061): every route needs a signed-in account ('private'); no
 * answer is kept by a browser or a cache (the `noStore` hook).
 */
export async function dealsRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  const deals = app.services.deals;

  app.post(
    '/admin/deals',
    route('private', {
      summary:
        "Start a deal: by hand (listingId, tenants) or from an approved application (applicationId fills the listing and tenants). Money in dollars, kept in cents; deposit at most one month's rent (GOL §7-108); a tenant-paid fee needs tenantAgreementOn (FARE Act)",
      body: CreateDealSchema,
      response: { 201: DealAnswerSchema, ...RecordErrors },
    }),
    async (request, reply) =>
      reply.status(201).send({ success: true, message: T.created, deal: await deals.create(request.body) }),
  );

  app.get(
    '/admin/deals',
    route('private', {
      summary: 'Deals, newest first (paged; stage; from/to on the lease start, New York days)',
      querystring: DealsQuerySchema,
      response: { 200: DealsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await deals.list(request.query)) }),
  );

  app.get(
    '/admin/deals/:id',
    route('private', {
      summary: 'One deal, with its listing now and its disclosures',
      params: DealIdParams,
      response: { 200: DealAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, deal: await deals.get(request.params.id) }),
  );

  app.patch(
    '/admin/deals/:id',
    route('private', {
      summary:
        "Change fields or the stage. 'lease-signed' takes the listing off the site, both feeds and the alerts in the same request (inactive, Rented with the day) and cancels the tenants' other open viewings of it; 'fell-through' needs fellThroughReason; relist: true puts the listing of a deal that fell through back on the site",
      params: DealIdParams,
      body: UpdateDealSchema,
      response: { 200: DealAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const { deal, superseded } = await deals.update(request.params.id, request.body);
      const message = request.body.relist ? T.relisted : superseded > 0 ? T.disclosureSuperseded : T.saved;
      return { success: true, message, deal };
    },
  );

  app.post(
    '/admin/deals/:id/disclosure',
    route('private', {
      summary:
        'E-mail every tenant the link to sign the FARE Act fee disclosure (/disclosures/{token}); a new link replaces an unsigned one. Only while Pending and when the tenant pays a fee',
      params: DealIdParams,
      response: { 200: DealAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      const { count, deal } = await deals.sendDisclosure(request.params.id);
      return { success: true, message: T.disclosureSent(count), deal };
    },
  );

  app.get(
    '/admin/disclosures',
    route('private', {
      summary:
        'The signed FARE Act fee disclosures, newest first, with what each showed and its digest, whether or not their deal still exists (kept three years); dealId narrows to one deal',
      querystring: SignedDisclosuresQuerySchema,
      response: { 200: SignedDisclosuresAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await deals.disclosures.listSigned(request.query)) }),
  );

  app.get(
    '/admin/disclosures/:id/pdf',
    route('private', {
      summary: 'The signed copy of a disclosure (PDF, made again from the frozen text and fees); 409 for one not signed',
      params: DisclosureIdParams,
      response: {
        200: z.any().meta({ description: 'The signed copy (application/pdf, inline, named for the apartment)' }),
        ...RecordErrors,
        409: ErrorSchema,
      },
    }),
    async (request, reply) => {
      const { filename, bytes } = await deals.disclosures.signedPdf(request.params.id);
      return sendPdf(reply, { filename, body: Buffer.from(bytes) });
    },
  );

  app.delete(
    '/admin/deals/:id',
    route('private', {
      summary:
        'Delete a Pending deal (its signed disclosures are kept at least three years); past Pending a deal is a record: 409, mark it Fell through or Archived',
      params: DealIdParams,
      response: { 200: Envelope, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      await deals.remove(request.params.id);
      return { success: true, message: T.deleted };
    },
  );

  app.get(
    '/admin/deal-records/settings',
    route('private', {
      summary: 'How many years a closed deal (paid, fell through, archived) is kept before the purge deletes it with its records',
      response: { 200: DealRecordsSettingsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, settings: await deals.records.settings() }),
  );

  app.put(
    '/admin/deal-records/settings',
    adminRoute(R.recordsAdminOnly, {
      summary: 'Set the years a closed deal is kept, 3 to 30 (19 NYCRR 175.23: at least three); administrators only',
      body: DealRecordsSettingsSchema,
      response: { 200: DealRecordsSettingsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async (request) => ({ success: true, message: R.recordsSaved, settings: await deals.records.updateSettings(request.body) }),
  );
}
