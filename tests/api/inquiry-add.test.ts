import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SOURCES, type InquiryDto } from '../../src/shared/inquiries.schema.ts';
import { DEFAULT_SITE_SETTINGS, NY_FAIR_HOUSING_DISCLOSURE_URL } from '../../src/shared/site-settings.ts';
import { INQUIRIES_TEXT as T } from '../../src/shared/texts/inquiries.ts';
import { createTestApp, DATABASES, type TestApp } from '../support/app.ts';
import { createListing } from './listings-fixtures.ts';
import { outboxMails } from '../support/mail.ts';

/** 'Add Inquiry': leads staff enter from a call, a walk-in or a portal (POST /api/admin/inquiries). */
describe.each(DATABASES)('Add Inquiry on %s', (database) => {
  let t: TestApp;
  let admin: { authorization: string };
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ database });
    admin = await t.login();
    const register = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin,
      payload: { name: 'Agent Alerted', email: 'agent@test.local', password: 'agent-password-1', role: 'agent' },
    });
    expect(register.statusCode).toBe(201);
    // The acknowledgement is on: visitors' inquiries get one, staff-entered leads must not.
    const settings = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...DEFAULT_SITE_SETTINGS, inquiryAcknowledgement: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    listingId = (await createListing(t, admin, { address: '50 West 34th Street', neighborhood: '31A', status: 'inactive' })).id;
  });
  afterAll(() => t.close());

  const add = (payload: Record<string, unknown>, headers = admin) =>
    t.inject({ method: 'POST', url: '/api/admin/inquiries', headers, payload });
  const outbox = (thread: string) =>
    t.app.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'recipient'])
      .where('thread', '=', thread)
      .orderBy('id')
      .execute();

  it('stores a phone lead with its source, in the list at once, filterable by source; no acknowledgement, the alert to the other staff only', async () => {
    const res = await add({
      name: '  Omar Caller ',
      phone: '(646) 555-0142',
      message: 'Called about the one-bedroom; free after 6 pm.',
      source: 'Phone',
      listingId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { success: boolean; message: string; inquiry: InquiryDto };
    expect(body).toMatchObject({
      success: true,
      message: T.added,
      inquiry: {
        name: 'Omar Caller',
        email: '',
        phone: '(646) 555-0142',
        source: 'Phone',
        status: 'new',
        inquiry_type: 'property',
        listingId,
        listing_address: '50 West 34th Street',
        listing_apartment: '31A',
      },
    });
    const listed = await t.inject({ method: 'GET', url: '/api/inquiries?source=Phone', headers: admin });
    expect((listed.json().inquiries as InquiryDto[]).map((i) => i.id)).toEqual([body.inquiry.id]);
    const one = await t.inject({ method: 'GET', url: `/api/inquiries/${body.inquiry.id}`, headers: admin });
    expect(one.json().inquiry).toMatchObject({ source: 'Phone', phone: '(646) 555-0142' });
    // The admin who entered it is not alerted about it; the agent is; nobody gets an acknowledgement.
    expect(await outbox(`inquiry:${body.inquiry.id}`)).toEqual([{ kind: 'inquiry-alert', recipient: 'agent@test.local' }]);
  });

  it('takes every source of the list, with an e-mail, a phone or both, and without a listing', async () => {
    for (const [n, source] of STAFF_SOURCES.entries()) {
      const contact: { email?: string; phone?: string } =
        n % 3 === 0
          ? { email: `Lead${n}@Example.com` }
          : n % 3 === 1
            ? { phone: '212 555 0100 x12' }
            : { email: `lead${n}@example.com`, phone: '+1 212-555-0199' };
      const res = await add({ name: `Lead ${n}`, message: 'Saw the ad.', source, ...contact, listingId: '' });
      expect(res.statusCode, `${source}: ${res.body}`).toBe(201);
      const inquiry = res.json().inquiry as InquiryDto;
      expect(inquiry).toMatchObject({ source, listingId: null, listing_address: null, inquiry_type: 'general' });
      if (contact.email) expect(inquiry.email).toBe(contact.email.toLowerCase());
      const filtered = await t.inject({
        method: 'GET',
        url: `/api/inquiries?source=${encodeURIComponent(source)}`,
        headers: admin,
      });
      expect((filtered.json().inquiries as InquiryDto[]).map((i) => i.name)).toContain(`Lead ${n}`);
      const mail = await outbox(`inquiry:${inquiry.id}`);
      expect(mail.map((m) => m.kind)).toEqual(['inquiry-alert']);
    }
  });

  it("the lead got no acknowledgement, so the agent's first reply carries the Fair Housing Disclosure, the second not", async () => {
    const res = await add({ name: 'Rita Referral', email: 'rita@example.com', message: 'Sent by Paul.', source: 'Referral' });
    const { id } = res.json().inquiry as InquiryDto;
    const reply = (message: string) =>
      t.inject({
        method: 'POST',
        url: `/api/inquiries/${id}/reply`,
        headers: admin,
        payload: { subject: 'Your search', message, recipientEmail: 'rita@example.com' },
      });
    expect((await reply('First answer')).statusCode).toBe(201);
    expect((await reply('Second answer')).statusCode).toBe(201);
    const replies = await outboxMails(t, { thread: `inquiry:${id}`, kind: 'reply' });
    expect(replies.map((r) => r.text.includes(NY_FAIR_HOUSING_DISCLOSURE_URL))).toEqual([true, false]);
  });

  it('refuses bad input with the first problem, and stores nothing', async () => {
    const valid = { name: 'Walk In', email: 'walk@example.com', message: 'Came by the office.', source: 'Walk-in' };
    const count = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom('inquiries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '  ' }, T.staffNameRequired],
      [{ ...valid, name: 'x'.repeat(101) }, T.nameTooLong],
      [{ ...valid, email: undefined }, T.contactRequired],
      [{ ...valid, email: ' ', phone: '' }, T.contactRequired],
      [{ ...valid, email: null, phone: null }, T.contactRequired],
      [{ ...valid, email: 'not-an-address' }, T.staffEmailInvalid],
      [{ ...valid, email: 42 }, T.staffEmailInvalid],
      [{ ...valid, phone: 'call me maybe' }, T.phoneNotValid],
      [{ ...valid, phone: '12345' }, T.phoneNotValid],
      [{ ...valid, phone: '1'.repeat(41) }, T.phoneInvalid],
      [{ ...valid, phone: ['2125550100'] }, T.phoneNotValid],
      [{ ...valid, message: '' }, T.staffMessageRequired],
      [{ ...valid, message: 'x'.repeat(5001) }, T.messageTooLong],
      [{ ...valid, source: undefined }, T.staffSourceRequired],
      [{ ...valid, source: 'Craigslist' }, T.staffSourceRequired],
      // Set only by the public site's own forms.
      [{ ...valid, source: 'Property page' }, T.staffSourceRequired],
      [{ ...valid, source: 'Viewing' }, T.staffSourceRequired],
      [{ ...valid, source: 'phone' }, T.staffSourceRequired],
      [{ ...valid, listingId: 'abc' }, T.listingIdInvalid],
      [{ ...valid, listingId: -3 }, T.listingIdInvalid],
      [{ ...valid, listingId: 1.5 }, T.listingIdInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    for (const raw of ['[]', 'null', '"text"', '{"name":']) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/inquiries',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const gone = await add({ ...valid, listingId: 999_999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: T.listingGone });
    expect(await count()).toBe(before);
  });

  it('is for signed-in staff only', async () => {
    const payload = { name: 'Stranger', email: 'stranger@example.com', message: 'Hi', source: 'Other' };
    expect((await add(payload, { authorization: '' })).statusCode).toBe(401);
    expect((await add(payload, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
    const stored = await t.app.database.db.selectFrom('inquiries').select('id').where('name', '=', 'Stranger').execute();
    expect(stored).toEqual([]);
  });
});
