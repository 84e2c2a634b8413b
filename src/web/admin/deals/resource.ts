import type { AdminResource } from '../kit/resource.ts';

/** The deals board. */
export default {
  screens: {
    deals: 'deals-page.tsx',
  },
} satisfies AdminResource;
