import type { PublicFeature } from '../features.ts';

/** The newsletter: signing up without scripts (the footer's form posts here) and leaving it. */
export default {
  pages: {
    newsletter: 'newsletter.tsx',
    unsubscribe: 'unsubscribe.tsx',
  },
} satisfies PublicFeature;
