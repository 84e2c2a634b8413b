import { sql } from 'kysely';
import type { Db } from './client.ts';

/**
 * SQLSTATE classes and codes that mean "the database cannot answer now", not "this request is wrong":
 * connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many
 * connections (53300), a read-only standby during failover (25006).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|25006)$/;
/** Network errors of a connection to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLite: another process holds the lock past busy_timeout, or the disk cannot take more. */
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'SQLITE_FULL', 'SQLITE_IOERR']);
/** node-postgres reports a lost or unobtainable connection with these messages (no code). */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection terminated unexpectedly)/;

/** True when `error` says the database is unreachable or refusing work for now (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code) || SQLITE_CODES.has(code)) return true;
    if (code.startsWith('SQLITE_IOERR')) return true;
  }
  if (PG_MESSAGES.test(error.message)) return true;
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** How long a health check waits for the database before calling it unavailable. */
const PING_TIMEOUT_MS = 2000;

/** Whether the database answers `select 1` within `timeoutMs`. */
/** When each database last failed a ping (so a page that failed just before it came back still says 503). */
const lastUnavailable = new WeakMap<Db, number>();

export async function pingDatabase(db: Db, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const up = await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
    if (!up) lastUnavailable.set(db, Date.now());
    return up;
  } catch {
    lastUnavailable.set(db, Date.now());
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `db` failed a ping within the last `windowMs` (an outage that may have just ended). */
export function wasRecentlyUnavailable(db: Db, windowMs = 10_000): boolean {
  const at = lastUnavailable.get(db);
  return at !== undefined && Date.now() - at < windowMs;
}
