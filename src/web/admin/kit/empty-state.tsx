import type { ReactNode } from 'react';

/** The empty state of an admin list: an icon in a circle, a title (the spec's text) and a hint. */
export function EmptyState({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400 [&>svg]:size-6"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </div>
  );
}
