import { randomBytes } from 'node:crypto';
import { isBot } from '../../../shared/query-params.ts';
import type { BookViewingInput, ViewingDto, ViewingSettings } from '../../../shared/viewings.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict } from '../../platform/errors.ts';
import { recordTenantAcknowledgement } from '../agency/index.ts';
import { insertInquiry } from '../inquiries/index.ts';
import { bookableListing, checkSlot, lockBookings } from './availability.ts';
import { viewingLine } from './inquiry-follow.ts';
import { ViewingManageLinks } from './manage-links.ts';
import type { ViewingRow } from './tables.ts';
import { T, toViewingDto, type ViewingsContext } from './viewing-context.ts';
import { actionLinks, mailContext, queueAll, viewingStaff } from './viewing-mail-context.ts';
import { invitationMails, requestedMail, staffAlert } from './viewing-mail.ts';
import { readSettings } from './viewing-settings.ts';

/**
 * POST /viewings. The slot is checked again inside the transaction and held by the unique index on
 * `start_at` (decision 033): of many bookings of one slot, on any instance, one is stored and the
 * others answer 409. Past a limit (decision 054: open viewings of the e-mail address, bookings of
 * the client address today) it is refused and nothing is stored or sent. The renter's e-mail counts
 * against its address's daily cap and names them only as greetingName allows; the staff get one
 * alert. A filled honeypot answers as a booking would (the slot's own start, a plausible id) and
 * stores nothing.
 */
export async function bookViewing(
  c: ViewingsContext,
  input: BookViewingInput,
  clientAddress: string | null,
): Promise<{ viewing: ViewingDto; dropped: boolean }> {
  const listing = await bookableListing(c.db, input.listingId);
  const settings = await readSettings(c.db);
  const now = c.clock();
  if (isBot(input)) return { viewing: await decoy(c, input, listing, settings, now), dropped: true };
  const clientKey = clientAddress === null ? null : c.limits.clientKey(clientAddress);
  const context = await mailContext(c, listing.id);
  let row: ViewingRow;
  try {
    row = await c.db.transaction().execute(async (trx) => {
      await lockBookings(c, trx);
      const slot = await checkSlot(c, trx, input.start);
      await c.limits.check(trx, { email: input.email, clientKey }, now);
      const at = now.toISOString();
      // The New York State agency disclosure (RPL §443) acknowledged before any viewing is confirmed (decision 088).
      await recordTenantAcknowledgement(trx, {
        email: input.email,
        name: input.name,
        listing: { id: toNumber(listing.id), address: listing.address },
        language: input.language,
        clientAddress,
        at,
      });
      const instant = settings.mode === 'instant';
      const seed = randomBytes(24).toString('base64url');
      const inquiryId = await insertInquiry(trx, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? '',
        message: input.message ? `${viewingLine(slot.start)}\n\n${input.message}` : viewingLine(slot.start),
        inquiry_type: 'viewing',
        listing_id: listing.id,
        listing_address: listing.address,
        created_at: at,
        language: input.language,
      });
      const inserted = await trx
        .insertInto('viewings')
        .values({
          listing_id: toNumber(listing.id),
          listing_address: listing.address,
          apartment: listing.neighborhood,
          inquiry_id: inquiryId,
          start_at: slot.start,
          end_at: slot.end,
          status: instant ? 'confirmed' : 'requested',
          name: input.name,
          email: input.email,
          phone: input.phone ?? '',
          message: input.message ?? '',
          language: input.language,
          manage_token: seed,
          manage_token_hash: ViewingManageLinks.hash(c.manageLinks.token(seed)),
          sequence: 0,
          invited: instant ? 1 : 0,
          confirmed_at: instant ? at : null,
          reminder_sent_at: null,
          client_key: clientKey,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const staff = await viewingStaff(trx);
      const links = instant ? null : await actionLinks(c, inserted);
      const alert = staffAlert(inserted, context, links);
      for (const person of staff) {
        await c.mail.queue(trx, { kind: 'viewing-alert', to: person, ...alert, thread: `inquiry:${inquiryId}` });
      }
      if (instant) {
        const [renter, ...invitations] = invitationMails(inserted, 'confirmed', context, staff);
        await c.mail.queueWithinCap(trx, renter, 'viewing-booking');
        await queueAll(c, trx, invitations);
      } else {
        await c.mail.queueWithinCap(trx, requestedMail(inserted, context), 'viewing-booking');
      }
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(T.slotTaken);
    throw error;
  }
  c.mail.wake();
  return { viewing: toViewingDto(row), dropped: false };
}

/**
 * The honeypot's answer: what a real booking of that slot would answer (the same checks of the
 * slot, the slot's own start and end, the next id the table would give), with nothing stored.
 */
async function decoy(
  c: ViewingsContext,
  input: BookViewingInput,
  listing: { id: number | bigint | string; address: string; neighborhood: string },
  settings: ViewingSettings,
  now: Date,
): Promise<ViewingDto> {
  const slot = await checkSlot(c, c.db, input.start);
  const last = await c.db
    .selectFrom('viewings')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const at = now.toISOString();
  return toViewingDto({
    id: toNumber(last?.id ?? 0) + 1,
    listing_id: toNumber(listing.id),
    listing_address: listing.address,
    apartment: listing.neighborhood,
    inquiry_id: null,
    start_at: slot.start,
    end_at: slot.end,
    status: settings.mode === 'instant' ? 'confirmed' : 'requested',
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    message: input.message ?? '',
    language: input.language,
    manage_token: '',
    manage_token_hash: null,
    legacy_token_hash: null,
    sequence: 0,
    invited: 0,
    confirmed_at: null,
    reminder_sent_at: null,
    client_key: null,
    created_at: at,
    updated_at: at,
  });
}
