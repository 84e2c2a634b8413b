import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/client.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { VIEWINGS_TEXT } from '../../../shared/texts/viewings.ts';
import type { Database } from '../../platform/db/schema.ts';
import { AppError, conflict } from '../../platform/errors.ts';

/** Open viewings (requested or confirmed, still to come) one e-mail address may hold (decision 054). */
export const OPEN_VIEWINGS_PER_ADDRESS = 2;

const DAY_MS = 24 * 3_600_000;

const T = keyed('viewings', 'VIEWINGS_TEXT', VIEWINGS_TEXT);

/**
 * What keeps the agent's calendar the agent's (docs/decisions/054): one e-mail address holds at most
 * OPEN_VIEWINGS_PER_ADDRESS open viewings, and one client address (IPv6 per /64, as the form limit
 * counts) makes at most `perClientPerDay` bookings in 24 hours, besides the form's 10-minute limit.
 * Both are counted in the booking's transaction, after the booking lock (decision 033), in the
 * database every instance shares, so two instances cannot both let the one booking too many through;
 * a refused booking stores nothing and sends nothing.
 */
export class BookingLimits {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** VIEWING_DAILY_LIMIT. */
    readonly perClientPerDay: number,
  ) {
    this.key = createHmac('sha256', secret).update('viewing-clients-v1').digest();
  }

  /** The stored key of a client address: keyed, so a row does not tell the address (and cleared after a day). */
  clientKey(address: string): string {
    return createHmac('sha256', this.key).update(normalizeIP(address, 64)).digest('base64url').slice(0, 22);
  }

  /** Refuses the booking (409 for the e-mail address, 429 for the client address) when it would pass a limit. */
  async check(trx: Transaction<Database>, booking: { email: string; clientKey: string | null }, now: Date): Promise<void> {
    const at = now.toISOString();
    const open = await trx
      .selectFrom('viewings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', booking.email.toLowerCase())
      .where('status', 'in', ['requested', 'confirmed'])
      .where('start_at', '>', at)
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= OPEN_VIEWINGS_PER_ADDRESS) throw conflict(T.tooManyOpen(OPEN_VIEWINGS_PER_ADDRESS));
    if (booking.clientKey === null) return;
    const today = await trx
      .selectFrom('viewings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('client_key', '=', booking.clientKey)
      .where('created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= this.perClientPerDay) throw new AppError(429, T.tooManyToday(this.perClientPerDay));
  }

  /** Forgets the client addresses of bookings over a day old: they count no more. */
  async forgetOld(executor: Db, now: Date): Promise<number> {
    const result = await executor
      .updateTable('viewings')
      .set({ client_key: null })
      .where('client_key', 'is not', null)
      .where('created_at', '<=', new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
