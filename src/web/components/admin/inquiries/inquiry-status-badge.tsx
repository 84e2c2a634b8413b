import type { InquiryStatus } from '../../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../../shared/texts/admin-inquiries.ts';

const TONES: Record<InquiryStatus, string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  responded: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  closed: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

/** New, Responded or Closed as a coloured pill. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      data-testid="inquiry-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status] ?? TONES.new}`}
    >
      {T.statusLabel(status)}
    </span>
  );
}
