import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildOptions } from '../../src/server/app.ts';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { FOLLOW_UPS_TEXT as F } from '../../src/shared/texts/follow-ups.ts';
import { MAIL_TEXT } from '../../src/shared/texts/mail.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';
import { createListing } from './listings-fixtures.ts';

const ORIGIN = 'https://rentals.example';
const FAST = { pollMs: 50, retryDelaysMs: [50] };

/** Staff accounts beside the administrator: who wants inquiry e-mails, who does not, who is disabled. */
async function addStaff(t: TestApp, admin: { authorization: string }) {
  for (const [email, notify] of [
    ['agent@test.local', true],
    ['quiet@test.local', false],
    ['gone@test.local', true],
  ] as const) {
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin,
      payload: { name: `Staff ${email}`, email, password: 'agent-password-1', role: 'agent' },
    });
    expect(res.statusCode).toBe(201);
    if (!notify) await t.app.database.db.updateTable('users').set({ notify_inquiries: 0 }).where('email', '=', email).execute();
  }
  await t.app.database.db
    .updateTable('users')
    .set({ disabled_at: new Date().toISOString() })
    .where('email', '=', 'gone@test.local')
    .execute();
}

/** A lead with a follow-up day (and note). */
async function leadDueOn(
  t: TestApp,
  admin: { authorization: string },
  name: string,
  day: string,
  extra: Record<string, unknown> = {},
) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/inquiries',
    headers: admin,
    payload: { name, phone: '(646) 555-0142', message: 'Called about the flat.', source: 'Phone', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().inquiry as InquiryDto).id;
  const patch = await t.inject({
    method: 'PATCH',
    url: `/api/inquiries/${id}`,
    headers: admin,
    payload: { followUpOn: day, followUpNote: `Note for ${name}` },
  });
  expect(patch.statusCode).toBe(200);
  return id;
}

/** The digests the mail server received (the leads' alerts to the other staff arrive there too), once `count` have. */
const digestsReceived = (smtp: SmtpPeer, count: number) =>
  until(
    async () => smtp.messages.filter((m) => /follow-ups? due today$/.test(m.parsed.subject ?? '')),
    (digests) => digests.length >= count,
  );

const digestRows = (t: TestApp) =>
  t.app.database.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject'])
    .where('kind', '=', 'follow-up-digest')
    .orderBy('id')
    .execute();

