import { redirect } from 'react-router';
import type { UserDto } from '../../../shared/auth.schema.ts';
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

/** For guarded clientLoaders: the signed-in user, or a redirect to the login screen. */
export async function requireUser(): Promise<UserDto> {
  const { user } = await ensureSession();
  if (!user) throw redirect(LOGIN_PATH);
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
