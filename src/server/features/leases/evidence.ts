// Decided in docs/decisions/084-lease-signing-evidence: the lease's evidence is an append-only hash chain.
import { createHash } from 'node:crypto';
import type { Dialect } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { lockRows } from '../../platform/db/sql.ts';
import type { EventRow, LeaseDb, LeaseTrx } from './tables.ts';

/** What the chain records. */
type EventKind = 'uploaded' | 'sent' | 'opened' | 'code-sent' | 'consent-given' | 'signed' | 'declined' | 'voided' | 'completed';

/** The first entry's previous hash. */
const GENESIS = '0'.repeat(64);

export interface NewEvent {
  kind: EventKind;
  signerId?: number | null;
  at: string;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, unknown>;
}

/** The text an entry's hash covers: every field but its id and its own hash, in a fixed order. */
function canonical(leaseId: number, seq: number, e: Omit<EventRow, 'id' | 'hash' | 'lease_id' | 'seq'>): string {
  return JSON.stringify([leaseId, seq, e.kind, e.signer_id, e.at, e.ip, e.user_agent, e.detail, e.prev_hash]);
}

export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Appends one event to a lease's chain, within the transaction of the change it records. The lease's
 * row is locked first (PostgreSQL; SQLite has one writer), and (lease_id, seq) is unique: two writers
 * can never fork the chain.
 */
export async function appendEvent(trx: LeaseTrx, dialect: Dialect, leaseId: number, event: NewEvent): Promise<string> {
  await lockRows(dialect, trx.selectFrom('leases').select('id').where('id', '=', leaseId)).executeTakeFirst();
  const last = await trx
    .selectFrom('lease_events')
    .select(['seq', 'hash'])
    .where('lease_id', '=', leaseId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = last ? toNumber(last.seq) + 1 : 1;
  const row = {
    kind: event.kind,
    signer_id: event.signerId ?? null,
    at: event.at,
    ip: event.ip ?? null,
    user_agent: event.userAgent ?? null,
    detail: JSON.stringify(event.detail ?? {}),
    prev_hash: last?.hash ?? GENESIS,
  };
  const hash = sha256(canonical(leaseId, seq, row));
  await trx
    .insertInto('lease_events')
    .values({ lease_id: leaseId, seq, ...row, hash })
    .execute();
  return hash;
}

export async function eventsOf(db: LeaseDb | LeaseTrx, leaseId: number): Promise<EventRow[]> {
  return db.selectFrom('lease_events').selectAll().where('lease_id', '=', leaseId).orderBy('seq').execute();
}

/**
 * Whether the chain is whole: each entry's hash is that of its content and the previous entry's hash,
 * the numbers follow 1, 2, 3…; a changed, removed or inserted entry breaks it.
 */
export function chainIntact(leaseId: number, events: EventRow[]): boolean {
  let prev = GENESIS;
  for (const [i, e] of events.entries()) {
    if (toNumber(e.seq) !== i + 1 || e.prev_hash !== prev) return false;
    const signer = e.signer_id === null ? null : toNumber(e.signer_id);
    if (sha256(canonical(leaseId, i + 1, { ...e, signer_id: signer })) !== e.hash) return false;
    prev = e.hash;
  }
  return true;
}
