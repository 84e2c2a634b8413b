import type { PublicFeature } from '../features.ts';

/** Viewings: booking one from a listing (the free times, then the form), the renter's page of a booking, the agent's Confirm and Decline links. */
export default {
  pages: {
    'property/:id/viewing': 'viewing-book.tsx',
    'viewings/respond/:token': 'viewing-respond.tsx',
    'viewings/:token': 'viewing-manage.tsx',
  },
} satisfies PublicFeature;
