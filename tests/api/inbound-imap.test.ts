import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uidClaim, type HandledUid, type ImapWatcher } from '../../src/server/features/inbound/imap-watcher.ts';
import { MAX_INBOUND_MESSAGE_BYTES } from '../../src/server/features/inbound/parse-message.ts';
import type { BuildOptions } from '../../src/server/app.ts';
import type { InboundMessageDto, InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { dovecotMissing, startDovecot, type Dovecot } from '../support/dovecot.ts';
import { answeredInquiry, quotedReply, rawMail } from '../support/inbound-mail.ts';
import { until } from '../support/wait.ts';

const missing = dovecotMissing();
const TOKEN = 'inbound-token-0123456789-abcdef';
/** Short waits, so a dropped connection is retried at once and a server without IDLE is polled often. */
const BUILD: BuildOptions = { imapWatcher: { pollMs: 200, backoffMs: { first: 100, last: 500 } } };

/** Every UID the app's watcher handles from now on. */
function recorder(t: TestApp) {
  const watcher = t.app.imapWatcher as ImapWatcher;
  const events: HandledUid[] = [];
  watcher.on('handled', (event) => events.push(event));
  return {
    events,
    /** The outcomes of these UIDs once each is handled (within 10 s of now). */
    async outcomes(uids: number[]) {
      const done = await until(
        async () => events.filter((event) => uids.includes(event.uid)),
        (seen) => seen.length >= uids.length,
        10_000,
      );
      return uids.map((uid) => done.find((event) => event.uid === uid)!.outcome);
    },
  };
}

/** Connected, everything read, waiting for news. */
const watching = (t: TestApp) => until(async () => (t.app.imapWatcher as ImapWatcher).waiting, Boolean, 10_000);

const storedMessages = async (t: TestApp) =>
  Number(
    (
      await t.app.database.db
        .selectFrom('inbound_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.skipIf(missing)('inbound mail by IMAP (dovecot on loopback, SQLite)', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await createTestApp({ env: { INBOUND_IMAP_URL: dovecot.url, INBOUND_TOKEN: TOKEN }, build: BUILD });
    auth = await t.login();
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.remove();
  });

  const detail = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().inquiry as InquiryDto & { messages: InboundMessageDto[] };
  };

  it('imports a reply delivered into the mailbox within 10 s, and leaves the mailbox as it was', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'omar@example.com');
    const record = recorder(t);
    const delivered = Date.now();
    const uid = await dovecot.deliver(
      await rawMail({
        from: 'Omar Haddad <Omar@Example.com>',
        subject: 'Re: Inquiry',
        text: quotedReply('Tuesday at 6 works for me.', 'Yes it is. Would you like to see it?'),
        inReplyTo: sentId,
        references: [sentId],
      }),
      ['\\Flagged'],
    );
    expect(await record.outcomes([uid])).toEqual(['imported']);
    expect(Date.now() - delivered).toBeLessThan(10_000);

    const seen = await detail(inquiry.id);
    expect(seen.status).toBe('new');
    expect(seen.messages).toHaveLength(1);
    expect(seen.messages[0]).toMatchObject({ fromAddress: 'omar@example.com', text: 'Tuesday at 6 works for me.', via: 'imap' });
    // Not marked \Seen, not moved, not deleted: the flags are those it was delivered with.
    expect(await dovecot.flags()).toEqual([{ uid, flags: ['\\Flagged'] }]);
  });

  it('imports nothing from another sender, naming no e-mail the product sent, or answering nothing', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'nadia@example.com', 'Nadia');
    const before = await storedMessages(t);
    const record = recorder(t);
    const uids = [
      await dovecot.deliver(await rawMail({ from: 'someone-else@example.com', text: 'I am not Nadia', inReplyTo: sentId })),
      await dovecot.deliver(
        await rawMail({ from: 'nadia@example.com', text: 'Another thread', inReplyTo: '<x@elsewhere.test>' }),
      ),
      await dovecot.deliver(await rawMail({ from: 'nadia@example.com', text: 'A new message' })),
    ];
    expect(await record.outcomes(uids)).toEqual(['not-imported', 'not-imported', 'not-a-reply']);
    expect(await storedMessages(t)).toBe(before);
    expect((await detail(inquiry.id)).status).toBe('responded');
    for (const message of (await dovecot.flags()).filter((m) => uids.includes(m.uid))) expect(message.flags).toEqual([]);
  });

  it('skips a message over the size limit without reading it, and a malformed one, remembering both', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'big@example.com', 'Bea');
    const record = recorder(t);
    const huge = await rawMail({
      from: 'big@example.com',
      text: 'The scans you asked for',
      inReplyTo: sentId,
      attachments: [{ filename: 'scan.bin', content: randomBytes(MAX_INBOUND_MESSAGE_BYTES * 0.8) }],
    });
    expect(huge.length).toBeGreaterThan(MAX_INBOUND_MESSAGE_BYTES);
    // A MIME tree nested thousands deep: the parser gives up on it.
    const malformed = Buffer.from(
      `From: big@example.com\r\nIn-Reply-To: ${sentId}\r\nMessage-ID: <nested@example.com>\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n${'--a\r\nContent-Type: multipart/mixed; boundary=a\r\n\r\n'.repeat(3000)}`,
    );
    const uids = [
      await dovecot.deliver(huge),
      await dovecot.deliver(malformed),
      await dovecot.deliver(await rawMail({ from: 'big@example.com', text: 'Did the scans arrive?', inReplyTo: sentId })),
    ];
    expect(await record.outcomes(uids)).toEqual(['too-large', 'unreadable', 'imported']);
    expect((await detail(inquiry.id)).messages.map((m) => m.text)).toEqual(['Did the scans arrive?']);
    const mailbox = await t.app.database.db.selectFrom('inbound_mailboxes').selectAll().executeTakeFirstOrThrow();
    expect(mailbox).toMatchObject({ mailbox: `agent@127.0.0.1/INBOX`, last_uid: uids[2] });
    for (const message of (await dovecot.flags()).filter((m) => uids.includes(m.uid))) expect(message.flags).toEqual([]);
  });

  it('after a restart imports nothing twice, and goes on with new mail', async () => {
    const before = await storedMessages(t);
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'again@example.com', 'Gina');
    // The product stops (its close hooks log the watcher out) and starts again on the same data.
    const loggedOut = () => dovecot.log().match(/Disconnected: Logged out/g)?.length ?? 0;
    const logoutsBefore = loggedOut();
    await t.app.close();
    // The watcher's connection ended with LOGOUT, not a dropped socket.
    await until(
      async () => loggedOut(),
      (n) => n === logoutsBefore + 1,
      5_000,
    );
    expect(dovecot.log()).not.toMatch(/imap\(agent\).*Disconnected: (?!Logged out)/);
    t = await createTestApp({ dataDir: t.dataDir, env: { INBOUND_IMAP_URL: dovecot.url, INBOUND_TOKEN: TOKEN }, build: BUILD });
    auth = await t.login();
    const record = recorder(t);
    await watching(t);
    expect(record.events).toEqual([]);
    expect(await storedMessages(t)).toBe(before);

    const uid = await dovecot.deliver(await rawMail({ from: 'gina@example.com', text: 'Wrong person', inReplyTo: sentId }));
    const reply = await dovecot.deliver(
      await rawMail({ from: 'again@example.com', text: 'Still interested!', inReplyTo: sentId }),
    );
    expect(await record.outcomes([uid, reply])).toEqual(['not-imported', 'imported']);
    expect((await detail(inquiry.id)).messages).toHaveLength(1);
    expect(await storedMessages(t)).toBe(before + 1);
  });

  it('imports once a message that came by the webhook too', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'both@example.com', 'Bo');
    const message = await rawMail({ from: 'both@example.com', text: 'Sent once, arrived twice', inReplyTo: sentId });
    const posted = await t.inject({
      method: 'POST',
      url: '/api/inbound/email',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      payload: message,
    });
    expect(posted.json()).toEqual({ success: true, imported: true });
    const record = recorder(t);
    const uid = await dovecot.deliver(message);
    expect(await record.outcomes([uid])).toEqual(['not-imported']);
    expect((await detail(inquiry.id)).messages.map((m) => [m.text, m.via])).toEqual([['Sent once, arrived twice', 'webhook']]);
  });

  it('connects again when the server goes away and comes back', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'back@example.com', 'Ben');
    await watching(t);
    await dovecot.stop();
    await until(
      async () => (t.app.imapWatcher as ImapWatcher).waiting,
      (waiting) => !waiting,
      10_000,
    );
    await dovecot.start();
    const record = recorder(t);
    const uid = await dovecot.deliver(await rawMail({ from: 'back@example.com', text: 'Are you there?', inReplyTo: sentId }));
    expect(await record.outcomes([uid])).toEqual(['imported']);
    expect((await detail(inquiry.id)).messages.map((m) => m.text)).toEqual(['Are you there?']);
  });
});

