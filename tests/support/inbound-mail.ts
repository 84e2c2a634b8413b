import { randomUUID } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { InquiryDto } from '../../src/shared/inquiries.schema.ts';
import type { TestApp } from './app.ts';

/** A raw e-mail as a mail app would send it (MIME built by nodemailer), with a fresh Message-ID unless one is given. */
export function rawMail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({
    to: 'agent@rentals.test',
    messageId: `<${randomUUID()}@renter.test>`,
    date: new Date(),
    ...options,
  })
    .compile()
    .build();
}

/** The text of a reply as mail apps write it: the new text, then the quoted message under an attribution line. */
export const quotedReply = (newText: string, quoted: string) =>
  `${newText}\n\nOn Mon, Nov 23, 2026 at 10:00 AM Dana Whitfield <agent@rentals.test> wrote:\n${quoted
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}\n`;

/** An inquiry from `email`, answered by the agent: returns it and the Message-ID of the reply's e-mail. */
export async function answeredInquiry(
  t: TestApp,
  auth: { authorization: string },
  email: string,
  name = 'Omar Haddad',
): Promise<{ inquiry: InquiryDto; sentId: string }> {
  const created = await t.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: { name, email, message: 'Is the studio still available?' },
  });
  const inquiry = created.json().inquiry as InquiryDto;
  const reply = await t.inject({
    method: 'POST',
    url: `/api/inquiries/${inquiry.id}/reply`,
    headers: auth,
    payload: { subject: 'Re: Inquiry', message: 'Yes it is. Would you like to see it?', recipientEmail: email },
  });
  if (reply.statusCode !== 201) throw new Error(`reply failed: ${reply.statusCode} ${reply.body}`);
  const outbox = await t.app.database.db
    .selectFrom('mail_outbox')
    .select('message_id')
    .where('kind', '=', 'reply')
    .where('thread', '=', `inquiry:${inquiry.id}`)
    .executeTakeFirstOrThrow();
  return { inquiry, sentId: outbox.message_id as string };
}
