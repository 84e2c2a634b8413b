import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The processors this run may use (the process's CPU affinity: `taskset -c 0 npm test` gives 1; decision 111).
const CORES = availableParallelism();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits up to 10 s (Vitest's default is 1 s): on 2 busy cores a reply sent over SMTP or a
          // job's next tick can take longer than a second, and a poll only waits as long as it must.
          expect: { poll: { timeout: 10_000 } },
          // The API files first, then the browser files (projects with their own worker counts need an order).
          sequence: { groupOrder: 0 },
          // Two files at a time (Vitest's default on 2 cores is one): each builds its own app on its own
          // SQLite file and its own throwaway PostgreSQL database, and most of a file's time is spent
          // waiting on the database, the mail peer or a timer, not on the processor.
          maxWorkers: 2,
          // Each worker evaluates the server's modules once and runs its files one after another on them,
          // instead of importing the whole app anew for every file (about 4–5 s of a file's time on 2 busy
          // cores). Safe because the server keeps its state in the app that buildApp() returns (every file
          // closes its own), not in its modules: what modules keep at their level are memos of pure results.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As in the API project: a click's answer that takes more than a second under load is not a failure.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time: each starts its own server on a free port with its own data folder
          // and its own Chromium, so they share nothing; on 2 cores six files took 181 s instead of 314 s, and
          // the whole e2e project 928 s instead of 1,422 s. One file at a time on one core: two browsers and two
          // servers on one core only make each file's waits longer than its limits.
          maxWorkers: Math.min(2, CORES),
          sequence: { groupOrder: 1 },
          // As in the API project: each worker imports the server (and the built pages) once and runs its
          // files on them. What every file needs registered (the check of browser errors after each test)
          // is in the setup file, which runs before each file.
          isolate: false,
          setupFiles: ['tests/support/e2e-setup.ts'],
        },
      },
    ],
  },
});
