import { redirect } from 'react-router';
import type { UserDto } from '../../../shared/auth.schema.ts';
import { sameSitePath } from '../../../shared/same-site-path.ts';
import { api, ApiError } from './api-client.ts';
import {
  expireSession,
  getSession,
  getToken,
  markSignedOut,
  sessionCheckFailed,
  signIn,
  signOut,
  type SessionState,
} from './session-store.ts';

export { signIn, storeToken, updateUser, useSession, type SessionState } from './session-store.ts';

export const LOGIN_PATH = '/admin/login';
export const HOME_PATH = '/admin/dashboard';

let pending: Promise<SessionState> | null = null;

async function checkStoredToken(): Promise<SessionState> {
  const token = getToken();
  if (!token) {
    markSignedOut();
    return getSession();
  }
  try {
    const body = await api.get<{ success?: boolean; user?: UserDto }>('/auth/me');
    if (body?.success && body.user) signIn(token, body.user);
    else expireSession();
  } catch (error) {
    // HTTP 401: the API client has already expired the session. Anything else: the check failed.
    if (!(error instanceof ApiError && error.status === 401)) sessionCheckFailed();
  }
  return getSession();
}

/**
 * The session of this page load: checks a stored token against /api/auth/me once (docs/product.md §4), then
 * answers from memory. Safe to call from every admin clientLoader; concurrent calls share one request.
 */
export function ensureSession(): Promise<SessionState> {
  const current = getSession();
  if (current.status !== 'unknown') return Promise.resolve(current);
  pending ??= checkStoredToken().finally(() => {
    pending = null;
  });
  return pending;
}

/** Whether someone is signed in now (false at once when the API client finds the session expired). */
export const signedIn = () => getSession().user !== null;

/**
 * The login screen, asked to come back to `path` once signed in: the page a signed-out agent opened (the
 * link of an e-mail the product sent them, a bookmark). The dashboard needs no asking: it is where the
 * login screen goes anyway.
 */
export function loginPathFor(path: string): string {
  return path === HOME_PATH ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

/**
 * Where the login screen goes once signed in: the back-office page its `next` names (only a page of this
 * back-office, never another site or the sign-in screens themselves), else the dashboard.
 */
export function afterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next) return HOME_PATH;
  const path = sameSitePath(next);
  return /^\/admin\/(?!login|forgot-password|reset-password)[^/]/.test(path) ? path : HOME_PATH;
}

/**
 * For guarded clientLoaders: the signed-in user, or a redirect to the login screen, which comes back to
 * the page of the loader's `request` afterwards.
 */
export async function requireUser(request: Request): Promise<UserDto> {
  const { user } = await ensureSession();
  if (!user) {
    const { pathname, search } = new URL(request.url);
    throw redirect(loginPathFor(pathname + search));
  }
  return user;
}

/**
 * Logout (docs/product.md §4): the browser forgets the token and shows the login screen at once, and the server
 * is told to refuse that token from now on (decision 030), so a copy of it left elsewhere is useless.
 */
export function logOut() {
  const token = getToken();
  signOut();
  if (!token) return;
  api.post('/auth/logout', undefined, { headers: { authorization: `Bearer ${token}` } }).catch(() => {
    // Offline: the token still expires on its own; nothing more the browser can do.
  });
}
