import { z } from 'zod';
import { Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import {
  PackageCreatedSchema,
  PackageRequestSchema,
  PackageStateSchema,
  PackageTokenParams,
} from '../../../shared/application-package.ts';
import { ApplicationIdParams } from '../../../shared/applications.ts';
import { route, TOKEN_LINK_HEADERS, type RoutesApp } from '../../platform/route.ts';
import { sendPdf } from '../../platform/pdf-file.ts';

const staffTags = ['Applications (staff)'];

/**
 * The landlord's package (issue 34, Send to landlord): the staff make, look up and revoke the link;
 * the link itself answers the PDF to whoever holds it, for 7 days.
 */
export function packageRoutes(app: RoutesApp) {
  const packages = app.services.applications.staff.packages;

  app.post(
    '/admin/applications/:id/package',
    route('private', {
      tags: staffTags,
      summary:
        "Send to landlord: a package link that works for 7 days (the previous one revoked); with `email`, one e-mail to the landlord with the link (never the file). Status 'Sent to landlord'",
      params: ApplicationIdParams,
      body: PackageRequestSchema,
      response: { 201: PackageCreatedSchema, ...RecordErrors, 409: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      const made = await packages.create(request.params.id, request.body?.email, request.user);
      return reply.status(201).send({ success: true, ...made });
    },
  );

  app.get(
    '/admin/applications/:id/package',
    route('private', {
      tags: staffTags,
      summary: 'The package link that works now: when it was made, when it expires, to whom it was e-mailed (not its address)',
      params: ApplicationIdParams,
      response: { 200: PackageStateSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, package: await packages.current(request.params.id) }),
  );

  app.delete(
    '/admin/applications/:id/package',
    route('private', {
      tags: staffTags,
      summary: 'Revoke the package link: it answers 404 from now on',
      params: ApplicationIdParams,
      response: { 200: Envelope, ...RecordErrors },
    }),
    async (request) => ({ success: true, message: await packages.revoke(request.params.id) }),
  );

  app.get(
    '/application-packages/:token',
    route('public', {
      tags: ['Applications'],
      summary:
        "The landlord's package link: the application as one PDF (cover page, then every document), streamed; each opening is logged. Unknown, expired or revoked: 404",
      params: PackageTokenParams,
      response: {
        200: z.any().meta({ description: 'The package (application/pdf)' }),
        404: ErrorSchema,
        429: ErrorSchema,
        503: ErrorSchema,
      },
    }),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      // A HEAD (a link checker) learns whether the link works; nothing is built or logged.
      if (request.method === 'HEAD') {
        await packages.workingLink(request.params.token);
        return reply.header('content-type', 'application/pdf').send();
      }
      const opened = await packages.open(request.params.token, request.ip);
      return sendPdf(reply, opened);
    },
  );
}
