import { PUBLIC_TEXT as T } from '../../../shared/texts/public.ts';
import { ROOM_TEXT as R } from '../../../shared/texts/rooms.ts';
import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import type { Route } from './+types/rooms';
import { listingPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

const HERO = { eyebrow: R.roomsEyebrow, title: R.roomsTitle, intro: R.roomsIntro };

export const headers = listingPageHeaders();

export function loader({ request, context }: Route.LoaderArgs) {
  return loadListingsPage(request, context, { kind: 'room' }, { title: R.roomsTitle, description: R.roomsIntro });
}

export const meta = loaderMeta(T.pageNotFound);

/** /rooms : rooms in shared apartments only, with the grid's filters (docs/decisions/063). */
export default function Rooms({ loaderData }: Route.ComponentProps) {
  return <ListingsView data={loaderData} hero={HERO} emptyText={R.noRooms} />;
}

export function ErrorBoundary() {
  return <ListingsErrorView hero={HERO} message={R.loadRoomsFailedDetail} />;
}
