import type { TeamMemberDto } from '../../../shared/team.schema.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import { formatLastLogin } from '../kit/format-last-login.ts';
import { roleLabel } from '../kit/profile-menu.tsx';
import { RowAction } from '../kit/list/list-parts.tsx';
import { StatusBadge } from '../kit/status-badge.tsx';
import { ColumnHeaders, RowCards, RowsTable } from '../kit/list/list-rows.tsx';
import { CheckIcon, EyeSlashIcon, TrashIcon } from '../kit/list/row-icons.tsx';

export interface TeamTableProps {
  members: readonly TeamMemberDto[];
  /** The signed-in administrator: their own row has no actions. */
  selfId: number;
  busy: ReadonlySet<number>;
  cards: boolean;
  onToggleDisabled: (member: TeamMemberDto) => void;
  onDelete: (member: TeamMemberDto) => void;
}

const MemberStatus = ({ member }: { member: TeamMemberDto }) => (
  <StatusBadge tone={member.disabled ? 'amber' : 'green'} testId="member-status">
    {member.disabled ? T.disabled : T.active}
  </StatusBadge>
);

function LastLogin({ member, dateOnly }: { member: TeamMemberDto; dateOnly: boolean }) {
  if (!member.lastLogin) return <span className="text-slate-500">{T.never}</span>;
  return (
    <time dateTime={member.lastLogin} className="tabular-nums">
      {formatLastLogin(member.lastLogin, dateOnly, NEW_YORK)}
    </time>
  );
}

function NameCell({ member, self }: { member: TeamMemberDto; self: boolean }) {
  return (
    <p className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
      <span className="truncate" data-testid="member-name">
        {member.name}
      </span>
      {self && <StatusBadge tone="brand">{T.you}</StatusBadge>}
    </p>
  );
}

function Actions({ member, props }: { member: TeamMemberDto; props: TeamTableProps }) {
  if (member.id === props.selfId) return null;
  const busy = props.busy.has(member.id);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <RowAction
        onClick={() => props.onToggleDisabled(member)}
        disabled={busy}
        icon={member.disabled ? <CheckIcon /> : <EyeSlashIcon />}
        label={member.disabled ? T.enable : T.disable}
        target={member.name}
        tone={member.disabled ? 'success' : 'warning'}
      />
      <RowAction
        onClick={() => props.onDelete(member)}
        disabled={busy}
        icon={<TrashIcon />}
        label={T.delete}
        target={member.name}
        tone="danger"
      />
    </div>
  );
}

/** The back-office accounts: a table (Name, Email, Role, Last login, Status, Actions), or cards on phones. */
export function TeamTable(props: TeamTableProps) {
  const { members, selfId, cards } = props;
  if (cards) {
    return (
      <RowCards rows={members} testId="member-row" label={T.title} itemClassName="px-4 py-4">
        {(member) => (
          <>
            <NameCell member={member} self={member.id === selfId} />
            <p className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-600">{member.email}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
              <span>{roleLabel(member.role)}</span>
              <MemberStatus member={member} />
              <span>
                <span className="sr-only">{T.lastLogin}: </span>
                <LastLogin member={member} dateOnly />
              </span>
            </div>
            {member.id !== selfId && (
              <div className="mt-3">
                <Actions member={member} props={props} />
              </div>
            )}
          </>
        )}
      </RowCards>
    );
  }
  return (
    <RowsTable
      rows={members}
      testId="member-row"
      head={
        <ColumnHeaders
          columns={[T.name, T.email, T.role, T.lastLogin, T.status].map((label) => ({ label }))}
          actions={T.actions}
        />
      }
      rowClassName={(member) => (member.disabled ? 'bg-slate-50/70' : 'hover:bg-slate-50/80')}
      cells={(member) => (
        <>
          <td className="max-w-56 py-3 pr-2.5 pl-4">
            <NameCell member={member} self={member.id === selfId} />
          </td>
          <td className="max-w-64 px-2.5 py-3 text-slate-600">
            <p className="truncate" title={member.email}>
              {member.email}
            </p>
          </td>
          <td className="px-2.5 py-3 whitespace-nowrap text-slate-600">{roleLabel(member.role)}</td>
          <td className="px-2.5 py-3 whitespace-nowrap text-slate-600">
            <LastLogin member={member} dateOnly={false} />
          </td>
          <td className="px-2.5 py-3">
            <MemberStatus member={member} />
          </td>
          <td className="py-3 pr-4 pl-2.5">
            <Actions member={member} props={props} />
          </td>
        </>
      )}
    />
  );
}
