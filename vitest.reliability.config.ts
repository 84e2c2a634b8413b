// Decided in docs/decisions/026-fault-tests: fault tests: a PostgreSQL of their own, real processes, a suite of their own.
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: the long fault tests (a database stopped under load, a server killed
 * mid-write, two instances side by side). One file at a time: they measure time windows.
 */
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
