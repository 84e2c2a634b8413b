import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTH_TEXT } from '../../../shared/texts/auth.ts';
import { TextField } from '../../components/ui/form-field.tsx';
import { BrandLockup } from '../kit/brand-lockup.tsx';
import { LOGIN_PATH } from '../kit/session.ts';

/**
 * The signed-out screens of the back-office (the login page, 'Forgot your password?' and the reset
 * page): the brand over a card with the page's heading.
 */
export function AuthScreen({
  title,
  intro,
  children,
  after,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  /** What stands under the card (the login page's way back to the site). */
  after?: ReactNode;
}) {
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-slate-50 px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[46vh] min-h-72 bg-gradient-to-b from-brand-900 to-brand-700"
      />
      <div className="relative w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3 text-white">
          <BrandLockup look="auth" />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/5 sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {intro && <p className="mt-2 text-sm leading-6 text-slate-600">{intro}</p>}
          {children}
        </div>
        {after}
      </div>
    </main>
  );
}

/** The e-mail address a signed-out screen asks for first (login, 'Forgot your password?'): the account's user name. */
export function AccountEmailField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField
      label={AUTH_TEXT.email}
      name="email"
      type="email"
      autoComplete="username"
      inputMode="email"
      autoFocus
      required
      {...props}
    />
  );
}

/** The way back to the login page under a signed-out form (forgot and reset password). */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={LOGIN_PATH} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
        <span aria-hidden="true">← </span>
        {AUTH_TEXT.backToLogin}
      </Link>
    </p>
  );
}
