import { useId, useMemo, useState } from 'react';
import { newYorkHolidaysAhead, newYorkHolidaysOf } from '../../../shared/ny-holidays.ts';
import { SETTINGS_TEXT as S } from '../../../shared/texts/settings.ts';
import { VIEWINGS_TEXT as T } from '../../../shared/texts/viewings.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldLabel, inputClass } from '../../components/ui/form-field.tsx';
import { calendarLabel } from '../../../shared/words/new-york.ts';

/** Today in New York, 'YYYY-MM-DD'. */
const newYorkToday = () => newYorkDate(new Date());
/** 'Thu' for '2026-11-26'. */
const weekday = (date: string) => calendarLabel('en', 'weekday', date);

/**
 * The days off of the Viewings settings: a date picker (the browser's own, so keyboard and screen
 * readers work) to add one, the list with a Remove button per day (each public holiday named), and
 * one button that marks New York's public holidays of the coming 12 months off. Changes stay in the
 * page's form until Save Settings.
 */
export function DaysOffPicker({
  days,
  onChange,
  readOnly,
}: {
  days: string[];
  onChange: (days: string[]) => void;
  readOnly: boolean;
}) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const [said, setSaid] = useState('');
  const today = useMemo(newYorkToday, []);
  const coming = useMemo(() => newYorkHolidaysAhead(today), [today]);
  const names = useMemo(() => {
    const years = new Set(days.map((d) => Number(d.slice(0, 4))));
    return new Map(
      [...years].flatMap((y) => [...newYorkHolidaysOf(y), ...newYorkHolidaysOf(y + 1)]).map((h) => [h.date, h.name]),
    );
  }, [days]);
  const missing = coming.filter((h) => !days.includes(h.date));

  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(picked)) return;
    if (days.includes(picked)) {
      setSaid(S.dayOffTaken(picked));
      return;
    }
    onChange([...days, picked].sort());
    setSaid(S.dayOffAdded(picked));
    setPicked('');
  };
  const remove = (date: string) => {
    onChange(days.filter((d) => d !== date));
    setSaid(S.dayOffRemoved(date));
  };
  const markHolidays = () => {
    onChange([...new Set([...days, ...missing.map((h) => h.date)])].sort());
    setSaid(S.holidaysAdded(missing.length));
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{T.daysOff}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-slate-500">
        {S.daysOffHint}
      </p>
      {!readOnly && (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <FieldLabel htmlFor={`${id}-date`}>{S.dayOffDate}</FieldLabel>
            <input
              id={`${id}-date`}
              type="date"
              min={today}
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              className={`${inputClass(false)} w-44`}
            />
          </div>
          <Button type="button" variant="secondary" onClick={add} disabled={!picked}>
            {S.addDayOff}
          </Button>
          <Button type="button" variant="secondary" onClick={markHolidays} disabled={missing.length === 0}>
            {S.markHolidays}
          </Button>
        </div>
      )}
      {!readOnly && <p className="mt-2 text-sm text-slate-500">{S.markHolidaysHint(missing.length)}</p>}
      {days.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{S.daysOffNone}</p>
      ) : (
        <ul aria-label={T.daysOff} className="mt-3 flex flex-wrap gap-2">
          {days.map((date) => (
            <li
              key={date}
              className={`inline-flex items-center gap-1.5 rounded-full border py-1 pr-1 pl-3 text-sm ${
                date < today
                  ? 'border-slate-200 bg-slate-50 text-slate-600'
                  : 'border-slate-300 bg-white text-slate-800 shadow-xs'
              }`}
            >
              <span className="font-medium whitespace-nowrap tabular-nums">{date}</span>
              <span className="text-slate-600">{weekday(date)}</span>
              {names.get(date) && <span className="text-slate-700">· {names.get(date)}</span>}
              {!readOnly && (
                <button
                  type="button"
                  onClick={() => remove(date)}
                  aria-label={S.removeDayOff(date)}
                  className="ml-0.5 inline-flex h-7 w-7 items-center justify-center rounded-full text-slate-500 hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
