import { FALLBACK_BUILDING } from './constants.ts';

/** The route slug of a building (docs/product.md §2): address up to the first comma, lower-cased, spaces to hyphens. */
export function buildingSlug(address: string): string {
  return address.split(',')[0].trim().toLowerCase().replace(/\s+/g, '-');
}

/** Herald Towers has its own fixed route: by name, or an address containing 50 West 34th Street. */
export function isHeraldTowers(address: string): boolean {
  const a = address.toLowerCase();
  return a.includes('herald towers') || a.includes('50 west 34th street');
}

/** The slug a listing's building is filed under: 'herald-towers' for Herald Towers, else its address slug. */
export function listingBuildingSlug(address: string): string {
  return isHeraldTowers(address) ? FALLBACK_BUILDING.slug : buildingSlug(address);
}
