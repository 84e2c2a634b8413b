import type { PublicFeature } from '../features.ts';

/** Rental applications: starting one from a listing, then its steps. */
export default {
  pages: {
    'property/:id/apply': 'apply-start.tsx',
    'apply/:token/:step?': 'apply-page.tsx',
  },
} satisfies PublicFeature;
