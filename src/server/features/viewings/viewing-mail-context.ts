import type { OutgoingMail } from '../../platform/mail/types.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { staffRecipients } from '../../platform/mail/staff-recipients.ts';
import type { ViewingRow } from './tables.ts';
import type { Trx, ViewingsContext } from './viewing-context.ts';
import type { ViewingMailContext } from './viewing-mail.ts';

/** What the e-mails about a listing's viewing are written from: read before a transaction opens (SQLite has one connection). */
export async function mailContext(c: ViewingsContext, listingId: number | null): Promise<ViewingMailContext> {
  const settings = await c.siteSettings.get();
  const listing =
    listingId === null
      ? undefined
      : await c.db
          .selectFrom('listings')
          .select(['status', 'viewing_instructions'])
          .where('id', '=', listingId)
          .executeTakeFirst();
  return {
    siteUrl: c.siteUrl,
    manageToken: (seed) => c.manageLinks.token(seed),
    settings,
    instructions: listing?.viewing_instructions ?? '',
    listingPublic: listing?.status === 'active',
  };
}

/** The mail context of a viewing's listing (none once the listing is deleted). */
export const mailContextOf = (c: ViewingsContext, row: Pick<ViewingRow, 'listing_id'>) =>
  mailContext(c, row.listing_id == null ? null : toNumber(row.listing_id));

/** The staff who receive viewing alerts and invitations: the one staff-mail rule. */
export async function viewingStaff(trx: Trx) {
  return (await staffRecipients(trx)).map(({ email, name }) => ({ email, name }));
}

/** Queues each of `mails` in the transaction. */
export async function queueAll(c: ViewingsContext, trx: Trx, mails: OutgoingMail[]) {
  for (const mail of mails) await c.mail.queue(trx, mail);
}

/** A request's one-tap Confirm and Decline links for the staff's alert. */
export async function actionLinks(c: ViewingsContext, row: ViewingRow) {
  const sign = (action: 'confirm' | 'decline') =>
    c.links.sign({ viewingId: toNumber(row.id), action, sequence: toNumber(row.sequence) }, row.start_at, c.clock());
  return {
    confirm: `${c.siteUrl}/viewings/respond/${await sign('confirm')}`,
    decline: `${c.siteUrl}/viewings/respond/${await sign('decline')}`,
  };
}
