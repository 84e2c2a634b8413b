import { useCallback, useState } from 'react';
import { errorMessage, SessionExpiredError } from './api-client.ts';
import { useToast, type ToastApi } from './toast.tsx';

/** What a back-office write call answers: the API's envelope (docs/product.md §7). */
export interface WriteAnswer {
  success?: boolean;
  message?: string;
  count?: number;
}

/** The toasts of one write call. */
export interface WriteTexts<T> {
  /** The success toast; none when left out (the caller shows the outcome its own way). */
  done?: string | ((body: T) => string);
  /** When the server answers `success: false`; by default its own message, else the `failed` text. */
  refused?: (body: T) => string;
  /**
   * When the call failed. A text: the server's own message when it sent one, else this text (and
   * `unreachable` when no answer came at all). A function: its words, whatever the server said.
   */
  failed: string | ((error: unknown) => string);
  /** When the request got no answer (the network); the `failed` text when left out. */
  unreachable?: string;
}

/**
 * How a write went: the answer, or the message shown (null when the session had ended: the sign-in page
 * takes over) and whether the server answered (`success: false`) rather than the call failing.
 */
export type Written<T> = { ok: true; body: T } | { ok: false; message: string | null; refused: boolean };

/**
 * The one way a back-office write reports how it went: the success toast, the server's or the form's
 * error text in an error toast, and nothing when the session expired (the sign-in page is showing).
 */
export async function sendWrite<T>(toast: ToastApi, request: () => Promise<T>, texts: WriteTexts<T>): Promise<Written<T>> {
  try {
    const body = await request();
    const answer = body as WriteAnswer | undefined;
    if (answer?.success !== false) {
      const done = typeof texts.done === 'function' ? texts.done(body) : texts.done;
      if (done) toast.success(done);
      return { ok: true, body };
    }
    const fallback = typeof texts.failed === 'string' ? texts.failed : texts.failed(null);
    const message = texts.refused ? texts.refused(body) : answer.message || fallback;
    toast.error(message);
    return { ok: false, message, refused: true };
  } catch (error) {
    if (error instanceof SessionExpiredError) return { ok: false, message: null, refused: false };
    const message =
      typeof texts.failed === 'function'
        ? texts.failed(error)
        : errorMessage(error, texts.failed, texts.unreachable ?? texts.failed);
    toast.error(message);
    return { ok: false, message, refused: false };
  }
}

const ONE = 'write';

/**
 * A back-office form's or dialog's writes: `sendWrite` with the busy state around it. Writes that may
 * run side by side (one per row, upload and remove) pass a key; `isBusy(key)` tells whether one is out,
 * `busy` holds the keys of those out.
 *
 * ```ts
 * const { write, isBusy } = useAdminWrite();
 * const saved = await write(() => api.put('/settings', data), { done: T.saved, failed: T.saveFailed, unreachable: T.saveError });
 * ```
 */
export function useAdminWrite<K extends string | number = typeof ONE>() {
  const toast = useToast();
  const [pending, setPending] = useState<ReadonlySet<K>>(() => new Set());
  const write = useCallback(
    async <T>(request: () => Promise<T>, texts: WriteTexts<T>, key = ONE as K) => {
      setPending((keys) => new Set(keys).add(key));
      try {
        return await sendWrite(toast, request, texts);
      } finally {
        setPending((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [toast],
  );
  const isBusy = (key = ONE as K) => pending.has(key);
  return { write, isBusy, busy: pending };
}
