import { parseCalendarDate } from './listing-search.ts';
import { keyed, type TextRef } from './i18n/text-ref.ts';
import { APPLICATIONS_TEXT } from './texts/applications.ts';

const T = keyed('applications', 'APPLICATIONS_TEXT', APPLICATIONS_TEXT);

/**
 * An applicant's own screening report (NY Real Property Law §238-a(1)(b)): no screening fee may be
 * charged to an applicant who brings a background and credit check made within the past 30 days. The
 * report's day (`reportDate`, a New York day) is asked with its upload.
 */
const REPORT_FRESH_DAYS = 30;

/** The refusal of a report's day (by key, decision 101), or null: given, a real day 'YYYY-MM-DD', not after `today` (New York). */
export function reportDateProblem(text: string | undefined, today: string): TextRef | null {
  const value = text?.trim() ?? '';
  if (value === '') return T.reportDateRequired;
  if (parseCalendarDate(value) !== value) return T.reportDateInvalid;
  if (value > today) return T.reportDateFuture;
  return null;
}

/** The New York day `days` before `day` (both 'YYYY-MM-DD'). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Whether a report made on `reportDate` and brought on `broughtOn` waives the screening fee (made within 30 days). */
export function reportWaivesFee(reportDate: string, broughtOn: string): boolean {
  return reportDate >= daysBefore(broughtOn, REPORT_FRESH_DAYS);
}
