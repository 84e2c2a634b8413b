import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { LANGUAGE_TAGS, languageOfPath } from '../shared/i18n/languages.ts';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/error-screen.tsx';
import { pageTexts } from './i18n.server.ts';
import { InlineStyle } from './inline-style.tsx';
import { useNonce } from './nonce.tsx';
import stylesheet from './app.css?url';

// The stylesheet is not among the links: Layout inlines it (production) or links it (development, from Vite).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The error screen's texts in the page's language (docs/decisions/069): whatever fails below the root, they arrived. */
export const loader = ({ request }: Route.LoaderArgs) => ({ i18n: pageTexts(request, ['common']) });

/** They change only with the page's language (a language switch), not with its path or search. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page's language is its address's (/es/…, /zh/…; docs/decisions/070): 'zh-Hans' as in hreflang.
  const lang = LANGUAGE_TAGS[languageOfPath(useLocation().pathname)];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14284d" />
        {/* In production the stylesheet is inline, so that none blocks the first paint (nonce: for a policy without 'unsafe-inline'). */}
        {import.meta.env.DEV ? <link rel="stylesheet" href={stylesheet} /> : <InlineStyle nonce={nonce} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen titled />;
}
