import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyDto } from '../../src/shared/inquiries.schema.ts';
import { DEFAULT_SITE_SETTINGS as SITE_SETTINGS, fairHousingDisclosureParagraph } from '../../src/shared/site-settings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

/** The cases that must hold, through the API: replies as the agent sends them. */
describe.each(DATABASES)('reply e-mails over SMTP on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({
      database,
      env: { SMTP_URL: peer.url, MAIL_FROM: 'Rentals Desk <desk@rentals.test>' },
      build: { mailWorker: { pollMs: 100, retryDelaysMs: [100, 200], claimTimeoutMs: 60_000 } },
    });
    auth = await t.login();
    // Only replies reach the peer: the new-inquiry alerts have their own test.
    await t.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: auth,
      payload: { name: 'Admin', email: ADMIN.email, notifyInquiries: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const newInquiry = async (email: string) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rita Renter', email, message: 'Is the 2BR still free?' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().inquiry.id as number;
  };
  const sendReply = async (
    id: number,
    email: string,
    message = 'Hello Rita,\n\nYes, it is free from June 1.',
    subject = 'Re: Inquiry',
  ) => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/reply`,
      headers: auth,
      payload: { subject, message, recipientEmail: email, recipientName: 'Rita Renter' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().reply as ReplyDto;
  };
  const history = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/inquiries/${id}/replies`, headers: auth })).json().replies as ReplyDto[];
  const retry = (id: number | string, replyId: number | string, headers = auth) =>
    t.inject({ method: 'POST', url: `/api/inquiries/${id}/replies/${replyId}/retry`, headers });

  it('delivers a reply with From, To, Reply-To, Subject, both parts and a Message-ID; the next one answers it', async () => {
    const id = await newInquiry('rita@example.com');
    await sendReply(id, 'rita@example.com', 'Hello Rita,\n\nYes, it is free from June 1.', 'Re: Inquiry about 2BR');
    const [first] = await peer.waitForCount(1);
    expect(first.parsed.from?.text).toBe(`"${SITE_SETTINGS.agent.name}" <desk@rentals.test>`);
    expect(first.parsed.replyTo?.text).toBe(SITE_SETTINGS.agent.email);
    expect(first.to).toEqual(['rita@example.com']);
    expect(first.parsed.subject).toBe('Re: Inquiry about 2BR');
    // The first e-mail to an inquirer ends with the Fair Housing Disclosure (decision 022).
    expect(first.parsed.text?.trim()).toBe(`Hello Rita,\n\nYes, it is free from June 1.\n\n${fairHousingDisclosureParagraph()}`);
    expect(first.parsed.html).toContain('<p style="margin:0 0 1em">Yes, it is free from June 1.</p>');
    expect(first.parsed.messageId).toMatch(/^<[^@>]+@rentals\.test>$/);

    await sendReply(id, 'rita@example.com', 'A second note.', 'Re: Inquiry about 2BR');
    const second = (await peer.waitForCount(2))[1];
    expect(second.parsed.inReplyTo).toBe(first.parsed.messageId);
    expect(second.parsed.references).toBe(first.parsed.messageId);
    expect(second.parsed.messageId).not.toBe(first.parsed.messageId);
  });

  it('delivers <script> and <img src=…> in a reply as inert text in both parts', async () => {
    const before = peer.messages.length;
    const id = await newInquiry('inert@example.com');
    const message = 'Look <script>fetch("https://evil.example")</script>\n<img src="https://evil.example/pixel.gif">';
    await sendReply(id, 'inert@example.com', message);
    const received = (await peer.waitForCount(before + 1))[before];
    expect(received.parsed.text?.trim()).toBe(`${message}\n\n${fairHousingDisclosureParagraph()}`);
    const html = String(received.parsed.html);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('Look &lt;script&gt;fetch(&quot;');
    expect(html).toContain('&lt;img src=&quot;');
    expect(received.parsed.attachments).toEqual([]);
  });

  it('takes 50 replies while the mail server is down, shows them Queued, and delivers each exactly once when it is back', async () => {
    await peer.stop();
    const before = peer.messages.length;
    const sent: Array<{ inquiry: number; reply: ReplyDto }> = [];
    for (let i = 0; i < 50; i++) {
      const email = `outage${i}@example.com`;
      const inquiry = await newInquiry(email);
      sent.push({ inquiry, reply: await sendReply(inquiry, email, `Reply number ${i}`, `Outage reply ${i}`) });
    }
    expect(sent.every(({ reply }) => reply.deliveryStatus === 'queued' && reply.deliveredAt === null)).toBe(true);
    // The worker has tried and is waiting to retry: still Queued, never Failed.
    await until(
      () => t.app.database.db.selectFrom('mail_outbox').select(['attempts', 'last_error']).where('kind', '=', 'reply').execute(),
      (rows) => rows.some((r) => r.attempts > 0 && /ECONNREFUSED/.test(r.last_error ?? '')),
    );
    expect((await history(sent[0].inquiry))[0].deliveryStatus).toBe('queued');
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().outbox).toEqual({ pending: 50, failed: 0 });

    await peer.start();
    await peer.waitForCount(before + 50, 30_000);
    for (const { inquiry } of sent) {
      const [reply] = await until(
        () => history(inquiry),
        (r) => r[0].deliveryStatus === 'sent',
      );
      expect(reply.deliveredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const arrived = peer.messages.slice(before);
    expect(arrived).toHaveLength(50);
    expect(new Set(arrived.map((m) => m.parsed.messageId)).size).toBe(50);
    expect(new Set(arrived.map((m) => m.to[0]))).toEqual(new Set(sent.map((_, i) => `outage${i}@example.com`)));
    expect((await t.inject({ method: 'GET', url: '/api/health' })).json().outbox).toEqual({ pending: 0, failed: 0 });
  });

  it("shows a 550 refusal as Failed with the server's reason; Retry queues it again and it is delivered", async () => {
    peer.refuseRecipient = (address) =>
      address === 'bounced@example.com'
        ? { code: 550, message: '5.1.1 <bounced@example.com>: Recipient address rejected' }
        : undefined;
    const id = await newInquiry('bounced@example.com');
    const reply = await sendReply(id, 'bounced@example.com');
    const [failed] = await until(
      () => history(id),
      (r) => r[0].deliveryStatus === 'failed',
    );
    expect(failed.deliveryError).toBe('550 5.1.1 <bounced@example.com>: Recipient address rejected');
    expect(failed.deliveredAt).toBeNull();

    // Retrying a reply that has not failed, or one that does not exist, is refused.
    const other = await newInquiry('fine@example.com');
    const fine = await sendReply(other, 'fine@example.com');
    await until(
      () => history(other),
      (r) => r[0].deliveryStatus === 'sent',
    );
    expect((await retry(other, fine.id)).json()).toEqual({
      success: false,
      message: 'Only a reply whose delivery failed can be retried',
    });
    expect((await retry(other, fine.id)).statusCode).toBe(409);
    const unknown = await retry(id, fine.id);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, message: 'Reply not found' }]);
    expect((await retry(999999, reply.id)).statusCode).toBe(404);
    expect((await retry(id, 'abc')).statusCode).toBe(400);
    expect((await retry(id, reply.id, {} as typeof auth)).statusCode).toBe(401);

    peer.refuseRecipient = null;
    const before = peer.messages.length;
    const res = await retry(id, reply.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Reply queued for delivery',
      reply: { id: reply.id, deliveryStatus: 'queued', deliveryError: null },
    });
    const received = (await peer.waitForCount(before + 1))[before];
    expect(received.to).toEqual(['bounced@example.com']);
    const [delivered] = await until(
      () => history(id),
      (r) => r[0].deliveryStatus === 'sent',
    );
    expect(delivered.deliveryError).toBeNull();
    expect(peer.to('bounced@example.com')).toHaveLength(1);
  });
});
