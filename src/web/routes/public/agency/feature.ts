import type { PublicFeature } from '../features.ts';

/** The agency disclosure a landlord acknowledges from its link (RPL §443). */
export default {
  pages: {
    'agency/:token': 'agency-landlord.tsx',
  },
} satisfies PublicFeature;
