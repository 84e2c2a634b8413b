import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import { useTexts } from '../../i18n.tsx';
import { serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/rooms';
import { listingPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

function useHero() {
  const { ROOM_TEXT: R } = useTexts('rooms');
  return { eyebrow: R.roomsEyebrow, title: R.roomsTitle, intro: R.roomsIntro };
}

export const headers = listingPageHeaders();

export function loader({ request, context }: Route.LoaderArgs) {
  const { ROOM_TEXT: R } = serverTexts(request, 'rooms');
  return loadListingsPage(request, context, { kind: 'room' }, { title: R.roomsTitle, description: R.roomsIntro });
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

/** /rooms : rooms in shared apartments only, with the grid's filters (docs/decisions/063). */
export default function Rooms({ loaderData }: Route.ComponentProps) {
  const { ROOM_TEXT: R } = useTexts('rooms');
  return <ListingsView data={loaderData} hero={useHero()} emptyText={R.noRooms} />;
}

export function ErrorBoundary() {
  const { ROOM_TEXT: R } = useTexts('rooms');
  return <ListingsErrorView hero={useHero()} message={R.loadRoomsFailedDetail} />;
}
