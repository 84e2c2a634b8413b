import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp.ts';

const FAST = { pollMs: 100, retryDelaysMs: [50, 100], claimTimeoutMs: 60_000 };

/** 19 NYCRR 175.28: the first e-mail to an inquirer links the Fair Housing Disclosure, with a sentence on the Human Rights Law. */
describe.each(DATABASES)('Fair Housing Disclosure in the first reply on %s', (database) => {
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

  it('the first reply carries the Disclosure link and sentence, the second does not', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: 'Rita Renter', email: 'rita@example.com', message: 'Is the 2BR still free?' },
    });
    const id = created.json().inquiry.id as number;
    const send = (message: string) =>
      t.inject({
        method: 'POST',
        url: `/api/inquiries/${id}/reply`,
        headers: auth,
        payload: { subject: 'Re: Inquiry', message, recipientEmail: 'rita@example.com', recipientName: 'Rita Renter' },
      });
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
});
