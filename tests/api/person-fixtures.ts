import type { Db } from '../../src/server/platform/db/client.ts';

/**
 * One person's records in every feature, written straight into the tables at known instants (the
 * timeline only reads them): an inquiry with the agent's reply and the renter's answer, a viewing, an
 * application (as co-applicant), a deal, a roommate profile and an introduction to another seeker.
 * `email` is written as given (tests pass mixed case); returns the ids.
 */
export async function seedPerson(db: Db, email: string, name: string, day: string) {
  const at = (hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const inquiry = await db
    .insertInto('inquiries')
    .values({
      name,
      email,
      phone: '',
      message: 'Is it still available?',
      inquiry_type: 'property',
      listing_id: null,
      listing_address: '145 East 29th Street, New York, NY 10016',
      status: 'responded',
      notes: '',
      follow_up_on: null,
      created_at: at(1),
      updated_at: at(1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inquiryId = Number(inquiry.id);
  const reply = await db
    .insertInto('replies')
    .values({
      inquiry_id: inquiryId,
      subject: `Re: 145 East 29th Street (${name})`,
      message: 'Yes, it is.',
      recipient_email: email,
      recipient_name: name,
      sent_at: at(2),
      outbox_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('inbound_messages')
    .values({
      inquiry_id: inquiryId,
      message_id: `<${inquiryId}-${Math.random()}@example.com>`,
      thread: `inquiry:${inquiryId}`,
      from_address: email.toLowerCase(),
      from_name: name,
      subject: `Re: Re: 145 East 29th Street (${name})`,
      text: 'Great, can I see it?',
      full_text: 'Great, can I see it?',
      via: 'webhook',
      sent_at: at(3),
      received_at: at(3),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const viewing = await db
    .insertInto('viewings')
    .values({
      listing_id: null,
      listing_address: '145 East 29th Street, New York, NY 10016',
      apartment: '4B',
      inquiry_id: inquiryId,
      start_at: at(22),
      end_at: at(23),
      status: 'confirmed',
      name,
      email,
      phone: '',
      message: '',
      manage_token: `manage-${email}-${Math.random()}`,
      confirmed_at: at(4),
      reminder_sent_at: null,
      client_key: null,
      created_at: at(4),
      updated_at: at(4),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await db
    .insertInto('applications')
    .values({
      listing_id: null,
      listing_address: '145 East 29th Street, New York, NY 10016',
      listing_apartment: '4B',
      status: 'approved',
      created_at: at(5),
      updated_at: at(5),
      submitted_at: at(5),
      decided_at: at(6),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicationId = Number(application.id);
  await db
    .insertInto('application_people')
    .values([
      {
        application_id: applicationId,
        role: 'applicant',
        token_hash: `a-${Math.random()}`,
        name: 'Main Applicant',
        email: `main-${applicationId}@example.com`,
        part: '{}',
        created_at: at(5),
        updated_at: at(5),
      },
      {
        application_id: applicationId,
        role: 'co_applicant',
        token_hash: `c-${Math.random()}`,
        name,
        email,
        part: '{}',
        created_at: at(5),
        updated_at: at(5),
      },
    ])
    .execute();
  const deal = await db
    .insertInto('deals')
    .values({
      listing_id: null,
      listing_address: '145 East 29th Street, New York, NY 10016',
      listing_apartment: '4B',
      application_id: applicationId,
      tenants: JSON.stringify([{ name, email }]),
      lease_start: '2026-03-01',
      term_months: 12,
      lease_end: '2027-02-28',
      rent_cents: 365000,
      deposit_cents: 365000,
      fee_cents: 0,
      fee_paid_by: 'landlord',
      tenant_agreement_on: null,
      commission_cents: 365000,
      co_broke_split: null,
      expected_pay_on: null,
      notes: '',
      stage: 'lease-signed',
      stage_changed_at: at(7),
      fell_through_reason: null,
      lease_signed_at: null,
      paid_at: null,
      created_at: at(7),
      updated_at: at(7),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seeker = (who: string, address: string, hour: number) =>
    db
      .insertInto('roommate_seekers')
      .values({
        token_hash: `s-${Math.random()}`,
        name: who,
        email: address,
        phone: '',
        budget_cents: 150000,
        move_in_date: '2026-09-01',
        stay_months: 12,
        areas: '[]',
        needs: '{}',
        lifestyle: '{}',
        household_preference: 'none',
        about: '',
        introduce: 1,
        introduce_consent_at: at(hour),
        status: 'confirmed',
        inquiry_id: null,
        created_at: at(hour),
        confirmed_at: at(hour),
        updated_at: at(hour),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const profile = await seeker(name, email, 8);
  const partner = await seeker(`${name}'s match`, `match-${Math.random().toString(36).slice(2)}@example.com`, 8);
  const introduction = await db
    .insertInto('roommate_introductions')
    .values({
      seeker_a: Number(partner.id),
      seeker_b: Number(profile.id),
      note: '',
      sent_by: null,
      consent_a_at: at(9),
      consent_b_at: at(9),
      created_at: at(9),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    inquiry: inquiryId,
    reply: Number(reply.id),
    message: Number(message.id),
    viewing: Number(viewing.id),
    application: applicationId,
    deal: Number(deal.id),
    profile: Number(profile.id),
    partner: Number(partner.id),
    introduction: Number(introduction.id),
  };
}
