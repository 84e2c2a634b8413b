import type { WordingConfirmation } from '../../../shared/fair-housing/listing-wording.ts';
import type { ListingStatus } from '../../../shared/listings.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { Section, type ListingFormState } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';
import { ChoiceCards, type Choice } from './choice-card.tsx';
import { newYorkDateTime } from '../kit/date-time.ts';

const STATUS_OPTIONS: Array<Choice<ListingStatus>> = [
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
      <ChoiceCards
        legend={UI.statusTitle}
        name="status"
        choices={STATUS_OPTIONS}
        value={form.values.status}
        onChoose={(status) => form.set('status', status)}
      />
      {wordingConfirmation && (
        <p className="mt-3 text-xs text-slate-600" data-testid="wording-confirmation">
          {FH.confirmedNote(wordingConfirmation.by.name, newYorkDateTime(wordingConfirmation.at), wordingConfirmation.phrases)}
        </p>
      )}
    </Section>
  );
}
