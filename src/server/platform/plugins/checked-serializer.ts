import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z, type ZodType } from 'zod';

/**
 * A serializer that first checks the answer against the response schema its route declares, so an
 * answer and its documented shape cannot drift apart unseen. The API tests use it (decision 043);
 * production serialises plain JSON, without the cost of a second walk over every answer.
 */
export const checkedSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) {
      const problem = `${method} ${url} answered ${httpStatus} with a body that does not match its schema:\n${z.prettifyError(checked.error)}`;
      console.error(problem);
      throw new Error(problem);
    }
    return JSON.stringify(data);
  };
