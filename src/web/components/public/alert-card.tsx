import { Link } from 'react-router';
import { ALERT_TEXT as T } from '../../../shared/texts/alerts.ts';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

/** The card of the alert pages (manage, one-click stop): eyebrow, heading, content. */
export function AlertCard({ heading, children, alert }: { heading: string; children: React.ReactNode; alert?: boolean }) {
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-20">
      <div
        role={alert ? 'alert' : undefined}
        className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10 sm:py-10"
      >
        <p className="text-xs font-semibold tracking-[0.22em] text-brand-700 uppercase">{T.eyebrow}</p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** An alert link that names no search: said as an alert, with the way back to the search. */
export function InvalidAlertCard() {
  return (
    <AlertCard heading={T.invalidHeading} alert>
      <p className="mt-3 text-slate-600">{T.invalidLink}</p>
      <div className="mt-8">
        <Link to="/" className={primaryButton}>
          {T.backToSearch}
        </Link>
      </div>
    </AlertCard>
  );
}

/** A search whose alerts are stopped: for whom, the search, then the way back on (`children`). */
export function StoppedAlertCard({ email, words, children }: { email: string; words: string; children: React.ReactNode }) {
  return (
    <AlertCard heading={T.stoppedHeading}>
      <p role="status" className="mt-3 text-slate-600">
        {T.stoppedDetail(email)}
      </p>
      <SearchWords words={words} />
      {children}
    </AlertCard>
  );
}

/** The search in words, as a quiet box. */
export function SearchWords({ words }: { words: string }) {
  return (
    <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
      <span className="sr-only">{T.searchLabel}: </span>
      {words}
    </p>
  );
}
