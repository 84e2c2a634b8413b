import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALS_TEXT as T } from '../../src/shared/texts/deals.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { rawHeader, startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp.ts';
import { dealBody, rentableListing } from './deals-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const REVIEW_URL = 'https://g.page/r/manhattan-rentals/review';
/** Without jobs: the after-lease e-mails are sent by hand at the moments the clock is moved to. */
const BUILD = {
  mailWorker: { pollMs: 50, retryDelaysMs: [50] },
  digestScheduler: false as const,
  viewingReminders: false as const,
  afterLeaseMail: false as const,
};
const UNSUBSCRIBE = /https:\/\/rentals\.example\/lease-mail\/unsubscribe\/(\d+\.[A-Za-z0-9_-]{43})/;

/**
 * After the lease (issue 35 item 4): the renewal e-mail 90 days before the lease ends and the
 * thank-you with the review link 14 days after move-in, each once per lease even with two instances
 * on one database, each with one-click unsubscribe (RFC 8058); a controllable clock, no waiting.
 */
describe.each(DATABASES)('after-lease e-mails on %s', (database) => {
  let smtp: SmtpPeer;
  let a: TestApp;
  let b: TestApp;
  let auth: { authorization: string };
  let now = new Date('2026-03-10T15:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN };
    a = await createTestApp({ database, env, build: { ...BUILD, clock: () => now } });
    // A second instance on the same PostgreSQL database (SQLite serves one instance: there the two
    // runs race inside it).
    b =
      database === 'postgres'
        ? await createTestApp({
            database: 'sqlite',
            env: { ...env, DATABASE_URL: a.config.databaseUrl!, JWT_SECRET: a.config.jwtSecret },
            build: { ...BUILD, clock: () => now },
          })
        : a;
    auth = await a.login();
  });
  afterAll(async () => {
    if (b && b !== a) await b.close();
    await a?.close();
    await smtp?.close();
  });

  const mailsTo = (email: string, subject: string) => smtp.to(email).filter((m) => m.parsed.subject === subject);
  const signedDeal = async (overrides: Record<string, unknown>) => {
    const listing = await rentableListing(a);
    const deal = (
      await a.inject({ method: 'POST', url: '/api/admin/deals', headers: auth, payload: dealBody(listing.id, overrides) })
    ).json().deal;
    const res = await a.inject({
      method: 'PATCH',
      url: `/api/admin/deals/${deal.id}`,
      headers: auth,
      payload: { stage: 'lease-signed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return deal.id as number;
  };
  const bothRun = async () => {
    const [x, y] = await Promise.all([a.app.services.deals.afterLease.sendDue(), b.app.services.deals.afterLease.sendDue()]);
    await a.app.services.mail.idle();
    await b.app.services.mail.idle();
    return { renewal: x.renewal + y.renewal, review: x.review + y.review };
  };
  const oneClick = (mail: ReceivedMail) => {
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(url).toMatch(UNSUBSCRIBE);
    expect(mail.parsed.text).toContain(url);
    return UNSUBSCRIBE.exec(url)![1];
  };

  it('the thank-you goes 14 days after move-in with the review link from Settings, once, with one-click unsubscribe', async () => {
    // The review link is a setting: an https URL, checked by the settings API.
    const settings = (await a.inject({ method: 'GET', url: '/api/settings', headers: auth })).json().settings;
    const { photo: _p, ...agent } = settings.agent;
    const put = (reviewUrl: string) =>
      a.inject({ method: 'PUT', url: '/api/settings', headers: auth, payload: { ...settings, agent, reviewUrl } });
    for (const bad of ['http://g.page/r/x', 'javascript:alert(1)', 'not a url'])
      expect((await put(bad)).statusCode, bad).toBe(400);
    expect((await put(REVIEW_URL)).json().settings.reviewUrl).toBe(REVIEW_URL);

    await signedDeal({ leaseStart: '2026-03-01', tenants: [{ name: 'Rita Moreno', email: 'rita@example.com' }] });
    now = new Date('2026-03-14T15:00:00Z'); // 13 days after move-in
    expect((await bothRun()).review).toBe(0);
    now = new Date('2026-03-15T15:00:00Z'); // 14 days
    expect(await bothRun()).toMatchObject({ review: 1 });
    expect(await bothRun()).toMatchObject({ review: 0 });
    await expect.poll(() => mailsTo('rita@example.com', T.reviewSubject('Manhattan Rentals')).length).toBe(1);
    const mail = mailsTo('rita@example.com', T.reviewSubject('Manhattan Rentals'))[0];
    expect(mail.parsed.text).toContain(REVIEW_URL);
    oneClick(mail);
  });

  it('two instances send each renewal e-mail once, 90 days before the lease ends; unsubscribe stops the next ones', async () => {
    now = new Date('2026-06-01T15:00:00Z');
    // Leases ending 2026-08-31 (90 days ahead on 2026-06-02) and 2026-09-30.
    const first = await signedDeal({
      leaseStart: '2025-09-01',
      tenants: [
        { name: 'Ana Ruiz', email: 'ana@example.com' },
        { name: 'Ben Ruiz', email: 'ben@example.com' },
      ],
    });
    await signedDeal({ leaseStart: '2025-10-01', tenants: [{ name: 'Ana Ruiz', email: 'ana@example.com' }] });
    expect((await bothRun()).renewal).toBe(0);
    now = new Date('2026-06-02T15:00:00Z');
    const runs = await Promise.all([bothRun(), bothRun(), bothRun()]);
    expect(runs.reduce((sum, r) => sum + r.renewal, 0)).toBe(1);
    await expect.poll(() => mailsTo('ben@example.com', T.renewalSubject).length).toBe(1);
    await expect.poll(() => mailsTo('ana@example.com', T.renewalSubject).length).toBe(1);
    const mail = mailsTo('ana@example.com', T.renewalSubject)[0];
    expect(mail.parsed.text).toContain(T.renewalBody('145 East 29th Street, New York, NY 10016, Apt 4B', 'August 31, 2026'));
    const rows = await a.app.database.db.selectFrom('deal_mails').selectAll().where('deal_id', '=', first).execute();
    expect(rows.map((r) => [r.kind, Number(r.recipient_count)])).toEqual([['renewal', 2]]);

    // The link stops the after-lease e-mails to that address only (its page is tested over HTTP in
    // deals-disclosure.test.ts); a forged or altered link names no one.
    const token = oneClick(mail);
    const lease = b.app.services.deals.afterLease;
    for (const forged of [`${token.slice(0, -2)}xx`, `9999.${token.split('.')[1]}`, 'nonsense'])
      expect(await lease.unsubscribe(forged, true), forged).toBeNull();
    expect(await lease.unsubscribe(token, false)).toEqual({ email: 'ana@example.com' });
    expect(await a.app.database.db.selectFrom('deal_mail_opt_outs').selectAll().execute()).toHaveLength(0);
    expect(await lease.unsubscribe(token, true)).toEqual({ email: 'ana@example.com' });
    now = new Date('2026-07-02T15:00:00Z');
    expect((await bothRun()).renewal).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('ana@example.com', T.renewalSubject)).toHaveLength(1);
  });
});
