import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ADMIN_INQUIRIES_TEXT } from '../../../shared/texts/admin-inquiries.ts';
import { useNewInquiries } from '../inquiries/new-inquiries.ts';
import { VIEWINGS_ADMIN_TEXT as V } from '../../../shared/texts/viewings.ts';
import { useWaitingViewings } from '../viewings/waiting-viewings.ts';
import { ADMIN_APPLICATIONS_TEXT as APPS } from '../../../shared/texts/admin-applications.ts';
import { useNewApplications } from '../applications/new-applications.ts';
import { ADMIN_DEALS_TEXT as DEALS } from '../../../shared/texts/admin-deals.ts';
import { ROOMMATES_TEXT as ROOMMATES } from '../../../shared/texts/roommates.ts';
import {
  BedIcon,
  BuildingIcon,
  ClipboardIcon,
  ClockIcon,
  DashboardIcon,
  ExternalLinkIcon,
  InboxIcon,
  KeyIcon,
  LightbulbIcon,
  SettingsIcon,
  UsersIcon,
} from '../../components/ui/icons.tsx';
import { CloseButton } from '../../components/ui/dialog.tsx';
import { BrandLockup } from './brand-lockup.tsx';

const LINKS = [
  { to: '/admin/dashboard', label: T.dashboard, Icon: DashboardIcon },
  { to: '/admin/listings', label: T.listings, Icon: BuildingIcon },
  { to: '/admin/inquiries', label: T.inquiries, Icon: InboxIcon },
  { to: '/admin/viewings', label: V.nav, Icon: ClockIcon },
  { to: '/admin/applications', label: APPS.nav, Icon: ClipboardIcon },
  { to: '/admin/deals', label: DEALS.nav, Icon: KeyIcon },
  { to: '/admin/roommates', label: ROOMMATES.navLabel, Icon: BedIcon },
  { to: '/admin/subscribers', label: T.subscribers, Icon: UsersIcon },
  { to: '/admin/tips', label: T.tips, Icon: LightbulbIcon },
  { to: '/admin/settings', label: T.settings, Icon: SettingsIcon },
] as const;

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

export function Sidebar({ overlayOpen, modal, onClose }: { overlayOpen: boolean; modal: boolean; onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const newInquiries = useNewInquiries();
  const waitingViewings = useWaitingViewings();
  const newApplications = useNewApplications();
  const badges: Record<string, { count: number | null; suffix: string; testId: string }> = {
    '/admin/inquiries': { count: newInquiries, suffix: ADMIN_INQUIRIES_TEXT.newSuffix, testId: 'new-inquiries-count' },
    '/admin/viewings': { count: waitingViewings, suffix: V.waitingSuffix, testId: 'waiting-viewings-count' },
    '/admin/applications': { count: newApplications, suffix: APPS.newSuffix, testId: 'new-applications-count' },
  };

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
            {LINKS.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  title={label}
                  className={({ isActive }) =>
                    `${ITEM} ${isActive ? 'bg-white/12 text-white shadow-inner shadow-white/5' : 'text-brand-100/80 hover:bg-white/8 hover:text-white'}`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon className={`shrink-0 ${isActive ? 'text-white' : 'text-brand-100/60 group-hover:text-white'}`} />
                      <span className={LABEL}>{label}</span>
                      {badges[to]?.count ? (
                        <span
                          data-testid={badges[to].testId}
                          className="ml-auto rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-brand-900 tabular-nums min-[769px]:max-lg:absolute min-[769px]:max-lg:top-0.5 min-[769px]:max-lg:right-1.5 min-[769px]:max-lg:ml-0 min-[769px]:max-lg:px-1.5 min-[769px]:max-lg:text-[10px]"
                        >
                          <span className="sr-only">, </span>
                          {badges[to].count}
                          <span className="sr-only"> {badges[to].suffix}</span>
                        </span>
                      ) : null}
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
