import { useId } from 'react';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';

/** Where the form posts (alerts.tsx). */
const ALERTS_PAGE = '/alerts';

type AlertField = 'email' | 'frequency' | 'consent';

/**
 * What the alerts page answers a posted form: the same 'check your inbox' for every address; or each refused
 * field's message, all at once, or the form's own.
 */
export type AlertSignupResult =
  | { kind: 'success'; email: string }
  | { kind: 'error'; message?: string; errors?: Partial<Record<AlertField, string>>; email: string };

interface AlertSignupProps {
  /** The grid's path and its search's canonical query ('' for none). */
  grid: string;
  query: string;
  /** The alerts page's answer to the form. */
  result?: AlertSignupResult;
}

const control =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal normal-case tracking-normal text-ink shadow-sm focus:border-brand-500 aria-invalid:border-rose-500';

/**
 * 'Get alerts for this search' (docs/product.md 'Alerts for a search'): e-mail, how often, and the
 * newsletter's age consent, as a plain POST form to the alerts page: no script of its own, so it works
 * before, without and with the page's scripts. Under a grid's filters the server renders it as markup
 * (`alertSignupMarkup`), so the grid's JavaScript does not grow (decision 039).
 */
export function AlertSignupForm({ grid, query, result }: AlertSignupProps) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  const { NEWSLETTER_TEXT: N } = useTexts('newsletter-form');
  const localPath = useLocalPath();
  const id = useId();
  const error = result?.kind === 'error' ? result : null;
  const messageId = `${id}-message`;
  // The form's first refused field takes the focus of the page the form was posted to (no script of its own).
  const first = (['email', 'frequency', 'consent'] as const).find((field) => error?.errors?.[field]);
  const invalid = (field: AlertField) =>
    error?.errors?.[field]
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error`, autoFocus: first === field || undefined }
      : {};
  const fieldMessage = (field: AlertField) =>
    error?.errors?.[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-rose-700">
        {error.errors[field]}
      </p>
    );
  if (result?.kind === 'success')
    return (
      <div role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <p className="font-semibold">{T.checkInboxHeading}</p>
        <p className="mt-1">{T.checkInbox(result.email)}</p>
      </div>
    );
  return (
    <form
      method="post"
      // The search rides in the page's address too, so the answer names it and links back to it.
      action={`${localPath(ALERTS_PAGE)}?${new URLSearchParams({ grid, query })}`}
      aria-label={T.heading}
      // Checked by the page it posts to, which says every problem at once (the browser's own check says one).
      noValidate
      className="relative mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_auto] sm:items-end"
    >
      <input type="hidden" name="grid" value={grid} />
      <input type="hidden" name="query" value={query} />
      <div>
        <label className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {T.emailLabel}
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={error?.email}
            placeholder={T.emailPlaceholder}
            className={control}
            {...invalid('email')}
          />
        </label>
        {fieldMessage('email')}
      </div>
      <div>
        <label className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {T.frequency}
          <select name="frequency" defaultValue="instant" className={control} {...invalid('frequency')}>
            <option value="instant">{T.instant}</option>
            <option value="daily">{T.daily}</option>
          </select>
        </label>
        {fieldMessage('frequency')}
      </div>
      <button
        type="submit"
        className="min-h-10 rounded-lg bg-brand-700 px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900"
      >
        {T.save}
      </button>
      <div className="sm:col-span-3">
        <label className="flex items-start gap-2.5 text-xs leading-5 text-slate-600">
          <input
            type="checkbox"
            name="consent"
            required
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            {...invalid('consent')}
          />
          <span>{N.ageConsent}</span>
        </label>
        {fieldMessage('consent')}
      </div>
      <HoneypotField id={`${id}-hp`} label={T.honeypot} />
      {error?.message && (
        <p id={messageId} role="alert" className="text-sm font-medium text-rose-700 sm:col-span-3">
          {error.message}
        </p>
      )}
    </form>
  );
}

/** The form folded under a grid's filters: a `<details>` that opens without scripts. */
export function AlertSignupBox({ grid, query }: Pick<AlertSignupProps, 'grid' | 'query'>) {
  const { ALERT_TEXT: T } = useTexts('alerts');
  return (
    <details className="alert-signup mx-auto mt-3 max-w-7xl px-4 sm:px-6 lg:px-8">
      <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 shadow-sm">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current text-brand-700">
          <path d="M10 2a5 5 0 0 0-5 5v3.6l-1.7 2.5A1 1 0 0 0 4.1 15h11.8a1 1 0 0 0 .8-1.9L15 10.6V7a5 5 0 0 0-5-5Zm0 17a2.5 2.5 0 0 0 2.4-2h-4.8A2.5 2.5 0 0 0 10 19Z" />
        </svg>
        {T.heading}
      </summary>
      <div className="mt-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">{T.intro}</p>
        <AlertSignupForm grid={grid} query={query} />
      </div>
    </details>
  );
}
