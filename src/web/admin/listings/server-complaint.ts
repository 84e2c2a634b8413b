import { ApiError } from '../kit/api-client.ts';

/**
 * The server's `error` or `message` of a refused save, for the form's 'Server error: {error}' line
 * (docs/product.md §8); null when the request got no answer.
 */
export function serverComplaint(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: unknown } | undefined;
  if (body && typeof body.error === 'string' && body.error) return body.error;
  return error.serverMessage ?? null;
}
