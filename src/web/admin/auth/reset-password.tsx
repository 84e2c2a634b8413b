import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { isText, keyed } from '../../../shared/i18n/text-ref.ts';
import { AuthScreen, BackToLogin } from './auth-screen.tsx';
import { useToast } from '../kit/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert, TextField } from '../../components/ui/form-field.tsx';
import { adminTitle } from '../kit/admin-brand.ts';
import { api, ApiError } from '../kit/api-client.ts';
import { useRefusalReveal, validate, type FieldErrors } from '../../lib/form-errors.ts';
import { LOGIN_PATH } from '../kit/session.ts';
import type { Route } from './+types/reset-password';
import { TOKEN_PAGE_HEADERS } from '../../routes/token-page-headers.ts';

/** The reset's refusals by key. */
const K = keyed('auth', 'AUTH_TEXT', T);

/** The address carries the reset token: never cached, indexed or sent on as a Referer to another site. */
export function headers() {
  return TOKEN_PAGE_HEADERS;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.resetPasswordTitle) }, { name: 'robots', content: 'noindex, nofollow' }];
}

type Field = 'newPassword' | 'confirmPassword';
const FORGOT_PATH = '/admin/forgot-password';

/**
 * /admin/reset-password/{token} (or ?token=): the link of the reset e-mail. Sets a new password by
 * the rules of a changed one; the server signs out every session of the account, and the login
 * page follows.
 */
export default function ResetPassword({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A refused submit: once its errors are drawn, the first field with one takes the focus.
  const refused = useRefusalReveal(form);
  const [problem, setProblem] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data, errors: invalid } = validate(ResetPasswordFormSchema, values);
    if (invalid) {
      setErrors(invalid);
      refused();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await api.post('/auth/reset-password', { token, newPassword: data.newPassword });
      toast.success(T.passwordReset, { duration: 10_000 });
      navigate(LOGIN_PATH, { replace: true });
      return;
    } catch (caught) {
      const message = caught instanceof ApiError ? (caught.serverMessage ?? T.resetFailed) : T.resetFailed;
      // Which refusal it is, by its key (decision 101).
      const text = caught instanceof ApiError ? caught.text : null;
      if (isText(text, K.resetLinkInvalid)) setLinkDead(true);
      else if (isText(text, K.passwordTooCommon) || isText(text, K.passwordTooShort)) setErrors({ newPassword: message });
      else setProblem(message);
    }
    setBusy(false);
  }

  if (!token || linkDead) {
    return (
      <AuthScreen title={T.resetPasswordTitle}>
        <div className="mt-6 space-y-5">
          <FormAlert tone="error">{token ? T.resetLinkInvalid : T.resetLinkMissing}</FormAlert>
          <Link
            to={FORGOT_PATH}
            className="inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {T.requestNewLink}
          </Link>
        </div>
        <BackToLogin />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={T.resetPasswordTitle} intro={T.resetPasswordIntro}>
      <form ref={form} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <TextField
          label={T.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          value={values.newPassword}
          onChange={change('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label={T.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={errors.confirmPassword}
        />
        <Button type="submit" busy={busy} className="w-full py-3">
          {busy ? T.settingNewPassword : T.setNewPassword}
        </Button>
      </form>
      <BackToLogin />
    </AuthScreen>
  );
}
