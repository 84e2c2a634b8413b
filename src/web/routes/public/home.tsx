import { ListingsView } from '../../components/public/listings-view.tsx';
import { ListingsErrorView } from '../../components/public/route-errors.tsx';
import { usePublicText } from '../../i18n.tsx';
import { findRoomMarkup } from '../../components/public/find-room-callout.server.tsx';
import { requestLanguage, serverTexts } from '../../i18n.server.ts';
import type { Route } from './+types/home';
import { listingPageHeaders, viewedPageHeaders } from './cached-page.server.ts';
import { loaderMeta } from './error-meta.ts';
import { loadListingsPage } from './listings-page.server.ts';

/** The hero of All Properties, in the page's language. */
function useHero() {
  const T = usePublicText();
  return { eyebrow: T.allPropertiesEyebrow, title: T.allProperties, intro: T.allPropertiesIntro };
}

export const headers = listingPageHeaders(viewedPageHeaders('home'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const { PUBLIC_TEXT: T } = serverTexts(request, 'public');
  const page = await loadListingsPage(
    request,
    context,
    {},
    { title: T.allProperties, description: (tagline) => `${T.allPropertiesIntro} ${tagline}` },
  );
  // 'Find a room' under the grid, as server-rendered HTML: no code of it reaches the browser (decision 039).
  return { ...page, findRoom: findRoomMarkup(requestLanguage(request)) };
}

export const meta = loaderMeta({ frame: 'pageNotFound' });

/** / : All Properties, 6 per page (docs/product.md §2). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const T = usePublicText();
  const hero = useHero();
  const { query, choices } = loaderData;
  // The hero counts what the grid shows: the search's homes when there is one.
  const highlights = [query ? loaderData.shown : T.homesAvailable(choices.total), T.answersWithinADay];
  return (
    <>
      <ListingsView
        data={loaderData}
        hero={{
          ...hero,
          size: 'large',
          children: (
            // On a phone the result count under the filters says as much: the first screen keeps room for listings.
            <ul className="mt-8 hidden flex-wrap gap-2.5 sm:flex text-sm font-medium text-white">
              {highlights.map((text) => (
                <li
                  key={text}
                  className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 ring-1 ring-white/20 backdrop-blur-sm"
                >
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-400" />
                  {text}
                </li>
              ))}
            </ul>
          ),
        }}
        emptyText={T.noProperties}
      />
      <div dangerouslySetInnerHTML={{ __html: loaderData.findRoom }} />
    </>
  );
}

export function ErrorBoundary() {
  const T = usePublicText();
  return <ListingsErrorView hero={useHero()} message={T.loadPropertiesFailedDetail} />;
}
