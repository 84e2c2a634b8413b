import { applyBetterWording, findFlaggedPhrases, type FlaggedPhrase } from '../../../shared/fair-housing/matcher.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { FlaggedPhraseList } from '../fair-housing/index.ts';
import { FeesEditor } from './fees-editor.tsx';
import { Section, type ListingFormState } from './listing-field.tsx';
import type { FeeErrors } from './listing-form-model.ts';
import { UI } from './listings-ui-text.ts';

/** The fees the tenant pays, each name checked for fair housing wording like the description. */
export function FeesSection({
  form,
  errors,
  onChanged,
}: {
  form: ListingFormState;
  errors: FeeErrors;
  /** A fee changed: the fees' errors go until the next save. */
  onChanged: () => void;
}) {
  const { values, set } = form;
  const feeFlags = values.fees.flatMap((fee, index) => findFlaggedPhrases(fee.name).map((phrase) => ({ phrase, index })));
  const replaceFeeWording = (flagged: FlaggedPhrase) => {
    const hit = feeFlags.find((f) => f.phrase === flagged);
    if (!hit) return;
    set(
      'fees',
      values.fees.map((fee, i) => (i === hit.index ? { ...fee, name: applyBetterWording(fee.name, flagged) } : fee)),
    );
  };
  return (
    <Section title={UI.feesTitle} description={UI.feesDescription}>
      <FeesEditor
        idPrefix={form.idPrefix}
        value={values.fees}
        errors={errors}
        onChange={(fees) => {
          set('fees', fees);
          onChanged();
        }}
      />
      <FlaggedPhraseList flagged={feeFlags.map((f) => f.phrase)} onReplace={replaceFeeWording} heading={FH.inFeeNames} />
    </Section>
  );
}
