import type { AdminResource } from '../kit/resource.ts';

/** The customer inquiries; the sidebar counts the new ones. */
export default {
  screens: {
    inquiries: 'inquiries-page.tsx',
  },
} satisfies AdminResource;
