import type { AdminResource } from '../kit/resource.ts';

/** The settings: the site, the applications, the team (one tab each). */
export default {
  screens: {
    settings: 'settings-page.tsx',
    'settings/applications': 'applications-settings-page.tsx',
    'settings/team': 'team-page.tsx',
  },
} satisfies AdminResource;
