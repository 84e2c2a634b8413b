import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS as SITE_SETTINGS } from '../../src/shared/site-settings.ts';
import type { OutgoingMail } from '../../src/server/platform/mail/types.ts';
import { fairHousingDisclosure } from '../../src/shared/i18n/catalogues.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  kind: 'reply',
  to: { email: 'renter@example.com', name: 'Rita Renter' },
  subject: 'Re: 2BR on West 34th',
  text: 'Hello Rita,\n\nThe flat is free from June 1.\nSee https://example.com/property/7 for photos.',
  ...overrides,
});

/** Queues messages in one transaction, then wakes the worker as callers do after their commit. */
async function queue(t: TestApp, ...mails: OutgoingMail[]): Promise<number[]> {
  const ids = await t.app.database.db.transaction().execute(async (trx) => {
    const out: number[] = [];
    for (const m of mails) out.push(await t.app.services.mail.queue(trx, m));
    return out;
  });
  t.app.services.mail.wake();
  return ids;
}

async function outboxRow(t: TestApp, id: number) {
  return t.app.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe.each(DATABASES)('mail outbox over SMTP on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: peer.url, MAIL_FROM: 'Site Robot <robot@rentals.test>' },
      build: { mailWorker: FAST },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it('delivers a queued message with From, To, Reply-To, Subject, both parts and a Message-ID', async () => {
    const [id] = await queue(t, mail());
    const [received] = await peer.waitForCount(1);
    const m = received.parsed;
    expect(m.from?.value).toEqual([{ name: SITE_SETTINGS.agent.name, address: 'robot@rentals.test' }]);
    expect(m.to && !Array.isArray(m.to) ? m.to.value : null).toEqual([{ name: 'Rita Renter', address: 'renter@example.com' }]);
    expect(m.replyTo?.value).toEqual([{ name: '', address: SITE_SETTINGS.agent.email }]);
    expect(m.subject).toBe('Re: 2BR on West 34th');
    // The first message to an address carries the Fair Housing Disclosure after the text (decision 089).
    expect(m.text?.trim()).toBe(`${mail().text}\n\n${fairHousingDisclosure('en')}`);
    expect(m.html).toContain('<p style="margin:0 0 1em">Hello Rita,</p>');
    expect(m.html).toContain('The flat is free from June 1.<br>');
    expect(m.html).toContain('<a href="https://example.com/property/7">https://example.com/property/7</a> for photos.');
    expect(m.messageId).toMatch(/^<[0-9a-f-]{36}@rentals\.test>$/);
    expect(received.to).toEqual(['renter@example.com']);
    const row = await until(
      () => outboxRow(t, id),
      (r) => r.status === 'sent',
    );
    expect(row.message_id).toBe(m.messageId);
    expect(row.sent_at).not.toBeNull();
  });

  it('threads later messages to the same address: In-Reply-To and References of the earlier ones', async () => {
    const before = peer.messages.length;
    await queue(t, mail({ thread: 'inquiry:9', to: { email: 'thread@example.com' } }));
    const [first] = (await peer.waitForCount(before + 1)).slice(before);
    await queue(t, mail({ thread: 'inquiry:9', to: { email: 'thread@example.com' } }));
    const [second] = (await peer.waitForCount(before + 2)).slice(before + 1);
    await queue(t, mail({ thread: 'inquiry:9', to: { email: 'thread@example.com' } }));
    const [third] = (await peer.waitForCount(before + 3)).slice(before + 2);
    expect(first.parsed.inReplyTo).toBeUndefined();
    expect(second.parsed.inReplyTo).toBe(first.parsed.messageId);
    expect(second.parsed.references).toBe(first.parsed.messageId);
    expect(third.parsed.inReplyTo).toBe(second.parsed.messageId);
    expect(third.parsed.references).toEqual([first.parsed.messageId, second.parsed.messageId]);
  });

  it('turns markup in the text into inert text in both parts', async () => {
    const before = peer.messages.length;
    const text = 'Hi <script>alert(1)</script>\n<img src="https://evil.example/x.png" onerror="x()"> & <b>bold</b>';
    await queue(t, mail({ text, to: { email: 'inert@example.com' } }));
    const [received] = (await peer.waitForCount(before + 1)).slice(before);
    expect(received.parsed.text?.trim()).toBe(`${text}\n\n${fairHousingDisclosure('en')}`);
    const html = String(received.parsed.html);
    expect(html).not.toMatch(/<script|<img|<b>|onerror="/i);
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;<br>');
    expect(html).toContain(
      '&lt;img src=&quot;<a href="https://evil.example/x.png">https://evil.example/x.png</a>&quot; onerror=',
    );
  });

  it('marks a message refused with 550 as failed with the server reason, and a requeued one goes out', async () => {
    peer.refuseRecipient = (address) =>
      address === 'gone@example.com' ? { code: 550, message: '5.1.1 Mailbox gone@example.com unavailable' } : undefined;
    const [id] = await queue(t, mail({ to: { email: 'gone@example.com' } }));
    const failed = await until(
      () => outboxRow(t, id),
      (r) => r.status === 'failed',
    );
    expect(failed.last_error).toContain('550 5.1.1 Mailbox gone@example.com unavailable');
    expect(failed.attempts).toBe(1);
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json().outbox).toEqual({ pending: 0, failed: 1 });

    peer.refuseRecipient = null;
    const before = peer.messages.length;
    expect(await t.app.services.mail.requeue(t.app.database.db, id)).toBe(true);
    expect(await t.app.services.mail.requeue(t.app.database.db, id)).toBe(false);
    t.app.services.mail.wake();
    const [received] = (await peer.waitForCount(before + 1)).slice(before);
    expect(received.to).toEqual(['gone@example.com']);
    expect(received.parsed.messageId).toBe(failed.message_id);
    expect(
      (
        await until(
          () => outboxRow(t, id),
          (r) => r.status === 'sent',
        )
      ).last_error,
    ).toBeNull();
  });

  it('keeps messages while the server is down and delivers each once when it is back', async () => {
    await peer.stop();
    const before = peer.messages.length;
    const ids = await queue(
      t,
      ...Array.from({ length: 10 }, (_, i) => mail({ to: { email: `outage${i}@example.com` }, subject: `Outage ${i}` })),
    );
    const waiting = await until(
      () => outboxRow(t, ids[0]),
      (r) => r.attempts >= 1 && r.status === 'pending',
    );
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().outbox.pending).toBe(10);

    await peer.start();
    await peer.waitForCount(before + 10);
    await until(
      () => t.app.database.db.selectFrom('mail_outbox').select('status').where('id', 'in', ids).execute(),
      (rows) => rows.every((r) => r.status === 'sent'),
    );
    const subjects = peer.messages.slice(before).map((m) => m.parsed.subject);
    expect(new Set(subjects).size).toBe(10);
    expect(subjects).toHaveLength(10);
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ build: { mailWorker: FAST } });
  });
  afterAll(() => t.close());

  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const [id] = await queue(t, mail({ headers: { 'List-Unsubscribe': '<https://example.com/unsubscribe>' } }));
    const row = await until(
      () => outboxRow(t, id),
      (r) => r.status === 'sent',
    );
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir);
    expect(files).toEqual([`${row.message_id!.slice(1, -1)}.eml`]);
    const raw = readFileSync(path.join(dir, files[0]), 'utf8');
    expect(raw).toContain('List-Unsubscribe: <https://example.com/unsubscribe>');
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Re: 2BR on West 34th');
    expect(parsed.messageId).toBe(row.message_id);
    expect(parsed.html).toContain('The flat is free from June 1.');
  });
});
