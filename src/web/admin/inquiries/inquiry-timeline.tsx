import { useId, useState } from 'react';
import { Link } from 'react-router';
import { viewingHref } from '../viewings/index.ts';
import type { InboundAttachmentDto, InboundMessageDto, InquiryEventDto, ReplyDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { api, saveFile } from '../kit/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../kit/toast.tsx';
import { dateTime } from './inquiry-format.ts';
import { fileSize } from '../kit/file-size.ts';
import { MoreToggle } from '../../components/ui/more-toggle.tsx';

/** One event of the conversation after the inquiry itself, with the time it is ordered by. */
export type TimelineEntry =
  | { kind: 'reply'; at: string; reply: ReplyDto }
  | { kind: 'message'; at: string; message: InboundMessageDto }
  | { kind: 'event'; at: string; event: InquiryEventDto };

/** The agent's replies, the renter's e-mails and the viewing's changes, oldest first (the time each happened). */
function timelineEntries(replies: ReplyDto[], messages: InboundMessageDto[], events: InquiryEventDto[]): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...replies.map((reply) => ({ kind: 'reply' as const, at: reply.sentAt, reply })),
    ...messages.map((message) => ({ kind: 'message' as const, at: message.sentAt, message })),
    ...events.map((event) => ({ kind: 'event' as const, at: event.at, event })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** Texts longer than this fold to their first lines, with 'Show more'. */
const FOLD_CHARS = 600;
const FOLD_LINES = 8;

function FoldedText({ text, testId }: { text: string; testId: string }) {
  const id = useId();
  const long = text.length > FOLD_CHARS || text.split('\n').length > FOLD_LINES;
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2">
      <p
        id={id}
        className={`text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700 ${long && !open ? 'line-clamp-6' : ''}`}
        data-testid={testId}
      >
        {text}
      </p>
      {long && <MoreToggle open={open} onToggle={() => setOpen(!open)} controls={id} more={T.showMore} less={T.showLess} />}
    </div>
  );
}

function Delivery({ reply, onRetry, retrying }: { reply: ReplyDto; onRetry: () => void; retrying: boolean }) {
  if (reply.deliveryStatus === 'sent')
    return (
      <span className="inline-flex rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">
        {reply.deliveredAt ? T.sentAt(dateTime(reply.deliveredAt)) : T.sent}
      </span>
    );
  if (reply.deliveryStatus === 'failed')
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold [overflow-wrap:anywhere] text-red-800 ring-1 ring-red-600/20 ring-inset">
          {reply.deliveryError ? T.failedBecause(reply.deliveryError) : T.failed}
        </span>
        <Button variant="secondary" className="!px-2.5 !py-1 text-xs" onClick={onRetry} busy={retrying}>
          {T.retryDelivery}
        </Button>
      </span>
    );
  return (
    <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/20 ring-inset">
      {T.queued}
    </span>
  );
}

function EntryHeader({ who, subject, at, testId }: { who: string; subject: string; at: string; testId: string }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{who}</p>
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid={testId}>
          {subject}
        </p>
      </div>
      <time dateTime={at} className="text-xs whitespace-nowrap text-slate-600">
        {dateTime(at)}
      </time>
    </div>
  );
}

function AgentReply({ reply, onRetry, retrying }: { reply: ReplyDto; onRetry: () => void; retrying: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:mr-8" data-testid="reply">
      <EntryHeader who={T.agentReplied} subject={reply.subject} at={reply.sentAt} testId="reply-subject" />
      <FoldedText text={reply.message} testId="reply-message" />
      <div className="mt-3 text-sm" data-testid="reply-delivery">
        <Delivery reply={reply} onRetry={onRetry} retrying={retrying} />
      </div>
    </li>
  );
}

function Attachment({ inquiryId, message, file }: { inquiryId: number; message: InboundMessageDto; file: InboundAttachmentDto }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await api.get<Response>(`/inquiries/${inquiryId}/messages/${message.id}/attachments/${file.id}`, {
        file: true,
      });
      saveFile(await response.blob(), file.filename);
    } catch {
      toast.error(T.failedToDownload);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="attachment">
      {file.kept ? (
        <button
          type="button"
          onClick={() => void download()}
          disabled={busy}
          aria-label={T.downloadAttachment(file.filename)}
          className="font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline disabled:opacity-60"
        >
          {file.filename}
        </button>
      ) : (
        <span className="[overflow-wrap:anywhere] text-slate-700">{file.filename}</span>
      )}
      <span className="text-xs text-slate-600">
        {fileSize(file.size)}
        {file.kept ? '' : ` · ${T.attachmentTooLarge}`}
      </span>
    </li>
  );
}

