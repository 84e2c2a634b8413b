import { useCallback } from 'react';
import type { RankedSeekerDto } from '../../../shared/roommates.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { api } from '../kit/api-client.ts';
import { useAdminLoad } from '../kit/admin-load.ts';
import { LoadFailure } from '../kit/load-failure.tsx';
import { RankedCard, RankedItem } from './ranked-list.tsx';
import { formatDollars } from '../../../shared/words/money.ts';

/**
 * On a room listing's edit page: the confirmed seekers ranked for the room, with their reasons, each
 * linking to the seeker's profile. Nothing is shown for a whole apartment or a listing not active.
 */
export function RoomSeekersPanel({ listingId }: { listingId: number }) {
  const read = useCallback(
    (signal?: AbortSignal) =>
      api.get<{ room: boolean; seekers: RankedSeekerDto[] }>(`/admin/listings/${listingId}/seekers`, { signal }),
    [listingId],
  );
  const { load, reload } = useAdminLoad(read);

  if (load.state === 'loading' || (load.state === 'ready' && !load.data.room)) return null;
  if (load.state === 'failed')
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
        <LoadFailure message={T.seekersLoadFailed} retryLabel={T.retry} onRetry={() => void reload()} busy={false} />
      </div>
    );
  return (
    <RankedCard title={T.seekersTitle} hint={T.seekersPanelHint} empty={T.noSeekers} count={load.data.seekers.length}>
      {load.data.seekers.map((seeker) => (
        <RankedItem
          key={seeker.seekerId}
          testId="room-seeker"
          title={seeker.name}
          to={`/admin/roommates/${seeker.seekerId}`}
          detail={`${formatDollars(seeker.budget)} · ${seeker.moveInDate}`}
          score={seeker.score}
          summary={seeker.summary}
        />
      ))}
    </RankedCard>
  );
}
