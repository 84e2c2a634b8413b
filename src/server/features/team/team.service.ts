import type { TeamMemberDto } from '../../../shared/team.schema.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import type { Db, Dialect } from '../../platform/db/client.ts';
import { toNumber, toTeamMemberDto } from '../../platform/db/mappers.ts';
import { accountById, deleteAccount, disableAccount, enableAccount, lockAdministrators, type UserRow } from '../auth/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

type Change = { kind: 'disable' } | { kind: 'enable' } | { kind: 'delete' };

/**
 * The back-office accounts as administrators manage them on the Team page (decision 030): nobody
 * disables or deletes their own account, and at least one active administrator always remains.
 */
export class TeamService {
  constructor(
    private db: Db,
    private dialect: Dialect,
  ) {}

  /** Every account: administrators first, then by name. */
  async list(): Promise<TeamMemberDto[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('role').orderBy('name').orderBy('id').execute();
    return rows.map(toTeamMemberDto);
  }

  /** Disables the account (its tokens are refused at once, and stay refused after it is enabled again) or enables it. */
  async setDisabled(actorId: number, userId: number, disabled: boolean): Promise<TeamMemberDto> {
    const row = await this.change(actorId, userId, { kind: disabled ? 'disable' : 'enable' });
    return toTeamMemberDto(row!);
  }

  async remove(actorId: number, userId: number): Promise<void> {
    await this.change(actorId, userId, { kind: 'delete' });
  }

  private change(actorId: number, userId: number, change: Change): Promise<UserRow | undefined> {
    if (actorId === userId) throw badRequest(T.notYourself);
    return this.db.transaction().execute(async (trx) => {
      // The administrators' rows are locked, so two administrators disabling or deleting each other at
      // the same moment cannot leave none.
      const adminRows = await lockAdministrators(trx, this.dialect);
      const target = await accountById(trx, userId);
      if (!target) throw notFound(T.notFound);

      if (change.kind === 'enable') return enableAccount(trx, userId);
      const activeAdminsLeft = adminRows.filter((r) => r.disabled_at === null && toNumber(r.id) !== userId);
      if (activeAdminsLeft.length === 0) throw conflict(T.lastAdmin);
      if (change.kind === 'delete') {
        await deleteAccount(trx, userId);
        return undefined;
      }
      if (target.disabled_at) return target;
      return disableAccount(trx, userId);
    });
  }
}
