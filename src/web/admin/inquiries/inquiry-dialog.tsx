import { useEffect, useId, useState } from 'react';
import { INQUIRY_STATUSES, type InquiryStatus, type ReplyDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { isoDate } from '../kit/list/list-query.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InviteToApply } from '../applications/index.ts';
import { InquiryViewing } from '../viewings/index.ts';
import { PersonTimeline } from '../people/index.ts';
import { InquiryDetails } from './inquiry-details.tsx';
import { InquiryFollowUp } from './inquiry-follow-up.tsx';
import { InquiryNotes } from './inquiry-notes.tsx';
import { InquirySection } from './inquiry-section.tsx';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { LanguageBadge } from '../kit/language-badge.tsx';
import { InquiryTimeline } from './inquiry-timeline.tsx';
import { ReplyConversation } from './reply-conversation.tsx';
import { discardReplyDraft } from './reply-draft.ts';
import { ReplyForm } from './reply-form.tsx';
import { useInquiry } from './use-inquiry.ts';

export interface InquiryTarget {
  id: number;
  mode: 'view' | 'reply';
}

/**
 * The inquiry modal (docs/product.md §2 'Customer Inquiries' and 'Reply form'): Contact Information, Property,
 * Message, the conversation under Reply History ending in New Reply, Notes with Save Notes; New/Responded/
 * Closed and Close. Replying is one action (issue 33 item 4): New Reply under the conversation, or the
 * list's Reply, opens the reply form right below the conversation, which stays in view and scrolls
 * (reply-conversation.tsx); Cancel comes back (or closes when opened to reply). Its parts:
 * use-inquiry.ts (loading and actions), inquiry-details.tsx, inquiry-timeline.tsx, inquiry-notes.tsx,
 * reply-form.tsx.
 */
export function InquiryDialog({
  target,
  onClose,
  onChanged,
}: {
  target: InquiryTarget | null;
  onClose: () => void;
  /** The inquiry changed (status, notes, a reply): the list behind reloads. */
  onChanged: () => void;
}) {
  const formId = useId();
  const [mode, setMode] = useState<'view' | 'reply'>('view');
  const id = target?.id ?? null;
  const { inquiry, loadError, conversation, busy, retrying, ...actions } = useInquiry(id, onChanged);
  /** The conversation with Retry on a failed reply: shown alike beside the reply form and in the details. */
  const timeline = { ...conversation, onRetry: (reply: ReplyDto) => void actions.retry(reply), retrying };

  useEffect(() => {
    if (id !== null) setMode(target?.mode ?? 'view');
  }, [id, target?.mode]);

  const cancelReply = () => {
    if (inquiry) discardReplyDraft(inquiry.id);
    if (target?.mode === 'reply') onClose();
    else setMode('view');
  };
  const replying = mode === 'reply' && inquiry !== null;

  const footer = replying ? (
    <>
      <Button variant="secondary" onClick={cancelReply} disabled={busy === 'send'}>
        {T.cancel}
      </Button>
      <Button type="submit" form={formId} busy={busy === 'send'}>
        {busy === 'send' ? T.sending : T.sendReply}
      </Button>
    </>
  ) : (
    // On a phone one row: the status as a menu, then Close; from 640 px the status buttons side by side.
    // 'Status' is written before them, Close stands apart: 'Closed' is a status, 'Close' shuts the dialog.
    <div className="flex w-full items-center gap-2 sm:contents" data-testid="inquiry-actions">
      {inquiry && (
        <>
          <span
            aria-hidden="true"
            className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:self-center"
          >
            {T.status}
          </span>
          <div role="group" aria-label={T.setStatus} className="hidden gap-2 sm:mr-auto sm:flex">
            {INQUIRY_STATUSES.map((status) => (
              <Button
                key={status}
                variant="secondary"
                className={inquiry.status === status ? '!border-brand-600 !bg-brand-50 !text-brand-800' : ''}
                aria-pressed={inquiry.status === status}
                disabled={busy === 'status'}
                onClick={() => void actions.setStatus(status)}
              >
                {T[status]}
              </Button>
            ))}
          </div>
          <select
            aria-label={T.setStatus}
            value={inquiry.status}
            disabled={busy === 'status'}
            onChange={(event) => void actions.setStatus(event.target.value as InquiryStatus)}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white py-2.5 pr-9 pl-3 text-sm font-semibold text-slate-800 shadow-xs sm:hidden"
          >
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {T[status]}
              </option>
            ))}
          </select>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        {T.close}
      </Button>
    </div>
  );

  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      size="lg"
      title={replying ? T.replyTitle : T.detailTitle}
      description={
        inquiry ? (
          replying ? (
            // The address kept whole: never broken at its '-' or '.' (a line break may come before it).
            <>
              {T.replyToName(inquiry.name)} <span className="whitespace-nowrap">&lt;{inquiry.email}&gt;</span>
            </>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <InquiryStatusBadge status={inquiry.status} />
              <LanguageBadge language={inquiry.language} />
              <span>{T.receivedOn(isoDate(inquiry.createdAt, T.unknownDate))}</span>
            </span>
          )
        ) : undefined
      }
      footer={footer}
    >
      {loadError ? (
        <p role="alert" className="py-6 text-center text-sm font-medium text-red-800">
          {loadError}
        </p>
      ) : !inquiry ? (
        <p className="py-6 text-center text-sm text-slate-500">{T.loadingInquiry}</p>
      ) : replying ? (
        <div className="space-y-5">
          <ReplyConversation inquiry={inquiry} {...timeline} />
          <ReplyForm
            formId={formId}
            inquiry={inquiry}
            loadContext={actions.loadReplyContext}
            sending={busy === 'send'}
            onSend={(values) =>
              void actions.send(values).then((sent) => {
                if (sent) setMode('view');
              })
            }
          />
        </div>
      ) : (
        <div className="space-y-6">
          <InquiryDetails
            inquiry={inquiry}
            propertyAction={inquiry.listing_id != null && inquiry.email ? <InviteToApply inquiryId={inquiry.id} /> : undefined}
          />
          {inquiry.inquiry_type === 'viewing' && <InquiryViewing inquiryId={inquiry.id} onChanged={actions.viewingChanged} />}
          {inquiry.email && <PersonTimeline email={inquiry.email} current={{ kind: 'inquiry', recordId: inquiry.id }} />}
          <InquirySection title={T.replyHistory}>
            <InquiryTimeline {...timeline} empty={inquiry.email ? T.noReplies : T.noEmailAddress} />
            {inquiry.email && (
              <div className="flex justify-end pt-1">
                <Button onClick={() => setMode('reply')}>{T.newReply}</Button>
              </div>
            )}
          </InquirySection>
          <InquiryFollowUp
            key={`follow-up-${inquiry.id}`}
            inquiry={inquiry}
            saving={busy === 'followUp'}
            onSave={(day, note) => void actions.saveFollowUp(day, note)}
          />
          <InquiryNotes
            key={inquiry.id}
            initial={inquiry.notes}
            saving={busy === 'notes'}
            onSave={(notes) => void actions.saveNotes(notes)}
          />
        </div>
      )}
    </Dialog>
  );
}
