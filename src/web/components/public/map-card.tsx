import { useEffect, useState } from 'react';
import { MapPinIcon } from './icons.tsx';

/** How long the map may take to load before the box keeps the address instead. */
const MAP_PATIENCE_MS = 8000;

/**
 * A map of an address that does not leave an empty box while it loads or when it never comes. The box
 * draws the address and 'Open in Maps' itself; the embedded map lies over it, transparent until it
 * has painted, so while it loads (or hangs on a blocked network) the address shows through, with or
 * without scripts. After hydration a map that has not loaded within MAP_PATIENCE_MS is removed and
 * the address stays (a frame that loaded before hydration is known by its resource timing entry).
 * A browser that gets an answer of failure at once (no DNS) paints its own error page in the frame,
 * which a page cannot tell from a map (decision 058); the address and the link under the box remain.
 */
export function MapCard({
  embedUrl,
  linkUrl,
  address,
  mapTitle,
  openLabel,
}: {
  embedUrl: string;
  linkUrl: string;
  address: string;
  mapTitle: string;
  openLabel: string;
}) {
  const [state, setState] = useState<'loading' | 'shown' | 'unavailable'>('loading');

  useEffect(() => {
    if (performance.getEntriesByName(embedUrl).length > 0) {
      setState('shown');
      return;
    }
    const timer = setTimeout(() => setState((current) => (current === 'loading' ? 'unavailable' : current)), MAP_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [embedUrl]);
  const reachable = state === 'unavailable' ? false : state === 'shown' ? true : null;

  return (
    <div className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div
        className="relative h-64 bg-brand-50 bg-[radial-gradient(circle_at_1px_1px,rgb(15_23_42/0.09)_1px,transparent_0)] bg-[length:18px_18px] sm:h-72"
        data-testid="map-box"
        data-map={state}
      >
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
          data-testid="map-fallback"
          inert={reachable === true ? true : undefined}
        >
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-brand-100">
            <MapPinIcon className="h-6 w-6" />
          </span>
          <p className="max-w-xs font-semibold text-ink">{address}</p>
          <a
            href={linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900"
          >
            {openLabel}
          </a>
        </div>
        {reachable !== false && (
          <iframe
            src={embedUrl}
            title={mapTitle}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={() => setState((current) => (current === 'loading' ? 'shown' : current))}
            className="absolute inset-0 h-full w-full border-0"
          />
        )}
      </div>
      {/* Under a map, the address and the link; when the map is gone the box itself shows them. */}
      {reachable !== false && (
        <a
          href={linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-between gap-3 px-5 py-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <span className="flex min-w-0 items-center gap-2">
            <MapPinIcon className="h-4 w-4 shrink-0" />
            {address}
          </span>
          <span className="shrink-0">{openLabel}</span>
        </a>
      )}
    </div>
  );
}
