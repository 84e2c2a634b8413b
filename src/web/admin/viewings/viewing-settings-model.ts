import { ViewingSettingsSchema, type ViewingSettings, type ViewingSettingsInput } from '../../../shared/viewings.ts';
import { VIEWINGS_TEXT as T } from '../../../shared/texts/viewings.ts';

/** The settings typed into number inputs and the slot length's select, kept as the text shown. */
const TEXT_KEYS = ['slotMinutes', 'noticeHours', 'daysAhead', 'releaseHours'] as const;
type TextKey = (typeof TEXT_KEYS)[number];

/** The Viewings section's values as the form holds them: numbers as typed, days off as a list. */
export type ViewingForm = Omit<ViewingSettings, TextKey> & Record<TextKey, string>;

export function toViewingForm(settings: ViewingSettings): ViewingForm {
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, String(settings[key] ?? '')])) as Record<TextKey, string>;
  return { ...settings, ...texts, daysOff: [...settings.daysOff].sort() };
}

/** The payload of PUT /api/viewings/settings, or the first problem in the form's order (the API's own rules). */
export function parseViewingForm(form: ViewingForm): { data: ViewingSettingsInput; error: null } | { data: null; error: string } {
  const parsed = ViewingSettingsSchema.safeParse(form);
  if (parsed.success) return { data: parsed.data, error: null };
  return { data: null, error: parsed.error.issues[0]?.message ?? T.settingsFailed };
}

/** Whether two forms hold the same settings (what decides 'Unsaved changes' and the leave warning). */
export function sameViewingForm(a: ViewingForm, b: ViewingForm): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

const normalised = (form: ViewingForm) =>
  Object.fromEntries(
    Object.entries({ ...form, daysOff: [...new Set(form.daysOff)].sort() }).sort(([x], [y]) => x.localeCompare(y)),
  );
