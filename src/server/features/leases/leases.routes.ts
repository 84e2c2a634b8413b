import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import {
  DOCUMENT_KINDS,
  DealIdParams,
  DeclineLeaseSchema,
  LeaseAnswerSchema,
  LeaseIdParams,
  LeasesAnswerSchema,
  RiderChecklistSchema,
  SendLeaseSchema,
  SignLeaseSchema,
  TokenParams,
  VoidLeaseSchema,
  type RiderChecklist,
} from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import { SIGNING } from './signing-refusals.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { noStore, routesTagged, TOKEN_LINK_HEADERS, type RoutesApp } from '../../platform/route.ts';
import { sendPdf } from '../../platform/pdf-file.ts';
import { consentOf, type Client } from './leases.service.ts';
import { moveRoutes } from './moves.routes.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const R = keyed('leases', 'LEASES_TEXT', T);

const { route, formRoute } = routesTagged('Leases');
/** One lease or rider file at most. */
const MAX_LEASE_FILE_BYTES = 20 * 1024 * 1024;
const MAX_RIDER_FILES = 10;

const invalidLink = () => notFound(SIGNING.invalid);

/** The client as the evidence records it: its address (TRUST_PROXY honoured) and its browser. */
const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

/** The upload's lease file, its riders and the checklist (JSON); 413 past 20 MB a file. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(R.fileRequired);
  let lease: { name: string; data: Buffer } | null = null;
  const riders: Array<{ name: string; data: Buffer }> = [];
  let checklist: RiderChecklist | undefined;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: MAX_LEASE_FILE_BYTES,
        files: 1 + MAX_RIDER_FILES,
        fields: 4,
        parts: 2 + MAX_RIDER_FILES,
        fieldSize: 4096,
      },
    })) {
      if (part.type === 'file') {
        const file = { name: (part.filename || 'lease.pdf').slice(0, 200), data: await part.toBuffer() };
        if (part.fieldname === 'file' && !lease) lease = file;
        else if (part.fieldname === 'riders') riders.push(file);
      } else if (part.fieldname === 'checklist' && typeof part.value === 'string' && part.value.trim()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(part.value);
        } catch {
          throw badRequest(R.checklistInvalid);
        }
        const result = RiderChecklistSchema.safeParse(parsed);
        if (!result.success) throw badRequest(R.checklistInvalid);
        checklist = result.data;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = (error ?? {}) as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, R.fileTooLarge);
    throw badRequest(R.fileRequired);
  }
  if (!lease || lease.data.length === 0) throw badRequest(R.fileRequired);
  return { lease, riders, checklist };
}

/**
 * Leases (issue 45, docs/decisions/084): the staff's upload, sending, reading and voiding ('private'),
 * and each signer's private link ('public': the token is the key). Nothing is kept by a cache.
 */
