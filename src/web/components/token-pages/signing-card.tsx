import type { InputHTMLAttributes, ReactNode } from 'react';
import { CheckIcon } from '../public/icons.tsx';

/**
 * A signing page (a lease, a fee disclosure) that has nothing to sign: a link that does not work, or a
 * deal that fell through. The page's title and why.
 */
export function SigningUnavailable({ title, message }: { title: string; message: string }) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-3 text-slate-700">{message}</p>
      </div>
    </section>
  );
}

/** The head of a signing page: what is signed, the place, and where it stands (signed, declined…) if anything. */
export function SigningHead({ heading, place, status }: { heading: string; place: string; status?: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{heading}</h1>
      <p className="mt-1 text-sm font-medium text-slate-600">{place}</p>
      {status && (
        <p role="status" className="mt-5 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {status}
        </p>
      )}
    </>
  );
}

/**
 * A signing page once signed, read at a glance: a check mark and the heading ('Signed'), who signed and
 * when and what comes next in one sentence, then what the signer can do now (open their copy). Announced
 * as a status.
 */
export function SignedPanel({ heading, detail, children }: { heading: string; detail: string; children?: ReactNode }) {
  return (
    <div role="status" className="mt-5 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
          <CheckIcon className="h-5 w-5" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-emerald-950">{heading}</h2>
          <p className="mt-1 text-sm text-emerald-900">{detail}</p>
        </div>
      </div>
      {children && <div className="mt-4 sm:pl-11">{children}</div>}
    </div>
  );
}

/** Why the last post was refused (the form limit, a wrong code, no name), announced; nothing when it was not. */
export function SigningRefusal({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-3 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** The look of a signing page's text boxes (the typed name, the e-mailed code, a reason to decline). */
export const signingField =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-3 text-base text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500';

/** A labelled text box of a signing page (the typed name, the e-mailed code). */
export function SigningInput({ id, label, ...input }: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} {...input} className={signingField} />
    </>
  );
}

/** The longest typed name a signing page takes. */
export const MAX_SIGNED_NAME = 100;

/** The signer's typed name: their signature, the same box on every signing page. */
export function TypedName({
  id,
  label,
  defaultValue,
  ...more
}: { id: string; label: string; defaultValue: string } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'required' | 'aria-describedby' | 'aria-invalid'
>) {
  return (
    <SigningInput
      id={id}
      label={label}
      name="name"
      type="text"
      autoComplete="name"
      maxLength={MAX_SIGNED_NAME}
      defaultValue={defaultValue}
      {...more}
    />
  );
}
