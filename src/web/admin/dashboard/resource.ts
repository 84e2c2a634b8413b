import type { AdminResource } from '../kit/resource.ts';

/** The dashboard: the figures, the recent listings and inquiries, what is due. */
export default {
  screens: {
    dashboard: 'dashboard.tsx',
  },
} satisfies AdminResource;
