import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/server/platform/mail/types.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };
/** How long the server takes over each message, as a real provider does (tens of milliseconds). */
const SERVER_DELAY_MS = 30;

const mail = (i: number): OutgoingMail => ({
  kind: 'newsletter-digest',
  to: { email: `reader${i}@example.com`, name: `Reader ${i}` },
  subject: `Message ${i}`,
  text: `Hello Reader ${i}`,
});

/**
 * The outbox sends over SMTP_CONNECTIONS connections at once (decision 012): counted on a loopback
 * smtp-server that takes its time over each message, as a provider does.
 */
describe.each(DATABASES)('mail over a pool of SMTP connections on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  let open = 0;
  let mostOpen = 0;
  let holding = 0;
  let mostHeld = 0;
  const sessions = new Set<string>();
  /** Per session: messages it was holding at once, at most (one at a time per connection). */
  const heldPerSession = new Map<string, number>();
  let onMessage: ((m: { subject: string; sessionId: string }) => void) | null = null;
  /**
   * While set, the server holds each message until four are on it at once (or 5 s passed): on a slow
   * machine a 30 ms hold may end before the pool's fourth connection has sent, which says nothing
   * about the pool; a pool of three never fills the barrier and the count stays 3.
   */
  let barrier: { wanted: number; reached: Promise<void>; release: () => void } | null = null;

  beforeAll(async () => {
    peer = await startSmtpPeer({
      onConnect(session, callback) {
        sessions.add(session.id);
        mostOpen = Math.max(mostOpen, ++open);
        callback();
      },
      onClose() {
        open--;
      },
    });
    peer.beforeAccept = async (received) => {
      const id = received.sessionId;
      heldPerSession.set(id, (heldPerSession.get(id) ?? 0) + 1);
      mostHeld = Math.max(mostHeld, ++holding);
      const perSession = heldPerSession.get(id)!;
      try {
        expect(perSession).toBe(1);
        onMessage?.({ subject: received.parsed.subject ?? '', sessionId: id });
        if (barrier) {
          if (holding >= barrier.wanted) barrier.release();
          await Promise.race([barrier.reached, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        }
        await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS));
      } finally {
        holding--;
        heldPerSession.set(id, perSession - 1);
      }
    };
    t = await createTestApp({
      database,
      env: { SMTP_URL: peer.url, SMTP_CONNECTIONS: '4', MAIL_FROM: 'Site Robot <robot@rentals.test>' },
      build: { mailWorker: FAST },
    });
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const queue = async (from: number, count: number) => {
    const ids = await t.app.database.db.transaction().execute(async (trx) => {
      const out: number[] = [];
      for (let i = from; i < from + count; i++) out.push(await t.app.services.mail.queue(trx, mail(i)));
      return out;
    });
    t.app.services.mail.wake();
    return ids;
  };

  it('sends over 4 connections at once, each with one message in flight, every message once', async () => {
    let release = () => {};
    const reached = new Promise<void>((resolve) => (release = resolve));
    barrier = { wanted: 4, reached, release };
    await queue(0, 40);
    const received = await peer.waitForCount(40).finally(() => (barrier = null));
    const subjects = received.map((m) => m.parsed.subject);
    expect(new Set(subjects).size).toBe(40);
    // Four sessions open together, four messages on the server at once, never two on one connection.
    expect(mostOpen).toBe(4);
    expect(sessions.size).toBe(4);
    expect(mostHeld).toBe(4);
    expect(new Set(received.map((m) => m.sessionId)).size).toBe(4);
    const rows = await until(
      () => t.app.database.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute(),
      (list) => list.every((r) => r.status === 'sent'),
    );
    expect(rows.map((r) => Number(r.attempts))).toEqual(rows.map(() => 1));
  });

  it('a connection lost in the middle of a message: that message is sent again, the others go on', async () => {
    const before = peer.messages.length;
    let dropped: string | undefined;
    onMessage = ({ subject, sessionId }) => {
      if (subject !== 'Message 105' || dropped) return;
      dropped = subject;
      // The server hangs up after the whole message arrived, before it answers: never acknowledged.
      peer.drop(sessionId);
      throw new Error('connection lost');
    };
    try {
      const ids = await queue(100, 12);
      await peer.waitForCount(before + 12);
      expect(dropped).toBe('Message 105');
      const subjects = peer.messages.slice(before).map((m) => m.parsed.subject);
      expect(subjects.filter((s) => s === 'Message 105')).toHaveLength(1);
      expect(new Set(subjects).size).toBe(12);
      const rows = await until(
        () => t.app.database.db.selectFrom('mail_outbox').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute(),
        (list) => list.every((r) => r.status === 'sent'),
      );
      const attempts = new Map(rows.map((r) => [Number(r.id), Number(r.attempts)]));
      expect(attempts.get(ids[5])).toBe(2);
      expect(ids.filter((id) => id !== ids[5]).map((id) => attempts.get(id))).toEqual(Array(11).fill(1));
    } finally {
      onMessage = null;
    }
  });

  it("one recipient's messages arrive in the order they were queued, one at a time, while others' go alongside", async () => {
    const before = peer.messages.length;
    const renter = (i: number): OutgoingMail => ({
      kind: 'viewing-renter',
      to: { email: 'renter@example.com', name: 'Renter' },
      subject: `Renter step ${i}`,
      text: `Step ${i}`,
    });
    let renterHeld = 0;
    let mostRenterHeld = 0;
    mostHeld = 0;
    onMessage = ({ subject }) => {
      if (!subject.startsWith('Renter step')) return;
      mostRenterHeld = Math.max(mostRenterHeld, ++renterHeld);
      setTimeout(() => renterHeld--, SERVER_DELAY_MS);
    };
    try {
      await t.app.database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 6; i++) {
          await t.app.services.mail.queue(trx, renter(i));
          await t.app.services.mail.queue(trx, mail(200 + i));
        }
      });
      t.app.services.mail.wake();
      await peer.waitForCount(before + 12);
      const arrived = peer.messages.slice(before).map((m) => m.parsed.subject ?? '');
      expect(arrived.filter((s) => s.startsWith('Renter step'))).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Renter step ${i}`));
      expect(mostRenterHeld).toBe(1);
      // The other recipients' messages still went over several connections at once.
      expect(mostHeld).toBeGreaterThan(1);
    } finally {
      onMessage = null;
    }
  });
});
