import type { AdminResource } from '../kit/resource.ts';

/** The viewings; the sidebar counts the requests waiting for the agent. */
export default {
  screens: {
    viewings: 'viewings-page.tsx',
  },
} satisfies AdminResource;
