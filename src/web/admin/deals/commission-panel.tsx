import { useCallback } from 'react';
import { Link } from 'react-router';
import type { CommissionStats } from '../../../shared/deal-stats.schema.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { api } from '../kit/api-client.ts';
import { useAdminLoad } from '../kit/admin-load.ts';
import { Button } from '../../components/ui/button.tsx';
import { CommissionChart } from './commission-chart.tsx';
import { CardTitle } from '../kit/card-title.tsx';
import { formatDollars } from '../../../shared/words/money.ts';

function Figure({ label, value, detail, testId }: { label: string; value: number; detail?: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="block text-2xl font-semibold tracking-tight text-slate-900 tabular-nums" data-testid={testId}>
          {formatDollars(value)}
        </span>
        {detail && <span className="text-xs text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}

/**
 * The dashboard's commission: paid this New York month and this year, expected (deals Pending and Lease
 * signed), and the chart of the last 12 months. Loads on its own, with its own failure and Retry.
 */
export function CommissionPanel() {
  const read = useCallback(
    async (signal?: AbortSignal) => (await api.get<{ commission: CommissionStats }>('/admin/deals/stats', { signal })).commission,
    [],
  );
  const { load, loading, reload } = useAdminLoad(read);

  return (
    <section
      aria-labelledby="commission-title"
      className="rounded-2xl border border-slate-200 bg-white shadow-xs"
      data-testid="commission"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div>
          <CardTitle id="commission-title">{T.commissionTitle}</CardTitle>
          <p className="mt-0.5 text-sm text-slate-600">{T.commissionHint}</p>
        </div>
        <Link to="/admin/deals" className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {T.openBoard}
        </Link>
      </header>
      <div className="space-y-5 px-5 py-4" aria-busy={loading || undefined}>
        {load.state === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-red-800">{T.commissionFailed}</p>
            <Button variant="secondary" onClick={() => void reload()} busy={loading}>
              {T.retry}
            </Button>
          </div>
        ) : load.state === 'loading' ? (
          <div className="h-64 animate-pulse rounded-xl bg-slate-50" aria-hidden="true" />
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Figure label={T.paidThisMonth} value={load.data.paidThisMonth} testId="paid-this-month" />
              <Figure label={T.paidThisYear} value={load.data.paidThisYear} testId="paid-this-year" />
              <Figure
                label={T.expected}
                value={load.data.expected}
                detail={T.expectedDetail(load.data.pending.count, load.data.leaseSigned.count)}
                testId="expected-commission"
              />
            </dl>
            <CommissionChart months={load.data.months} />
          </>
        )}
      </div>
    </section>
  );
}
