import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS_TEXT as T } from '../../src/shared/texts/applications.ts';
import { NEWSLETTER_MAIL_TEXT as W } from '../../src/shared/texts/newsletter.ts';
import { recipientKeyMigration } from '../../src/server/platform/db/migrations/061-recipient-key.ts';
import { RECIPIENT_CAPS } from '../../src/server/features/index.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { outboxMails } from '../support/mail.ts';
import { listingFields } from './viewings-fixtures.ts';

const NO_JOBS = { viewingReminders: false, digestScheduler: false, followUpDigest: false, applicationRetention: false } as const;
const SPAM_NAME = 'URGENT Your bank account is locked Call 1 800 555 0199 now';

/**
 * One rule for what a visitor can make the product e-mail (issue 44 item 4, decision 094): the daily
 * cap per recipient counts a mailbox once however its address is spelled, and a visitor's name reaches
 * the e-mail as at most a first name.
 */
describe.each(DATABASES)('the per-recipient cap counts a mailbox once, on %s', (database) => {
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database, build: NO_JOBS });
    listingId = (await t.app.services.listings.create(listingFields())).id;
  });
  afterAll(async () => t?.close());

  const subscribe = (email: string, name = 'Vic') =>
    t.inject({ method: 'POST', url: '/api/subscribers', payload: { email, name } });
  const apply = (email: string, name = 'Vic Tim') =>
    t.inject({ method: 'POST', url: '/api/applications', payload: { agencyAcknowledged: true, listingId, name, email } });
  /** The messages of `kind` queued to any spelling of the mailbox (the outbox keeps the address as typed, lowercased). */
  const mailsOfKind = async (kind: string, addresses: string[]) =>
    (await outboxMails(t, { kind })).filter((m) => addresses.map((a) => a.trim().toLowerCase()).includes(m.recipient));

  it('victim+1@gmail.com and Vic.Tim@GMAIL.com share the one welcome a day of victim@gmail.com', async () => {
    expect(RECIPIENT_CAPS['newsletter-welcome']).toBe(1);
    const spellings = ['victim+1@gmail.com', 'Vic.Tim@GMAIL.com', 'victim@googlemail.com', 'V.ictim+x@gmail.com'];
    for (const email of spellings) {
      const res = await subscribe(email);
      // The visitor's action still succeeds: only the e-mail is held back.
      expect(res.statusCode, res.body).toBe(201);
    }
    const welcomes = await mailsOfKind('newsletter-welcome', spellings);
    expect(welcomes.map((m) => m.recipient)).toEqual(['victim+1@gmail.com']);
    const counted = await t.app.database.db
      .selectFrom('mail_recipient_counts')
      .selectAll()
      .where('kind', '=', 'newsletter-welcome')
      .execute();
    expect(counted.map((row) => [row.recipient, Number(row.count)])).toEqual([['victim@gmail.com', 4]]);
  });

  it('the application links to one mailbox stop at the cap, whatever the spelling; a dot elsewhere is another mailbox', async () => {
    const cap = RECIPIENT_CAPS['application-link'];
    const spellings = [
      'applicant@gmail.com',
      'Applicant+a@gmail.com',
      'app.licant@googlemail.com',
      'a.p.p.l.i.c.a.n.t+z@GMAIL.COM',
      'applicant+late@gmail.com',
    ];
    for (const email of spellings) expect((await apply(email)).statusCode).toBe(201);
    const links = await mailsOfKind('application-link', spellings);
    expect(links).toHaveLength(cap);
    expect(links.map((m) => m.recipient)).toEqual(spellings.slice(0, cap).map((a) => a.toLowerCase()));

    // At a provider that keeps dots, jo.ann@ and joann@ are two people: each gets their link.
    for (const email of ['jo.ann@example.com', 'joann@example.com', 'Jo.Ann+rent@Example.com'])
      expect((await apply(email)).statusCode).toBe(201);
    const other = await mailsOfKind('application-link', ['jo.ann@example.com', 'joann@example.com', 'jo.ann+rent@example.com']);
    expect(other.map((m) => m.recipient)).toEqual(['jo.ann@example.com', 'joann@example.com', 'jo.ann+rent@example.com']);
    const keys = await t.app.database.db
      .selectFrom('mail_recipient_counts')
      .select(['recipient', 'count'])
      .where('kind', '=', 'application-link')
      .orderBy('recipient')
      .execute();
    expect(keys.map((row) => [row.recipient, Number(row.count)])).toEqual([
      ['applicant@gmail.com', 5],
      ['jo.ann@example.com', 2],
      ['joann@example.com', 1],
    ]);
  });

  it("a sentence typed as the name greets no one and is no display name: the e-mail says 'Hello,'", async () => {
    expect((await subscribe('spam-target@example.com', SPAM_NAME)).statusCode).toBe(201);
    const [welcome] = await mailsOfKind('newsletter-welcome', ['spam-target@example.com']);
    expect(welcome.recipient_name).toBeNull();
    expect(welcome.text.startsWith(`${W.greeting(null)}\n`)).toBe(true);
    for (const word of ['URGENT', 'bank', '800', '0199']) expect(`${welcome.subject}\n${welcome.text}`).not.toContain(word);

    expect((await apply('spam-applicant@example.com', SPAM_NAME)).statusCode).toBe(201);
    const [link] = await mailsOfKind('application-link', ['spam-applicant@example.com']);
    expect(link.recipient_name).toBeNull();
    expect(link.text.startsWith(`${T.linkGreeting(null)}\n`)).toBe(true);
    expect(link.text).not.toContain('URGENT');
  });

  it('a full name greets by its first name, and the display name is that first name', async () => {
    expect((await subscribe('ann.reader@example.com', 'Ann Marie Reader')).statusCode).toBe(201);
    const [welcome] = await mailsOfKind('newsletter-welcome', ['ann.reader@example.com']);
    expect(welcome.recipient_name).toBe('Ann');
    expect(welcome.text.startsWith(`${W.greeting('Ann')}\n`)).toBe(true);
    expect(welcome.text).not.toContain('Reader');

    expect((await apply('hana@example.com', 'Hana Household')).statusCode).toBe(201);
    const [link] = await mailsOfKind('application-link', ['hana@example.com']);
    expect(link.recipient_name).toBe('Hana');
    expect(link.text.startsWith(`${T.linkGreeting('Hana')}\n`)).toBe(true);
    expect(link.text).not.toContain('Household');
  });

  it("migration 061 re-keys the day's counts on the mailbox, merging its spellings, and drops windows already over", async () => {
    const db = t.app.database.db;
    await db.deleteFrom('mail_recipient_counts').execute();
    const now = Date.now();
    const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
    await db
      .insertInto('mail_recipient_counts')
      .values([
        { kind: 'inquiry-ack', recipient: 'victim+1@gmail.com', window_start: hoursAgo(3), count: 1 },
        { kind: 'inquiry-ack', recipient: 'vic.tim@gmail.com', window_start: hoursAgo(5), count: 2 },
        { kind: 'inquiry-ack', recipient: 'old+x@example.com', window_start: hoursAgo(30), count: 3 },
        { kind: 'alert-confirm', recipient: 'victim@gmail.com', window_start: hoursAgo(1), count: 1 },
      ])
      .execute();
    await recipientKeyMigration().up(db as never);
    const rows = await db.selectFrom('mail_recipient_counts').selectAll().orderBy('kind').execute();
    expect(rows.map((r) => ({ ...r, count: Number(r.count) }))).toEqual([
      { kind: 'alert-confirm', recipient: 'victim@gmail.com', window_start: hoursAgo(1), count: 1 },
      { kind: 'inquiry-ack', recipient: 'victim@gmail.com', window_start: hoursAgo(5), count: 3 },
    ]);
  });
});
