import type { AdminResource } from '../kit/resource.ts';

/** The tips of the blog page. */
export default {
  screens: {
    tips: 'tips-page.tsx',
  },
} satisfies AdminResource;
