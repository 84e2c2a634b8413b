import { z } from 'zod';
import { Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import {
  AdminApplicationAnswerSchema,
  AdminApplicationsAnswerSchema,
  AdminApplicationsQuerySchema,
  ApplicationDocumentParams,
  ApplicationIdParams,
  InviteInquirerSchema,
  RequestDocumentsSchema,
  ListingApplicationsAnswerSchema,
  ListingApplicationsSchema,
  ListingSwitchesAnswerSchema,
  ScreeningFeeReceivedSchema,
  StatusChangeSchema,
  WithdrawOfferSchema,
} from '../../../shared/applications.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import { ListingIdParams } from '../../../shared/listings.schema.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';
import { contentDisposition } from '../../platform/pdf-file.ts';
import { readUpload } from './document-upload.ts';

const { route } = routesTagged('Applications (staff)');

/**
 * The back-office's application routes: every one needs a signed-in account ('private'); no answer is
 * kept by a browser or a cache (the `noStore` hook of applicationsRoutes).
 */
export function staffApplicationRoutes(app: RoutesApp) {
  const staff = app.services.applications.staff;

  app.get(
    '/admin/applications',
    route('private', {
      summary: 'Applications, newest first (paged; status, listingId), with what each still lacks and the count of new ones',
      querystring: AdminApplicationsQuerySchema,
      response: { 200: AdminApplicationsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await staff.list(request.query)) }),
  );

  app.get(
    '/admin/applications/:id',
    route('private', {
      summary: "One application: each person's part and documents, the fees, the document access log",
      params: ApplicationIdParams,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, application: await staff.get(request.params.id) }),
  );

  app.get(
    '/admin/applications/:id/documents/:docId',
    route('private', {
      summary: 'A document (PDF or image), decrypted for viewing inline; every opening is logged (who, when, address)',
      params: ApplicationDocumentParams,
      response: { 200: z.any().meta({ description: 'The file (application/pdf, image/jpeg or image/png)' }), ...RecordErrors },
    }),
    async (request, reply) => {
      const opened = await staff.openDocument(request.params.id, request.params.docId, {
        user: request.user,
        address: request.ip,
      });
      return reply
        .header('content-type', opened.contentType)
        .header('content-length', opened.size)
        .header('content-disposition', contentDisposition('inline', opened.name))
        .header('x-content-type-options', 'nosniff')
        .send(opened.body);
    },
  );

  app.patch(
    '/admin/applications/:id',
    route('private', {
      summary:
        'Change the status; Declined e-mails the applicants a neutral notice (naming the reporting agency and the FCRA rights when a screening report was used)',
      params: ApplicationIdParams,
      body: StatusChangeSchema,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      const application = await staff.setStatus(request.params.id, request.body.status, request.body.reportingAgency);
      return { success: true, message: T.statusSaved(T.statuses[application.status]), application };
    },
  );

  app.post(
    '/admin/applications/:id/request-documents',
    route('private', {
      summary: 'Request documents: one e-mail to the person with the ticked documents and their link (issued anew)',
      params: ApplicationIdParams,
      body: RequestDocumentsSchema,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      message: T.requestSent,
      application: await staff.requestDocuments(request.params.id, request.body.personId, request.body.kinds),
    }),
  );

  app.post(
    '/admin/applications/:id/screening-fee',
    route('private', {
      summary:
        'Record the screening fee received (at most $20) and the agency that makes the check: the applicant is e-mailed a receipt naming it. 409 when an applicant brought a report made within 30 days (RPL §238-a(1)(b))',
      params: ApplicationIdParams,
      body: ScreeningFeeReceivedSchema,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      message: T.feeRecorded,
      application: await staff.recordScreeningFee(request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/applications/:id/screening-report',
    route('private', {
      summary:
        'E-mail the applicant a copy of the background and credit check (multipart: file, a PDF of at most 10 MB), attached (RPL §238-a(1)(b))',
      params: ApplicationIdParams,
      consumes: ['multipart/form-data'],
      response: { 200: Envelope, ...RecordErrors, 413: ErrorSchema, 415: ErrorSchema },
    }),
    async (request) => {
      const { data } = await readUpload(request);
      await staff.sendReportCopy(request.params.id, data);
      return { success: true, message: T.reportCopySent };
    },
  );

  app.post(
    '/admin/applications/:id/conditional-offer',
    route('private', {
      summary:
        'Record a conditional offer (NYC Fair Chance Housing Law): a criminal background check is allowed only from now; each tenant is e-mailed the Fair Chance notice; withdrawable after five New York business days',
      params: ApplicationIdParams,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      message: S.offerRecorded,
      application: await staff.recordConditionalOffer(request.params.id),
    }),
  );

  app.post(
    '/admin/applications/:id/withdraw-offer',
    route('private', {
      summary:
        'Withdraw the conditional offer, which declines the application: 409 before five New York business days have passed since the offer (Fair Chance Housing Law)',
      params: ApplicationIdParams,
      body: WithdrawOfferSchema,
      response: { 200: AdminApplicationAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      message: S.offerWithdrawn,
      application: await staff.withdrawOffer(request.params.id, request.body.reportingAgency),
    }),
  );

  app.get(
    '/admin/applications/listings',
    route('private', {
      summary:
        'Every listing (newest first, at most 500) with whether it takes applications and whether it is rented (signed in)',
      response: { 200: ListingSwitchesAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, listings: await staff.listingSwitches() }),
  );

  app.get(
    '/admin/applications/listings/:id',
    route('private', {
      summary: 'Whether a listing takes applications (signed in)',
      params: ListingIdParams,
      response: { 200: ListingApplicationsAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({
      success: true,
      listingId: request.params.id,
      enabled: await staff.listingApplications(request.params.id),
    }),
  );

  app.put(
    '/admin/applications/listings/:id',
    route('private', {
      summary: "Turn a listing's applications on or off ('Apply' is offered only when on; on by default)",
      params: ListingIdParams,
      body: ListingApplicationsSchema,
      response: { 200: ListingApplicationsAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({
      success: true,
      listingId: request.params.id,
      enabled: await staff.listingApplications(request.params.id, request.body.enabled),
    }),
  );

  app.post(
    '/admin/applications/invitations',
    route('private', {
      summary: "Invite to apply: e-mails an inquiry's author the start link of the inquiry's listing",
      body: InviteInquirerSchema,
      response: { 200: Envelope, ...RecordErrors },
    }),
    async (request) => {
      const { email } = await app.services.applications.inviteInquirer(request.body.inquiryId);
      return { success: true, message: T.inquirerInvited(email) };
    },
  );
}
