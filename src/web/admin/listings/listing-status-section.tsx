import type { WordingConfirmation } from '../../../shared/fair-housing/listing-wording.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { Section, type ListingFormState } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';

const newYorkTime = new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, dateStyle: 'medium', timeStyle: 'short' });

const STATUS_OPTIONS: Array<{ value: ListingStatus; label: string; hint: string }> = [
  { value: 'active', label: 'Active', hint: UI.statusActiveHint },
  { value: 'pending', label: 'Pending', hint: UI.statusPendingHint },
  { value: 'inactive', label: 'Inactive', hint: UI.statusInactiveHint },
];

/** Active, Pending or Inactive, and who last confirmed publishing flagged wording, when. */
export function StatusSection({
  form,
  wordingConfirmation,
}: {
  form: ListingFormState;
  wordingConfirmation: WordingConfirmation | null;
}) {
  return (
    <Section title={UI.statusTitle}>
      <fieldset>
        <legend className="sr-only">{UI.statusTitle}</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {STATUS_OPTIONS.map((option) => {
            const checked = form.values.status === option.value;
            return (
              <label
                key={option.value}
                className={`flex cursor-pointer gap-3 rounded-xl border p-4 transition ${
                  checked ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="status"
                  value={option.value}
                  checked={checked}
                  onChange={() => form.set('status', option.value)}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-xs text-slate-600">{option.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {wordingConfirmation && (
        <p className="mt-3 text-xs text-slate-600" data-testid="wording-confirmation">
          {FH.confirmedNote(
            wordingConfirmation.by.name,
            newYorkTime.format(new Date(wordingConfirmation.at)),
            wordingConfirmation.phrases,
          )}
        </p>
      )}
    </Section>
  );
}
