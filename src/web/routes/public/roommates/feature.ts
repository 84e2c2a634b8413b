import type { PublicFeature } from '../features.ts';

/** Roommates: looking for a room, the seeker's page, stopping the search. */
export default {
  pages: {
    roommates: 'find-room.tsx',
    'roommates/:token': 'seeker-manage.tsx',
    'roommates/:token/stop': 'seeker-stop.tsx',
  },
} satisfies PublicFeature;
