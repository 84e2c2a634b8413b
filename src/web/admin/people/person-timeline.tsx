// Decided in docs/decisions/091-one-person-one-timeline: one person, one timeline, read by e-mail address.
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import type { PersonEvent, PersonEventKind, PersonTimelineAnswer } from '../../../shared/people.ts';
import { PERSON_TIMELINE_CAP } from '../../../shared/people.ts';
import { PEOPLE_TEXT as T } from '../../../shared/texts/people.ts';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../kit/api-client.ts';
import { dateTime } from '../kit/date-time.ts';
import { viewingHref } from '../viewings/index.ts';

/** The back-office page that opens an event's record. */
function hrefOf(event: PersonEvent): string {
  switch (event.kind) {
    case 'inquiry':
    case 'reply':
    case 'message':
      return `/admin/inquiries?view=${event.recordId}`;
    case 'viewing':
      return viewingHref(event.recordId, event.start ?? event.at);
    case 'application':
      return `/admin/applications/${event.recordId}`;
    case 'deal':
      return `/admin/deals?deal=${event.recordId}`;
    case 'roommate-profile':
    case 'introduction':
      return `/admin/roommates/${event.recordId}`;
  }
}

/** 'no_show' → 'No show', 'lease-signed' → 'Lease signed'; an application's 'approved · co_applicant' → 'Approved · Co-applicant'. */
function statusWords(status: string): string {
  return status
    .split(' · ')
    .map((part) => T.role[part] ?? part.charAt(0).toUpperCase() + part.slice(1).replace(/[-_]/g, ' '))
    .join(' · ');
}

/** What the event is about: the place, the subject or the other person; a general inquiry says so. */
function titleOf(event: PersonEvent): string {
  if (event.title) return event.title;
  return event.kind === 'inquiry' ? T.generalInquiry : '';
}

const DOT: Record<PersonEventKind, string> = {
  inquiry: 'bg-brand-600',
  reply: 'bg-slate-400',
  message: 'bg-brand-400',
  viewing: 'bg-amber-500',
  application: 'bg-violet-600',
  deal: 'bg-emerald-600',
  'roommate-profile': 'bg-sky-600',
  introduction: 'bg-sky-400',
};

function Entry({ event, current }: { event: PersonEvent; current: boolean }) {
  const title = titleOf(event);
  const label = (
    <>
      <span className="font-semibold">{T.kind[event.kind]}</span>
      {title && <span className="[overflow-wrap:anywhere]"> · {title}</span>}
    </>
  );
  return (
    <li className="relative flex gap-3 pb-3 last:pb-0" data-testid="person-event" data-kind={event.kind}>
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOT[event.kind]}`} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-slate-900">
          {current ? (
            <>
              {label} <span className="text-xs font-semibold text-slate-600">({T.thisRecord})</span>
            </>
          ) : (
            <Link to={hrefOf(event)} className="text-brand-700 hover:underline">
              {label}
            </Link>
          )}
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-600">
          <time dateTime={event.at}>{dateTime(event.at)}</time>
          {event.start && <span>{T.viewingAt(dateTime(event.start))}</span>}
          {event.status && <span>· {statusWords(event.status)}</span>}
        </p>
      </div>
    </li>
  );
}

/**
 * Everything the product holds for one person (by e-mail address, any case), newest first, each entry
 * linking to its record; the record on screen (`current`) is marked and not linked. Used alike by the
 * inquiry dialog, the application page and the deal form (docs/decisions/091).
 */
export function PersonTimeline({
  email,
  name,
  current,
}: {
  email: string;
  /** Whose timeline it is, in the heading when a record has several people (an application, a deal). */
  name?: string;
  current: { kind: PersonEventKind; recordId: number };
}) {
  const headingId = useId();
  const [answer, setAnswer] = useState<PersonTimelineAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      setFailed(false);
      try {
        setAnswer(await api.get<PersonTimelineAnswer>('/admin/people/timeline', { query: { email }, signal }));
      } catch {
        if (!signal?.aborted) setFailed(true);
      }
    },
    [email],
  );
  useEffect(() => {
    setAnswer(null);
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const isCurrent = (event: PersonEvent) =>
    event.recordId === current.recordId &&
    (event.kind === current.kind || (current.kind === 'inquiry' && (event.kind === 'reply' || event.kind === 'message')));
  const others = answer?.events.filter((event) => !isCurrent(event)) ?? [];

  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="person-timeline">
      <div>
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {name ? `${T.title} · ${name}` : T.title}
        </h3>
        <p className="text-xs [overflow-wrap:anywhere] text-slate-600">{T.hint(email)}</p>
      </div>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span className="font-medium">{T.failed}</span>
          <Button variant="secondary" className="!px-2.5 !py-1 text-xs" onClick={() => void load()}>
            {T.retry}
          </Button>
        </div>
      ) : !answer ? (
        <p className="text-sm text-slate-500">{T.loading}</p>
      ) : others.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="person-timeline-empty">
          {T.empty}
        </p>
      ) : (
        <>
          <ol className="rounded-xl border border-slate-200 bg-white p-4">
            {answer.events.map((event) => (
              <Entry key={`${event.kind}-${event.id}`} event={event} current={isCurrent(event)} />
            ))}
          </ol>
          {answer.more && <p className="text-xs text-slate-600">{T.more(PERSON_TIMELINE_CAP)}</p>}
        </>
      )}
    </section>
  );
}
