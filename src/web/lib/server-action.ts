import { isRouteErrorResponse } from 'react-router';

/** Why a public form's sending did not get its action's answer: the server was not reached, or it answered something else. */
export type SendingFailure = { kind: 'unreachable'; error: Error } | { kind: 'failed' };

/**
 * Runs a route's server action for a form sent by a fetcher (a route's `clientAction`), so that a
 * failed sending becomes the form's own answer instead of the route's error page: `fetch` throwing
 * (a network failure) is 'unreachable'; an answer that is not the action's (a proxy's 502 page, an
 * unexpected server error) is 'failed'. The form words each as docs/product.md §8 says.
 */
export async function sendToServerAction<T, F>(
  serverAction: () => Promise<T>,
  answerFailure: (failure: SendingFailure) => F,
): Promise<T | F> {
  try {
    return await serverAction();
  } catch (error) {
    const unreachable = error instanceof TypeError && !isRouteErrorResponse(error);
    return answerFailure(unreachable ? { kind: 'unreachable', error } : { kind: 'failed' });
  }
}
