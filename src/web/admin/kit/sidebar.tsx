import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { CloseButton } from '../../components/ui/dialog.tsx';
import { BrandLockup } from './brand-lockup.tsx';
import type { SidebarEntry } from './resource.ts';

/*
 * Three forms (docs/product.md §2), by width:
 *   ≥ 993 px       full: icons and labels, 16 rem wide;
 *   769–992 px     mini: icons only (labels stay for screen readers), 4.5 rem wide;
 *   ≤ 768 px       overlay: off-screen until the top bar's menu button opens it over a backdrop.
 */
const ASIDE =
  'fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-brand-900 text-brand-100 transition-[transform,visibility] duration-200 ease-out ' +
  'min-[769px]:visible min-[769px]:w-[4.5rem] min-[769px]:translate-x-0 lg:w-64';
const LABEL = 'truncate min-[769px]:max-lg:sr-only';
const ITEM =
  'group relative flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors min-[769px]:max-lg:justify-center min-[769px]:max-lg:px-0';

/** An entry's count beside its label, while it is not 0 (read on every page change, see sidebar-count.ts). */
function CountBadge({ count }: { count: NonNullable<SidebarEntry['count']> }) {
  const value = count.use();
  if (!value) return null;
  return (
    <span
      data-testid={count.testId}
      className="ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-brand-900 tabular-nums min-[769px]:max-lg:absolute min-[769px]:max-lg:top-0.5 min-[769px]:max-lg:right-1.5 min-[769px]:max-lg:ml-0 min-[769px]:max-lg:px-1.5 min-[769px]:max-lg:text-[10px]"
    >
      <span className="sr-only">, </span>
      {value}
      <span className="sr-only"> {count.suffix}</span>
    </span>
  );
}

/** The back-office's navigation: the resources' entries (decision 104), then View Site. */
export function Sidebar({
  entries,
  overlayOpen,
  modal,
  onClose,
}: {
  entries: readonly SidebarEntry[];
  overlayOpen: boolean;
  modal: boolean;
  onClose: () => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);

  // The overlay takes the focus when it opens, and gives it back via onClose's caller.
  useEffect(() => {
    if (overlayOpen) closeButton.current?.focus();
  }, [overlayOpen]);

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-30 bg-slate-900/50 backdrop-blur-[1px] transition-opacity min-[769px]:hidden ${
          overlayOpen ? 'opacity-100' : 'pointer-events-none opacity-0'
        }`}
      />
      <aside
        id="admin-sidebar"
        data-open={overlayOpen}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-label={modal ? T.mainNavigation : undefined}
        className={`${ASIDE} ${overlayOpen ? 'visible translate-x-0 shadow-2xl' : 'invisible -translate-x-full'}`}
      >
        <div className="flex h-16 shrink-0 items-center gap-3 px-5 min-[769px]:max-lg:justify-center min-[769px]:max-lg:px-0">
          <BrandLockup look="sidebar" />
          <CloseButton
            ref={closeButton}
            label={T.closeNavigation}
            onClick={onClose}
            className="rounded-lg p-2 text-brand-100 hover:bg-white/10 hover:text-white min-[769px]:hidden"
          />
        </div>

        <nav aria-label={T.mainNavigation} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {entries.map(({ path, label, Icon, count }) => (
              <li key={path}>
                <NavLink
                  to={`/admin/${path}`}
                  title={label}
                  className={({ isActive }) =>
                    `${ITEM} ${isActive ? 'bg-white/12 text-white shadow-inner shadow-white/5' : 'text-brand-100/80 hover:bg-white/8 hover:text-white'}`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon className={`shrink-0 ${isActive ? 'text-white' : 'text-brand-100/60 group-hover:text-white'}`} />
                      <span className={LABEL}>{label}</span>
                      {count && <CountBadge count={count} />}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="border-t border-white/10 px-3 py-4">
          <a
            href="/"
            target="_blank"
            rel="noopener"
            title={T.viewSite}
            className={`${ITEM} text-brand-100/80 hover:bg-white/8 hover:text-white`}
          >
            <ExternalLinkIcon className="shrink-0 text-brand-100/60 group-hover:text-white" />
            <span className={LABEL}>
              {T.viewSite}
              <span className="sr-only"> {T.opensInNewTab}</span>
            </span>
          </a>
        </div>
      </aside>
    </>
  );
}
