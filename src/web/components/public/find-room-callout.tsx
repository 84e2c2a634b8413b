import { localizedPath } from '../../../shared/i18n/languages.ts';
import { useLanguage, useTexts } from '../../i18n.tsx';

/**
 * The home page's invitation to roommate placement: what 'Find a room' does and its link. Rendered on the
 * server only (find-room-callout.server.tsx): the page shows it without its code (decision 039).
 */
export function FindRoomCallout() {
  const { ROOMMATES_TEXT: T } = useTexts('roommates');
  const href = localizedPath('/roommates', useLanguage());
  return (
    <section aria-labelledby="find-room-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-5 rounded-2xl bg-brand-50 px-6 py-7 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:px-8">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{T.calloutEyebrow}</p>
          <h2 id="find-room-title" className="mt-1 text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {T.calloutTitle}
          </h2>
          <p className="mt-2 text-sm leading-6 text-slate-700">{T.calloutText}</p>
        </div>
        <a
          href={href}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900"
        >
          {T.pageTitle}
        </a>
      </div>
    </section>
  );
}
