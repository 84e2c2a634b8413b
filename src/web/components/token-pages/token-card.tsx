import { Form, useNavigation } from 'react-router';

export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

interface TokenCardProps {
  heading: string;
  children: React.ReactNode;
  /** The small line above the heading ('Listing alerts', 'Newsletter'). */
  eyebrow?: string;
  /** A link that does not work: the card is announced (role=alert). */
  alert?: boolean;
  /** The newsletter's narrower, centred card. */
  centered?: boolean;
}

/**
 * The card of the pages a renter reaches from an e-mail's link (a saved search's alerts, the newsletter's
 * unsubscribe, the after-lease e-mails' stop): an eyebrow, the heading, the content. Not on the home page.
 */
export function TokenCard({ heading, children, eyebrow, alert, centered }: TokenCardProps) {
  return (
    <section className={centered ? 'bg-slate-50 px-4 py-16 sm:py-24' : 'bg-slate-50 px-4 py-12 sm:py-20'}>
      <div
        role={alert ? 'alert' : undefined}
        className={
          centered
            ? 'mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10'
            : 'mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10 sm:py-10'
        }
      >
        {eyebrow && <p className="text-xs font-semibold tracking-[0.22em] text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className={`${eyebrow ? 'mt-3 ' : ''}text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl`}>
          {heading}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** A form of one button that POSTs to the page itself (stop, sign out of a list): disabled while it is sent. */
export function PostButton({ label, className }: { label: string; className: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={className}>
      <button type="submit" className={primaryButton} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
