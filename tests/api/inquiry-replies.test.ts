import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDto, ReplyDto } from '../../src/shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(DATABASES)('inquiry replies on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ database, env: { SMTP_URL: peer.url }, build: { mailWorker: FAST } });
    auth = await t.login();
    // Only replies reach the peer here: the new-inquiry alerts are tested in mail-inquiry-alert.test.ts.
    const quiet = await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Admin', email: ADMIN.email, notifyInquiries: false },
    });
    expect(quiet.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const newInquiry = async (email = 'rita@example.com') => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rita Renter', email, message: 'Is the 2BR still free?' },
    });
    return res.json().inquiry as InquiryDto;
  };
  const sendReply = (id: number | string, payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    t.inject({ method: 'POST', url: `/api/inquiries/${id}/reply`, headers, payload });
  const replies = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${id}/replies`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().replies as ReplyDto[];
  };
  const counts = async () => {
    const db = t.app.database.db;
    const n = async (table: 'replies' | 'mail_outbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { replies: await n('replies'), outbox: await n('mail_outbox') };
  };

  it('stores the reply, sets the inquiry to responded and e-mails the inquirer; the history shows it delivered', async () => {
    const inquiry = await newInquiry();
    const res = await sendReply(inquiry.id, {
      subject: 'Re: Inquiry about 2BR on West 34th',
      message: 'Hello Rita,\n\nYes, it is free from June 1.\n\nBest regards,\nDana Whitfield\nReal Estate Agent',
      recipientEmail: 'Rita@Example.com',
      recipientName: 'Rita Renter',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: T.replySent,
      inquiry: { id: inquiry.id, status: 'responded', replyCount: 1 },
    });
    expect(Object.keys(body.reply).sort()).toEqual(
      [
        'createdAt',
        'deliveredAt',
        'deliveryError',
        'deliveryStatus',
        'id',
        'inquiryId',
        'message',
        'recipientEmail',
        'recipientName',
        'sentAt',
        'subject',
      ].sort(),
    );
    expect(body.reply).toMatchObject({
      inquiryId: inquiry.id,
      subject: 'Re: Inquiry about 2BR on West 34th',
      recipientEmail: 'rita@example.com',
      recipientName: 'Rita Renter',
      deliveryError: null,
    });
    expect(['queued', 'sent']).toContain(body.reply.deliveryStatus);
    expect(body.reply.sentAt).toMatch(ISO);
    expect(body.reply.createdAt).toBe(body.reply.sentAt);

    const [received] = await peer.waitForCount(1);
    expect(received.to).toEqual(['rita@example.com']);
    expect(received.parsed.subject).toBe('Re: Inquiry about 2BR on West 34th');
    expect(received.parsed.text).toContain('Yes, it is free from June 1.');
    const [delivered] = await until(
      () => replies(inquiry.id),
      (r) => r[0]?.deliveryStatus === 'sent',
    );
    expect(delivered.deliveredAt).toMatch(ISO);

    // A second reply: oldest first in the history, and the e-mail continues the thread.
    const second = await sendReply(inquiry.id, {
      subject: 'Viewing',
      message: 'Saturday at 11?',
      recipientEmail: 'rita@example.com',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().reply.recipientName).toBe('');
    const [, next] = await peer.waitForCount(2);
    expect(next.header('in-reply-to')).toBe(received.header('message-id'));
    const detail = await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: auth });
    expect(detail.json().inquiry.replies.map((r: ReplyDto) => r.subject)).toEqual([
      'Re: Inquiry about 2BR on West 34th',
      'Viewing',
    ]);
    expect(detail.json().inquiry.replyCount).toBe(2);
  });

  it("shows a refused e-mail as failed with the server's reason", async () => {
    peer.refuseRecipient = (address) =>
      address === 'gone@example.com' ? { code: 550, message: '5.1.1 No such user' } : undefined;
    try {
      const inquiry = await newInquiry('gone@example.com');
      const res = await sendReply(inquiry.id, { subject: 'Re: hi', message: 'Hello', recipientEmail: 'gone@example.com' });
      expect(res.statusCode).toBe(201);
      const [failed] = await until(
        () => replies(inquiry.id),
        (r) => r[0]?.deliveryStatus === 'failed',
      );
      expect(failed.deliveryError).toContain('No such user');
      expect(failed.deliveredAt).toBeNull();
    } finally {
      peer.refuseRecipient = null;
    }
  });

  it('validates the reply (subject, message not blank, recipient) and answers 404 for an unknown inquiry', async () => {
    const inquiry = await newInquiry();
    const ok = { subject: 'Re: x', message: 'Hello', recipientEmail: 'rita@example.com', recipientName: 'Rita' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, subject: '' }, T.subjectRequired],
      [{ ...ok, subject: undefined }, T.subjectRequired],
      [{ ...ok, message: '  \n ' }, T.replyMessageRequired],
      [{ ...ok, message: undefined }, T.replyMessageRequired],
      [{ ...ok, recipientEmail: '' }, T.recipientEmailRequired],
      [{ ...ok, recipientEmail: 'rita' }, T.recipientEmailInvalid],
      [{ ...ok, subject: 'x'.repeat(201) }, T.subjectTooLong],
      [{ ...ok, recipientName: 'x'.repeat(101) }, T.recipientNameTooLong],
    ];
    const before = await counts();
    for (const [payload, message] of cases) {
      const res = await sendReply(inquiry.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const missing = await sendReply(999999, ok);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: T.inquiryNotFound });
    expect((await t.inject({ method: 'GET', url: '/api/inquiries/999999/replies', headers: auth })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);

    expect((await sendReply(inquiry.id, ok, {})).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}/replies` })).statusCode).toBe(401);
  });

  /** Makes every insert into `table` fail inside the database, as a full disk or a lost connection would. */
  async function refuseInserts(table: 'replies' | 'mail_outbox') {
    const db = t.app.database.db;
    if (database === 'postgres') {
      await sql`create or replace function refuse_insert() returns trigger as $$ begin raise exception 'insert refused'; end $$ language plpgsql`.execute(
        db,
      );
      await sql`create trigger refuse_insert before insert on ${sql.table(table)} for each row execute function refuse_insert()`.execute(
        db,
      );
      return () => sql`drop trigger refuse_insert on ${sql.table(table)}`.execute(db);
    }
    await sql`create trigger refuse_insert before insert on ${sql.table(table)} begin select raise(abort, 'insert refused'); end`.execute(
      db,
    );
    return () => sql`drop trigger refuse_insert`.execute(db);
  }

  it.each(['mail_outbox', 'replies'] as const)(
    'a failure writing %s leaves no reply, no queued e-mail and the status unchanged',
    async (table) => {
      const inquiry = await newInquiry();
      const before = await counts();
      const mailsBefore = peer.messages.length;
      const restore = await refuseInserts(table);
      try {
        const res = await sendReply(inquiry.id, { subject: 'Re: x', message: 'Hello', recipientEmail: 'rita@example.com' });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
      } finally {
        await restore();
      }
      expect(await counts()).toEqual(before);
      const detail = await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}`, headers: auth });
      expect(detail.json().inquiry).toMatchObject({ status: 'new', replyCount: 0, replies: [] });
      expect(peer.messages.length).toBe(mailsBefore);
    },
  );
});