describe.skipIf(missing)('inbound mail by IMAP from a server without IDLE', () => {
  let dovecot: Dovecot;
  let t: TestApp;

  beforeAll(async () => {
    dovecot = await startDovecot({ idle: false });
    t = await createTestApp({ env: { INBOUND_IMAP_URL: dovecot.url }, build: BUILD });
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.remove();
  });

  it('polls the mailbox and imports the reply', async () => {
    expect((await dovecot.client()).capabilities.has('IDLE')).toBe(false);
    const { inquiry, sentId } = await answeredInquiry(t, await t.login(), 'poll@example.com', 'Paula');
    await watching(t);
    const record = recorder(t);
    const uid = await dovecot.deliver(await rawMail({ from: 'poll@example.com', text: 'Polled in', inReplyTo: sentId }));
    expect(await record.outcomes([uid])).toEqual(['imported']);
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: await t.login() });
    expect(res.json().inquiry.messages.map((m: InboundMessageDto) => m.text)).toEqual(['Polled in']);
  });
});

describe.skipIf(missing || !process.env.TEST_DATABASE_URL)('inbound mail by IMAP, two instances on PostgreSQL', () => {
  let dovecot: Dovecot;
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    dovecot = await startDovecot();
    one = await createTestApp({ database: 'postgres', env: { INBOUND_IMAP_URL: dovecot.url }, build: BUILD });
    two = await createTestApp({
      env: { INBOUND_IMAP_URL: dovecot.url, DATABASE_URL: one.config.databaseUrl! },
      build: BUILD,
    });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await dovecot?.remove();
  });

  it('reads each message once: one instance claims each UID, each reply is imported once', async () => {
    const auth = await one.login();
    const answered = await Promise.all(
      ['ann', 'bob', 'cy'].map((name) => answeredInquiry(one, auth, `${name}@example.com`, name)),
    );
    await Promise.all([watching(one), watching(two)]);
    const records = [recorder(one), recorder(two)];
    const uids: number[] = [];
    for (const [index, { sentId }] of answered.entries()) {
      const name = ['ann', 'bob', 'cy'][index];
      uids.push(
        await dovecot.deliver(await rawMail({ from: `${name}@example.com`, text: `Yes from ${name}`, inReplyTo: sentId })),
      );
    }
    uids.push(await dovecot.deliver(await rawMail({ from: 'stranger@example.com', text: 'Hi', inReplyTo: answered[0].sentId })));

    // Each UID handled by exactly one instance; the other saw it taken (or had not come to it).
    const handledBy = async () =>
      records.flatMap((record, instance) =>
        record.events.filter((event) => event.outcome !== 'taken').map((event) => ({ ...event, instance })),
      );
    const handled = await until(handledBy, (events) => uids.every((uid) => events.some((e) => e.uid === uid)), 10_000);
    await Promise.all([watching(one), watching(two)]);
    const final = await handledBy();
    expect(final.map((event) => event.uid).sort((a, b) => a - b)).toEqual(uids);
    expect(final.filter((event) => event.outcome === 'imported')).toHaveLength(3);
    expect(handled.find((event) => event.uid === uids[3])!.outcome).toBe('not-imported');

    const db = one.app.database.db;
    expect(await storedMessages(one)).toBe(3);
    const alerts = await db.selectFrom('mail_outbox').select('thread').where('kind', '=', 'inbound-alert').execute();
    const staff = await db.selectFrom('users').select('id').where('notify_inquiries', '=', 1).execute();
    expect(alerts).toHaveLength(3 * staff.length);
    const mailbox = await db.selectFrom('inbound_mailboxes').selectAll().executeTakeFirstOrThrow();
    expect(mailbox.last_uid).toBe(uids[3]);
    for (const message of await dovecot.flags()) expect(message.flags).toEqual([]);
  });
});

