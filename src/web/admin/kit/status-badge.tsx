import type { ReactNode } from 'react';

/** The back-office's status colours: the pill's background, text and ring, and its dot. */
const TONES = {
  green: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  slate: { pill: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  amber: { pill: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  sky: { pill: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  brand: { pill: 'bg-brand-50 text-brand-800 ring-brand-600/20', dot: 'bg-brand-500' },
} as const;
export type BadgeTone = keyof typeof TONES;

/** A status as a coloured pill (a listing's, an inquiry's, a tip's, a team member's, a subscriber's); `dot` puts a dot before it. */
export function StatusBadge({
  tone,
  dot = false,
  noWrap = false,
  testId,
  children,
}: {
  tone: BadgeTone;
  dot?: boolean;
  noWrap?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex ${dot ? 'items-center gap-1.5 ' : ''}rounded-full px-2.5 py-0.5 text-xs font-semibold ${noWrap ? 'whitespace-nowrap ' : ''}ring-1 ring-inset ${TONES[tone].pill}`}
    >
      {dot && <span aria-hidden="true" className={`size-1.5 rounded-full ${TONES[tone].dot}`} />}
      {children}
    </span>
  );
}
