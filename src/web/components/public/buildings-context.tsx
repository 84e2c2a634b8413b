import { createContext, useContext, useEffect, useState } from 'react';
import { buildingLinks, type BuildingLink } from '../../../shared/building-links.ts';

/** The navbar's buildings (docs/product.md §2): loading until GET /api/buildings answers; on failure only Herald Towers is offered. */
export type BuildingsState = { status: 'loading' } | { status: 'loaded'; buildings: BuildingLink[] } | { status: 'failed' };

const BuildingsContext = createContext<BuildingsState>({ status: 'loading' });
export const BuildingsProvider = BuildingsContext.Provider;
export const useBuildings = () => useContext(BuildingsContext);

/**
 * Fetches the buildings once, in the browser, after hydration. The server renders the 'loading'
 * state (pages stay identical for every visitor, so they can be cached).
 */
export function useBuildingsRequest(): BuildingsState {
  const [state, setState] = useState<BuildingsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/buildings', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body: unknown = await response.json();
        if (!response.ok || !isBuildingsBody(body)) throw new Error(`GET /api/buildings answered ${response.status}`);
        setState({ status: 'loaded', buildings: buildingLinks(body.buildings) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return state;
}

function isBuildingsBody(body: unknown): body is { success: true; buildings: Array<{ address: string }> } {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as { success?: unknown; buildings?: unknown };
  return b.success === true && Array.isArray(b.buildings);
}
