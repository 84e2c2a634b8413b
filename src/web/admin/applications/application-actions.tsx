import { useState } from 'react';
import { Link } from 'react-router';
import { DECIDED_STATUSES, type AdminApplicationDto } from '../../../shared/applications.ts';
import { ADMIN_APPLICATIONS_TEXT as T } from '../../../shared/texts/admin-applications.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { RequestDocumentsDialog } from './request-documents-dialog.tsx';
import { ScreeningFeeDialog } from './screening-fee-dialog.tsx';
import { ScreeningReportDialog } from './screening-report-dialog.tsx';
import { SendToLandlordDialog } from './send-to-landlord-dialog.tsx';
import type { ApplicationAction, useApplication } from './use-application.ts';

type Dialog = 'request' | 'fee' | 'report' | 'decline' | 'package';
type Open = '' | Dialog;
/** The write each dialog sends (Decline changes the status). */
const DIALOG_WRITES: Record<Dialog, ApplicationAction> = {
  request: 'request',
  fee: 'fee',
  report: 'report',
  decline: 'status',
  package: 'package',
};

/**
 * What the agent does with an application: Request documents, Fee received, E-mail report copy, Send to
 * landlord, Approve and Decline, and Start deal once approved (the deals board's form, filled from it),
 * each offered while it makes sense (no request once the documents are gone or a decision is made, the fee
 * recorded once, the report's copy only once a fee paid for a check, no decision twice).
 */
export function ApplicationActions({
  application,
  actions,
}: {
  application: AdminApplicationDto;
  actions: ReturnType<typeof useApplication>;
}) {
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>('');
  const close = () => setOpen('');
  const { status } = application;
  const decided = DECIDED_STATUSES.includes(status);
  const documentsGone = application.documentsDeletedAt !== null;
  const usedReport =
    application.screeningFeeReceived !== null ||
    application.people.some((p) => p.documents.some((d) => d.kind === 'screening_report'));
  const applicant = application.people.find((p) => p.role === 'applicant') ?? application.people[0];

  /** What each action's dialog takes: open while chosen, saving while its action runs, closed by Cancel. */
  const dialog = (name: Dialog) => ({
    open: open === name,
    saving: actions.isBusy(DIALOG_WRITES[name]),
    onClose: close,
  });

  const approve = async () => {
    if (await confirm(T.approveConfirm(applicant?.name ?? ''), { detail: T.approveDetail, confirmLabel: T.approve }))
      await actions.setStatus('approved');
  };

  return (
    <>
      <div role="group" aria-label={T.actions} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {!decided && !documentsGone && (
          <Button variant="secondary" onClick={() => setOpen('request')}>
            {T.requestDocuments}
          </Button>
        )}
        {application.screeningFeeReceived === null &&
          application.screeningFeeWaivedBy === null &&
          status !== 'withdrawn' &&
          status !== 'closed' && (
            <Button variant="secondary" onClick={() => setOpen('fee')}>
              {T.feeReceived}
            </Button>
          )}
        {/* A report exists once the applicant paid for the check (a report they brought is theirs already). */}
        {application.screeningFeeReceived !== null && applicant && (
          <Button variant="secondary" onClick={() => setOpen('report')}>
            {T.reportCopy}
          </Button>
        )}
        {!documentsGone && status !== 'declined' && status !== 'withdrawn' && status !== 'closed' && (
          <Button variant="secondary" onClick={() => setOpen('package')}>
            {T.sendToLandlord}
          </Button>
        )}
        {application.openDealId !== null ? (
          <Link to={`/admin/deals?deal=${application.openDealId}`} className={buttonClass('primary')}>
            {T.openDeal(application.openDealId)}
          </Link>
        ) : (
          status === 'approved' && (
            <Link to={`/admin/deals?from-application=${application.id}`} className={buttonClass('primary')}>
              {T.startDeal}
            </Link>
          )
        )}
        {status !== 'approved' && status !== 'withdrawn' && status !== 'closed' && (
          <Button busy={actions.isBusy('status')} onClick={() => void approve()}>
            {T.approve}
          </Button>
        )}
        {status !== 'declined' && status !== 'withdrawn' && status !== 'closed' && (
          <Button variant="danger" disabled={actions.isBusy('status')} onClick={() => setOpen('decline')}>
            {T.decline}
          </Button>
        )}
      </div>
      <RequestDocumentsDialog {...dialog('request')} people={application.people} onSend={actions.requestDocuments} />
      <ScreeningFeeDialog {...dialog('fee')} fee={application.screeningFee} onRecord={actions.recordFee} />
      {applicant && <ScreeningReportDialog {...dialog('report')} applicant={applicant} onSend={actions.sendReport} />}
      <SendToLandlordDialog {...dialog('package')} onSend={actions.makePackage} />
      <DeclineDialog
        {...dialog('decline')}
        usedReport={usedReport}
        onDecline={(agency) => actions.setStatus('declined', agency)}
      />
    </>
  );
}
