import { useCallback, useState } from 'react';
import { withApartment } from '../../../shared/listing-format.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import type { LifestyleKey, RankedRoomDto, RankedSeekerDto, StaffSeekerDto } from '../../../shared/roommates.ts';
import { HOUSEHOLD_OPTIONS, LIFESTYLE_OPTIONS, ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { DetailPage, detailId } from '../kit/detail-page.tsx';
import { IntroduceDialog } from './introduce-dialog.tsx';
import { RankedCard, RankedItem } from './ranked-list.tsx';
import { SeekerStatusBadge } from './seeker-status-badge.tsx';
import { useToast } from '../kit/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { UsersIcon } from '../../components/ui/icons.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { useAdminLoad } from '../kit/admin-load.ts';
import { requireUser } from '../kit/session.ts';
import type { Route } from './+types/seeker-page';
import { formatDollars } from '../../../shared/words/money.ts';

interface SeekerAnswer {
  seeker: StaffSeekerDto;
  rooms: RankedRoomDto[];
  others: RankedSeekerDto[];
  areas: Array<{ slug: string; label: string }>;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  await requireUser(request);
  return { id: detailId(params.id) };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.adminTitle) }];
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-800">{children}</dd>
    </div>
  );
}

function Profile({ seeker, areas }: { seeker: StaffSeekerDto; areas: SeekerAnswer['areas'] }) {
  const lifestyle = (Object.keys(LIFESTYLE_OPTIONS) as LifestyleKey[])
    .filter((key) => seeker.lifestyle[key])
    .map((key) => {
      const options = LIFESTYLE_OPTIONS[key].options as Record<string, string>;
      return `${LIFESTYLE_OPTIONS[key].label}: ${options[seeker.lifestyle[key]] ?? seeker.lifestyle[key]}`;
    });
  const needs = [seeker.needs.privateBath && T.needPrivateBath, seeker.needs.furnished && T.needFurnished].filter(Boolean);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-xs sm:px-5">
      <h2 className="text-base font-semibold text-slate-900">{T.profileTitle}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={T.emailLabel}>{seeker.email}</Fact>
        {seeker.phone && <Fact label={T.profilePhone}>{seeker.phone}</Fact>}
        <Fact label={T.columnBudget}>{T.budgetPerMonth(formatDollars(seeker.budget))}</Fact>
        <Fact label={T.columnMoveIn}>
          {seeker.moveInDate}
          {seeker.stayMonths ? ` · ${T.stay(seeker.stayMonths)}` : ''}
        </Fact>
        <Fact label={T.columnAreas}>{areas.length === 0 ? T.areasAnywhere : areas.map((a) => a.label).join('; ')}</Fact>
        {needs.length > 0 && <Fact label={T.profileNeeds}>{needs.join(' · ')}</Fact>}
        {lifestyle.length > 0 && <Fact label={T.profileLifestyle}>{lifestyle.join(' · ')}</Fact>}
        <Fact label={T.householdNote}>{HOUSEHOLD_OPTIONS[seeker.householdPreference]}</Fact>
        <Fact label={T.columnIntroduce}>
          {seeker.introduce ? (seeker.introducedAt ? T.introducedOn(newYorkDate(seeker.introducedAt)) : '✓') : '—'}
        </Fact>
      </dl>
      {seeker.about && (
        <p className="mt-4 border-t border-slate-100 pt-3 text-sm whitespace-pre-line text-slate-700">{seeker.about}</p>
      )}
    </section>
  );
}

/** What the agent already did for a room or a person, where its button was. */
const Done = ({ children }: { children: string }) => (
  <span className="text-sm font-medium whitespace-nowrap text-emerald-800" data-testid="ranked-done">
    {children}
  </span>
);

