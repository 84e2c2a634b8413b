import { applyBetterWording, type FlaggedPhrase } from '../../../shared/fair-housing/matcher.ts';
import { SHARED_LIVING, sharesHome } from '../../../shared/fair-housing/listing-wording.ts';
import { FlaggedPhraseList, HighlightedTextarea, useFlaggedPhrases } from '../fair-housing/index.ts';
import { ListingField, textProps, type ListingFormState } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';
import { BoxedCheckbox } from './boxed-checkbox.tsx';

const SIZE_SUGGESTIONS = ['No Roomies', '1 Roomie', '2 Roomies', '3 Roomies'];

/** A phrase the check finds that a shared room may say (decisions 064, 095): a note, not a warning. */
const sharedLivingAllows = (phrase: FlaggedPhrase) => SHARED_LIVING.ruleIds.includes(phrase.ruleId);

/**
 * The fair housing wording check of one field, as the agent types (decision 041): the phrases to warn
 * about and, on a room, those a one-sex preference may say, with their reason (decision 064).
 */
function useWordingCheck(form: ListingFormState, field: 'size' | 'description') {
  const flags = useFlaggedPhrases(form.values[field]);
  // The exemption's one rule, the server's: a room whose owner or tenant lives there and shares it (decision 095).
  const sharedLiving = sharesHome(form.values);
  return sharedLiving
    ? { warn: flags.filter((f) => !sharedLivingAllows(f)), allowed: flags.filter(sharedLivingAllows) }
    : { warn: flags, allowed: [] };
}

/** The phrases a room may say, each with the reason, under its field. */
function SharedLivingNotes({ allowed }: { allowed: readonly FlaggedPhrase[] }) {
  if (allowed.length === 0) return null;
  return (
    <div data-testid="wording-notes" className="mt-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      {allowed.map((phrase) => (
        <p key={`${phrase.start}-${phrase.phrase}`}>
          <span className="font-semibold">‘{phrase.phrase}’</span> {SHARED_LIVING.reason}
        </p>
      ))}
    </div>
  );
}

/** The size (with its suggestions and wording check), whether it is a sublet, and the date it is available from. */
export function SizeAndTermsFields({ form }: { form: ListingFormState }) {
  const size = useWordingCheck(form, 'size');
  const listId = `${form.idPrefix}-sizes`;
  return (
    <>
      <ListingField form={form} name="size" label="Size" className="col-span-2 sm:col-span-3" hint={UI.sizeHint}>
        <input type="text" list={listId} autoComplete="off" placeholder="e.g. No Roomies" {...textProps(form, 'size')} />
        <datalist id={listId}>
          {SIZE_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <FlaggedPhraseList
          flagged={size.warn}
          onReplace={(flagged) => form.set('size', applyBetterWording(form.values.size, flagged))}
        />
        <SharedLivingNotes allowed={size.allowed} />
      </ListingField>
      <div className="col-span-2 flex items-end sm:col-span-3">
        <BoxedCheckbox
          name="is_sublet"
          label={UI.subletLabel}
          hint={UI.subletHint}
          checked={form.values.is_sublet}
          onChange={(checked) => form.set('is_sublet', checked)}
          className="w-full"
        />
      </div>
      <ListingField
        form={form}
        name="available_from"
        label={UI.availableFrom}
        className="col-span-2 sm:col-span-3"
        hint={UI.availableFromHint}
        optional
      >
        <input type="date" {...textProps(form, 'available_from', false)} />
      </ListingField>
    </>
  );
}

/** The description, its flagged phrases highlighted as typed, each with a better wording to put in. */
export function DescriptionField({ form }: { form: ListingFormState }) {
  const description = useWordingCheck(form, 'description');
  return (
    <ListingField form={form} name="description" label="Description" className="col-span-2 sm:col-span-6">
      <HighlightedTextarea rows={6} flagged={description.warn} {...textProps(form, 'description')} />
      <FlaggedPhraseList
        flagged={description.warn}
        onReplace={(flagged) => form.set('description', applyBetterWording(form.values.description, flagged))}
      />
      <SharedLivingNotes allowed={description.allowed} />
    </ListingField>
  );
}

/**
 * The agent's Spanish and Chinese description, optional (decision 072): the Spanish and Chinese pages
 * show the English one, marked as English, while one is empty. Same limit as the English.
 */
export function TranslatedDescriptionFields({ form }: { form: ListingFormState }) {
  return (
    <>
      {(['description_es', 'description_zh'] as const).map((name) => (
        <ListingField
          key={name}
          form={form}
          name={name}
          label={UI.translatedDescription[name]}
          className="col-span-2 sm:col-span-6"
          hint={UI.translatedDescriptionHint}
          optional
        >
          <textarea
            rows={4}
            lang={name === 'description_es' ? 'es' : 'zh-Hans'}
            {...textProps(form, name, false)}
            value={form.values[name] ?? ''}
          />
        </ListingField>
      ))}
    </>
  );
}
