import type { ReplyDto } from '../../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../../shared/texts/admin-inquiries.ts';
import { Button } from '../button.tsx';
import { dateTime } from './inquiry-format.ts';

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

/** The replies sent so far, oldest first: subject, date, message with its line breaks, and how delivery went. */
export function ReplyHistory({
  replies,
  error,
  onRetry,
  retrying,
}: {
  replies: ReplyDto[] | null;
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
  if (replies.length === 0) return <p className="text-sm text-slate-600">{T.noReplies}</p>;
  return (
    <ol className="space-y-3">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="reply">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="reply-subject">
              {reply.subject}
            </p>
            <time dateTime={reply.sentAt} className="text-xs whitespace-nowrap text-slate-500">
              {dateTime(reply.sentAt)}
            </time>
          </div>
          <p className="mt-2 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-700" data-testid="reply-message">
            {reply.message}
          </p>
          <div className="mt-3 text-sm" data-testid="reply-delivery">
            <Delivery reply={reply} onRetry={() => onRetry(reply)} retrying={retrying.has(reply.id)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
