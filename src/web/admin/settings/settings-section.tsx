import type { ReactNode } from 'react';
import { CardTitle } from '../kit/card-title.tsx';

/** One card of the Settings page: its title and hint beside (or, on a phone, above) its content. */
export function SettingsSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-5 px-5 py-6 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <header>
          <CardTitle id={id}>{title}</CardTitle>
          <p className="mt-1 text-sm leading-6 text-slate-500">{hint}</p>
        </header>
        <div className="min-w-0 space-y-5">{children}</div>
      </div>
    </section>
  );
}
