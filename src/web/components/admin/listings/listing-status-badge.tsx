import type { ListingStatus } from '../../../../shared/listings.ts';
import { STATUS_LABEL } from './listing-format.ts';

const STYLE: Record<ListingStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};
const DOT: Record<ListingStatus, string> = { active: 'bg-emerald-500', pending: 'bg-amber-500', inactive: 'bg-slate-400' };

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLE[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[status]}`} />
      {STATUS_LABEL[status]}
    </span>
  );
}
