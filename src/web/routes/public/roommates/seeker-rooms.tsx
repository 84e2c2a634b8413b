import { propertyPath } from '../../../../shared/listing-basics.ts';
import type { SeekerRoomDto } from '../../../../shared/roommates.ts';
import { SiteLink } from '../../../components/public/site-link.tsx';
import { usePublicText, useTexts } from '../../../i18n.tsx';
import { rentIn } from '../../../../shared/words/money.ts';

/** A room that fits, as the seeker's page shows it: the ranking's answer and its availability in the page's words. */
export type SeekerRoom = SeekerRoomDto & { available: string | null };

/**
 * 'Rooms that fit you now' on a confirmed seeker's page (issue 46 item 4): the back-office's ranking of the
 * active rooms for this profile, best first, each with its area by name, its rent, when it is free, the
 * score and every reason (✓ fits, ✗ does not), and a link to the room's page.
 */
export function SeekerRooms({ rooms }: { rooms: SeekerRoom[] }) {
  const { ROOMMATES_TEXT: T, REASON_LABELS } = useTexts('roommates');
  const P = usePublicText();
  return (
    <section aria-labelledby="rooms-fit-title" className="mt-8 border-t border-slate-100 pt-6" data-testid="seeker-rooms">
      <h2 id="rooms-fit-title" className="text-xl font-bold tracking-tight text-ink">
        {T.roomsFitTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{rooms.length > 0 ? T.roomsFitIntro : T.roomsFitNone}</p>
      {rooms.length > 0 && (
        <ul className="mt-4 space-y-3">
          {rooms.map((room) => (
            <li key={room.listingId} className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="seeker-room">
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{room.area}</p>
                  <SiteLink
                    to={propertyPath(room.listingId)}
                    className="mt-0.5 block font-semibold text-ink underline-offset-2 hover:text-brand-700 hover:underline"
                  >
                    {room.address}
                  </SiteLink>
                  <p className="mt-0.5 text-sm text-slate-700">
                    {rentIn(P, room.price)}
                    {room.available && ` · ${room.available}`}
                  </p>
                </div>
                <p className="shrink-0 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
                  {T.roomMatch(room.score)}
                </p>
              </div>
              <ul aria-label={T.roomWhy} className="mt-3 flex flex-wrap gap-1.5">
                {room.reasons.map((reason) => (
                  <li
                    key={reason.key}
                    className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${reason.ok ? 'bg-slate-100 text-slate-800' : 'bg-amber-50 text-amber-900'}`}
                  >
                    {REASON_LABELS[reason.key as keyof typeof REASON_LABELS]}{' '}
                    <span aria-hidden="true">{reason.ok ? '✓' : '✗'}</span>
                    <span className="sr-only">{reason.ok ? T.reasonFits : T.reasonMisses}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
