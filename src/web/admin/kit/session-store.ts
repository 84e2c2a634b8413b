import { useSyncExternalStore } from 'react';
import type { UserDto } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';

/** Where the back-office keeps its bearer token (docs/product.md §3: local storage, key admin-token). */
const TOKEN_KEY = 'admin-token';

export interface SessionState {
  /** 'unknown' until the stored token has been checked once on this page load. */
  status: 'unknown' | 'authenticated' | 'anonymous';
  user: UserDto | null;
  /** Shown on the login screen: 'Session expired. Please log in again.' or 'Authentication error. Please try again.' */
  message: string | null;
}

const INITIAL: SessionState = { status: 'unknown', user: null, message: null };
let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getSession = () => state;

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  window.localStorage.setItem(TOKEN_KEY, token);
}

function removeToken() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): nothing was stored.
  }
}

/** A successful sign-in: keeps the token and the user, clears any session message. */
export function signIn(token: string, user: UserDto) {
  storeToken(token);
  setState({ status: 'authenticated', user, message: null });
}

/** Replaces the signed-in user's details (after a profile update). */
export function updateUser(user: UserDto) {
  if (state.status === 'authenticated') setState({ ...state, user });
}

/** Logout: clears token and user; the guarded layout then sends the browser to the login screen. */
export function signOut() {
  removeToken();
  setState({ status: 'anonymous', user: null, message: null });
}

/** The token was refused (HTTP 401 or success false): drop it and say so on the login screen. */
export function expireSession() {
  removeToken();
  setState({ status: 'anonymous', user: null, message: T.sessionExpired });
}

/** No token is stored: signed out, keeping a message set earlier on this page load. */
export function markSignedOut() {
  setState({ status: 'anonymous', user: null, message: state.message });
}

/** The session could not be checked (server or network fault): signed out, token kept for the next load. */
export function sessionCheckFailed() {
  setState({ status: 'anonymous', user: null, message: T.authError });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current session, re-rendering on sign-in, profile updates, logout and expiry. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, () => INITIAL);
}
