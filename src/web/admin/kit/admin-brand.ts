import { useSyncExternalStore } from 'react';

/**
 * The brand shown in the back-office (sidebar, top bar, page titles): the site setting, read by the
 * admin root's loader on each page load and replaced when the settings are saved.
 */
let brand = '';
const listeners = new Set<() => void>();

export function setAdminBrand(next: string) {
  if (next === brand) return;
  brand = next;
  for (const listener of listeners) listener();
  // Titles are set by the routes' meta on navigation; the current one follows at once.
  if (typeof document !== 'undefined' && document.title.includes(' | ')) {
    document.title = `${document.title.slice(0, document.title.lastIndexOf(' | '))} | ${next}`;
  }
}

/** A back-office page title: 'Listings | Manhattan Rentals'. */
export const adminTitle = (title: string) => (brand ? `${title} | ${brand}` : title);

export function useAdminBrand(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => brand,
    () => brand,
  );
}
