import type { WordingConfirmation } from '../../../shared/fair-housing/listing-wording.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { Section, type ListingFormState } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';
import { ChoiceCard } from './choice-card.tsx';

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
          {STATUS_OPTIONS.map((option) => (
            <ChoiceCard
              key={option.value}
              name="status"
              {...option}
              checked={form.values.status === option.value}
              onChoose={(status) => form.set('status', status)}
            />
          ))}
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
