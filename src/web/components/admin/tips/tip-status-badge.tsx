import { ADMIN_TIPS_TEXT as T } from '../../../../shared/texts/admin-tips.ts';

/** 'Active' (green) or 'Inactive' (grey), in the style of the listings' status badges. */
export function TipStatusBadge({ active }: { active: boolean }) {
  return (
    <span
      data-testid="tip-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        active ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-slate-100 text-slate-700 ring-slate-500/20'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-slate-400'}`} />
      {active ? T.active : T.inactive}
    </span>
  );
}
