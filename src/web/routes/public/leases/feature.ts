import type { PublicFeature } from '../features.ts';

/** Leases: signing one, and leaving the lease e-mails. */
export default {
  pages: {
    'leases/:token': 'lease-sign.tsx',
    'lease-mail/unsubscribe/:token': 'lease-mail-unsubscribe.tsx',
  },
} satisfies PublicFeature;
