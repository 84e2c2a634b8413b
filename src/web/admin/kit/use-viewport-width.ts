import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const getWidth = () => window.innerWidth;
/** The admin is client-rendered; on the server the desktop layout is assumed. */
const getServerWidth = () => 1280;

/** The viewport width in CSS pixels, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}
