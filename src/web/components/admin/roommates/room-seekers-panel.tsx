import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDollars } from '../../../../shared/listing-format.ts';
import type { RankedSeekerDto } from '../../../../shared/roommates.ts';
import { ROOMMATES_TEXT as T } from '../../../../shared/texts/roommates.ts';
import { api, SessionExpiredError } from '../../../lib/api-client.ts';
import { LoadFailure } from '../load-failure.tsx';
import { RankedCard, RankedItem } from './ranked-list.tsx';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; room: boolean; seekers: RankedSeekerDto[] };

/**
 * On a room listing's edit page: the confirmed seekers ranked for the room, with their reasons, each
 * linking to the seeker's profile. Nothing is shown for a whole apartment or a listing not active.
 */
export function RoomSeekersPanel({ listingId }: { listingId: number }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchSeekers = useCallback(async () => {
    try {
      const answer = await api.get<{ room: boolean; seekers: RankedSeekerDto[] }>(`/admin/listings/${listingId}/seekers`);
      setLoad({ state: 'ready', ...answer });
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) setLoad({ state: 'failed' });
    }
  }, [listingId]);
  useEffect(() => {
    void fetchSeekers();
  }, [fetchSeekers]);

  if (load.state === 'loading' || (load.state === 'ready' && !load.room)) return null;
  if (load.state === 'failed')
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
        <LoadFailure message={T.seekersLoadFailed} retryLabel={T.retry} onRetry={() => void fetchSeekers()} busy={false} />
      </div>
    );
  return (
    <RankedCard title={T.seekersTitle} hint={T.seekersPanelHint} empty={T.noSeekers} count={load.seekers.length}>
      {load.seekers.map((seeker) => (
        <RankedItem
          key={seeker.seekerId}
          testId="room-seeker"
          title={
            <Link to={`/admin/roommates/${seeker.seekerId}`} className="text-brand-700 hover:underline">
              {seeker.name}
            </Link>
          }
          detail={`${formatDollars(seeker.budget)} · ${seeker.moveInDate}`}
          score={seeker.score}
          summary={seeker.summary}
        />
      ))}
    </RankedCard>
  );
}
