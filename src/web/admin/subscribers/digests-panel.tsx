import { useCallback, useEffect, useState } from 'react';
import type { DigestDto } from '../../../shared/newsletter.schema.ts';
import { DIGESTS_PANEL_TEXT as T } from '../../../shared/texts/newsletter.ts';
import { api } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../kit/toast.tsx';
import { CardTitle } from '../kit/card-title.tsx';

const SHOWN_TITLES = 2;

/** '2026-11-22 16:05' in the viewer's time zone. */
function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'bad' }) {
  const color = tone === 'bad' && value > 0 ? 'text-red-700' : tone === 'good' ? 'text-emerald-700' : 'text-slate-900';
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={`text-sm font-semibold tabular-nums ${color}`}>{value}</dd>
    </div>
  );
}

/**
 * The digests sent (date, listings, recipients, delivered and failed) and 'Send digest now', which sends
 * at once what is new since the last digest, or says that nothing is.
 */
export function DigestsPanel() {
  const toast = useToast();
  const [digests, setDigests] = useState<DigestDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { write, isBusy } = useAdminWrite();
  const sending = isBusy();

  const load = useCallback(async () => {
    try {
      const body = await api.get<{ digests?: DigestDto[] }>('/newsletter/digests', { query: { limit: 10 } });
      setDigests(Array.isArray(body?.digests) ? body.digests : []);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  // While a digest is being sent (paced), its counts move: look again every few seconds.
  const active = digests?.some((d) => d.status === 'sending' || d.delivered + d.failed + d.skipped < d.recipients);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void load(), 3000);
    return () => window.clearInterval(timer);
  }, [active, load]);

  const sendNow = async () => {
    const sent = await write(() => api.post<{ message?: string; digest?: DigestDto | null }>('/newsletter/digest'), {
      failed: T.sendFailed,
      unreachable: T.sendError,
    });
    if (!sent.ok) return;
    // Nothing new to send is news, not success.
    if (sent.body.digest) toast.success(sent.body.message ?? T.sendNow);
    else toast.info(sent.body.message ?? T.sendNow);
    await load();
  };

  return (
    <section aria-labelledby="digests-heading" className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <CardTitle id="digests-heading">{T.heading}</CardTitle>
          <p className="mt-0.5 text-sm text-slate-600">{T.intro}</p>
        </div>
        <Button onClick={() => void sendNow()} busy={sending} className="shrink-0">
          {sending ? T.sending : T.sendNow}
        </Button>
      </header>

      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-sm text-slate-700">
          <p>{T.loadError}</p>
          <Button variant="secondary" onClick={() => void load()}>
            {T.retry}
          </Button>
        </div>
      ) : digests === null ? (
        <div className="h-24 animate-pulse bg-slate-50" aria-hidden="true" />
      ) : digests.length === 0 ? (
        <div className="p-6 text-center">
          <p className="text-sm font-medium text-slate-800">{T.empty}</p>
          <p className="mt-1 text-sm text-slate-500">{T.emptyHint}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={T.heading}>
          {digests.map((d) => (
            <li
              key={d.id}
              data-testid="digest"
              className="grid gap-3 p-4 md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,18rem)] md:items-center"
            >
              <div>
                <p className="text-sm font-semibold text-slate-900 tabular-nums">
                  <span className="sr-only">{T.date}: </span>
                  {when(d.createdAt)}
                </p>
                <p className="text-xs text-slate-500">
                  {d.trigger === 'manual' ? T.manual : T.scheduled}
                  {d.status === 'sending' && <span className="ml-2 font-medium text-amber-700">{T.inProgress}</span>}
                </p>
              </div>
              <div className="min-w-0 text-sm text-slate-700">
                <span className="font-medium text-slate-900">{T.listingCount(d.listingCount)}</span>
                <span className="text-slate-500">
                  {' · '}
                  {d.listings
                    .slice(0, SHOWN_TITLES)
                    .map((l) => (l.isSublet ? `${l.title} (${T.sublet})` : l.title))
                    .join(', ')}
                  {d.listings.length > SHOWN_TITLES && ` ${T.more(d.listings.length - SHOWN_TITLES)}`}
                </span>
              </div>
              <dl className="grid grid-cols-3 gap-3">
                <Count label={T.recipients} value={d.recipients} />
                <Count label={T.delivered} value={d.delivered} tone="good" />
                <Count label={T.failed} value={d.failed} tone="bad" />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
