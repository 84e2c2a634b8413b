import { useId } from 'react';
import { VIEWINGS_TEXT as T } from '../../../shared/texts/viewings.ts';
import { RELEASE_HOURS_MAX, SLOT_LENGTHS, VIEWING_MODES, WEEKDAYS } from '../../../shared/viewings.ts';
import { FieldLabel, FormAlert, inputClass } from '../../components/ui/form-field.tsx';
import { DaysOffPicker } from './days-off-picker.tsx';
import { RadioGroup } from '../kit/radio-group.tsx';
import type { ViewingForm as Form } from './viewing-settings-model.ts';

/**
 * The Viewings section of /admin/settings: weekly hours, slot length, minimum notice, how far ahead,
 * after how many hours an unconfirmed request is released, days off and whether bookings wait for
 * the agent's confirmation. Its values live in the settings page's form and are saved by its one
 * Save Settings (issue 33); agents see them read-only.
 */
export function ViewingSettingsCard({
  form,
  onChange,
  problem,
  readOnly,
}: {
  form: Form;
  onChange: (change: (form: Form) => Form) => void;
  /** The first problem of the section, after a Save Settings that it stopped. */
  problem: string | null;
  readOnly: boolean;
}) {
  const id = useId();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => onChange((f) => ({ ...f, [key]: value }));
  const setDay = (index: number, change: Partial<Form['hours'][number]>) =>
    onChange((f) => ({ ...f, hours: f.hours.map((h, i) => (i === index ? { ...h, ...change } : h)) }));

  const number = (key: 'noticeHours' | 'daysAhead' | 'releaseHours', label: string, max: number) => (
    <div>
      <FieldLabel htmlFor={`${id}-${key}`}>{label}</FieldLabel>
      <input
        id={`${id}-${key}`}
        name={key}
        type="number"
        inputMode="numeric"
        min={key === 'noticeHours' ? 0 : 1}
        max={max}
        value={form[key]}
        readOnly={readOnly}
        onChange={(e) => set(key, e.target.value)}
        className={`${inputClass(false)} read-only:bg-slate-50`}
      />
    </div>
  );

  return (
    <div role="group" aria-label={T.settingsTitle} className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{T.weeklyHours}</legend>
        <div className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {WEEKDAYS.map((day, i) => {
            const hours = form.hours[i];
            return (
              <div key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
                <label className="flex w-36 items-center gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    checked={hours.open}
                    disabled={readOnly}
                    onChange={(e) => setDay(i, { open: e.target.checked })}
                    className="h-4 w-4 rounded border-slate-300 text-brand-600"
                  />
                  {day}
                </label>
                {hours.open ? (
                  <div className="flex items-center gap-2 text-sm text-slate-600">
                    <label className="sr-only" htmlFor={`${id}-${i}-start`}>{`${day} ${T.from}`}</label>
                    <input
                      id={`${id}-${i}-start`}
                      type="time"
                      step={900}
                      value={hours.start}
                      readOnly={readOnly}
                      onChange={(e) => setDay(i, { start: e.target.value })}
                      className={`${inputClass(false)} w-32 read-only:bg-slate-50`}
                    />
                    <span aria-hidden="true">–</span>
                    <label className="sr-only" htmlFor={`${id}-${i}-end`}>{`${day} ${T.to}`}</label>
                    <input
                      id={`${id}-${i}-end`}
                      type="time"
                      step={900}
                      value={hours.end}
                      readOnly={readOnly}
                      onChange={(e) => setDay(i, { end: e.target.value })}
                      className={`${inputClass(false)} w-32 read-only:bg-slate-50`}
                    />
                  </div>
                ) : (
                  <span className="text-sm text-slate-500">{T.closed}</span>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <FieldLabel htmlFor={`${id}-slot`}>{T.slotLength}</FieldLabel>
          <select
            id={`${id}-slot`}
            name="slotMinutes"
            value={form.slotMinutes}
            disabled={readOnly}
            onChange={(e) => set('slotMinutes', e.target.value)}
            className={inputClass(false)}
          >
            {SLOT_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {number('noticeHours', T.minimumNotice, 168)}
        {number('daysAhead', T.daysAhead, 90)}
        {number('releaseHours', T.releaseHours, RELEASE_HOURS_MAX)}
      </div>
      <DaysOffPicker days={form.daysOff} onChange={(days) => set('daysOff', days)} readOnly={readOnly} />
      <RadioGroup
        legend={T.mode}
        name="mode"
        options={VIEWING_MODES.map((mode) => ({ value: mode, label: mode === 'request' ? T.modeRequest : T.modeInstant }))}
        value={form.mode}
        onChange={(mode) => set('mode', mode)}
        disabled={readOnly}
        look="plain"
      />
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
    </div>
  );
}
