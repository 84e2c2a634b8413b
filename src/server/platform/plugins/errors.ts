import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { COMMON_TEXT } from '../../../shared/texts/common.ts';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { AppError } from '../errors.ts';
import { REFUSAL_HEADER, refusalHeader } from '../../../shared/i18n/refusal-header.ts';
import type { TextRef } from '../../../shared/i18n/text-ref.ts';
import { refuseTooLarge } from './request-limits.ts';

/** What a 503 answer suggests to wait before trying again. */
export const RETRY_AFTER_SECONDS = '5';

/** Messages for the client errors Fastify and its plugins raise themselves. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_PARTS_LIMIT: 'Too many parts in the form',
  FST_FILES_LIMIT: 'Too many files',
  FST_FIELDS_LIMIT: 'Too many fields in the form',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart form',
  FST_ERR_BAD_URL: 'Malformed URL',
};

/** The first problem of a failed schema validation, in words a client can show, and its keyed text if it has one. */
function validationMessage(error: FastifyError): { message: string; text?: TextRef } {
  const context = error.validationContext ?? 'body';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const params = issue.params as { keys?: string[]; expected?: string };
    if (issue.keyword === 'unrecognized_keys')
      return { message: `Unknown field${params.keys && params.keys.length > 1 ? 's' : ''}: ${params.keys?.join(', ')}` };
    // The whole body (or query) has the wrong shape: null, an array, a number, a string...
    if (issue.instancePath === '/' && issue.keyword === 'invalid_type') {
      return { message: context === 'body' ? 'Request body must be a JSON object' : `Invalid ${context}` };
    }
    // Its key, when the schema's message was a keyed text (keyed-validation.ts).
    const { text } = issue as { text?: TextRef };
    return issue.message ? { message: issue.message, ...(text ? { text } : {}) } : { message: 'Invalid input' };
  }
  return { message: error.validation?.[0]?.message ?? 'Invalid input' };
}

/**
 * For Fastify's `frameworkErrors` option: what fails before any route is found (a malformed URL
 * such as `/api/x/%`) gets the same envelope instead of Fastify's own error body.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  reply.status(400).send({ success: false, message: FRAMEWORK_MESSAGES[error.code] ?? 'Invalid request' });
}

/** One envelope for every failure: `{ success: false, message }`, never a stack trace. */
export const errorsPlugin = fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal by key also says which it is (decision 101): its body stays the message, byte for byte.
      if (error.text) reply.header(REFUSAL_HEADER, refusalHeader(error.text));
      return reply.status(error.statusCode).send({ success: false, message: error.message });
    }
    if (error.validation) {
      const { message, text } = validationMessage(error);
      if (text) reply.header(REFUSAL_HEADER, refusalHeader(text));
      return reply.status(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    // Over the route's body cap while it streamed: the page or envelope, and the connection closed.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuseTooLarge(request, reply);
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? (status === 429 ? error.message : 'Invalid request');
      return reply.status(status).send({ success: false, message });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: no stack in the log for every request, and the client may retry soon.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ success: false, message: COMMON_TEXT.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: 'Route not found' });
  });
});
