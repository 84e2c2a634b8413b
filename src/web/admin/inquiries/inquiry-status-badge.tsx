import type { InquiryStatus } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { StatusBadge, type BadgeTone } from '../kit/status-badge.tsx';

const TONES: Record<InquiryStatus, BadgeTone> = { new: 'sky', responded: 'green', closed: 'slate' };

/** New, Responded or Closed as a coloured pill. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <StatusBadge tone={TONES[status] ?? TONES.new} noWrap testId="inquiry-status">
      {T.statusLabel(status)}
    </StatusBadge>
  );
}
