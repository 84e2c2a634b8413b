import { ListingField, Section, textProps, type ListingFormState } from './listing-field.tsx';
import { RoomFields } from './room-fields.tsx';
import { ROOM_FORM_TEXT as R } from './room-ui-text.ts';

/** Whole apartment or a room in a shared one, and for a room its flatmates and household (decision 063). */
export function HouseholdSection({ form }: { form: ListingFormState }) {
  const { values, set } = form;
  return (
    <Section title={R.sectionTitle} description={R.sectionDescription}>
      <RoomFields
        kind={values.kind}
        household={values.household}
        disabled={form.busy}
        onKind={(kind) => set('kind', kind)}
        onFlag={(flag, value) => set('household', { ...values.household, [flag]: value })}
        flatmatesField={
          <ListingField form={form} name="flatmates" label={R.flatmates} hint={R.flatmatesHint}>
            <input type="number" inputMode="numeric" min="0" max="12" step="1" {...textProps(form, 'flatmates')} />
          </ListingField>
        }
      />
    </Section>
  );
}
