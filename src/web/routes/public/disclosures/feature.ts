import type { PublicFeature } from '../features.ts';

/** The New York fair housing disclosure a renter acknowledges from its link (the deals' disclosure). */
export default {
  pages: {
    'disclosures/:token': 'disclosure.tsx',
  },
} satisfies PublicFeature;
