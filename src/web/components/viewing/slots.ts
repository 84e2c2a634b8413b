// The viewing picker's times, as the public booking and the back-office's reschedule both show them (beside day-strip.tsx).

/** A free time's button (or link): selected, or not. */
export const slotButton = (selected: boolean) =>
  `inline-flex min-h-11 items-center justify-center rounded-xl border px-3 py-2 text-sm font-semibold tabular-nums transition ${
    selected
      ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
      : 'border-slate-200 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700'
  }`;

/** Times or viewings grouped by their New York date, in the order given (each carries `date` and its `day` label). */
export function byDay<T extends { date: string; day: string }>(items: T[]): Array<{ date: string; day: string; items: T[] }> {
  const days: Array<{ date: string; day: string; items: T[] }> = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, day: item.day, items: [item] });
  }
  return days;
}
