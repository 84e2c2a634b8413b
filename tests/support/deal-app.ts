import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../../src/server/app.ts';
import { signInContext } from '../e2e/admin-listings-fixtures.ts';
import { launchBrowser, newPage } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { startSmtpPeer, type SmtpPeer } from './smtp.ts';

/** What a browser test that reads the product's e-mails works with, once its beforeAll has run. */
export interface MailApp {
  server: RunningServer;
  smtp: SmtpPeer;
  browser: Browser;
}

/** What a browser test of a deal's documents works with, once its beforeAll has run. */
export interface DealApp extends MailApp {
  /** The administrator's bearer header, for the API calls that set a deal up. */
  staff: { authorization: string };
  /** A browser page at `viewport` signed in as the administrator (the token where the back-office keeps it). */
  signedInPage(viewport: { width: number; height: number }): ReturnType<typeof newPage>;
}

/** The mail worker quick and every timed job off: the browser tests send mail only by what they do. */
const QUIET: Omit<BuildOptions, 'web'> = {
  mailWorker: { pollMs: 50, retryDelaysMs: [50] },
  digestScheduler: false,
  viewingReminders: false,
  followUpDigest: false,
  afterLeaseMail: false,
  depositDeadlines: false,
};

/**
 * The product for a browser test that follows the links of its e-mails: the production build with a
 * loopback SMTP peer, its mail worker quick and its timed jobs off (`build` adds to them), and Chromium.
 * Registers the file's (or the describe's) beforeAll and afterAll; the fields are there once beforeAll has
 * run, so the file's own beforeAll, registered after this call, can use them.
 */
export function mailAppFixture<App extends MailApp = MailApp>(build: Omit<BuildOptions, 'web'> = {}, app = {} as App): App {
  beforeAll(async () => {
    app.smtp = await startSmtpPeer();
    app.server = await startServer({ env: { SMTP_URL: app.smtp.url }, build: { ...QUIET, ...build } });
    app.browser = await launchBrowser();
  });

  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
    await app.smtp?.close();
  });

  return app;
}

/**
 * The product for the browser tests of a deal's documents (the lease, the move-in report, the deposit
 * statement): `mailAppFixture`'s, with the administrator signed in.
 */
export function dealAppFixture(build: Omit<BuildOptions, 'web'> = {}): DealApp {
  const app = mailAppFixture<DealApp>(build, {
    async signedInPage(viewport) {
      const opened = await newPage(app.browser, app.server.url, viewport);
      await signInContext(opened.context, app.staff.authorization.replace(/^Bearer /, ''));
      return opened;
    },
  } as DealApp);

  beforeAll(async () => {
    app.staff = await app.server.login();
  });

  return app;
}
