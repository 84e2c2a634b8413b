import type { AdminResource } from '../kit/resource.ts';

/** The rental applications and each one; the sidebar counts the new ones. */
export default {
  screens: {
    applications: 'applications-page.tsx',
    'applications/:id': 'application-page.tsx',
  },
} satisfies AdminResource;
