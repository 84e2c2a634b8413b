import { redirect } from 'react-router';
import { ensureSession, HOME_PATH, LOGIN_PATH } from './session.ts';

/** /admin/ and unknown admin paths: the dashboard when signed in, the login screen otherwise. */
export async function clientLoader() {
  const { user } = await ensureSession();
  throw redirect(user ? HOME_PATH : LOGIN_PATH);
}

/** Never shown (the loader always redirects); its presence keeps this a page route, not a resource route. */
export default function Redirecting() {
  return null;
}
