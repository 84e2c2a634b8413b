import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundMessageDto, InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { INBOUND_TEXT as T } from '../../src/shared/texts/inbound.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { answeredInquiry as answeredInquirySupport, quotedReply, rawMail } from '../support/inbound-mail.ts';
import { outboxMails } from '../support/mail.ts';

const TOKEN = 'inbound-token-0123456789-abcdef';
const RFC822 = { 'content-type': 'message/rfc822' };

describe('inbound webhook without INBOUND_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 as for any unknown route, with or without a token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/inbound/email',
        headers: { ...RFC822, ...(authorization ? { authorization } : {}) },
        payload: await rawMail({ from: 'x@example.com', text: 'hi' }),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Route not found' });
    }
  });
});

describe.each(DATABASES)('inbound webhook on %s', (database) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, env: { INBOUND_TOKEN: TOKEN }, build: { inboundBodyDeadlineMs: 600 } });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const post = (payload: Buffer | string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    t.inject({ method: 'POST', url: '/api/inbound/email', headers: { ...RFC822, ...headers }, payload });
  const storedMessages = async () =>
    Number(
      (
        await db()
          .selectFrom('inbound_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const answeredInquiry = (email: string, name?: string) => answeredInquirySupport(t, auth, email, name);
  const detail = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().inquiry as InquiryDto & { messages: InboundMessageDto[] };
  };

  it('refuses a missing, wrong or other-scheme token with 401 and stores nothing', async () => {
    const { sentId } = await answeredInquiry('stranger-test@example.com');
    const message = await rawMail({ from: 'stranger-test@example.com', text: 'hello', inReplyTo: sentId });
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await post(message, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: T.tokenInvalid });
    }
    expect(await storedMessages()).toBe(0);
  });

  it('imports a reply with quoted history as its new text only; the inquiry goes back to New, staff are alerted, the full text is there on demand', async () => {
    const { inquiry, sentId } = await answeredInquiry('omar@example.com');
    expect((await detail(inquiry.id)).status).toBe('responded');
    const message = await rawMail({
      from: 'Omar Haddad <Omar@Example.com>',
      subject: 'Re: Re: Inquiry',
      text: quotedReply('Tuesday at 6 works for me.\nCan I bring my partner?', 'Yes it is. Would you like to see it?'),
      inReplyTo: sentId,
      references: [sentId],
    });
    const res = await post(message);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ success: true, imported: true });

    const seen = await detail(inquiry.id);
    expect(seen.status).toBe('new');
    expect(seen.messages).toHaveLength(1);
    const [answer] = seen.messages;
    expect(answer).toMatchObject({
      inquiryId: inquiry.id,
      fromAddress: 'omar@example.com',
      fromName: 'Omar Haddad',
      subject: 'Re: Re: Inquiry',
      text: 'Tuesday at 6 works for me.\nCan I bring my partner?',
      trimmed: true,
      via: 'webhook',
      attachments: [],
    });
    const full = await t.inject({ method: 'GET', url: `/api/inquiries/${inquiry.id}/messages/${answer.id}`, headers: auth });
    expect(full.statusCode).toBe(200);
    expect(full.json().fullText).toContain('> Yes it is. Would you like to see it?');
    expect(full.json().fullText).toContain('Tuesday at 6 works for me.');

    const [alert] = await outboxMails(t, { kind: 'inbound-alert', thread: `inquiry:${inquiry.id}` });
    expect(alert.subject).toBe('Omar Haddad replied: Tuesday at 6 works for me. Can I bring my partner?');
    expect(alert.text).toContain(`/admin/inquiries?view=${inquiry.id}`);

    // The agent's next reply answers the renter's message in the same thread.
    const next = await t.inject({
      method: 'POST',
      url: `/api/inquiries/${inquiry.id}/reply`,
      headers: auth,
      payload: { subject: 'Re: Inquiry', message: 'Of course, see you Tuesday.', recipientEmail: 'omar@example.com' },
    });
    expect(next.statusCode).toBe(201);
    const threaded = await db()
      .selectFrom('mail_outbox')
      .select(['in_reply_to', 'thread_references'])
      .where('kind', '=', 'reply')
      .where('thread', '=', `inquiry:${inquiry.id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const renterId = /Message-ID: (<[^>]+>)/i.exec(message.toString())![1];
    expect(threaded.in_reply_to).toBe(renterId);
    expect(threaded.thread_references).toBe(`${sentId} ${renterId}`);

    // Posting the same message again imports nothing.
    const again = await post(message);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ success: true, imported: false });
    expect((await detail(inquiry.id)).messages).toHaveLength(1);
  });

  it('imports nothing from another sender, or naming no e-mail the product sent, or answering a staff alert', async () => {
    const { inquiry, sentId } = await answeredInquiry('nadia@example.com', 'Nadia');
    const before = await storedMessages();
    const cases = [
      await rawMail({ from: 'someone-else@example.com', text: 'I am not Nadia', inReplyTo: sentId, references: [sentId] }),
      await rawMail({ from: 'nadia@example.com', text: 'A new thread', inReplyTo: '<unknown@elsewhere.test>' }),
      await rawMail({ from: 'nadia@example.com', text: 'No headers at all' }),
    ];
    const alert = await db()
      .selectFrom('mail_outbox')
      .select('message_id')
      .where('kind', '=', 'inquiry-alert')
      .where('thread', '=', `inquiry:${inquiry.id}`)
      .executeTakeFirst();
    if (alert) cases.push(await rawMail({ from: 'nadia@example.com', text: 'Forwarded', inReplyTo: alert.message_id! }));
    for (const message of cases) {
      const res = await post(message);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true, imported: false });
    }
    expect(await storedMessages()).toBe(before);
    expect((await detail(inquiry.id)).status).toBe('responded');
  });

  it('turns an HTML-only message into text, without its markup or scripts', async () => {
    const { inquiry, sentId } = await answeredInquiry('html@example.com');
    const res = await post(
      await rawMail({
        from: 'html@example.com',
        inReplyTo: sentId,
        html: '<div>Yes, <b>Saturday</b> at 11 &amp; I will bring <a href="https://evil.test">documents</a>.<script>alert(1)</script><img src=x onerror=alert(2)></div><blockquote>Yes it is.</blockquote>',
      }),
    );
    expect(res.json()).toEqual({ success: true, imported: true });
    const [answer] = (await detail(inquiry.id)).messages;
    expect(answer.text).toContain('Yes, Saturday at 11 & I will bring documents');
    expect(answer.text).not.toMatch(/<|alert\(|onerror/);
    expect(answer.text).not.toContain('Yes it is.');
  });

  it('keeps attachments up to 10 MB for staff to download, names larger ones, and never serves them publicly', async () => {
    const { inquiry, sentId } = await answeredInquiry('files@example.com');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000)]);
    const big = randomBytes(10 * 1024 * 1024 + 1);
    const res = await post(
      await rawMail({
        from: 'files@example.com',
        inReplyTo: sentId,
        text: 'My pay stubs and ID are attached.',
        attachments: [
          { filename: 'pay stubs – Nov.pdf', content: pdf, contentType: 'application/pdf' },
          { filename: 'scan.tiff', content: big, contentType: 'image/tiff' },
        ],
      }),
    );
    expect(res.json()).toEqual({ success: true, imported: true });
    const [answer] = (await detail(inquiry.id)).messages;
    expect(answer.attachments).toEqual([
      { id: expect.any(Number), filename: 'pay stubs – Nov.pdf', contentType: 'application/pdf', size: pdf.length, kept: true },
      { id: expect.any(Number), filename: 'scan.tiff', contentType: 'image/tiff', size: big.length, kept: false },
    ]);
    const [kept, notKept] = answer.attachments;
    const url = (id: number) => `/api/inquiries/${inquiry.id}/messages/${answer.id}/attachments/${id}`;

    const download = await t.inject({ method: 'GET', url: url(kept.id), headers: auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="pay stubs _ Nov.pdf"; filename*=UTF-8''${encodeURIComponent('pay stubs – Nov.pdf')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    expect((await t.inject({ method: 'GET', url: url(kept.id) })).statusCode).toBe(401);
    const tooLarge = await t.inject({ method: 'GET', url: url(notKept.id), headers: auth });
    expect(tooLarge.statusCode).toBe(404);
    expect(tooLarge.json().message).toBe(T.attachmentNotKept);
    // Another inquiry's id, or a made-up attachment id, finds nothing.
    const other = await answeredInquiry('other-files@example.com');
    const wrong = await t.inject({
      method: 'GET',
      url: `/api/inquiries/${other.inquiry.id}/messages/${answer.id}/attachments/${kept.id}`,
      headers: auth,
    });
    expect(wrong.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: url(999_999), headers: auth })).statusCode).toBe(404);

    // The file is in the store, but /uploads serves photos only.
    const row = await db()
      .selectFrom('inbound_attachments')
      .select('file_key')
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(row.file_key).toMatch(/^attachments\//);
    expect((await t.inject({ method: 'GET', url: `/uploads/${row.file_key}` })).statusCode).toBe(404);
  });

  it('refuses a 20 MB message with 413 and another content type with 415, storing nothing', async () => {
    const before = await storedMessages();
    const huge = await rawMail({
      from: 'omar@example.com',
      text: 'big',
      attachments: [{ filename: 'video.mov', content: randomBytes(15 * 1024 * 1024) }],
    });
    expect(huge.length).toBeGreaterThan(20 * 1024 * 1024);
    const res = await post(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
    const json = await t.inject({
      method: 'POST',
      url: '/api/inbound/email',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      payload: { from: 'omar@example.com' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ success: false, message: T.notRfc822 });
    expect(await storedMessages()).toBe(before);
  });

  it('reads a message built to make the reply patterns backtrack without holding the event loop', async () => {
    const { inquiry, sentId } = await answeredInquiry('crafted@example.com');
    const crafted = `Op ${'x \n'.repeat(40_000)}${'On '.padEnd(30_000, 'a ')}\nW dniu ${'\n '.repeat(20_000)}`;
    const message = await rawMail({ from: 'crafted@example.com', inReplyTo: sentId, text: crafted });
    const finished: string[] = [];
    const importing = post(message).then((res) => {
      finished.push('import');
      return res;
    });
    // While the message is read (in a worker thread), the server goes on answering.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBe(200);
    const res = await importing;
    expect(finished).toEqual(['health', 'import']);
    expect(res.json()).toEqual({ success: true, imported: true });
    expect((await detail(inquiry.id)).messages).toHaveLength(1);
  });

  it('cuts off a body that trickles in, and stores nothing', async () => {
    const before = await storedMessages();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    socket.write(
      `POST /api/inbound/email HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: message/rfc822\r\nContent-Length: 100000\r\n\r\n`,
    );
    const drip = setInterval(() => socket.writable && socket.write('x'), 50);
    await new Promise((resolve) => socket.on('close', resolve).on('error', resolve));
    clearInterval(drip);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await storedMessages()).toBe(before);
  });
});
