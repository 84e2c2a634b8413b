import { unprefixedPath } from '../../../shared/i18n/languages.ts';
import { HERALD_TOWERS_LINK } from '../../../shared/building-links.ts';
import { SiteLink } from './site-link.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { usePublicText } from '../../i18n.tsx';

/** A link of the browse bar: where it goes and what it says. */
export interface BrowseLink {
  href: string;
  label: string;
}

/**
 * Quick links to every listing page, server-rendered (works without JavaScript and gives search
 * engines a path to each building page). Scrolls sideways on phones.
 */
export function BrowseBar({ pathname, buildings }: { pathname: string; buildings: BrowseLink[] }) {
  const T = usePublicText();
  const links: BrowseLink[] = [
    { href: '/', label: T.allListings },
    { href: '/sublets', label: T.sublets },
    { href: HERALD_TOWERS_LINK.href, label: HERALD_TOWERS_LINK.name },
    ...buildings,
  ];
  return (
    <MemoHtml
      as="nav"
      aria-label={T.browse}
      className="relative z-10 mx-auto -mt-8 max-w-7xl px-4 sm:px-6 lg:px-8"
      render={BrowseLinks}
      data={{ pathname, links }}
    />
  );
}

/** The bar's links, the current page's marked (the same on every page at `pathname`, so the server renders it once). */
function BrowseLinks({ pathname, links }: { pathname: string; links: BrowseLink[] }) {
  return (
    <ul className="flex gap-2 overflow-x-auto rounded-2xl bg-white p-2.5 shadow-lg ring-1 ring-slate-200 [scrollbar-width:none]">
      {links.map((l) => {
        const current = l.href === unprefixedPath(pathname);
        return (
          <li key={l.href} className="shrink-0">
            <SiteLink
              to={l.href}
              aria-current={current ? 'page' : undefined}
              className={`block whitespace-nowrap rounded-xl px-4 py-2 text-sm font-semibold transition ${
                current ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-700'
              }`}
            >
              {l.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
