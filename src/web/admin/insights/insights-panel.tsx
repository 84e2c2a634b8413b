import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { INSIGHTS_TEXT as T } from '../../../shared/texts/insights.ts';
import { api } from '../kit/api-client.ts';
import { downloadCsv } from '../kit/export-csv.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../kit/toast.tsx';
import { DailyChart } from './daily-chart.tsx';
import type { Insights, ListingFigures, ResponseTime } from '../../../shared/insights.schema.ts';
import { CardTitle } from '../kit/card-title.tsx';

const number = new Intl.NumberFormat('en-US');

function Panel({
  id,
  title,
  hint,
  children,
  action,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <CardTitle id={id}>{title}</CardTitle>
          {hint && <p className="mt-0.5 text-sm text-slate-600">{hint}</p>}
        </div>
        {action}
      </header>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

function TopListings({ id, title, listings, empty }: { id: string; title: string; listings: ListingFigures[]; empty: string }) {
  return (
    <Panel id={id} title={title}>
      {listings.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid={id}>
          {listings.map((l) => (
            <li key={l.listingId} className="flex items-center justify-between gap-3 py-2.5">
              {/* The whole address, apartment included, wraps rather than being cut; the neighborhood below it. */}
              <Link
                to={`/admin/listings/edit/${l.listingId}`}
                className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900 hover:text-brand-700 hover:underline"
              >
                {l.address}
                <span className="block text-xs font-normal text-slate-500">{l.neighborhood}</span>
              </Link>
              <dl className="flex shrink-0 gap-3 text-right text-xs text-slate-600 tabular-nums">
                <div>
                  <dt className="sr-only">{T.views}</dt>
                  <dd>
                    {T.viewsCount(l.views)}
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{T.inquiries}</dt>
                  <dd>
                    {T.inquiriesCount(l.inquiries)}
                  </dd>
                </div>
                <div className="hidden sm:block">
                  <dt className="sr-only">{T.conversion}</dt>
                  <dd title={T.conversion}>{l.conversion === null ? '—' : `${l.conversion} / 100`}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

function SourceBars<S extends string>({
  id,
  title,
  sources,
  label,
  empty,
}: {
  id: string;
  title: string;
  sources: Array<{ source: S; count: number }>;
  label: (source: S) => string;
  empty: string;
}) {
  const total = sources.reduce((n, s) => n + s.count, 0);
  const shown = sources.filter((s) => s.count > 0);
  return (
    <Panel id={id} title={title}>
      {total === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="space-y-2.5" data-testid={id}>
          {shown.map((s) => {
            const share = Math.round((s.count * 100) / total);
            return (
              <li key={s.source} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-slate-800">{label(s.source)}</span>
                  <span className="text-slate-600 tabular-nums">
                    <span className="font-semibold text-slate-900">{number.format(s.count)}</span> · {share}%
                  </span>
                </div>
                <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                  <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.max(2, share)}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function ResponseFigure({ label, figure }: { label: string; figure: ResponseTime }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        {figure.medianMinutes === null ? (
          <span className="block py-1.5 text-base font-semibold text-slate-500">{T.noReplies}</span>
        ) : (
          <span className="block text-2xl font-semibold text-slate-900 tabular-nums">{T.minutes(figure.medianMinutes)}</span>
        )}
        <span className="text-xs text-slate-600">{T.answered(figure.answered, figure.inquiries)}</span>
      </dd>
    </div>
  );
}

/** The dashboard's 'Last 30 days': the chart and its table, top listings, sources, time to first reply, CSV export. */
export function InsightsPanel({ data }: { data: Insights }) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv(
        {
          request: () => api.downloadGet('/insights/daily.csv'),
          fileName: () => T.csvFileName(data.days[data.days.length - 1]?.day ?? 'today'),
          failed: () => T.loadFailed,
        },
        toast,
      );
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="space-y-6" data-testid="insights">
      <Panel
        id="insights-days"
        title={T.lastDays}
        action={
          <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting}>
            {T.exportCsv}
          </Button>
        }
      >
        <dl className="mb-4 grid grid-cols-3 gap-3 text-center sm:max-w-md sm:text-left">
          {(
            [
              [T.views, data.totals.views, 'bg-blue-600'],
              [T.inquiries, data.totals.inquiries, 'bg-rose-600'],
              [T.viewings, data.totals.viewings, 'bg-emerald-600'],
            ] as const
          ).map(([label, value, dot]) => (
            <div key={label}>
              <dt className="flex items-center justify-center gap-1.5 text-xs font-medium text-slate-600 sm:justify-start">
                <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
                {label}
              </dt>
              <dd className="text-xl font-semibold text-slate-900 tabular-nums" data-testid={`total-${label.toLowerCase()}`}>
                {number.format(value)}
              </dd>
            </div>
          ))}
        </dl>
        <DailyChart days={data.days} />
      </Panel>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <TopListings id="top-by-views" title={T.topByViews} listings={data.topByViews} empty={T.noListingViews} />
        <TopListings id="top-by-inquiries" title={T.topByInquiries} listings={data.topByInquiries} empty={T.noListingInquiries} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SourceBars id="lead-sources" title={T.leadSources} sources={data.leadSources} label={(s) => s} empty={T.noLeads} />
        <SourceBars
          id="view-sources"
          title={T.viewSources}
          sources={data.viewSources}
          label={(s) => T.viewSource[s]}
          empty={T.noViews}
        />
        <Panel id="response-time" title={T.responseTime} hint={T.responseHint}>
          <dl className="grid grid-cols-2 gap-3" data-testid="response-time">
            <ResponseFigure label={T.thisMonth} figure={data.responseTime.thisMonth} />
            <ResponseFigure label={T.lastMonth} figure={data.responseTime.lastMonth} />
          </dl>
        </Panel>
      </div>
    </div>
  );
}
