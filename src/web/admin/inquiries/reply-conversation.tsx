import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import type { InquiryDto } from '../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { dateTime } from './inquiry-format.ts';
import { InquiryTimeline } from './inquiry-timeline.tsx';

/**
 * The conversation the agent reads while writing (as in Chatwoot and Follow Up Boss): the renter's
 * inquiry, then every reply and answer, oldest first, in a region of its own height that scrolls and
 * opens at the newest entry; the reply form sits right below it.
 */
export function ReplyConversation({
  inquiry,
  ...timeline
}: { inquiry: InquiryDto } & Omit<ComponentProps<typeof InquiryTimeline>, 'empty'>) {
  const region = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  // Opened from New Reply at the end of a long dialog: the conversation's start comes into view.
  useLayoutEffect(() => {
    top.current?.scrollIntoView({ block: 'start' });
  }, []);
  const entries = (timeline.replies?.length ?? 0) + timeline.messages.length + (timeline.events?.length ?? 0);
  useLayoutEffect(() => {
    const el = region.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);
  return (
    <div ref={top}>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{T.conversation}</h3>
      <div
        ref={region}
        // Scrollable content must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        role="region"
        aria-label={T.conversation}
        data-testid="reply-conversation"
        className="max-h-[32vh] space-y-3 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-[min(40vh,22rem)]"
      >
        <div className="rounded-xl border border-brand-100 bg-white p-4 sm:ml-8" data-testid="conversation-inquiry">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{T.renterWrote(inquiry.name)}</p>
            <time dateTime={inquiry.createdAt} className="text-xs whitespace-nowrap text-slate-600">
              {dateTime(inquiry.createdAt)}
            </time>
          </div>
          <p className="mt-2 text-sm whitespace-pre-line [overflow-wrap:break-word] text-slate-700">{inquiry.message}</p>
        </div>
        <InquiryTimeline {...timeline} empty="" />
      </div>
    </div>
  );
}
