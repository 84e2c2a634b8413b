import type { ListingFilter } from '../listings/index.ts';
import { gridScope, storedCriteria } from '../../../shared/saved-search.ts';

/**
 * The listings query's filter of a saved search: the grid's restriction and the search's criteria
 * under the names the grid's own page gives them, so that any filter of the search matches alike.
 */
export function searchFilter(grid: string, criteria: string): ListingFilter {
  return { status: 'active', ...gridScope(grid), ...storedCriteria(criteria) };
}
