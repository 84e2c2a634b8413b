import type { PublicFeature } from '../features.ts';

/** Listing alerts: signing up for a search, the page of an alert, leaving it. */
export default {
  pages: {
    alerts: 'alerts.tsx',
    'alerts/:token': 'alert-manage.tsx',
    'alerts/:token/unsubscribe': 'alert-unsubscribe.tsx',
  },
} satisfies PublicFeature;
