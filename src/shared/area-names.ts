import { isHeraldTowers } from './buildings.ts';
import type { BuildingDto } from './buildings.schema.ts';
import { FALLBACK_BUILDING } from './constants.ts';
import { streetOf } from './listing-basics.ts';

/**
 * What a person reads for an area (a building slug a seeker chose, a room's building): Herald Towers by its
 * name, another building by its street ('145 East 29th Street'), from the buildings listed now; a slug no
 * building lists any more in words ('herald-towers' → 'Herald Towers', '145-east-29th-street' → '145 East
 * 29th Street'), never the slug itself (issue 46 item 11).
 */
export function areaName(slug: string, buildings: ReadonlyArray<Pick<BuildingDto, 'address' | 'slug'>> = []): string {
  if (slug === FALLBACK_BUILDING.slug) return FALLBACK_BUILDING.name;
  const building = buildings.find((b) => b.slug === slug);
  if (building) return isHeraldTowers(building.address) ? FALLBACK_BUILDING.name : streetOf(building.address);
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The areas a seeker may choose: each building listed now, by its name (areaName). */
export const areaChoices = (buildings: ReadonlyArray<Pick<BuildingDto, 'address' | 'slug'>>) =>
  buildings.map((b) => ({ slug: b.slug, label: areaName(b.slug, buildings) }));
