import { useCallback } from 'react';
import type { SourceFunnel } from '../../../shared/deal-stats.schema.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { api } from '../kit/api-client.ts';
import { useAdminLoad } from '../kit/admin-load.ts';
import { Button } from '../../components/ui/button.tsx';
import { dayLabel } from '../deals/index.ts';
import { CardTitle } from '../kit/card-title.tsx';

const number = new Intl.NumberFormat('en-US');

const STEPS = ['leads', 'viewings', 'applications', 'leases'] as const;

/**
 * Insights: leads → viewings → applications → leases by source over the last 12 months, so the agent
 * sees which portal pays ('StreetEasy: 40 leads, 9 viewings, 2 leases'). A table: each source a row,
 * each step a column with its share of the source's leads.
 */
export function SourceFunnelPanel() {
  const read = useCallback(
    async (signal?: AbortSignal) => (await api.get<{ funnel: SourceFunnel }>('/insights/funnel', { signal })).funnel,
    [],
  );
  const { load, loading, reload } = useAdminLoad(read);
  const funnel = load.state === 'ready' ? load.data : load.state === 'failed' ? 'failed' : null;

  const loaded = funnel && funnel !== 'failed' ? funnel : null;
  return (
    <section
      aria-labelledby="source-funnel-title"
      className="rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="source-funnel"
    >
      <header className="border-b border-slate-100 px-5 py-4">
        <CardTitle id="source-funnel-title">{T.funnelTitle}</CardTitle>
        {loaded && <p className="mt-0.5 text-sm text-slate-600">{T.funnelHint(dayLabel(loaded.from))}</p>}
      </header>
      <div aria-busy={loading || undefined}>
        {funnel === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
            <p className="text-sm font-medium text-red-800">{T.funnelFailed}</p>
            <Button variant="secondary" onClick={() => void reload()} busy={loading}>
              {T.retry}
            </Button>
          </div>
        ) : funnel === null ? (
          <div className="m-5 h-32 animate-pulse rounded-xl bg-slate-50" aria-hidden="true" />
        ) : funnel.sources.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-slate-600">{T.funnelEmpty}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 sm:hidden" data-testid="source-funnel-list">
              {funnel.sources.map((row) => (
                <li key={row.source} className="px-5 py-3 text-sm">
                  <p className="font-medium text-slate-900">{row.source}</p>
                  <p className="mt-0.5 text-slate-600 tabular-nums">
                    {T.funnelSteps(row.leads, row.viewings, row.applications, row.leases)}
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={T.funnelTitle}>
              <table className="w-full text-left text-sm tabular-nums" data-testid="source-funnel-table">
                <caption className="sr-only">{T.funnelTitle}</caption>
                <thead className="bg-slate-50 text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="px-5 py-2.5 font-semibold">
                      {T.source}
                    </th>
                    {STEPS.map((step) => (
                      <th key={step} scope="col" className="px-3 py-2.5 text-right font-semibold last:pr-5">
                        {T[step]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-800">
                  {funnel.sources.map((row) => (
                    <tr
                      key={row.source}
                      data-testid="source-funnel-row"
                      title={T.funnelSentence(row.source, row.leads, row.viewings, row.leases)}
                    >
                      <th scope="row" className="px-5 py-2.5 font-medium whitespace-nowrap text-slate-900">
                        {row.source}
                      </th>
                      {STEPS.map((step) => (
                        <td key={step} className="px-3 py-2.5 text-right last:pr-5">
                          <span
                            data-testid="funnel-count"
                            className={step === 'leases' && row.leases > 0 ? 'font-semibold text-emerald-800' : ''}
                          >
                            {number.format(row[step])}
                          </span>
                          {step !== 'leads' && row.leads > 0 && row[step] > 0 && (
                            <span className="ml-1 text-xs text-slate-500">{Math.round((row[step] * 100) / row.leads)}%</span>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
