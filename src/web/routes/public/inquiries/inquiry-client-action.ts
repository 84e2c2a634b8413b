import { sendToServerAction } from '../../../lib/server-action.ts';
import type { InquiryResult } from './inquiry-form.tsx';

/**
 * The inquiry action's browser side (a route's `clientAction`, mounted with the action): the action's
 * answer, or the form's own wording when the server could not be reached or answered something else.
 */
export function inquiryClientAction({ serverAction }: { serverAction: () => Promise<InquiryResult> }): Promise<InquiryResult> {
  return sendToServerAction(serverAction, (failure) =>
    // No message: the form says its own 'failed' in the page's language.
    failure.kind === 'unreachable' ? { sent: false, unreachable: failure.error.message } : { sent: false, message: '' },
  );
}