/** /admin/roommates/:id: one seeker — the profile, the rooms ranked for it (Invite to view), the people to introduce. */
export default function SeekerPage({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const toast = useToast();
  const [introducing, setIntroducing] = useState<RankedSeekerDto | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const read = useCallback((signal?: AbortSignal) => api.get<SeekerAnswer>(`/admin/roommates/${id}`, { signal }), [id]);
  const { load, reload } = useAdminLoad(read);
  const notFound = load.state === 'failed' && load.error instanceof ApiError && [400, 404].includes(load.error.status);

  const frame = {
    back: { to: '/admin/roommates', label: T.back },
    texts: { ...T, notFound: T.seekerNotFound, failed: T.seekerLoadFailed },
    icon: <UsersIcon />,
    onRetry: () => void reload(),
  };
  if (load.state !== 'ready') return <DetailPage state={notFound ? 'notFound' : load.state} {...frame} />;

  const { seeker, rooms, others, areas } = load.data;
  const run = async (key: string, work: () => Promise<{ message?: string }>) => {
    setBusy(key);
    try {
      const answer = await work();
      if (answer.message) toast.success(answer.message);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : T.loadFailed);
      return false;
    } finally {
      setBusy(null);
    }
  };
  // Once sent, the room says so (the server records it and refuses a second one): reloaded either way.
  const invite = async (room: RankedRoomDto) => {
    await run(`invite-${room.listingId}`, () =>
      api.post(`/admin/roommates/${seeker.id}/invitations`, { listingId: room.listingId }),
    );
    void reload();
  };
  const introduce = async (note: string) => {
    if (!introducing) return false;
    const done = await run('introduce', () =>
      api.post('/admin/roommates/introductions', { seekerIds: [seeker.id, introducing.seekerId], note }),
    );
    if (done) void reload();
    return done;
  };

  return (
    <DetailPage state="ready" {...frame}>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl">
            {seeker.name}
          </h1>
          <SeekerStatusBadge status={seeker.status} />
        </div>
        <p className="text-sm text-slate-600">
          {T.budgetPerMonth(formatDollars(seeker.budget))} · {T.movingIn(seeker.moveInDate)} ·{' '}
          {T.sentOn(newYorkDate(seeker.createdAt))}
        </p>
      </header>
      <Profile seeker={seeker} areas={areas} />
      <RankedCard title={T.roomsTitle} empty={T.noRooms} count={rooms.length}>
        {rooms.map((room) => (
          <RankedItem
            key={room.listingId}
            testId="ranked-room"
            title={withApartment(room.address.split(',')[0], room.apartment)}
            to={`/admin/listings/edit/${room.listingId}`}
            detail={`${formatDollars(room.price)} · ${room.availableFrom ? T.availableFrom(room.availableFrom) : T.availableNow}`}
            score={room.score}
            summary={room.summary}
            action={
              room.invitedAt ? (
                <Done>{T.invitedOn(newYorkDate(room.invitedAt))}</Done>
              ) : (
                seeker.status === 'confirmed' && (
                  <Button
                    variant="secondary"
                    busy={busy === `invite-${room.listingId}`}
                    disabled={busy !== null}
                    onClick={() => void invite(room)}
                  >
                    {T.inviteToView}
                  </Button>
                )
              )
            }
          />
        ))}
      </RankedCard>
      {seeker.introduce && (
        <RankedCard title={T.othersTitle} empty={T.noOthers} count={others.length}>
          {others.map((other) => (
            <RankedItem
              key={other.seekerId}
              testId="ranked-seeker"
              title={other.name}
              to={`/admin/roommates/${other.seekerId}`}
              detail={`${formatDollars(other.budget)} · ${other.moveInDate}`}
              score={other.score}
              summary={other.summary}
              action={
                other.introducedAt ? (
                  <Done>{T.introducedOn(newYorkDate(other.introducedAt))}</Done>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => setIntroducing(other)}
                    aria-label={T.introduceWith(other.name)}
                  >
                    {T.introduce}
                  </Button>
                )
              }
            />
          ))}
        </RankedCard>
      )}
      <IntroduceDialog
        names={introducing ? [seeker.name, introducing.name] : null}
        saving={busy === 'introduce'}
        onClose={() => setIntroducing(null)}
        onIntroduce={introduce}
      />
    </DetailPage>
  );
}
