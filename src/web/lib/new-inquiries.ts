import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { api, SessionExpiredError } from './api-client.ts';

/**
 * How many inquiries are new, for the sidebar's Inquiries entry: read once per page change (a count
 * query on GET /api/inquiries?status=new&limit=1), and set directly by screens that already know it
 * (the dashboard's figures) or have just changed it (the inquiries page).
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export function setNewInquiries(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export async function refreshNewInquiries(): Promise<void> {
  try {
    const body = await api.get<{ totalInquiries?: unknown }>('/inquiries', { query: { status: 'new', limit: 1 } });
    const total = Number(body?.totalInquiries);
    setNewInquiries(Number.isFinite(total) ? total : null);
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) setNewInquiries(null);
  }
}

/** The count of new inquiries (null until known or when it cannot be read), refreshed on every page change. */
export function useNewInquiries(): number | null {
  const { pathname } = useLocation();
  useEffect(() => {
    void refreshNewInquiries();
  }, [pathname]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => null,
  );
}
