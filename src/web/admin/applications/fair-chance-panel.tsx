import type { AdminApplicationDto } from '../../../shared/applications.ts';
import { DECIDED_STATUSES } from '../../../shared/applications.ts';
import { AGENCY_STAFF_TEXT as S } from '../../../shared/texts/agency-staff.ts';
import { Button } from '../../components/ui/button.tsx';
import { ApplicationPanel } from './application-panel.tsx';
import { calendarLabel } from '../../../shared/words/new-york.ts';
import { newYorkDateTime } from '../kit/date-time.ts';
import type { useApplication } from './use-application.ts';

/**
 * Fair Chance Housing (NYC Administrative Code §8-107(11-a), decision 089): whether a criminal
 * background check is allowed yet, Record conditional offer (the notice is e-mailed to the tenants)
 * and Withdraw offer (refused by the server before five New York business days).
 */
export function FairChancePanel({
  application,
  actions,
}: {
  application: AdminApplicationDto;
  actions: ReturnType<typeof useApplication>;
}) {
  const offer = application.conditionalOffer;
  const decided = DECIDED_STATUSES.includes(application.status);
  let status: string;
  if (!offer) status = S.fairChanceBefore;
  else if (offer.withdrawnAt) status = S.fairChanceWithdrawn(newYorkDateTime(offer.withdrawnAt));
  else status = S.fairChanceAfter(newYorkDateTime(offer.madeAt), calendarLabel('en', 'fullDate', offer.withdrawableOn));
  return (
    <ApplicationPanel id="fair-chance" title={S.fairChanceHeading} testId="fair-chance">
      <p className="text-sm text-slate-700">{status}</p>
      {!decided && application.status !== 'started' && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!offer && (
            <Button variant="secondary" busy={actions.isBusy('offer')} onClick={() => void actions.conditionalOffer()}>
              {S.recordOffer}
            </Button>
          )}
          {offer && !offer.withdrawnAt && (
            <Button variant="secondary" busy={actions.isBusy('offer')} onClick={() => void actions.withdrawOffer()}>
              {S.withdrawOffer}
            </Button>
          )}
        </div>
      )}
    </ApplicationPanel>
  );
}
