import { ChartTable } from '../kit/chart-table.tsx';
import { useEffect, useId, useState } from 'react';
import { INSIGHTS_TEXT as T } from '../../../shared/texts/insights.ts';
import { useElementWidth } from '../kit/use-element-width.ts';
import type { DailyFigures } from '../../../shared/insights.schema.ts';
import { calendarLabel } from '../../../shared/words/new-york.ts';

const SERIES = [
  { key: 'views', label: T.views, color: '#2563eb', fill: 'rgba(37, 99, 235, 0.10)' },
  { key: 'inquiries', label: T.inquiries, color: '#e11d48', fill: 'transparent' },
  { key: 'viewings', label: T.viewings, color: '#059669', fill: 'transparent' },
] as const;

/** 'Mar 7' of a New York day (YYYY-MM-DD). */
const shortDay = (day: string) => calendarLabel('en', 'monthDay', day);

/**
 * Views, inquiries and viewings per day, drawn with uPlot (loaded only here, by the back-office), with
 * the same figures as a table for screen readers and for anyone who prefers numbers.
 */
export function DailyChart({
  days,
  height = 240,
  caption = T.chartLabel,
}: {
  days: DailyFigures[];
  height?: number;
  caption?: string;
}) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(box);
  const tableId = useId();

  useEffect(() => {
    const element = box;
    if (!element || !width) return;
    let chart: { destroy: () => void } | undefined;
    let live = true;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (!live) return;
      const x = days.map((d) => {
        const [y, m, day] = d.day.split('-').map(Number);
        return Date.UTC(y, m - 1, day) / 1000;
      });
      chart = new UPlot(
        {
          width,
          height,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
          legend: { show: false },
          cursor: { y: false },
          scales: { x: { time: true }, leads: { range: (_u: unknown, _min: number, max: number) => [0, Math.max(4, max)] } },
          axes: [
            { stroke: '#475569', grid: { stroke: '#f1f5f9' }, ticks: { stroke: '#e2e8f0' } },
            { stroke: '#2563eb', grid: { stroke: '#f1f5f9' }, ticks: { show: false }, size: 44 },
            { scale: 'leads', side: 1, stroke: '#be123c', grid: { show: false }, ticks: { show: false }, size: 36 },
          ],
          series: [
            {},
            { label: SERIES[0].label, stroke: SERIES[0].color, fill: SERIES[0].fill, width: 2, points: { show: false } },
            { label: SERIES[1].label, stroke: SERIES[1].color, width: 2, scale: 'leads', points: { size: 5 } },
            { label: SERIES[2].label, stroke: SERIES[2].color, width: 2, scale: 'leads', dash: [6, 4], points: { size: 5 } },
          ],
        },
        [x, days.map((d) => d.views), days.map((d) => d.inquiries), days.map((d) => d.viewings)],
        element,
      );
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [box, days, width, height]);

  return (
    <figure className="space-y-3" data-testid="daily-chart">
      <figcaption className="sr-only">{caption}</figcaption>
      <div ref={setBox} aria-hidden="true" className="min-h-[240px] w-full overflow-hidden" style={{ minHeight: height + 40 }} />
      <ChartTable
        label={T.showTable}
        caption={caption}
        tableId={tableId}
        testId="daily-table"
        className="group"
        columns={[T.day, ...SERIES.map((s) => s.label)]}
        rows={days.map((d) => ({ key: d.day, label: shortDay(d.day), figures: SERIES.map((s) => d[s.key]) }))}
      />
    </figure>
  );
}
