import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  InboundAttachmentIdParams,
  InboundImportedAnswerSchema,
  InboundMessageIdParams,
  InboundTextAnswerSchema,
} from '../../../shared/inquiries.schema.ts';
import { INBOUND_TEXT as T } from '../../../shared/texts/inbound.ts';
import { ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { MAX_INBOUND_MESSAGE_BYTES, UnreadableMessageError } from './parse-message.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

/** A message must arrive whole within this time: a body that trickles in is cut off. */
const INBOUND_BODY_DEADLINE_MS = 30_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Bearer {INBOUND_TOKEN}`, compared in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const { route } = routesTagged('Inbound mail');
const security = [{ bearerAuth: [] }];

/**
 * The renter's answers (decision 035): the inbound webhook for mail providers, and for staff the
 * whole text of a message and its kept attachments.
 */
export async function inboundRoutes(app: RoutesApp, opts: { bodyDeadlineMs?: number } = {}) {
  const inbound = app.services.inbound;
  const token = app.config.inboundToken;
  const deadline = opts.bodyDeadlineMs ?? INBOUND_BODY_DEADLINE_MS;

  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: MAX_INBOUND_MESSAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    /** Before a byte of the body is read: no setting, no endpoint; a wrong token, no reading. */
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!token) return reply.callNotFound();
      if (!tokenMatches(request.headers.authorization, token)) throw unauthorized(T.tokenInvalid);
      if (!/^message\/rfc822\s*(;|$)/i.test(request.headers['content-type'] ?? '')) throw new AppError(415, T.notRfc822);
      const timer = setTimeout(() => request.raw.destroy(), deadline);
      timer.unref();
      request.raw.once('end', () => clearTimeout(timer));
      reply.raw.once('close', () => clearTimeout(timer));
    };
    webhook.post(
      '/inbound/email',
      route(
        'public',
        {
          summary:
            'A raw e-mail (Content-Type: message/rfc822) from a mail provider, with Authorization: Bearer {INBOUND_TOKEN}; imported into the inquiry it answers',
          security,
          response: {
            202: InboundImportedAnswerSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            404: ErrorSchema,
            413: ErrorSchema,
            415: ErrorSchema,
          },
        },
        { bodyLimit: MAX_INBOUND_MESSAGE_BYTES, onRequest: guard },
      ),
      async (request, reply) => {
        const raw = request.body as Buffer;
        try {
          const { imported, inquiryId } = await inbound.receive(raw, 'webhook');
          request.log.info({ imported, inquiryId }, 'inbound e-mail received');
          return reply.status(202).send({ success: true, imported });
        } catch (error) {
          if (error instanceof UnreadableMessageError) throw new AppError(400, T.unreadable);
          throw error;
        }
      },
    );
  });

  app.get(
    '/inquiries/:id/messages/:messageId',
    route('private', {
      summary: "A renter's e-mail with its whole text (quoted history included)",
      params: InboundMessageIdParams,
      response: { 200: InboundTextAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({
      success: true,
      fullText: await inbound.fullText(request.params.id, request.params.messageId),
    }),
  );

  app.get(
    '/inquiries/:id/messages/:messageId/attachments/:attachmentId',
    route('private', {
      summary: "Download a kept attachment of a renter's e-mail",
      params: InboundAttachmentIdParams,
      response: { 200: z.any().describe('The file (application/octet-stream)'), ...RecordErrors },
    }),
    async (request, reply) => {
      const { id, messageId, attachmentId } = request.params;
      const { filename, file } = await inbound.attachment(id, messageId, attachmentId);
      // Always a download, never rendered by the browser in the product's origin.
      reply.header('content-type', 'application/octet-stream');
      reply.header('content-disposition', contentDisposition(filename));
      reply.header('cache-control', 'private, no-store');
      if (file.length !== undefined) reply.header('content-length', file.length);
      return reply.send(file.body);
    },
  );
}
