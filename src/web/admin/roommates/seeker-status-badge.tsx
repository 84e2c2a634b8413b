import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { StatusBadge } from '../kit/status-badge.tsx';

/** A seeker's profile: confirmed (from its e-mail) or still unconfirmed. */
export function SeekerStatusBadge({ status }: { status: 'pending' | 'confirmed' }) {
  return (
    <StatusBadge tone={status === 'confirmed' ? 'green' : 'amber'} dot noWrap>
      {status === 'confirmed' ? T.statusConfirmed : T.statusPending}
    </StatusBadge>
  );
}
