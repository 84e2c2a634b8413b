import type { Transaction } from 'kysely';
import type { Dialect } from '../../platform/db/client.ts';
import { nowIso } from '../../platform/db/mappers.ts';
import type { Database } from '../../platform/db/schema.ts';
import { lockRows } from '../../platform/db/sql.ts';
import type { UserRow } from './tables.ts';

/**
 * The changes of a back-office account another feature makes (the Team page, decision 030), each in
 * the caller's transaction: this feature owns the accounts and what a change does to their sign-in
 * (docs/decisions/103); the caller keeps its own rules (nobody disables themselves, one
 * administrator always remains).
 */

type Trx = Transaction<Database>;

/** The administrators' accounts, locked (PostgreSQL; SQLite runs one transaction at a time) until the transaction ends. */
export function lockAdministrators(trx: Trx, dialect: Dialect): Promise<Array<Pick<UserRow, 'id' | 'disabled_at'>>> {
  return lockRows(dialect, trx.selectFrom('users').select(['id', 'disabled_at']).where('role', '=', 'admin')).execute();
}

/** The account, or undefined. */
export function accountById(trx: Trx, id: number): Promise<UserRow | undefined> {
  return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Disabled: it cannot sign in, and its tokens are refused at once (and stay refused after it is enabled again). */
export function disableAccount(trx: Trx, id: number): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set((eb) => ({ disabled_at: nowIso(), token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Enabled again: it signs in with a new token. */
export function enableAccount(trx: Trx, id: number): Promise<UserRow> {
  return trx
    .updateTable('users')
    .set({ disabled_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deleted. */
export async function deleteAccount(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', id).execute();
}
