import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';
import { createListing } from './listings-fixtures.ts';

const PUBLIC_URL = 'https://rentals.example';

describe.each(DATABASES)('new-inquiry alerts on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  let admin: { authorization: string };
  let agent: { authorization: string };
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: peer.url, PUBLIC_URL },
      build: { mailWorker: { pollMs: 100, retryDelaysMs: [50] } },
    });
    admin = await t.login();
    const register = async (email: string) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: admin,
        payload: { name: `Staff ${email}`, email, password: 'agent-password-1', role: 'agent' },
      });
      expect(res.statusCode).toBe(201);
    };
    await register('agent@test.local');
    await register('quiet@test.local');
    agent = await t.login({ email: 'agent@test.local', password: 'agent-password-1' });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("shows 'E-mail me new inquiries' on by default, and each person can turn it off", async () => {
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: agent });
    expect(me.json().user.notifyInquiries).toBe(true);

    const quiet = await t.login({ email: 'quiet@test.local', password: 'agent-password-1' });
    const off = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: quiet,
      payload: { name: 'Quiet Agent', email: 'quiet@test.local', notifyInquiries: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ name: 'Quiet Agent', notifyInquiries: false });
    // Left out, the setting stays as it is.
    const rename = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: quiet,
      payload: { name: 'Quiet Agent 2', email: 'quiet@test.local' },
    });
    expect(rename.json().user.notifyInquiries).toBe(false);

    const bad = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: quiet,
      payload: { name: 'Quiet Agent', email: 'quiet@test.local', notifyInquiries: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'notifyInquiries must be true or false' });
  });

  it('e-mails every staff account that wants it: who wrote, how to reach them, the listing, the message, the back-office link', async () => {
    const listing = await createListing(t, admin, { address: '350 West 34th Street, New York, NY 10001', neighborhood: '5C' });
    const before = peer.messages.length;
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Nora <b>Renter</b>',
        email: 'nora@example.com',
        phone: '(917) 555-0188',
        message: 'Is it still free?\nI can view it <script>alert(1)</script> on Friday.',
        listingId: listing.id,
      },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().inquiry.id as number;

    const alerts = (await peer.waitForCount(before + 2)).slice(before);
    expect(alerts.map((m) => m.to[0]).sort()).toEqual(['admin@test.local', 'agent@test.local']);
    const alert = alerts[0];
    expect(alert.parsed.subject).toBe('New inquiry from Nora <b>Renter</b>: 350 West 34th Street, Apt 5C');
    const text = alert.parsed.text!;
    expect(text).toContain('Email: nora@example.com');
    expect(text).toContain('Phone: (917) 555-0188');
    expect(text).toContain(`Property: 350 West 34th Street, New York, NY 10001, Apt 5C (${PUBLIC_URL}/property/${listing.id})`);
    expect(text).toContain('Is it still free?\nI can view it <script>alert(1)</script> on Friday.');
    expect(text).toContain(`Open this inquiry in the back-office: ${PUBLIC_URL}/admin/inquiries?view=${id}`);

    const html = String(alert.parsed.html);
    expect(html).toContain('<a href="mailto:nora@example.com">nora@example.com</a>');
    expect(html).toContain('<a href="tel:+19175550188">(917) 555-0188</a>');
    expect(html).toContain(`<a href="${PUBLIC_URL}/property/${listing.id}">350 West 34th Street, New York, NY 10001, Apt 5C</a>`);
    expect(html).toContain(`href="${PUBLIC_URL}/admin/inquiries?view=${id}"`);
    expect(html).toContain('Nora &lt;b&gt;Renter&lt;/b&gt;');
    expect(html).toContain('Is it still free?<br>');
    expect(html).not.toMatch(/<script|<b>/);

    const rows = await t.app.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'thread', 'status'])
      .where('kind', '=', 'inquiry-alert')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.thread === `inquiry:${id}`)).toBe(true);
    await until(
      () => t.app.database.db.selectFrom('mail_outbox').select('status').where('kind', '=', 'inquiry-alert').execute(),
      (r) => r.every((row) => row.status === 'sent'),
    );
  });

  it('names a general inquiry as such, and a dropped (honeypot) inquiry alerts nobody', async () => {
    const before = peer.messages.length;
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Gus General', email: 'gus@example.com', message: 'Anything in Chelsea?' },
    });
    expect(res.statusCode).toBe(201);
    const bot = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Bot', email: 'bot@example.com', message: 'spam', website: 'http://spam.example' },
    });
    expect(bot.statusCode).toBe(201);
    const alerts = (await peer.waitForCount(before + 2)).slice(before);
    expect(alerts.every((m) => m.parsed.subject === 'New inquiry from Gus General')).toBe(true);
    expect(alerts[0].parsed.text).toContain('Property: General inquiry (no listing named)');
    expect(alerts[0].parsed.text).not.toContain('Phone:');
    const count = await t.app.database.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'inquiry-alert')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });
});
