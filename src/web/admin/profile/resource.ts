import type { AdminResource } from '../kit/resource.ts';

/** The signed-in person's profile and password (reached from the profile menu, not the sidebar). */
export default {
  screens: {
    profile: 'profile-page.tsx',
  },
} satisfies AdminResource;
