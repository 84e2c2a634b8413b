import type { ApplicationStatus, OwnApplicationDto } from '../../../../shared/applications.ts';
import { CheckIcon } from '../../../components/public/icons.tsx';
import { useLocalPath } from '../../../i18n.tsx';
import { AnswersSummary, type AnswerDays } from './answers-summary.tsx';
import { stepPath, type ApplyResult } from './apply-steps.ts';
import { secondaryButton, useApplyTexts } from './apply-ui.tsx';
import { LeaveLinks, PeopleChecklist, Refusals, SendButton } from './review-step.tsx';

/** The status's colour: good news green, a request amber, the end of the road grey, on its way blue. */
const TONE: Record<ApplicationStatus | 'lease_signed', string> = {
  started: 'bg-slate-100 text-slate-800 ring-slate-300',
  submitted: 'bg-brand-50 text-brand-900 ring-brand-200',
  sent_to_landlord: 'bg-brand-50 text-brand-900 ring-brand-200',
  missing_documents: 'bg-amber-50 text-amber-950 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  lease_signed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-slate-100 text-slate-800 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/**
 * A sent (or closed) application's page, what its link opens on (decision 108): 'Your application' with
 * its status, what happens next, the day it was sent, what each person still lacks, and this person's
 * answers in short; not a step of the form. When the agent asked for documents, the way to add them and,
 * for the main applicant, Send again.
 */
export function StatusPage({
  token,
  application,
  sentOn,
  leaseSigned,
  days,
  result,
}: {
  token: string;
  application: OwnApplicationDto;
  /** The day it was sent, in the page's language (the server writes it). */
  sentOn: string | null;
  /** Approved, and its deal reached 'Lease signed' (decision 105). */
  leaseSigned: boolean;
  days: AnswerDays;
  result: ApplyResult | undefined;
}) {
  const { A, T } = useApplyTexts();
  const localPath = useLocalPath();
  const { status } = application;
  const asked = status === 'missing_documents' && application.editable;
  return (
    <div className="space-y-6">
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{A.statusTitle}</h1>
          <p
            data-testid="application-status"
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONE[leaseSigned ? 'lease_signed' : status]}`}
          >
            {A.status(leaseSigned ? A.leaseSignedStatus : T.statuses[status])}
          </p>
        </div>
        <p className="mt-3 text-slate-700">{leaseSigned ? A.leaseSignedNext : A.statusNext[status]}</p>
        {sentOn && (
          <p role="status" className="mt-2 flex items-start gap-2 text-sm font-medium text-emerald-800">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {T.submitted} {A.sentOn(sentOn)}
            </span>
          </p>
        )}
      </div>
      <Refusals result={result} />
      {asked && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <a href={localPath(stepPath(token, 'documents'))} className={secondaryButton}>
            {A.addDocuments}
          </a>
          <SendButton application={application} />
        </div>
      )}
      <PeopleChecklist application={application} together />
      <AnswersSummary application={application} days={days} />
      <LeaveLinks token={token} application={application} />
    </div>
  );
}