function RenterMessage({ message }: { message: InboundMessageDto }) {
  const toast = useToast();
  const [fullText, setFullText] = useState<string | null>(null);
  const [showFull, setShowFull] = useState(false);
  const [loading, setLoading] = useState(false);
  const toggleFull = async () => {
    if (showFull || fullText !== null) {
      setShowFull(!showFull);
      return;
    }
    setLoading(true);
    try {
      const body = await api.get<{ fullText?: string }>(`/inquiries/${message.inquiryId}/messages/${message.id}`);
      if (typeof body?.fullText !== 'string') throw new Error(T.failedToLoadMessage);
      setFullText(body.fullText);
      setShowFull(true);
    } catch {
      toast.error(T.failedToLoadMessage);
    } finally {
      setLoading(false);
    }
  };
  return (
    <li className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:ml-8" data-testid="renter-message">
      <EntryHeader
        who={T.renterReplied(message.fromName || message.fromAddress)}
        subject={message.subject}
        at={message.sentAt}
        testId="renter-message-subject"
      />
      <FoldedText text={showFull && fullText !== null ? fullText : message.text} testId="renter-message-text" />
      {message.trimmed && (
        <button
          type="button"
          onClick={() => void toggleFull()}
          disabled={loading}
          className="mt-1 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {showFull ? T.showNewText : T.showFullMessage}
        </button>
      )}
      {message.attachments.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{T.attachments}</p>
          <ul className="mt-1 space-y-1">
            {message.attachments.map((file) => (
              <Attachment key={file.id} inquiryId={message.inquiryId} message={message} file={file} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** One change of the inquiry's viewing: what happened, to which time, and when; it links to the viewing. */
function ViewingEvent({ event }: { event: InquiryEventDto }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-1 text-sm" data-testid="viewing-event">
      <span className="text-slate-700">
        <span className="font-semibold text-slate-900">{T.viewingEvent[event.kind]}</span> ·{' '}
        {event.viewingId === null ? (
          event.when
        ) : (
          <Link to={viewingHref(event.viewingId, event.viewingStart)} className="font-medium text-brand-700 hover:underline">
            {event.when}
          </Link>
        )}
      </span>
      <time dateTime={event.at} className="text-xs whitespace-nowrap text-slate-600">
        {dateTime(event.at)}
      </time>
    </li>
  );
}

/**
 * The conversation after the inquiry, oldest first: the agent's replies with how delivery went, and
 * the renter's e-mails (new text, the full text on demand, attachments); long texts fold.
 */
export function InquiryTimeline({
  replies,
  messages,
  events = [],
  error,
  onRetry,
  retrying,
  empty = T.noReplies,
}: {
  /** What shows while there is nothing yet (default: how to send the first reply). */
  empty?: string;
  replies: ReplyDto[] | null;
  messages: InboundMessageDto[];
  events?: InquiryEventDto[];
  error: string | null;
  onRetry: (reply: ReplyDto) => void;
  retrying: ReadonlySet<number>;
}) {
  if (error)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        {error}
      </p>
    );
  if (!replies) return <p className="text-sm text-slate-500">{T.loadingInquiry}</p>;
  const entries = timelineEntries(replies, messages, events);
  if (entries.length === 0) return empty ? <p className="text-sm text-slate-600">{empty}</p> : null;
  return (
    <ol className="space-y-3" data-testid="timeline">
      {entries.map((entry) =>
        entry.kind === 'reply' ? (
          <AgentReply
            key={`reply-${entry.reply.id}`}
            reply={entry.reply}
            onRetry={() => onRetry(entry.reply)}
            retrying={retrying.has(entry.reply.id)}
          />
        ) : entry.kind === 'message' ? (
          <RenterMessage key={`message-${entry.message.id}`} message={entry.message} />
        ) : (
          <ViewingEvent key={`event-${entry.event.id}`} event={entry.event} />
        ),
      )}
    </ol>
  );
}
