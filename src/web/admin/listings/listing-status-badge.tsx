import type { ListingStatus } from '../../../shared/listings.ts';
import { StatusBadge, type BadgeTone } from '../kit/status-badge.tsx';
import { STATUS_LABEL } from './listing-format.ts';

const TONES: Record<ListingStatus, BadgeTone> = { active: 'green', pending: 'amber', inactive: 'slate' };

/** A listing's status; an inactive listing whose lease was signed shows 'Rented' with the New York day (decision 061). */
export function ListingStatusBadge({ status, rentedOn }: { status: ListingStatus; rentedOn?: string | null }) {
  if (status === 'inactive' && rentedOn)
    return (
      <StatusBadge tone="sky" dot>
        {`Rented ${rentedOn}`}
      </StatusBadge>
    );
  return (
    <StatusBadge tone={TONES[status]} dot>
      {STATUS_LABEL[status]}
    </StatusBadge>
  );
}
