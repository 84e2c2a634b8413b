import type { Transaction } from 'kysely';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';
import { VIEWINGS_TEXT } from '../../../shared/texts/viewings.ts';
import type { ViewingDto, ViewingStatusName } from '../../../shared/viewings.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { lockRows } from '../../platform/db/sql.ts';
import { notFound } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/mail.service.ts';
import type { SiteSettingsService } from '../settings/index.ts';
import type { ViewingActionLinks } from './action-links.ts';
import type { BookingLimits } from './booking-limits.ts';
import type { ViewingManageLinks } from './manage-links.ts';
import type { ViewingRow } from './tables.ts';

/** What the viewings feature's parts work with: the database, the mail, the links' secrets, the clock. */
export interface ViewingsContext {
  db: Db;
  dialect: Dialect;
  mail: MailService;
  siteSettings: SiteSettingsService;
  links: ViewingActionLinks;
  /** The renter's manage links (decision 078). */
  manageLinks: ViewingManageLinks;
  /** An e-mail address's open viewings and a client address's bookings a day (decision 054). */
  limits: BookingLimits;
  siteUrl: string;
  /** The present (tests move it to a day across a daylight-saving change, or to the day before a viewing). */
  clock: () => Date;
}

export type Trx = Transaction<Database>;
export type Executor = Db | Trx;

/** The viewings' refusals, by key (decision 101): a page says them in its language. */
export const T = keyed('viewings', 'VIEWINGS_TEXT', VIEWINGS_TEXT);

export function toViewingDto(row: ViewingRow): ViewingDto {
  const start = row.start_at;
  return {
    id: toNumber(row.id),
    status: row.status,
    start,
    end: row.end_at,
    when: newYorkLabel('en', 'when', start),
    date: newYorkDate(start),
    day: newYorkLabel('en', 'day', start),
    time: newYorkLabel('en', 'time', start),
    listingId: row.listing_id == null ? null : toNumber(row.listing_id),
    listingAddress: row.listing_address,
    apartment: row.apartment,
    inquiryId: row.inquiry_id == null ? null : toNumber(row.inquiry_id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One viewing's row (locked on PostgreSQL when `lock`); 404 when there is none. */
export async function viewingRow(c: ViewingsContext, executor: Executor, id: number, lock = false): Promise<ViewingRow> {
  let query = executor.selectFrom('viewings').selectAll().where('id', '=', id);
  if (lock) query = lockRows(c.dialect, query);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(T.viewingNotFound);
  return row;
}

/** A status as the refusals word it ('no-show'). */
export const statusWord = (status: ViewingStatusName) => (status === 'no_show' ? 'no-show' : status);
