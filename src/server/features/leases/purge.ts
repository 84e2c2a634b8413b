import type { SealedStore } from '../applications/index.ts';
import type { LeaseDb } from './tables.ts';

/**
 * Deletes the leases of deals whose records ended (the deals feature's purge job, docs/decisions/095):
 * each lease is marked `purge_at` and, in the same transaction, its evidence, signers and row are
 * deleted (the append-only guard lets a marked lease's events go, migration 062); then its sealed files
 * (the document and the signed PDF) leave the store. Returns how many leases were deleted.
 */
export async function purgeLeasesOfDeals(db: LeaseDb, store: SealedStore, dealIds: number[], at: string): Promise<number> {
  if (dealIds.length === 0) return 0;
  const leases = await db
    .selectFrom('leases')
    .select(['id', 'document_key', 'signed_key'])
    .where('deal_id', 'in', dealIds)
    .execute();
  if (leases.length === 0) return 0;
  const ids = leases.map((lease) => Number(lease.id));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('leases').set({ purge_at: at }).where('id', 'in', ids).execute();
    await trx.deleteFrom('lease_events').where('lease_id', 'in', ids).execute();
    await trx.deleteFrom('lease_signers').where('lease_id', 'in', ids).execute();
    await trx.deleteFrom('leases').where('id', 'in', ids).execute();
  });
  // After the rows: a crash in between leaves files no row names, never a row without its file.
  await store.remove(leases.flatMap((lease) => [lease.document_key, lease.signed_key].filter((key) => key !== null)));
  return ids.length;
}
