import type { RouteOptions } from 'fastify';
import { ErrorSchema } from '../../shared/api-envelopes.ts';

/**
 * Every API route refuses in one shape, `{ success: false, message }`: a 4xx or 5xx answer that a
 * route does not describe itself is documented (and, in the API tests, checked) as that shape.
 */
export function documentRefusals(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  schema.response = { '4xx': ErrorSchema, '5xx': ErrorSchema, ...(schema.response as Record<string, unknown> | undefined) };
}
