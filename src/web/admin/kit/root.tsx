import { isRouteErrorResponse, Navigate, Outlet, useRouteError } from 'react-router';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { ConfirmProvider } from './confirm-dialog.tsx';
import { BrandMark } from '../../components/ui/icons.tsx';
import { ToastProvider } from './toast.tsx';
import { ErrorScreen } from '../../components/error-screen.tsx';
import { SessionExpiredError } from './api-client.ts';
import { adminTitle, setAdminBrand } from './admin-brand.ts';
import { ensureSession, LOGIN_PATH, signedIn } from './session.ts';
import type { Route } from './+types/root';

/**
 * The back-office: rendered in the browser only. The server answers every /admin/* page with the
 * HydrateFallback below; this loader (and the whole admin code) runs on the client, where the
 * stored token is checked once per page load.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [{ brand }] = await Promise.all([serverLoader(), ensureSession()]);
  setAdminBrand(brand);
  return null;
}

/** The only thing the server gives the back-office page: the brand from the site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  const { brand } = await context.services.siteSettings.get();
  return { brand };
}
clientLoader.hydrate = true as const;

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle('Admin') }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-5 bg-slate-50 px-6 text-center">
      <BrandMark className="h-12 w-12 text-brand-600" />
      <div role="status" className="flex items-center gap-3 text-sm font-medium text-slate-500">
        <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
        {T.loading}
      </div>
      <noscript>
        <p className="max-w-sm text-sm text-slate-700">{T.javascriptRequired}</p>
      </noscript>
    </div>
  );
}

/** No toast tells of a failure once the session has ended: the sign-in page says why. */
const signedOut = () => !signedIn();

/**
 * An expired session is handled here, once for every screen: the API client ends it (the spec's
 * 'Session expired' message is kept for the sign-in page), the shell then shows the sign-in page in
 * place of any screen, the toasts stay quiet, and an error thrown past a screen lands in the boundary below.
 */
export default function AdminRoot() {
  return (
    <ToastProvider quiet={signedOut}>
      <ConfirmProvider>
        <Outlet />
      </ConfirmProvider>
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A loader's API call found the session expired: the login screen says so.
  if (error instanceof SessionExpiredError) return <Navigate to={LOGIN_PATH} replace />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen />;
}
