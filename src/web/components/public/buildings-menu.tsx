import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { HERALD_TOWERS_LINK } from '../../../shared/building-links.ts';
import { useBuildings } from './buildings-context.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { moveFocus } from './roving-focus.ts';
import { SiteLink } from './site-link.tsx';
import { usePublicText } from '../../i18n.tsx';

/** The id of the dropdown's panel (one navbar a page; no useId: the navbar is kept HTML, decision 051). */
const PANEL_ID = 'buildings-menu';

/**
 * The navbar's Buildings dropdown (docs/product.md §2): Herald Towers first, then the fetched buildings, or
 * 'Loading buildings...' while they load. A disclosure: Enter/Space/ArrowDown opens it, arrow keys,
 * Home and End move between its links, Escape closes it and returns focus to the button.
 */
export function BuildingsMenu() {
  const T = usePublicText();
  const state = useBuildings();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const current =
    pathname === HERALD_TOWERS_LINK.href || (state.status === 'loaded' && state.buildings.some((b) => b.href === pathname));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAndFocus = (to: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => moveFocus(panelRef.current, to));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const inPanel = panelRef.current?.contains(event.target as Node);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (inPanel) moveFocus(panelRef.current, 'next');
      else openAndFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (inPanel) moveFocus(panelRef.current, 'previous');
      else openAndFocus('last');
    } else if (inPanel && event.key === 'Home') {
      event.preventDefault();
      moveFocus(panelRef.current, 'first');
    } else if (inPanel && event.key === 'End') {
      event.preventDefault();
      moveFocus(panelRef.current, 'last');
    }
  };

  const onBlur = (event: React.FocusEvent) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const itemClass =
    'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((v) => !v)}
        className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold transition hover:bg-slate-100 hover:text-brand-700 ${current ? 'text-brand-700' : 'text-slate-700'}`}
      >
        {T.buildings}
        <ChevronDownIcon className={`h-4 w-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className="absolute left-0 top-full z-50 mt-2 w-72 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        <BuildingsList itemClass={itemClass} />
      </div>
    </div>
  );
}

/** Herald Towers, then the fetched buildings or the loading line; shared with the mobile menu. */
export function BuildingsList({ itemClass }: { itemClass: string }) {
  const T = usePublicText();
  const state = useBuildings();
  const { pathname } = useLocation();
  const links = [HERALD_TOWERS_LINK, ...(state.status === 'loaded' ? state.buildings : [])];
  return (
    <ul aria-label={T.buildings} className="space-y-0.5">
      {links.map((b) => (
        <li key={b.slug}>
          <SiteLink to={b.href} className={itemClass} aria-current={pathname === b.href ? 'page' : undefined}>
            {b.name}
          </SiteLink>
        </li>
      ))}
      {state.status === 'loading' && (
        <li className="px-3 py-2 text-sm text-slate-600">
          <span role="status" className="flex items-center gap-2">
            <span
              className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
              aria-hidden="true"
            />
            {T.loadingBuildings}
          </span>
        </li>
      )}
    </ul>
  );
}
