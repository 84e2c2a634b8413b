import { useState, type FormEvent } from 'react';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import type { LoginAnswer } from '../../../shared/auth.schema.ts';
import { ADMIN_TEXT } from '../../../shared/texts/admin.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { AccountEmailField, AuthScreen } from './auth-screen.tsx';
import { useToast } from '../kit/toast.tsx';
import { api, ApiError } from '../kit/api-client.ts';
import { afterLogin, ensureSession, signIn, useSession } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/login';

/** A signed-in user has nothing to do here: straight to the page asked for (`?next=`), else the dashboard. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await ensureSession();
  if (user) throw redirect(afterLogin(new URL(request.url).search));
  return null;
}

/**
 * The form's schema, with zod (26 KB gzip), loads when the form is first focused or sent, not with the
 * screen (decision 099): the screen is drawn and usable before it.
 */
const loginSchema = () => import('../../../shared/auth.schema.ts').then((module) => module.LoginSchema);

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.loginTitle) }];
}

export default function Login() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const { message: sessionMessage } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = (await loginSchema()).safeParse({ email, password, ...(rememberMe ? { rememberMe: true } : {}) });
    if (!input.success) {
      setError(input.error.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = await api.post<LoginAnswer>('/auth/login', input.data);
      if (body?.success && body.token && body.user) {
        signIn(body.token, body.user);
        toast.success(T.loginSuccess);
        if (body.passwordIsCommon) toast.warning(T.commonPasswordWarning, { duration: 15_000 });
        navigate(afterLogin(search), { replace: true });
        return;
      }
      setError(body?.message || T.loginError);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? T.loginFailed) : T.unexpectedError);
    }
    setBusy(false);
  }

  const shownError = error ?? sessionMessage;
  return (
    <AuthScreen
      title={T.loginTitle}
      after={
        <p className="mt-6 text-center text-sm">
          <a href="/" className="font-medium text-slate-500 hover:text-brand-700">
            <span aria-hidden="true">← </span>
            {ADMIN_TEXT.backToSite}
          </a>
        </p>
      }
    >
      <form onSubmit={onSubmit} onFocus={() => void loginSchema()} noValidate className="mt-6 space-y-5">
        {shownError && <FormAlert tone={error ? 'error' : 'info'}>{shownError}</FormAlert>}
        <AccountEmailField value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label={T.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Checkbox
            name="rememberMe"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
            label={T.rememberMe}
          />
          <Link
            to="/admin/forgot-password"
            className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {T.forgotPasswordLink}
          </Link>
        </div>
        <Button type="submit" busy={busy} className="w-full py-3">
          {busy ? T.loggingIn : T.login}
        </Button>
      </form>
    </AuthScreen>
  );
}
