import type { AdminResource } from '../kit/resource.ts';

/** The room seekers and each one. */
export default {
  screens: {
    roommates: 'roommates-page.tsx',
    'roommates/:id': 'seeker-page.tsx',
  },
} satisfies AdminResource;
