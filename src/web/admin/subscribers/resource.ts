import type { AdminResource } from '../kit/resource.ts';

/** The newsletter subscribers and digests. */
export default {
  screens: {
    subscribers: 'subscribers-page.tsx',
  },
} satisfies AdminResource;
