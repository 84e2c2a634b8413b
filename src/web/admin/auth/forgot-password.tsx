import { useState, type FormEvent } from 'react';
import { ForgotPasswordSchema } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { AccountEmailField, AuthScreen, BackToLogin } from './auth-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api, ApiError } from '../kit/api-client.ts';
import type { Route } from './+types/forgot-password';

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.forgotPasswordTitle) }];
}

/**
 * /admin/forgot-password: asks for the e-mail address and says the same whatever it is (whether an
 * account uses it is not told, decision 052); the link arrives by e-mail.
 */
export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = ForgotPasswordSchema.safeParse({ email });
    if (!input.success) {
      setError(input.error.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    setProblem(null);
    try {
      const body = await api.post<{ success: boolean; message: string }>('/auth/forgot-password', input.data);
      setSent(body?.message || T.resetLinkSent);
    } catch (caught) {
      setProblem(caught instanceof ApiError ? (caught.serverMessage ?? T.resetRequestFailed) : T.resetRequestFailed);
    }
    setBusy(false);
  }

  return (
    <AuthScreen title={T.forgotPasswordTitle} intro={sent ? undefined : T.forgotPasswordIntro}>
      {sent ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm leading-6 text-emerald-900"
        >
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          {problem && <FormAlert tone="error">{problem}</FormAlert>}
          <AccountEmailField
            value={email}
            error={error ?? undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" busy={busy} className="w-full py-3">
            {busy ? T.sendingResetLink : T.sendResetLink}
          </Button>
        </form>
      )}
      <BackToLogin />
    </AuthScreen>
  );
}
