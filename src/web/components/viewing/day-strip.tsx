import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { moduleTexts } from '../../../shared/i18n/runtime.ts';
import type { ModuleTexts } from '../../../shared/i18n/types.ts';
import { I18nContext } from '../../i18n.tsx';

interface Day {
  date: string;
  day: string;
}

/**
 * The row of days of the viewing picker (booking and reschedule): scrolls sideways with the arrow
 * buttons (mouse), a swipe or the arrow keys (Left/Right, Home/End move the choice, one tab stop),
 * and fades at an edge where more days follow.
 */
export function DayStrip({
  days,
  selected,
  onSelect,
  label,
  tone = 'ink',
  texts,
}: {
  days: Day[];
  selected: string;
  onSelect: (date: string) => void;
  label: string;
  tone?: 'ink' | 'slate';
  /** The back-office's English texts (it stays English and its pages carry no texts payload); else the page's language. */
  texts?: ModuleTexts['viewing-picker']['VIEWING_PICKER_TEXT'];
}) {
  const { language, modules } = useContext(I18nContext);
  const T =
    texts ?? moduleTexts<'viewing-picker'>(language, modules['viewing-picker']!).VIEWING_PICKER_TEXT;
  const hintId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [edges, setEdges] = useState({ before: false, after: false });

  const measure = () => {
    const el = scroller.current;
    if (!el) return;
    setEdges({ before: el.scrollLeft > 8, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 8 });
  };
  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [days.length]);
  useEffect(() => {
    buttons.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const page = (direction: 1 | -1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = days.findIndex((d) => d.date === selected);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? days.length - 1
              : null;
    if (next === null || next < 0 || next >= days.length) return;
    event.preventDefault();
    onSelect(days[next].date);
    buttons.current.get(days[next].date)?.focus();
  };
  const on = tone === 'ink' ? 'border-ink bg-ink text-white' : 'border-slate-900 bg-slate-900 text-white';
  const arrow =
    'absolute top-1/2 z-10 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <div className="relative">
      <p id={hintId} className="sr-only">
        {T.dayStripHint}
      </p>
      {edges.before && (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 z-[1] w-12 bg-gradient-to-r from-white"
          />
          <button type="button" tabIndex={-1} aria-label={T.earlierDays} onClick={() => page(-1)} className={`${arrow} -left-1`}>
            <span aria-hidden="true">‹</span>
          </button>
        </>
      )}
      <div
        ref={scroller}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onScroll={measure}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-2 overflow-x-auto scroll-smooth px-1 pb-2 [scrollbar-width:thin]"
      >
        {days.map((d) => (
          <button
            key={d.date}
            ref={(el) => {
              if (el) buttons.current.set(d.date, el);
              else buttons.current.delete(d.date);
            }}
            type="button"
            aria-pressed={d.date === selected}
            tabIndex={d.date === selected ? 0 : -1}
            onClick={() => onSelect(d.date)}
            className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold transition ${
              d.date === selected ? on : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'
            }`}
          >
            {d.day}
          </button>
        ))}
      </div>
      {edges.after && (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 z-[1] w-12 bg-gradient-to-l from-white"
          />
          <button type="button" tabIndex={-1} aria-label={T.laterDays} onClick={() => page(1)} className={`${arrow} -right-1`}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
