import type { ApplicationStatus } from '../../../shared/applications.ts';
import { APPLICATIONS_TEXT as A } from '../../../shared/texts/applications.ts';
import { StatusBadge, type BadgeTone } from '../kit/status-badge.tsx';

const TONES: Record<ApplicationStatus, BadgeTone> = {
  started: 'slate',
  submitted: 'sky',
  missing_documents: 'amber',
  sent_to_landlord: 'brand',
  approved: 'green',
  declined: 'slate',
  withdrawn: 'slate',
  closed: 'slate',
};

/** An application's status as the back-office's coloured pill. */
export function ApplicationStatusBadge({
  status,
  testId = 'application-status',
}: {
  status: ApplicationStatus;
  testId?: string;
}) {
  return (
    <StatusBadge tone={TONES[status]} dot noWrap testId={testId}>
      {A.statuses[status]}
    </StatusBadge>
  );
}
