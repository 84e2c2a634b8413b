import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * A count the sidebar shows beside an entry (new inquiries, viewing requests waiting): read with
 * `read` on every page change, and set directly by screens that already know it. Null until known
 * or when it cannot be read.
 */
export function sidebarCount(read: () => Promise<unknown>) {
  let count: number | null = null;
  const listeners = new Set<() => void>();

  const set = (next: number | null): void => {
    if (next === count) return;
    count = next;
    for (const listener of listeners) listener();
  };

  const refresh = async (): Promise<void> => {
    try {
      const value = Number(await read());
      set(Number.isFinite(value) ? value : null);
    } catch {
      set(null);
    }
  };

  const use = (): number | null => {
    const { pathname } = useLocation();
    useEffect(() => {
      void refresh();
    }, [pathname]);
    return useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => count,
      () => null,
    );
  };

  return { set, refresh, use };
}
