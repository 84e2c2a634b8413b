import type { AdminResource } from '../kit/resource.ts';

/** Signing in, and a forgotten password: before the shell. */
export default {
  signedOut: {
    login: 'login.tsx',
    'forgot-password': 'forgot-password.tsx',
    'reset-password/:token?': 'reset-password.tsx',
  },
} satisfies AdminResource;