export async function leasesRoutes(app: RoutesApp) {
  app.addHook('preHandler', noStore);
  await app.register(multipart, { limits: { fileSize: MAX_LEASE_FILE_BYTES } });
  const leases = app.services.leases;

  app.post(
    '/admin/deals/:id/lease',
    route(
      'private',
      {
        summary:
          "Upload the landlord's lease (multipart: file; optional riders, several; optional checklist, JSON of each rider 'attached' or 'not-applicable'): PDFs, at most 20 MB each, 200 pages together. A draft",
        params: DealIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: LeaseAnswerSchema, ...RecordErrors, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
      { config: { upload: true } },
    ),
    async (request, reply) => {
      const files = await readUpload(request);
      const lease = await leases.upload(request.params.id, files);
      return reply.status(201).send({ success: true, message: T.uploaded, lease });
    },
  );

  app.get(
    '/admin/deals/:id/leases',
    route('private', {
      summary: "A deal's leases, newest first, each with its signers and events",
      params: DealIdParams,
      response: { 200: LeasesAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, leases: await leases.ofDeal(request.params.id) }),
  );

  app.get(
    '/admin/leases/:id',
    route('private', {
      summary: 'One lease: its status, signers, events (an append-only hash chain) and whether the chain is intact',
      params: LeaseIdParams,
      response: { 200: LeaseAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, lease: await leases.get(request.params.id) }),
  );

  app.post(
    '/admin/leases/:id/send',
    route('private', {
      summary:
        'Send a draft for signature: every rider ticked (checklist here or with the upload) and the landlord named. The tenants and guarantor get their links now; the landlord once they all signed',
      params: LeaseIdParams,
      body: SendLeaseSchema,
      response: { 200: LeaseAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      const lease = await leases.send(request.params.id, request.body);
      return { success: true, message: T.sent(lease.signers.filter((s) => s.status === 'sent').length), lease };
    },
  );

  app.post(
    '/admin/leases/:id/void',
    route('private', {
      summary: 'Void a lease in draft or out for signature: its links stop working (optional reason)',
      params: LeaseIdParams,
      body: VoidLeaseSchema,
      response: { 200: LeaseAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => ({ success: true, message: T.voided, lease: await leases.void(request.params.id, request.body?.reason) }),
  );

  app.get(
    '/admin/leases/:id/signed.pdf',
    route('private', {
      summary: 'The signed lease: the document, a certificate page per signer, sealed with a PDF signature',
      params: LeaseIdParams,
      response: { 200: z.any().meta({ description: 'The signed lease (application/pdf)' }), ...RecordErrors, 409: ErrorSchema },
    }),
    async (request, reply) => {
      const { filename, bytes } = await leases.signedPdf(request.params.id);
      return sendPdf(reply, { filename, body: bytes });
    },
  );

  // ---- the signer's link ----

  const SigningAnswer = Envelope.extend({
    lease: z.object({
      kind: z.enum(DOCUMENT_KINDS),
      state: z.enum(['open', 'signed', 'declined', 'voided', 'ended', 'waiting']),
      place: z.string(),
      pages: z.number().int(),
      language: z.string(),
      signer: z.object({
        name: z.string(),
        email: z.string(),
        role: z.string(),
        signedName: z.string().nullable(),
        signedAt: z.string().nullable(),
      }),
      documentSha256: z.string(),
      consent: z.array(z.string()),
      consentSha256: z.string(),
    }),
  });
  const answer = (view: Awaited<ReturnType<typeof leases.sign>>) => {
    const consent = consentOf(view.language, view.kind);
    return { ...view, consent: consent.paragraphs, consentSha256: consent.sha256 };
  };

  app.get(
    '/leases/:token',
    route('public', {
      summary: "A signer's lease: its state, pages, the consent text; the first look is recorded ('opened'). Unknown: 404",
      params: TokenParams,
      response: { 200: SigningAnswer, 404: ErrorSchema },
    }),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      const view = await leases.view(request.params.token, clientOf(request));
      if (!view) throw invalidLink();
      return { success: true, lease: answer(view) };
    },
  );

  app.get(
    '/leases/:token/pages/:page',
    route('public', {
      summary: 'One page of the lease as a PNG image (while the link can sign or has signed)',
      params: z.strictObject({ token: z.string().max(200), page: z.string().regex(/^\d{1,3}$/) }),
      response: { 200: z.any().meta({ description: 'image/png' }), 400: ErrorSchema, 404: ErrorSchema },
    }),
    async (request, reply) => {
      const png = await leases.page(request.params.token, Number(request.params.page));
      if (!png) throw invalidLink();
      return reply.headers(TOKEN_LINK_HEADERS).header('content-type', 'image/png').send(png);
    },
  );

  app.get(
    '/leases/:token/document.pdf',
    route('public', {
      summary: 'The lease as a PDF, as the signer reads it (while the link can sign or has signed)',
      params: TokenParams,
      response: { 200: z.any().meta({ description: 'application/pdf' }), 404: ErrorSchema },
    }),
    async (request, reply) => {
      const file = await leases.documentPdf(request.params.token);
      if (!file) throw invalidLink();
      return sendPdf(reply.headers(TOKEN_LINK_HEADERS), { filename: file.filename, body: file.bytes });
    },
  );

  app.post(
    '/leases/:token/code',
    formRoute(
      'lease',
      {
        summary: 'E-mail the signer a one-time six-digit code, valid 15 minutes for five tries (at most 5 codes an hour)',
        params: TokenParams,
        response: { 200: Envelope, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema },
      },
      { bodyLimit: 1024 },
    ),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      const sent = await leases.requestCode(request.params.token, clientOf(request));
      return { success: true, message: textsFor(sent.language, 'deals-public').LEASE_SIGNING_TEXT.codeSent(sent.email) };
    },
  );

  app.post(
    '/leases/:token/sign',
    formRoute(
      'lease',
      {
        summary:
          'Sign: { consent: true, code, name }. Wrong code 400 (five tries, then 429), expired 400, no consent 400, signed already 409, voided 410',
        params: TokenParams,
        body: SignLeaseSchema,
        response: {
          200: SigningAnswer,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          410: ErrorSchema,
          429: ErrorSchema,
        },
      },
      { bodyLimit: 8 * 1024 },
    ),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      const view = await leases.sign(request.params.token, request.body, clientOf(request));
      return { success: true, lease: answer(view) };
    },
  );

  app.post(
    '/leases/:token/decline',
    formRoute(
      'lease',
      {
        summary: 'Decline to sign, with a reason: the lease stops and the staff are e-mailed',
        params: TokenParams,
        body: DeclineLeaseSchema,
        response: { 200: SigningAnswer, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema },
      },
      { bodyLimit: 8 * 1024 },
    ),
    async (request, reply) => {
      reply.headers(TOKEN_LINK_HEADERS);
      const view = await leases.decline(request.params.token, request.body.reason, clientOf(request));
      return { success: true, lease: answer(view) };
    },
  );

  await moveRoutes(app);
}
