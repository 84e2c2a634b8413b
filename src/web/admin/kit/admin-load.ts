import { useCallback, useEffect, useState } from 'react';

/** How a back-office read stands: under way, failed (`error` null when the answer held no data), or its data. */
export type Load<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

/**
 * The one way a back-office screen reads its data, in a clientLoader or a panel (through `useAdminLoad`):
 * `read`'s data, or what `failed(error)` makes of the failure for the page to show with its Retry
 * (`error` is null when `read` found no usable data in the answer). A read the page has left (its
 * signal aborted) is thrown on, for React Router or the panel to drop.
 *
 * An expired session needs nothing here: the API client has ended it, and the admin shell
 * (admin/kit/shell.tsx) shows the sign-in page with the spec's message in place of every screen;
 * the admin root's error boundary does the same for an error thrown past a screen.
 */
export async function loadScreen<T, F>(
  signal: AbortSignal | undefined,
  read: () => Promise<T | null | undefined>,
  failed: (error: unknown) => F,
): Promise<T | F> {
  let data: T | null | undefined;
  try {
    data = await read();
  } catch (error) {
    if (error instanceof Response || signal?.aborted) throw error;
    return failed(error);
  }
  return data === null || data === undefined ? failed(null) : data;
}

/**
 * A panel's or a page's own read (`loadScreen` run by an effect, again on `reload` and whenever `read`
 * changes, e.g. with the page's filters): `load` keeps what was shown until the next answer comes,
 * `loading` says one is out, `last` is the data of the last read that answered (kept through a later
 * failure). `read` must be stable (useCallback).
 */
export function useAdminLoad<T>(read: (signal?: AbortSignal) => Promise<T | null | undefined>) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [loading, setLoading] = useState(true);
  const [last, setLast] = useState<T | null>(null);
  const run = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      try {
        const result = await loadScreen<Load<T>, Load<T>>(
          signal,
          async () => {
            const data = await read(signal);
            return data === null || data === undefined ? null : { state: 'ready', data };
          },
          (error) => ({ state: 'failed', error }),
        );
        setLoad(result);
        if (result.state === 'ready') setLast(result.data);
      } catch {
        // Left: the panel is gone or a newer read replaced this one.
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [read],
  );
  useEffect(() => {
    const controller = new AbortController();
    void run(controller.signal);
    return () => controller.abort();
  }, [run]);
  const reload = useCallback(() => run(), [run]);
  return { load, loading, reload, last };
}
