import { ChartTable } from '../kit/chart-table.tsx';
import { useId, useState } from 'react';
import type { MonthPaid } from '../../../shared/deal-stats.schema.ts';
import { ADMIN_DEALS_TEXT as T } from '../../../shared/texts/admin-deals.ts';
import { useElementWidth } from '../kit/use-element-width.ts';
import { monthLabel } from './deal-format.ts';
import { formatDollars } from '../../../shared/words/money.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';

const HEIGHT = 200;
const TOP = 12;
const BOTTOM = 36;
const LEFT = 48;

/** '$0', '$900', '$1.5k', '$12k'. */
function compactDollars(amount: number): string {
  if (amount < 1000) return formatDollars(Math.round(amount));
  const k = amount / 1000;
  return `$${k >= 10 || Number.isInteger(k) ? Math.round(k) : k.toFixed(1)}k`;
}

/** A round top for the axis over `max`: four equal steps of a round amount ($1.5k, $2k, $2.5k…). */
function axisTop(max: number): number {
  if (max <= 0) return 1000;
  const quarter = max / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((n) => n * power >= quarter) ?? 10;
  return step * power * 4;
}

const shortMonth = (month: string) => calendarLabel('en', 'monthName', month);

/**
 * Commission paid per New York month as an SVG bar chart drawn at the box's own width (its text stays
 * readable on a phone), one bar per month with its amount as a tooltip, described as one image for
 * screen readers; the same figures as a table under 'Show as a table'.
 */
export function CommissionChart({ months }: { months: MonthPaid[] }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(box);
  const tableId = useId();
  const first = months[0]?.month ?? '';
  const last = months[months.length - 1]?.month ?? '';
  const caption = T.chartLabel(monthLabel(first), monthLabel(last));
  const top = axisTop(Math.max(...months.map((m) => m.paid), 0));
  const plotWidth = Math.max(0, (width ?? 0) - LEFT);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = months.length ? plotWidth / months.length : 0;
  const bar = Math.max(4, Math.min(40, slot * 0.62));
  const y = (amount: number) => TOP + plotHeight - (amount / top) * plotHeight;
  const total = months.reduce((n, m) => n + m.paid, 0);

  return (
    <figure className="space-y-3" data-testid="commission-chart">
      <figcaption className="text-sm font-semibold text-slate-900">{T.chartTitle}</figcaption>
      <div ref={setBox} className="w-full" style={{ height: HEIGHT }}>
        {width !== null && width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            role="img"
            aria-label={`${caption}: ${months.map((m) => `${monthLabel(m.month, 'short')} ${formatDollars(m.paid)}`).join(', ')}`}
            className="overflow-visible"
          >
            {[0, 0.25, 0.5, 0.75, 1].map((f) => (
              <g key={f}>
                <line x1={LEFT} x2={width} y1={y(top * f)} y2={y(top * f)} stroke={f === 0 ? '#cbd5e1' : '#f1f5f9'} />
                <text x={LEFT - 8} y={y(top * f)} dy="0.32em" textAnchor="end" fontSize="11" fill="#64748b">
                  {compactDollars(top * f)}
                </text>
              </g>
            ))}
            {months.map((m, i) => {
              const cx = LEFT + slot * i + slot / 2;
              const h = Math.max(m.paid > 0 ? 2 : 0, y(0) - y(m.paid));
              const january = m.month.endsWith('-01');
              return (
                <g key={m.month} data-testid="commission-bar" data-month={m.month} data-paid={m.paid}>
                  <title>{`${monthLabel(m.month)}: ${formatDollars(m.paid)}`}</title>
                  <rect
                    x={cx - bar / 2}
                    y={y(0) - h}
                    width={bar}
                    height={h}
                    rx={Math.min(4, bar / 4)}
                    fill={i === months.length - 1 ? '#059669' : '#34d399'}
                  />
                  <text x={cx} y={HEIGHT - BOTTOM + 16} textAnchor="middle" fontSize="11" fill="#475569">
                    {shortMonth(m.month)}
                  </text>
                  {(january || (i === 0 && slot >= 44)) && (
                    <text x={cx} y={HEIGHT - BOTTOM + 30} textAnchor="middle" fontSize="10" fill="#94a3b8">
                      {m.month.slice(0, 4)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      <ChartTable
        label={T.showTable}
        caption={caption}
        tableId={tableId}
        testId="commission-table"
        columns={[T.month, T.paid]}
        rows={months.map((m) => ({ key: m.month, label: monthLabel(m.month), figures: [formatDollars(m.paid)] }))}
        total={{ label: T.total, figures: [formatDollars(total)] }}
      />
    </figure>
  );
}
