// Run before each browser test file (the e2e project's setupFiles). Its workers run several files on
// the same modules (isolate: false), so what every file needs registered is registered here, not at
// the level of a support module, which is evaluated once per worker.
import { afterEach } from 'vitest';
import { checkBrowserErrors, forgetPages } from './browser.ts';

// Pages of the files before are closed; what they logged after their last test is no test's error.
forgetPages();

// A browser console error fails the test it happened in.
afterEach(checkBrowserErrors);
