import type { AdminResource } from '../kit/resource.ts';

/** The listings: the list, adding one and editing one. */
export default {
  screens: {
    listings: 'listings-page.tsx',
    'listings/add': 'listing-add-page.tsx',
    'listings/edit/:id': 'listing-edit-page.tsx',
  },
} satisfies AdminResource;
