import { buildingSlug, isHeraldTowers } from './buildings.ts';
import type { BuildingDto } from './buildings.schema.ts';
import { FALLBACK_BUILDING } from './constants.ts';
import { streetOf } from './listing-basics.ts';

/** A building as the public site links to it. */
export interface BuildingLink {
  name: string;
  address: string;
  slug: string;
  href: string;
}

export const HERALD_TOWERS_LINK: BuildingLink = {
  name: FALLBACK_BUILDING.name,
  address: FALLBACK_BUILDING.address,
  slug: FALLBACK_BUILDING.slug,
  href: `/${FALLBACK_BUILDING.slug}`,
};

/**
 * The buildings that get their own route (docs/product.md §2): each address's slug, Herald Towers left out (it
 * has the fixed /herald-towers route), first occurrence of a slug kept.
 */
export function buildingLinks(buildings: ReadonlyArray<Pick<BuildingDto, 'address'> & Partial<BuildingDto>>): BuildingLink[] {
  const seen = new Set<string>([FALLBACK_BUILDING.slug]);
  const links: BuildingLink[] = [];
  for (const b of buildings) {
    if (typeof b?.address !== 'string' || !b.address.trim() || isHeraldTowers(b.address)) continue;
    const slug = buildingSlug(b.address);
    if (!slug || seen.has(slug)) continue;
    seen.add(slug);
    links.push({ name: streetOf(b.address), address: b.address, slug, href: `/${slug}` });
  }
  return links;
}
