import { useEffect, useState } from 'react';
import { redirect, useRevalidator } from 'react-router';
import type { RegisterInput } from '../../../shared/auth.schema.ts';
import type { TeamMemberDto } from '../../../shared/team.schema.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { Button } from '../../components/ui/button.tsx';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { ListPageHeader, ListPanel } from '../kit/list/list-parts.tsx';
import { SettingsLoadFailure } from './settings-load-failure.tsx';
import { SettingsTabs } from './settings-tabs.tsx';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { TeamTable } from './team-table.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api, errorMessage } from '../kit/api-client.ts';
import { loadScreen } from '../kit/admin-load.ts';
import { requireUser, useSession } from '../kit/session.ts';
import { MEDIA, useMediaQuery } from '../kit/use-media-query.ts';
import type { Route } from './+types/team-page';
import type { TeamAnswer } from '../../../shared/team.schema.ts';

/** Administrators only (the API refuses anyone else too): an agent is sent to the settings. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw redirect('/admin/settings');
  const { signal } = request;
  return loadScreen(
    signal,
    async () => {
      const body = await api.get<TeamAnswer>('/users', { signal });
      return body?.success && body.users ? { members: body.users, error: null } : null;
    },
    (error) => ({ members: null, error: errorMessage(error, T.loadFailed, T.loadFailed) }),
  );
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.title) }];
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const confirm = useConfirm();
  const { user } = useSession();
  const cards = useMediaQuery(MEDIA.overlayNav);
  const [members, setMembers] = useState(loaderData.members);
  const [adding, setAdding] = useState(false);
  const { write, busy } = useAdminWrite<number>();
  useEffect(() => setMembers(loaderData.members), [loaderData.members]);

  const toggleDisabled = async (member: TeamMemberDto) => {
    const disabled = !member.disabled;
    if (disabled) {
      const ok = await confirm(T.disableConfirm(member.name), {
        title: T.disableTitle,
        confirmLabel: T.disable,
        tone: 'danger',
      });
      if (!ok) return;
    }
    const changed = await write(
      () => api.patch<{ message?: string; user: TeamMemberDto }>(`/users/${member.id}`, { disabled }),
      { done: (body) => body.message ?? (disabled ? T.disabledDone : T.enabledDone), failed: T.actionFailed },
      member.id,
    );
    if (changed.ok) setMembers((list) => list?.map((m) => (m.id === member.id ? changed.body.user : m)) ?? null);
  };

  const remove = async (member: TeamMemberDto) => {
    const ok = await confirm(T.deleteConfirm(member.name), { title: T.deleteTitle, confirmLabel: T.delete, tone: 'danger' });
    if (!ok) return;
    const removed = await write(
      () => api.delete<{ message?: string }>(`/users/${member.id}`),
      { done: (body) => body.message ?? T.deletedDone, failed: T.actionFailed },
      member.id,
    );
    if (removed.ok) setMembers((list) => list?.filter((m) => m.id !== member.id) ?? null);
  };

  const add = async (values: RegisterInput): Promise<string | null> => {
    const added = await write(() => api.post<{ message?: string }>('/auth/register', values), {
      // The API's 'User registered successfully' is for API clients; the team is told who can sign in.
      done: () => T.addedDone(values.name),
      failed: T.actionFailed,
    });
    if (!added.ok) return added.message;
    setAdding(false);
    await revalidator.revalidate();
    return null;
  };

  return (
    <div>
      <SettingsTabs />
      <ListPageHeader
        title={T.title}
        subtitle={T.intro}
        action={members && <Button onClick={() => setAdding(true)}>{T.addAgent}</Button>}
      />
      <div className="mt-6">
        {members ? (
          <ListPanel>
            <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-600" role="status">
              {T.membersCount(members.length)}
            </p>
            <TeamTable
              members={members}
              selfId={user?.id ?? 0}
              busy={busy}
              cards={cards}
              onToggleDisabled={(member) => void toggleDisabled(member)}
              onDelete={(member) => void remove(member)}
            />
          </ListPanel>
        ) : (
          <SettingsLoadFailure message={loaderData.error ?? T.loadFailed} />
        )}
      </div>
      <AddMemberDialog open={adding} onClose={() => setAdding(false)} onAdd={add} />
    </div>
  );
}
