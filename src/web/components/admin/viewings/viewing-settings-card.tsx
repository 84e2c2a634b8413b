import { useEffect, useId, useState } from 'react';
import { VIEWINGS_ADMIN_TEXT as A, VIEWINGS_TEXT as T } from '../../../../shared/texts/viewings.ts';
import {
  SLOT_LENGTHS,
  VIEWING_MODES,
  WEEKDAYS,
  ViewingSettingsSchema,
  type ViewingSettings,
} from '../../../../shared/viewings.ts';
import { api, errorMessage, SessionExpiredError } from '../../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert, inputClass } from '../../ui/form-field.tsx';
import { useToast } from '../toast.tsx';

type Form = Omit<ViewingSettings, 'daysOff' | 'slotMinutes' | 'noticeHours' | 'daysAhead'> & {
  daysOff: string;
  slotMinutes: string;
  noticeHours: string;
  daysAhead: string;
};

const toForm = (s: ViewingSettings): Form => ({
  ...s,
  daysOff: s.daysOff.join('\n'),
  slotMinutes: String(s.slotMinutes),
  noticeHours: String(s.noticeHours),
  daysAhead: String(s.daysAhead),
});

/**
 * The Viewings section of /admin/settings: weekly hours, slot length, minimum notice, how far ahead,
 * days off and whether bookings wait for the agent's confirmation. Its own form and Save button, so it
 * stays apart from the site settings above; agents see it read-only.
 */
export function ViewingSettingsCard({ readOnly }: { readOnly: boolean }) {
  const toast = useToast();
  const id = useId();
  const [form, setForm] = useState<Form | null>(null);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<{ settings: ViewingSettings }>('/viewings/settings')
      .then((body) => setForm(toForm(body.settings)))
      .catch((error) => !(error instanceof SessionExpiredError) && setFailed(true));
  }, []);

  if (failed) return <FormAlert tone="error">{A.settingsLoadFailed}</FormAlert>;
  if (!form) return <p className="text-sm text-slate-500">{T.loadingSlots}</p>;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setProblem(null);
  };
  const setDay = (index: number, change: Partial<Form['hours'][number]>) =>
    set(
      'hours',
      form.hours.map((h, i) => (i === index ? { ...h, ...change } : h)),
    );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = ViewingSettingsSchema.safeParse({
      ...form,
      daysOff: form.daysOff
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.settingsFailed);
      return;
    }
    setSaving(true);
    try {
      const body = await api.put<{ settings: ViewingSettings }>('/viewings/settings', parsed.data);
      setForm(toForm(body.settings));
      toast.success(T.settingsSaved);
    } catch (error) {
      setProblem(errorMessage(error, T.settingsFailed, T.settingsFailed));
    } finally {
      setSaving(false);
    }
  }

  const number = (key: 'noticeHours' | 'daysAhead', label: string, max: number) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="number"
        inputMode="numeric"
        min={key === 'daysAhead' ? 1 : 0}
        max={max}
        value={form[key]}
        readOnly={readOnly}
        onChange={(e) => set(key, e.target.value)}
        className={`${inputClass(false)} read-only:bg-slate-50`}
      />
    </div>
  );

  return (
    <form onSubmit={save} noValidate aria-label={T.settingsTitle} className="space-y-6">
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
      <div className="grid gap-5 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-slot`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {T.slotLength}
          </label>
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
      </div>
      <div>
        <label htmlFor={`${id}-off`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {T.daysOff}
        </label>
        <textarea
          id={`${id}-off`}
          name="daysOff"
          rows={3}
          value={form.daysOff}
          readOnly={readOnly}
          onChange={(e) => set('daysOff', e.target.value)}
          aria-describedby={`${id}-off-hint`}
          placeholder="2026-12-25"
          className={`${inputClass(false)} font-mono read-only:bg-slate-50`}
        />
        <p id={`${id}-off-hint`} className="mt-1.5 text-sm text-slate-500">
          {T.daysOffHint}
        </p>
      </div>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-700">{T.mode}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {VIEWING_MODES.map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="mode"
                value={mode}
                checked={form.mode === mode}
                disabled={readOnly}
                onChange={() => set('mode', mode)}
                className="h-4 w-4 border-slate-300 text-brand-600"
              />
              {mode === 'request' ? T.modeRequest : T.modeInstant}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" busy={saving}>
            {saving ? T.saving : T.saveSettings}
          </Button>
        </div>
      )}
    </form>
  );
}
