import { DateTime } from 'luxon';
import { type SlotDto, type ViewingSettings } from '../../../shared/viewings.ts';
import { NEW_YORK, newYorkDate } from '../../../shared/new-york-time.ts';
import { calendarLabel, newYorkLabel } from '../../../shared/words/new-york.ts';

const zone = NEW_YORK;

export interface Interval {
  start: string;
  end: string;
}

const toIso = (t: DateTime) => isoInstant(t.toMillis());

/**
 * The free viewing times from `now` on (docs/decisions/032-time-zones.md): for each New York date
 * of the `daysAhead` days from today on that is not a day off and whose weekday is open, slots
 * of `slotMinutes` from the opening time while they end by the closing time. The opening and closing
 * times are wall-clock times of that date, so a date across a daylight-saving change keeps its local
 * hours; slot lengths are real minutes. A slot is free when it starts at least `noticeHours` after
 * `now` and overlaps none of `taken`.
 */
export function freeSlots(settings: ViewingSettings, now: Date, taken: Interval[]): SlotDto[] {
  const earliest = now.getTime() + settings.noticeHours * 3_600_000;
  const [y, m, d] = newYorkDate(now).split('-').map(Number);
  const daysOff = new Set(settings.daysOff);
  const busy = taken.map((t) => [Date.parse(t.start), Date.parse(t.end)] as const);
  const step = settings.slotMinutes * 60_000;
  const slots: SlotDto[] = [];
  for (let offset = 0; offset < settings.daysAhead; offset++) {
    // Calendar days by plain date arithmetic (no zone involved); Monday is 0.
    const calendar = new Date(Date.UTC(y, m - 1, d + offset));
    const date = calendar.toISOString().slice(0, 10);
    const hours = settings.hours[(calendar.getUTCDay() + 6) % 7];
    if (!hours?.open || daysOff.has(date)) continue;
    const { open, close, openOffset, steady, label } = openingOf(date, hours.start, hours.end);
    for (let s = open; s + step <= close; s += step) {
      const e = s + step;
      if (s < earliest || busy.some(([bs, be]) => bs < e && s < be)) continue;
      const offsetMinutes = steady ? openOffset : DateTime.fromMillis(s, { zone }).offset;
      slots.push({ start: isoInstant(s), end: isoInstant(e), date, day: label, time: clockLabel(s, offsetMinutes) });
    }
  }
  return slots;
}

interface Opening {
  open: number;
  close: number;
  openOffset: number;
  /** The UTC offset is the same at opening and closing (no daylight-saving change in between). */
  steady: boolean;
  label: string;
}

const openings = new Map<string, Opening>();

/**
 * A date's opening and closing instants: Luxon turns the wall-clock times of that New York date into
 * instants by the zone's rules. Remembered per date and hours (a few hundred entries at most), so a
 * request for the free times does a handful of zone computations rather than hundreds.
 */
function openingOf(date: string, start: string, end: string): Opening {
  const key = `${date}|${start}|${end}`;
  let opening = openings.get(key);
  if (!opening) {
    const open = DateTime.fromISO(`${date}T${start}`, { zone });
    const close = DateTime.fromISO(`${date}T${end}`, { zone });
    opening = {
      open: open.toMillis(),
      close: close.toMillis(),
      openOffset: open.offset,
      steady: open.offset === close.offset,
      label: calendarLabel('en', 'day', date),
    };
    if (openings.size >= 2000) openings.clear();
    openings.set(key, opening);
  }
  return opening;
}

const isoInstant = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

const clockLabels = new Map<number, string>();

/**
 * '10:00 AM' for the instant `ms` at `offsetMinutes` from UTC: New York's time label (src/shared/words),
 * remembered per wall-clock minute (the same few dozen for every request), not formatted again per slot.
 */
function clockLabel(ms: number, offsetMinutes: number): string {
  const minutes = (((Math.floor(ms / 60_000) + offsetMinutes) % 1440) + 1440) % 1440;
  let label = clockLabels.get(minutes);
  if (label === undefined) clockLabels.set(minutes, (label = newYorkLabel('en', 'time', ms)));
  return label;
}

/** The window the slots of `now` can fall in: what the taken viewings are read over. */
export function slotWindow(settings: ViewingSettings, now: Date): Interval {
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  return { start: toIso(today.minus({ days: 1 })), end: toIso(today.plus({ days: settings.daysAhead + 2 })) };
}