describe.each(DATABASES)("the import's claim of a UID on %s", (database) => {
  let t: TestApp;
  let auth: { authorization: string };
  const MAILBOX = 'agent@imap.example.com/INBOX';

  beforeAll(async () => {
    t = await createTestApp({ database });
    auth = await t.login();
    await t.app.database.db
      .insertInto('inbound_mailboxes')
      .values({ mailbox: MAILBOX, uid_validity: '7', last_uid: 10, updated_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => t.close());

  const lastUid = async () =>
    (
      await t.app.database.db
        .selectFrom('inbound_mailboxes')
        .select('last_uid')
        .where('mailbox', '=', MAILBOX)
        .executeTakeFirstOrThrow()
    ).last_uid;
  const claimUid = (uid: number) => uidClaim(MAILBOX, '7', uid);

  it('stores nothing when another instance claimed the UID, and rolls the claim back with an import that fails', async () => {
    const { inquiry, sentId } = await answeredInquiry(t, auth, 'claim@example.com', 'Cleo');
    const raw = await rawMail({ from: 'claim@example.com', text: 'Claimed once', inReplyTo: sentId });
    const inbound = t.app.services.inbound;

    // The database fails after the claim, inside the import's transaction: neither the claim nor the message is kept.
    await expect(
      inbound.receive(raw, 'imap', async (db) => {
        await claimUid(11)(db);
        throw new Error('the database went away');
      }),
    ).rejects.toThrow('the database went away');
    expect(await lastUid()).toBe(10);
    expect(await storedMessages(t)).toBe(0);

    // Another instance took UID 11 first: this one stores nothing.
    await claimUid(11)(t.app.database.db);
    expect(await inbound.receive(raw, 'imap', claimUid(11))).toEqual({ imported: false, inquiryId: inquiry.id });
    expect(await storedMessages(t)).toBe(0);

    // The next UID, claimed and imported together.
    expect(await inbound.receive(raw, 'imap', claimUid(12))).toEqual({ imported: true, inquiryId: inquiry.id });
    expect(await lastUid()).toBe(12);
    expect(await storedMessages(t)).toBe(1);
  });
});
