import { useCallback, useEffect, useId, useState } from 'react';
import {
  INQUIRY_LIMITS,
  INQUIRY_STATUSES,
  type InquiryDto,
  type InquiryStatus,
  type ReplyDto,
} from '../../../../shared/inquiries.schema.ts';
import type { ListingDto } from '../../../../shared/listings.ts';
import { DEFAULT_AGENT_NAME, type SiteSettings } from '../../../../shared/site-settings.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../../shared/texts/admin-inquiries.ts';
import { api, ApiError, SessionExpiredError } from '../../../lib/api-client.ts';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { inputClass } from '../form-field.tsx';
import { useToast } from '../toast.tsx';
import { isoDate } from '../../../lib/list-query.ts';
import { displayProperty } from './inquiry-format.ts';
import { InquiryStatusBadge } from './inquiry-status-badge.tsx';
import { ReplyForm, type ReplyValues } from './reply-form.tsx';
import { ReplyHistory } from './reply-history.tsx';

export interface InquiryTarget {
  id: number;
  mode: 'view' | 'reply';
}

interface Answer {
  success?: boolean;
  message?: string;
  inquiry?: InquiryDto;
  replies?: ReplyDto[];
  listing?: ListingDto;
}

/** The server's reason when it gave one, else `fallback`; `network` when the request failed outright. */
const reason = (error: unknown, fallback: string, network: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : network;

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The inquiry modal (SPEC §2 'Inquiry detail modal' and 'Reply form'): Contact Information, Property,
 * Message, Reply History with New Reply, Notes with Save Notes; New/Responded/Closed, Reply and Close.
 * Reply switches the same dialog to the reply form; Cancel comes back (or closes when opened to reply).
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
  const toast = useToast();
  const formId = useId();
  const notesId = useId();
  const [mode, setMode] = useState<'view' | 'reply'>('view');
  const [inquiry, setInquiry] = useState<InquiryDto | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [replies, setReplies] = useState<ReplyDto[] | null>(null);
  const [repliesError, setRepliesError] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState<'' | 'notes' | 'status' | 'send'>('');
  const [retrying, setRetrying] = useState<ReadonlySet<number>>(new Set());
  const id = target?.id ?? null;

  /** GET /inquiries/{id}: the inquiry with its replies (SPEC §7), oldest first. */
  const loadInquiry = useCallback(async (inquiryId: number) => {
    let body: (Answer & { inquiry?: InquiryDto & { replies?: unknown } }) | undefined;
    try {
      body = await api.get<Answer>(`/inquiries/${inquiryId}`);
    } catch (error) {
      if (error instanceof SessionExpiredError) throw error;
      setRepliesError(error instanceof ApiError ? T.failedToLoadReplies : T.repliesError);
      throw error;
    }
    if (!body?.inquiry) throw new ApiError(200, T.inquiryMissing, body);
    const history = body.inquiry.replies;
    setInquiry(body.inquiry);
    setReplies(Array.isArray(history) ? (history as ReplyDto[]) : null);
    setRepliesError(Array.isArray(history) ? null : T.failedToLoadReplies);
    return body.inquiry;
  }, []);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setMode(target?.mode ?? 'view');
    setInquiry(null);
    setReplies(null);
    setLoadError(null);
    setRepliesError(null);
    loadInquiry(id)
      .then((found) => {
        if (live) setNotes(found.notes);
      })
      .catch((error: unknown) => {
        if (live && !(error instanceof SessionExpiredError)) setLoadError(T.inquiryMissing);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new target (id or mode) starts over
  }, [id, target?.mode]);

  const setStatus = async (status: InquiryStatus) => {
    if (!inquiry) return;
    setBusy('status');
    try {
      const body = await api.patch<Answer>(`/inquiries/${inquiry.id}`, { status });
      if (body?.success === false || !body?.inquiry) {
        toast.error(T.failedToUpdateStatus);
      } else {
        setInquiry(body.inquiry);
        toast.success(T.statusUpdated(status));
        onChanged();
      }
    } catch (error) {
      if (!(error instanceof SessionExpiredError))
        toast.error(error instanceof ApiError ? T.failedToUpdateStatus : T.updateStatusError);
    } finally {
      setBusy('');
    }
  };

  const saveNotes = async () => {
    if (!inquiry) return;
    setBusy('notes');
    try {
      const body = await api.patch<Answer>(`/inquiries/${inquiry.id}`, { notes });
      if (body?.success === false || !body?.inquiry) {
        toast.error(T.failedToAddNotes);
      } else {
        setInquiry(body.inquiry);
        toast.success(T.notesAdded);
        onChanged();
      }
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(reason(error, T.failedToAddNotes, T.addNotesError));
    } finally {
      setBusy('');
    }
  };

  /** The listing the inquiry names (for Information) and the agent's name (the signature), from the server. */
  const loadContext = async (withListing: boolean) => {
    const listing = async () => {
      if (!withListing || !inquiry?.listing_id) return null;
      try {
        return (await api.get<Answer>(`/listings/${inquiry.listing_id}`))?.listing ?? null;
      } catch (error) {
        if (error instanceof SessionExpiredError) throw error;
        return null; // deleted since: the template keeps its blanks
      }
    };
    const agentName = async () => {
      try {
        return (await api.get<{ settings?: SiteSettings }>('/settings'))?.settings?.agent.name || DEFAULT_AGENT_NAME;
      } catch (error) {
        if (error instanceof SessionExpiredError) throw error;
        return DEFAULT_AGENT_NAME;
      }
    };
    const [found, name] = await Promise.all([listing(), agentName()]);
    return { listing: found, agentName: name };
  };

  const send = async (values: ReplyValues) => {
    if (!inquiry) return;
    setBusy('send');
    try {
      const body = await api.post<Answer>(`/inquiries/${inquiry.id}/reply`, {
        ...values,
        recipientEmail: inquiry.email,
        recipientName: inquiry.name,
      });
      if (body?.success === false) {
        toast.error(body.message || T.failedToSend);
        return;
      }
      toast.success(T.replySent);
      onChanged();
      try {
        await loadInquiry(inquiry.id);
      } catch {
        toast.warning(T.sentButDisplay);
      }
      setMode('view');
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(reason(error, T.failedToSend, T.sendError));
    } finally {
      setBusy('');
    }
  };

  const retry = async (reply: ReplyDto) => {
    if (!inquiry) return;
    setRetrying((current) => new Set(current).add(reply.id));
    try {
      const body = await api.post<Answer>(`/inquiries/${inquiry.id}/replies/${reply.id}/retry`);
      toast.success(body?.message || T.replyQueued);
      await loadInquiry(inquiry.id).catch(() => undefined);
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(reason(error, T.failedToRetry, T.failedToRetry));
    } finally {
      setRetrying((current) => {
        const next = new Set(current);
        next.delete(reply.id);
        return next;
      });
    }
  };

  const cancelReply = () => (target?.mode === 'reply' ? onClose() : setMode('view'));
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
    <>
      {inquiry && (
        <div role="group" aria-label={T.setStatus} className="flex gap-2 sm:mr-auto">
          {INQUIRY_STATUSES.map((status) => (
            <Button
              key={status}
              variant="secondary"
              className={`flex-1 sm:flex-none ${inquiry.status === status ? '!border-brand-600 !bg-brand-50 !text-brand-800' : ''}`}
              aria-pressed={inquiry.status === status}
              disabled={busy === 'status'}
              onClick={() => void setStatus(status)}
            >
              {T[status]}
            </Button>
          ))}
        </div>
      )}
      {inquiry && <Button onClick={() => setMode('reply')}>{T.reply}</Button>}
      <Button variant="secondary" onClick={onClose}>
        {T.close}
      </Button>
    </>
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
            T.replyTo(inquiry.name, inquiry.email)
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <InquiryStatusBadge status={inquiry.status} />
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
        <ReplyForm formId={formId} inquiry={inquiry} loadContext={loadContext} onSend={(values) => void send(values)} />
      ) : (
        <div className="space-y-6">
          <Section title={T.contactInformation}>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-500">{T.name}</dt>
              <dd className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="detail-name">
                {inquiry.name}
              </dd>
              <dt className="text-slate-500">{T.email}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <a href={`mailto:${inquiry.email}`} className="font-medium text-brand-700 hover:underline">
                  {inquiry.email}
                </a>
              </dd>
              <dt className="text-slate-500">{T.phone}</dt>
              <dd>
                {inquiry.phone && inquiry.phone !== 'N/A' ? (
                  <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-700 hover:underline">
                    {inquiry.phone}
                  </a>
                ) : (
                  <span className="text-slate-500">N/A</span>
                )}
              </dd>
            </dl>
          </Section>
          <Section title={T.property}>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-800" data-testid="detail-property">
              {displayProperty(inquiry)}
            </p>
          </Section>
          <Section title={T.message}>
            <p
              className="rounded-xl bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-slate-800"
              data-testid="detail-message"
            >
              {inquiry.message}
            </p>
          </Section>
          <Section
            title={T.replyHistory}
            action={
              <Button variant="secondary" className="!px-3 !py-1.5" onClick={() => setMode('reply')}>
                {T.newReply}
              </Button>
            }
          >
            <ReplyHistory replies={replies} error={repliesError} onRetry={(reply) => void retry(reply)} retrying={retrying} />
          </Section>
          <Section title={T.notes}>
            <label htmlFor={notesId} className="sr-only">
              {T.notes}
            </label>
            <textarea
              id={notesId}
              rows={3}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={INQUIRY_LIMITS.notes}
              aria-describedby={`${notesId}-hint`}
              className={inputClass(false)}
            />
            <div className="flex items-center justify-between gap-3">
              <p id={`${notesId}-hint`} className="text-xs text-slate-500">
                {T.notesHint}
              </p>
              <Button variant="secondary" onClick={() => void saveNotes()} busy={busy === 'notes'}>
                {T.saveNotes}
              </Button>
            </div>
          </Section>
        </div>
      )}
    </Dialog>
  );
}