describe.each(DATABASES)('the 8:00 follow-up digest on %s', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let admin: { authorization: string };
  let now = new Date('2026-01-05T12:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: { clock: () => now, mailWorker: FAST, followUpDigest: false, viewingReminders: false, digestScheduler: false },
    });
    admin = await t.login();
    await addStaff(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const run = () => t.app.services.followUpDigest.runIfDue();

  it('on the day New York falls back (Nov 1), goes at 8:00 EST (13:00 UTC), once, to the staff with inquiry e-mails on', async () => {
    const { id: listingId } = await createListing(t, admin, { address: '50 West 34th Street', neighborhood: '31A' });
    const overdue = await leadDueOn(t, admin, 'Olga Overdue', '2026-10-28', { listingId, email: 'olga@example.com' });
    const today = await leadDueOn(t, admin, 'Tina Today', '2026-11-01');
    await leadDueOn(t, admin, 'Tom Tomorrow', '2026-11-02');

    // 8:30 by the summer offset, 7:30 in New York that day.
    now = new Date('2026-11-01T12:30:00Z');
    expect(await run()).toEqual({ sent: false, day: '2026-11-01', reason: 'before-8' });
    now = new Date('2026-11-01T12:59:59Z');
    expect((await run()).sent).toBe(false);
    now = new Date('2026-11-01T13:00:00Z');
    expect(await run()).toEqual({ sent: true, day: '2026-11-01', inquiries: 2, recipients: 2 });
    now = new Date('2026-11-01T13:05:00Z');
    expect(await run()).toEqual({ sent: false, day: '2026-11-01', reason: 'already-handled' });

    const received = await digestsReceived(smtp, 2);
    expect(received.map((m) => m.to[0]).sort()).toEqual(['admin@test.local', 'agent@test.local']);
    const mail = received.find((m) => m.to[0] === 'agent@test.local')!.parsed;
    expect(mail.subject).toBe(F.digestSubject(2));
    const text = (mail.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toContain(F.digestHeading('Sun, Nov 1'));
    expect(text).toContain(
      [
        'Olga Overdue · Phone',
        F.digestOverdue('Wed, Oct 28'),
        'Listing: 50 West 34th Street, Apt 31A',
        'Phone: (646) 555-0142',
        'Email: olga@example.com',
        'Note: Note for Olga Overdue',
        `${ORIGIN}/admin/inquiries?view=${overdue}`,
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Tina Today · Phone',
        F.digestToday,
        `Listing: ${F.digestGeneral}`,
        'Phone: (646) 555-0142',
        'Note: Note for Tina Today',
      ].join('\n'),
    );
    expect(text.indexOf('Olga Overdue')).toBeLessThan(text.indexOf('Tina Today'));
    expect(text).toContain(`${ORIGIN}/admin/inquiries?view=${today}`);
    expect(text).not.toContain('Tom Tomorrow');
    expect(text).toContain(`${F.digestAll}: ${ORIGIN}/admin/inquiries?followUp=due`);
    expect(text).toContain(`${MAIL_TEXT.alertWhy}: ${ORIGIN}/admin/profile`);
    expect(await digestRows(t)).toHaveLength(2);
  });

  it('on the day New York springs forward (Mar 8), goes at 8:00 EDT (12:00 UTC)', async () => {
    await leadDueOn(t, admin, 'Sam Spring', '2026-03-08');
    now = new Date('2026-03-08T11:59:00Z');
    expect(await run()).toEqual({ sent: false, day: '2026-03-08', reason: 'before-8' });
    now = new Date('2026-03-08T12:00:00Z');
    expect(await run()).toEqual({ sent: true, day: '2026-03-08', inquiries: 1, recipients: 2 });
    const rows = await digestRows(t);
    expect(rows.slice(-2).map((r) => r.subject)).toEqual([F.digestSubject(1), F.digestSubject(1)]);
  });

  it('sends nothing on a day with nothing due, and the day stays handled', async () => {
    const before = (await digestRows(t)).length;
    now = new Date('2026-01-05T15:00:00Z');
    expect(await run()).toEqual({ sent: false, day: '2026-01-05', reason: 'nothing-due' });
    now = new Date('2026-01-05T23:00:00Z');
    expect(await run()).toEqual({ sent: false, day: '2026-01-05', reason: 'already-handled' });
    expect(await digestRows(t)).toHaveLength(before);
    const day = await t.app.database.db
      .selectFrom('follow_up_digests')
      .selectAll()
      .where('day', '=', '2026-01-05')
      .executeTakeFirst();
    expect(day).toMatchObject({ inquiry_count: 0, recipient_count: 0 });
  });

  it('the dashboard call lists the follow-ups due, the most overdue first, with their number; strangers get 401', async () => {
    now = new Date('2026-11-01T13:00:00Z');
    const res = await t.inject({ method: 'GET', url: '/api/inquiries/follow-ups', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { today: string; total: number; inquiries: InquiryDto[] };
    expect(body.today).toBe('2026-11-01');
    // Sam Spring's day (Mar 8) is long past: the most overdue.
    expect(body.inquiries.map((i) => i.name)).toEqual(['Sam Spring', 'Olga Overdue', 'Tina Today']);
    expect(body.total).toBe(3);
    expect((await t.inject({ method: 'GET', url: '/api/inquiries/follow-ups' })).statusCode).toBe(401);
  });
});

describe('the follow-up digest job', () => {
  it('runs by itself: at start, then every few seconds, sending when 8:00 comes', async () => {
    const smtp = await startSmtpPeer();
    let now = new Date('2026-06-10T11:00:00Z'); // 7:00 in New York
    const t = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
      build: {
        clock: () => now,
        mailWorker: FAST,
        followUpDigest: { everyMs: 20 },
        viewingReminders: false,
        digestScheduler: false,
      },
    });
    try {
      const admin = await t.login();
      await leadDueOn(t, admin, 'June Lead', '2026-06-09');
      now = new Date('2026-06-10T12:00:00Z');
      const [mail] = await digestsReceived(smtp, 1);
      expect(mail.to).toEqual(['admin@test.local']);
      expect(mail.parsed.subject).toBe(F.digestSubject(1));
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let smtp: SmtpPeer;
  let now = new Date('2026-12-01T12:00:00Z');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const build: BuildOptions = {
      clock: () => now,
      mailWorker: FAST,
      followUpDigest: false,
      viewingReminders: false,
      digestScheduler: false,
    };
    a = await createTestApp({ database: 'postgres', env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN }, build });
    b = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN, DATABASE_URL: a.config.databaseUrl! }, build });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('send the day’s digest once between them, however many runs race for it', async () => {
    const admin = await a.login();
    await addStaff(a, admin);
    await leadDueOn(a, admin, 'Racer One', '2026-12-01');
    now = new Date('2026-12-01T13:00:00Z'); // 8:00 EST
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a : b).app.services.followUpDigest.runIfDue()),
    );
    expect(outcomes.filter((o) => o.sent)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.sent).every((o) => !o.sent && ['raced', 'already-handled'].includes(o.reason))).toBe(true);
    await digestsReceived(smtp, 2);
    await Promise.all([a.app.services.mail.idle(), b.app.services.mail.idle()]);
    const digests = await digestsReceived(smtp, 2);
    expect(digests.map((m) => m.to[0]).sort()).toEqual(['admin@test.local', 'agent@test.local']);
    expect(await digestRows(a)).toHaveLength(2);
  });
});
