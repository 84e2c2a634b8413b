import type { ListingStatus } from '../../../../shared/listings.ts';
import { StatusBadge, type BadgeTone } from '../status-badge.tsx';
import { STATUS_LABEL } from './listing-format.ts';

const TONES: Record<ListingStatus, BadgeTone> = { active: 'green', pending: 'amber', inactive: 'slate' };

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <StatusBadge tone={TONES[status]} dot>
      {STATUS_LABEL[status]}
    </StatusBadge>
  );
}
