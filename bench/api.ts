import type { ScenarioGroup } from './lib/types.ts';

/** The listings API under load (docs/product.md §9 page sizes), with the targets of the listings issue. */
const api: ScenarioGroup = {
  name: 'API',
  web: 'none',
  scenarios: (context) => [
    { name: 'GET /api/listings (page 1, limit 6)', path: '/api/listings?page=1&limit=6', target: 0.5 },
    {
      name: `GET /api/listings?building=${context.busyBuilding}&isSublet=true`,
      path: `/api/listings?building=${context.busyBuilding}&isSublet=true`,
      target: 0.5,
    },
    {
      name: `GET /api/listings/admin/all?search=${context.searchTerm}&sort=price (token)`,
      path: `/api/listings/admin/all?search=${context.searchTerm}&sort=price`,
      signedIn: true,
      target: 0.25,
    },
  ],
};

export default api;
