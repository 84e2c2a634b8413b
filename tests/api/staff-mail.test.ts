import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import type { SlotDto } from '../../src/shared/viewings.ts';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { answeredInquiry, rawMail } from '../support/inbound-mail.ts';
import { listingFields } from './viewings-fixtures.ts';

const TOKEN = 'inbound-token-0123456789-abcdef';
const GONE = 'gone@test.local';

/**
 * The one staff-mail rule: every alert about renters goes to the active accounts with 'E-mail me new
 * inquiries' on. An account disabled when someone leaves the agency receives none of them; enabled
 * again, it receives them again.
 */
describe.each(DATABASES)('staff e-mail on %s', (database) => {
  let t: TestApp;
  let admin: { authorization: string };
  let goneId: number;
  let listingId: number;
  // Monday, November 23, 2026, 9:30 AM in New York.
  let now = new Date('2026-11-23T14:30:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { INBOUND_TOKEN: TOKEN, PUBLIC_URL: 'https://rentals.example' },
      build: { clock: () => now, followUpDigest: false, viewingReminders: false, digestScheduler: false },
    });
    admin = await t.login();
    const res = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin,
      payload: { name: 'Gone Agent', email: GONE, password: 'agent-password-1', role: 'agent' },
    });
    expect(res.statusCode, res.body).toBe(201);
    goneId = Number(res.json().user.id);
    listingId = (await t.app.services.listings.create(listingFields())).id;
    await t.app.services.listingViewings.setOptions(listingId, { enabled: true, instructions: '' });
  });
  afterAll(() => t?.close());

  const setDisabled = async (disabled: boolean) => {
    const res = await t.inject({ method: 'PATCH', url: `/api/users/${goneId}`, headers: admin, payload: { disabled } });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** Who the staff e-mails of `kind` queued since `sinceId` went to (each address once). */
  const recipientsSince = async (sinceId: number, kind: string) => [
    ...new Set(
      (
        await t.app.database.db
          .selectFrom('mail_outbox')
          .select('recipient')
          .where('id', '>', sinceId)
          .where('kind', '=', kind)
          .orderBy('id')
          .execute()
      ).map((r) => r.recipient),
    ),
  ];
  const lastMailId = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    );

  /** Every kind of staff alert, once each; answers the recipients of each kind. */
  async function everyStaffAlert(tag: string) {
    const since = await lastMailId();
    // A new inquiry from the public site.
    const inquiry = await t.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { name: `Nina ${tag}`, email: `nina-${tag}@example.com`, message: 'Is it still available?', listingId },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);

    // A viewing request, then the agent confirms it (the invitation goes to the staff too).
    const slots: SlotDto[] = (await t.inject({ method: 'GET', url: `/api/viewings/slots?listingId=${listingId}` })).json().slots;
    const booked = await t.inject({
      method: 'POST',
      url: '/api/viewings',
      payload: { agencyAcknowledged: true, listingId, start: slots[0].start, name: `Riley ${tag}`, email: `riley-${tag}@example.com` },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const confirmed = await t.inject({
      method: 'POST',
      url: `/api/viewings/${booked.json().viewing.id}/confirm`,
      headers: admin,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // A renter's answer to the agent's reply.
    const { sentId } = await answeredInquiry(t, admin, `omar-${tag}@example.com`);
    const answer = await t.inject({
      method: 'POST',
      url: '/api/inbound/email',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${TOKEN}` },
      payload: await rawMail({ from: `omar-${tag}@example.com`, text: 'Tuesday works for me.', inReplyTo: sentId }),
    });
    expect(answer.json(), answer.body).toEqual({ success: true, imported: true });

    // The 8:00 digest of the follow-ups due today.
    const lead = await t.inject({
      method: 'POST',
      url: '/api/admin/inquiries',
      headers: admin,
      payload: { name: `Lead ${tag}`, phone: '(646) 555-0142', message: 'Called.', source: 'Phone' },
    });
    const leadId = (lead.json().inquiry as InquiryDto).id;
    const today = now.toISOString().slice(0, 10);
    await t.inject({ method: 'PATCH', url: `/api/inquiries/${leadId}`, headers: admin, payload: { followUpOn: today } });
    expect((await t.app.services.followUpDigest.runIfDue()).sent).toBe(true);

    return {
      newInquiry: await recipientsSince(since, 'inquiry-alert'),
      viewingRequest: await recipientsSince(since, 'viewing-alert'),
      viewingInvitation: (await recipientsSince(since, 'viewing-invitation')).filter((r) => r.endsWith('@test.local')),
      rentersAnswer: await recipientsSince(since, 'inbound-alert'),
      followUpDigest: await recipientsSince(since, 'follow-up-digest'),
    };
  }

  it('a disabled account receives no staff alert of any kind', async () => {
    await setDisabled(true);
    const received = await everyStaffAlert('off');
    expect(received.newInquiry).toEqual([ADMIN.email]);
    expect(received.viewingRequest).toEqual([ADMIN.email]);
    expect(received.viewingInvitation).toEqual([ADMIN.email]);
    expect(received.rentersAnswer).toEqual([ADMIN.email]);
    expect(received.followUpDigest).toEqual([ADMIN.email]);
  });

  it('enabled again, the account receives every one of them', async () => {
    await setDisabled(false);
    // The next day at 9:00 New York time: a new digest is due.
    now = new Date('2026-11-24T14:00:00Z');
    const received = await everyStaffAlert('on');
    expect(received.newInquiry).toEqual([ADMIN.email, GONE]);
    expect(received.viewingRequest).toEqual([ADMIN.email, GONE]);
    expect(received.viewingInvitation).toEqual([ADMIN.email, GONE]);
    expect(received.rentersAnswer).toEqual([ADMIN.email, GONE]);
    expect(received.followUpDigest).toEqual([ADMIN.email, GONE]);
  });
});
