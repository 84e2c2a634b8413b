import multipart from '@fastify/multipart';
import { Envelope, ErrorSchema } from '../../../shared/api-envelopes.ts';
import {
  ApplicationSettingsAnswerSchema,
  ApplicationSettingsSchema,
  DocumentAnswerSchema,
  DocumentParams,
  InvitedAnswerSchema,
  InvitePersonSchema,
  MAX_DOCUMENT_BYTES,
  OwnApplicationAnswerSchema,
  SavePartSchema,
  StartApplicationSchema,
  TokenParams,
} from '../../../shared/applications.ts';
import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { AppError } from '../../platform/errors.ts';
import { readUpload } from './document-upload.ts';
import { packageRoutes } from './package.routes.ts';
import { staffApplicationRoutes } from './staff.routes.ts';
import { noStore, routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute, adminRoute } = routesTagged('Applications');

/**
 * Rental applications: the public start and the applicant's private link; the staff's settings. An
 * applicant's answers are theirs alone: no answer is kept by a browser or a cache (the `noStore` hook).
 */
export async function applicationsRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
  const applications = app.services.applications;

  app.post(
    '/applications',
    formRoute('application', {
      summary: 'Start an application for a listing: the private link goes to the e-mail only (201)',
      body: StartApplicationSchema,
      response: { 201: Envelope, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      await applications.start(request.body, request.ip);
      return reply.status(201).send({ success: true, message: T.started });
    },
  );

  const own = { 200: OwnApplicationAnswerSchema, 400: ErrorSchema, 404: ErrorSchema };

  app.get(
    '/applications/:token',
    route('public', {
      summary: "The applicant's own part, the listing's fees (FARE Act) and the screening fee, what is missing",
      params: TokenParams,
      response: own,
    }),
    async (request) => ({ success: true, application: await applications.own(request.params.token) }),
  );

  app.put(
    '/applications/:token',
    route('public', {
      summary: "Save the fields given of one's own part (the fees confirmed first: feesAcknowledged)",
      params: TokenParams,
      body: SavePartSchema,
      response: { ...own, 409: ErrorSchema },
    }),
    async (request) => ({
      success: true,
      message: T.saved,
      application: await applications.save(request.params.token, request.body),
    }),
  );

  app.post(
    '/applications/:token/people',
    formRoute('application', {
      summary: 'Invite a co-applicant or the guarantor (the main applicant): their own link goes to their e-mail only (201)',
      params: TokenParams,
      body: InvitePersonSchema,
      response: {
        201: InvitedAnswerSchema,
        400: ErrorSchema,
        403: ErrorSchema,
        404: ErrorSchema,
        409: ErrorSchema,
        429: ErrorSchema,
      },
    }),
    async (request, reply) => {
      const person = await applications.invite(request.params.token, request.body);
      return reply.status(201).send({ success: true, message: T.invited(person.name), person });
    },
  );

  app.post(
    '/applications/:token/submit',
    route('public', {
      summary: 'Send the application to the agent (the main applicant): 400 naming what is missing',
      params: TokenParams,
      response: { ...own, 403: ErrorSchema, 409: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.submitted, application: await applications.submit(request.params.token) }),
  );

  app.post(
    '/applications/:token/withdraw',
    route('public', {
      summary: 'Withdraw the application before a decision (the main applicant)',
      params: TokenParams,
      response: { ...own, 403: ErrorSchema, 409: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.withdrawn, application: await applications.withdraw(request.params.token) }),
  );

  app.delete(
    '/applications/:token',
    route('public', {
      summary: "Delete my application: the applicant's link deletes the whole application, another person's their own part",
      params: TokenParams,
      response: { 200: Envelope, 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request) => {
      await applications.remove(request.params.token);
      return { success: true, message: T.deleted };
    },
  );

  app.post(
    '/applications/:token/documents',
    route(
      'public',
      {
        summary:
          'Upload one document (multipart: kind, file; with a screening_report its reportDate, the New York day it was made, not in the future: one made within 30 days waives the screening fee, RPL §238-a(1)(b)): PDF, JPEG, PNG or HEIC by its bytes, at most 10 MB (60 MB per application)',
        description:
          'Images are stored without their metadata (HEIC as JPEG); every document is encrypted at rest (AES-256-GCM).',
        params: TokenParams,
        consumes: ['multipart/form-data'],
        response: {
          201: DocumentAnswerSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
        },
      },
      {
        config: { upload: true },
        // The link is checked before a byte of the body is read: a stranger's upload is 404 at once. Then
        // the uploads of the hour, per client address and per application (decision 094): 429 past either.
        onRequest: async function limit(request, reply) {
          const applicationId = await applications.uploader((request.params as { token: string }).token);
          const verdict = await this.checkUploadLimit(request, `application:${applicationId}`);
          if (!verdict) return;
          reply.header('retry-after', verdict.retryAfterSeconds);
          throw new AppError(
            429,
            keyed('applications', 'APPLICATIONS_TEXT', T).tooManyUploads(Math.ceil(verdict.retryAfterSeconds / 60)),
          );
        },
      },
    ),
    async (request, reply) => {
      const { kind, data, reportDate } = await readUpload(request);
      const document = await applications.upload(request.params.token, kind, data, reportDate);
      return reply.status(201).send({ success: true, message: T.uploaded, document });
    },
  );

  app.delete(
    '/applications/:token/documents/:id',
    route('public', {
      summary: "Delete one of one's own documents",
      params: DocumentParams,
      response: { 200: Envelope, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
    }),
    async (request) => {
      await applications.removeDocument(request.params.token, request.params.id);
      return { success: true, message: T.documentDeleted };
    },
  );

  staffApplicationRoutes(app);
  packageRoutes(app);

  app.get(
    '/admin/applications/settings',
    route('private', {
      summary:
        'The screening fee, how long documents are kept after a decision, and after how many days an application never sent is deleted (signed in)',
      response: { 200: ApplicationSettingsAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, settings: await applications.settings() }),
  );

  app.put(
    '/admin/applications/settings',
    adminRoute(T.adminOnly, {
      summary:
        'Set the screening fee (at most $20 in New York), the retention, and the days after which an application never sent is deleted (administrators; left out, it stays)',
      body: ApplicationSettingsSchema,
      response: { 200: ApplicationSettingsAnswerSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.settingsSaved, settings: await applications.updateSettings(request.body) }),
  );
}
