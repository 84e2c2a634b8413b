import { ADMIN_TIPS_TEXT as T } from '../../../shared/texts/admin-tips.ts';
import { StatusBadge } from '../kit/status-badge.tsx';

/** 'Active' (green) or 'Inactive' (grey), in the style of the listings' status badges. */
export function TipStatusBadge({ active }: { active: boolean }) {
  return (
    <StatusBadge tone={active ? 'green' : 'slate'} dot noWrap testId="tip-status">
      {active ? T.active : T.inactive}
    </StatusBadge>
  );
}
