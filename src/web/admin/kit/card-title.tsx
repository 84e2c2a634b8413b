import type { ReactNode } from 'react';

/** The title of a back-office card (a dashboard panel, a settings or profile section); its `id` names the card for screen readers. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-base font-semibold text-slate-900">
      {children}
    </h2>
  );
}
