import { useRef, useState } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext, useLocation } from 'react-router';
import { languageOfPath, localizedPath, unprefixedPath } from '../../../shared/i18n/languages.ts';
import { telLink } from '../../../shared/phone.ts';
import { BrandMark } from './brand-mark.tsx';
import { BuildingsList, BuildingsMenu } from './buildings-menu.tsx';
import { CloseIcon, MenuIcon, PhoneIcon } from './icons.tsx';
import { moveFocus } from './roving-focus.ts';
import { useSiteSettings } from './site-settings-context.tsx';
import { MemoHtml } from '../../memo-html.tsx';
import { SiteLink, SiteNavLink } from './site-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { usePublicText } from '../../i18n.tsx';

const NAV_AFTER_BUILDINGS = [
  { to: '/sublets', label: 'sublets' },
  { to: '/rooms', label: 'rooms' },
  { to: '/roommates', label: 'findRoom' },
  { to: '/about', label: 'about' },
  { to: '/blog', label: 'blog' },
] as const;

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-slate-700'}`;
const mobileLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2.5 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'}`;

/** The id of the phone menu (one navbar a page; no useId: the navbar is kept HTML). */
const MENU_ID = 'site-menu';

/**
 * The part of the current path the navbar's marks depend on: the path itself when it has one segment
 * (`/`, `/about`, a building's page), else its first segment and a slash (`/property/42` →
 * `/property/`), which marks the same links as the whole path (links of one segment, matched as
 * <NavLink> matches them). So every property page has the same navbar. On a translated page, the same behind its prefix.
 */
function navbarPath(pathname: string): string {
  const language = languageOfPath(pathname);
  const bare = unprefixedPath(pathname);
  return localizedPath(/^\/[^/]*$/.test(bare) ? bare : `/${bare.split('/')[1]}/`, language);
}

interface HeaderData {
  brand: string;
  phone: string;
  /** On the server, the part of the path the navbar marks (navbarPath); the browser's navbar reads the location itself. */
  path?: string;
}

const useHeaderData: (brand: string, phone: string) => HeaderData = import.meta.env.SSR
  ? (brand, phone) => ({ brand, phone, path: navbarPath(useLocation().pathname) })
  : (brand, phone) => ({ brand, phone });

/**
 * The navbar (docs/product.md §2): All Listings, Buildings dropdown, Sublets, Rooms, Find a room, About, Blog; a menu
 * button below 768 px. Drawn from the brand, the phone and the part of the path it marks, so the
 * server renders it once for each and writes it from kept HTML afterwards (decision 051).
 */
export function SiteHeader() {
  const site = useSiteSettings();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <MemoHtml
        as="div"
        render={import.meta.env.SSR ? ServerHeaderContent : HeaderContent}
        data={useHeaderData(site.brand, site.agent.phone)}
      />
      <div className="mx-auto flex max-w-7xl justify-end px-4 pb-1 sm:px-6 lg:px-8">
        <LanguageSwitch className="text-slate-600" />
      </div>
    </header>
  );
}

/**
 * On the server, the navbar with its links marked from `path` (navbarPath), given to them as the
 * location: its kept HTML is rendered outside the page's router.
 */
function ServerHeaderContent({ path = '/', ...bar }: HeaderData) {
  return (
    <LocationContext.Provider
      value={{
        location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
        navigationType: NavigationType.Pop,
      }}
    >
      <HeaderContent {...bar} />
    </LocationContext.Provider>
  );
}

/** What the navbar shows. */
function HeaderContent({ brand, phone }: HeaderData) {
  const T = usePublicText();
  const tel = telLink(phone);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(menuRef.current, event.key === 'ArrowDown' ? 'next' : 'previous');
    }
  };

  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {T.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink to="/" className="flex items-center gap-2.5 rounded-lg" aria-label={T.homeLink(brand)}>
          <BrandMark className="h-9 w-9" />
          <span className="text-lg font-bold tracking-tight text-ink">{brand}</span>
        </SiteLink>

        <nav aria-label={T.mainNavigation} className="hidden items-center gap-1 md:flex">
          <SiteNavLink to="/" end className={desktopLink}>
            {T.allListings}
          </SiteNavLink>
          <BuildingsMenu />
          {NAV_AFTER_BUILDINGS.map((item) => (
            <SiteNavLink key={item.to} to={item.to} className={desktopLink}>
              {T[item.label]}
            </SiteNavLink>
          ))}
        </nav>

        <a
          href={tel}
          className="hidden items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 lg:inline-flex"
        >
          <PhoneIcon className="h-4 w-4" />
          {phone}
        </a>

        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? T.closeMenu : T.openMenu}
          onClick={() => setMenuOpen((v) => !v)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) closeMenu(true);
          }}
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
        >
          {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </div>

      <div
        ref={menuRef}
        id={MENU_ID}
        hidden={!menuOpen}
        onKeyDown={onMenuKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
        }}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 pt-3 shadow-lg md:hidden"
      >
        <nav aria-label={T.mainNavigation}>
          <SiteNavLink to="/" end className={mobileLink}>
            {T.allListings}
          </SiteNavLink>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{T.buildings}</p>
          <div className="mt-1 border-l-2 border-brand-100 pl-2">
            <BuildingsList itemClass="block rounded-lg px-3 py-2 text-base text-slate-700 hover:bg-slate-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700" />
          </div>
          <div className="mt-3 space-y-0.5">
            {NAV_AFTER_BUILDINGS.map((item) => (
              <SiteNavLink key={item.to} to={item.to} className={mobileLink}>
                {T[item.label]}
              </SiteNavLink>
            ))}
          </div>
        </nav>
        <a
          href={tel}
          className="mt-5 flex items-center justify-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-base font-semibold text-white"
        >
          <PhoneIcon className="h-5 w-5" />
          {T.callUs} {phone}
        </a>
      </div>
    </>
  );
}
