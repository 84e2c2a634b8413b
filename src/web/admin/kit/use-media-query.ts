import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, updated as the window resizes (false on the server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** docs/product.md §9 breakpoints as media queries used by the admin screens. */
export const MEDIA = {
  /** ≤ 768 px: the sidebar becomes an overlay. */
  overlayNav: '(max-width: 768px)',
  /** < 576 px: dates without time. */
  belowSm: '(max-width: 575.98px)',
} as const;
