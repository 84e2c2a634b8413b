import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/shared/constants.ts';
import { DEFAULT_SITE_SETTINGS, NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';
import { until } from '../support/wait.ts';

const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };

/** 19 NYCRR 175.28: the first e-mail to an inquirer links the Fair Housing Disclosure, with a sentence on the Human Rights Law. */
describe.each(DATABASES)('Fair Housing Disclosure in the first e-mail to an inquirer on %s', (database) => {
  let peer: SmtpPeer;
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp({ database, env: { SMTP_URL: peer.url }, build: { mailWorker: FAST } });
    auth = await t.login();
    // No new-inquiry alerts to the staff: only the replies reach the peer.
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

  const inquire = async (email: string, extra: Record<string, string> = {}) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rita Renter', email, message: 'Is the 2BR still free?', ...extra },
    });
    expect(res.statusCode).toBe(201);
    return res.json().inquiry.id as number;
  };
  const reply = (id: number, email: string, message: string) =>
    t.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/reply`,
      headers: auth,
      payload: { subject: 'Re: Inquiry', message, recipientEmail: email, recipientName: 'Rita Renter' },
    });
  /** Acknowledgements in the outbox: queued in the inquiry's own transaction, so none there after the POST means none at all. */
  const acks = () =>
    t.app.database.db.selectFrom('mail_outbox').select(['recipient', 'status']).where('kind', '=', 'inquiry-ack').execute();

  it('with the acknowledgement off (the default), the first reply carries the Disclosure link and sentence, the second does not', async () => {
    const id = await inquire('rita@example.com');
    expect(await acks()).toEqual([]);
    const send = (message: string) => reply(id, 'rita@example.com', message);
    expect((await send('Yes, it is free from June.')).statusCode).toBe(201);
    const [first] = await peer.waitForCount(1);
    expect(first.parsed.text).toContain('Yes, it is free from June.');
    expect(first.parsed.text).toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);
    expect(first.parsed.text).toContain('contains information about the New York State Human Rights Law');
    expect(first.parsed.html).toContain(`href="${NY_FAIR_HOUSING_DISCLOSURE_URL}"`);

    expect((await send('Viewing on Saturday at 11?')).statusCode).toBe(201);
    const [, second] = await peer.waitForCount(2);
    expect(second.parsed.text).toContain('Viewing on Saturday at 11?');
    expect(second.parsed.text).not.toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);
  });

  it('with it on, the author is acknowledged at once with the Disclosure, and the first reply answers it without repeating it', async () => {
    const { photo: _photo, ...agent } = DEFAULT_SITE_SETTINGS.agent;
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: auth,
      payload: { ...DEFAULT_SITE_SETTINGS, agent: { ...agent, phone: '(646) 555-0199' }, inquiryAcknowledgement: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const before = peer.messages.length;
    const id = await inquire('sam@example.com');
    const [ack] = (await peer.waitForCount(before + 1, 5_000)).slice(before);
    expect(ack.to).toEqual(['sam@example.com']);
    const text = ack.parsed.text ?? '';
    expect(text).toContain('Thank you for your inquiry');
    expect(text).toContain('within one business day');
    for (const detail of [agent.name, '(646) 555-0199', agent.email, DEFAULT_SITE_SETTINGS.office.street]) {
      expect(text).toContain(detail);
    }
    expect(text).toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);
    expect(text).toContain('contains information about the New York State Human Rights Law');
    expect(ack.parsed.html).toContain(`href="${NY_FAIR_HOUSING_DISCLOSURE_URL}"`);

    // Recorded as delivered (a reply written before that carries the Disclosure too).
    await until(acks, (rows) => rows.some((row) => row.recipient === 'sam@example.com' && row.status === 'sent'));
    expect((await reply(id, 'sam@example.com', 'Yes, it is free from June.')).statusCode).toBe(201);
    const [first] = (await peer.waitForCount(before + 2)).slice(before + 1);
    expect(first.parsed.text).toContain('Yes, it is free from June.');
    expect(first.parsed.text).not.toContain(NY_FAIR_HOUSING_DISCLOSURE_URL);
    expect(first.header('in-reply-to')).toBe(ack.header('message-id'));
    expect(first.header('references')).toContain(ack.header('message-id'));
  });

  it('an inquiry dropped by the honeypot is not acknowledged (the setting still on)', async () => {
    await inquire('bot@example.com', { [HONEYPOT_FIELD]: 'https://spam.example' });
    expect((await acks()).filter((row) => row.recipient === 'bot@example.com')).toEqual([]);
  });
});
