import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { Sidebar } from './sidebar.tsx';
import { SIDEBAR_ENTRIES } from '../sidebar-entries.ts';
import { TopBar } from './top-bar.tsx';
import { LOGIN_PATH, logOut, requireUser, useSession } from './session.ts';
import { MEDIA, useMediaQuery } from './use-media-query.ts';

/** Every page inside the shell needs a signed-in user; otherwise the login screen, which comes back to the page. */
export async function clientLoader({ request }: { request: Request }) {
  await requireUser(request);
  return null;
}

export default function AdminShell() {
  const { user } = useSession();
  const location = useLocation();
  const overlayMode = useMediaQuery(MEDIA.overlayNav);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const restoreFocus = useRef(false);

  // Escape, the close button and the backdrop give the focus back to the menu button (once the page
  // behind is no longer inert); navigating leaves it to the new page.
  const closeOverlay = useCallback(() => {
    restoreFocus.current = true;
    setOverlayOpen(false);
  }, []);
  useEffect(() => {
    if (overlayOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    menuButton.current?.focus();
  }, [overlayOpen]);

  // Navigating closes the overlay (the new page takes over).
  useEffect(() => setOverlayOpen(false), [location.pathname]);

  useEffect(() => {
    if (!overlayOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlay();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlayOpen, closeOverlay]);

  // Logout and an expired session both end up here: no user, so the login screen.
  if (!user) return <Navigate to={LOGIN_PATH} replace />;

  const modalOverlay = overlayMode && overlayOpen;
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {T.skipToContent}
      </a>
      <Sidebar entries={SIDEBAR_ENTRIES} overlayOpen={overlayOpen} modal={modalOverlay} onClose={closeOverlay} />
      <div className="min-[769px]:pl-[4.5rem] lg:pl-64" inert={modalOverlay || undefined}>
        <TopBar
          user={user}
          onLogout={logOut}
          overlayOpen={overlayOpen}
          onOpenNavigation={() => setOverlayOpen(true)}
          menuButton={menuButton}
        />
        <main
          id="admin-main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
