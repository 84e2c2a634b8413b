import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isEmail } from '../../../shared/email.ts';
import { useRefusalReveal } from '../../lib/form-errors.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useLocalPath, useTexts } from '../../i18n.tsx';
import type { ModuleTexts } from '../../../shared/i18n/types.ts';

type NewsletterTexts = ModuleTexts['newsletter-form']['NEWSLETTER_TEXT'];

/** Newsletter success message lifetime (docs/product.md §9: 3000 ms). */
const NEWSLETTER_SUCCESS_MS = 3000;

/** The message of each refused field: the address, and the age checkbox. */
export type NewsletterErrors = { email?: string; consent?: string };
/** A refusal: every refused field's message, and the form's own (an address already subscribed, a failure). */
type Problem = { kind: 'error'; message?: string; errors?: NewsletterErrors };
type State = { kind: 'idle' | 'success' } | Problem;

/** The one action the form sends to (decision 048): routes/public/newsletter/newsletter.tsx, by a fetcher or posted without scripts. */
const NEWSLETTER_PAGE = '/newsletter';
/** What that action answers (`email`: what was typed, for the page a form posted without scripts comes back to). */
export type NewsletterResult = { kind: 'success' } | (Problem & { email?: string });

/**
 * Everything that stops a subscription from being sent, all at once (docs/product.md §8: the address, then the
 * age checkbox), or null. Shared by the form, the newsletter page and the alerts page.
 */
export function newsletterProblems(T: NewsletterTexts, address: string, consent: boolean): NewsletterErrors | null {
  const errors: NewsletterErrors = {};
  if (!address) errors.email = T.needEmail;
  else if (!isEmail(address)) errors.email = T.needValidEmail;
  if (!consent) errors.consent = T.needConsent;
  return errors.email || errors.consent ? errors : null;
}

/**
 * The footer newsletter form (docs/product.md §2, §5, §8): email and the age checkbox are both required, and
 * nothing is sent without them (every missing one said at once, the first focused). It ships on every public page: checked here, then sent by a fetcher to
 * the newsletter page's action; without scripts the same form posts there, and the page answers with
 * the same form and its `result`; `headingLevel` 'h1' is that page's.
 */
export function NewsletterForm({
  result,
  headingLevel: Heading = 'h2',
}: {
  result?: NewsletterResult;
  headingLevel?: 'h1' | 'h2';
}) {
  const { NEWSLETTER_TEXT: T } = useTexts('newsletter-form');
  const localPath = useLocalPath();
  const id = useId();
  const fetcher = useFetcher<NewsletterResult>();
  const [email, setEmail] = useState(result?.kind === 'error' ? (result.email ?? '') : '');
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const [state, setState] = useState<State>(result ?? { kind: 'idle' });
  const sending = fetcher.state !== 'idle';
  const form = useRef<HTMLFormElement>(null);
  // The page a form posted without scripts gets back: the browser focuses the first refused field.
  const [autoFocused] = useState(() =>
    result?.kind === 'error' ? (result.errors?.email ? 'email' : result.errors?.consent ? 'consent' : null) : null,
  );

  // A refusal drawn: its first field takes the focus.
  const refused = useRefusalReveal(form);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The action's answer to this form's sending (each answer is a new object).
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.kind === 'success') {
      setEmail('');
      setConsent(false);
    }
    setState(fetcher.data);
    if (fetcher.data.kind === 'error' && fetcher.data.errors) refused();
  }, [fetcher.data, refused]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const errors = sending ? null : newsletterProblems(T, email.trim(), consent);
    if (sending || errors) event.preventDefault();
    if (sending) return;
    setState(errors ? { kind: 'error', errors } : { kind: 'idle' });
    if (errors) refused();
  }

  const error = state.kind === 'error' ? state : null;
  const messageId = `${id}-message`;
  /** A refused field's marks: invalid, and described by its message under it. */
  const marks = (field: keyof NewsletterErrors) => ({
    'aria-invalid': Boolean(error?.errors?.[field]) || undefined,
    'aria-describedby': error?.errors?.[field] ? `${id}-${field}-error` : undefined,
    autoFocus: autoFocused === field || undefined,
  });
  const fieldMessage = (field: keyof NewsletterErrors) =>
    error?.errors?.[field] && (
      <p
        id={`${id}-${field}-error`}
        className={`mt-1.5 text-sm font-medium text-rose-300 ${field === 'consent' ? 'pl-6.5' : ''}`}
      >
        {error.errors[field]}
      </p>
    );
  return (
    <div>
      <Heading
        className={
          Heading === 'h1'
            ? 'text-2xl font-bold tracking-tight text-white'
            : 'text-sm font-semibold uppercase tracking-wider text-white'
        }
      >
        {T.heading}
      </Heading>
      <p className="mt-4 text-sm leading-6 text-slate-300">{T.intro}</p>
      <fetcher.Form
        ref={form}
        method="post"
        action={localPath(NEWSLETTER_PAGE)}
        defaultShouldRevalidate={false}
        className="mt-4 space-y-3"
        noValidate
        onSubmit={onSubmit}
        aria-label={T.heading}
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          {T.emailLabel}
        </label>
        <div>
          <div className="flex gap-2">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={T.emailPlaceholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...marks('email')}
              className="min-w-0 flex-1 rounded-lg border border-white/20 bg-white/10 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-white/60 focus:outline-none aria-invalid:border-rose-300"
            />
            <button
              type="submit"
              disabled={sending}
              className="shrink-0 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-100 disabled:cursor-wait disabled:opacity-70"
            >
              {sending ? T.sending : T.subscribe}
            </button>
          </div>
          {fieldMessage('email')}
        </div>
        <div>
          <label className="flex items-start gap-2.5 text-xs leading-5 text-slate-300">
            <input
              type="checkbox"
              name="consent"
              required
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              {...marks('consent')}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
            />
            <span>{T.ageConsent}</span>
          </label>
          {fieldMessage('consent')}
        </div>
        <HoneypotField id={`${id}-hp`} label={T.honeypot} value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        <div aria-live="polite" className="min-h-5 text-sm">
          {state.kind === 'success' && (
            <p role="status" className="font-medium text-emerald-300">
              {T.success}
            </p>
          )}
          {error?.message && (
            <p id={messageId} role="alert" className="font-medium text-rose-300">
              {error.message}
            </p>
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}
