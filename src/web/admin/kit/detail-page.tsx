import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from './empty-state.tsx';
import { LoadFailure } from './load-failure.tsx';

/** The record a detail page's URL names: a whole number, else 0 (the API answers it not found). */
export const detailId = (param: string) => (/^\d{1,10}$/.test(param) ? Number(param) : 0);

/** How a detail page's record stands while it is not shown. */
export type DetailState = 'loading' | 'notFound' | 'failed' | 'ready';

/**
 * The frame of a back-office detail page (an application, a roommate seeker): the link back to its
 * list above, then the record (`children`) once ready; before that, 'Loading…', the not-found state
 * with its icon, or the failure with Retry.
 */
export function DetailPage({
  state,
  back,
  texts,
  icon,
  onRetry,
  children,
}: {
  state: DetailState;
  back: { to: string; label: string };
  texts: { loading: string; notFound: string; notFoundHint: string; failed: string; retry: string };
  icon: ReactNode;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      {state === 'ready' ? (
        children
      ) : (
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs">
          {state === 'loading' ? (
            <p className="px-6 py-14 text-center text-sm text-slate-600" role="status">
              {texts.loading}
            </p>
          ) : state === 'notFound' ? (
            <EmptyState icon={icon} title={texts.notFound} hint={texts.notFoundHint} />
          ) : (
            <LoadFailure message={texts.failed} retryLabel={texts.retry} onRetry={onRetry} busy={false} />
          )}
        </div>
      )}
    </div>
  );
}
