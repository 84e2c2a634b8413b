import { useEffect, useId, useState } from 'react';
import { VIEWINGS_TEXT as T } from '../../../shared/texts/viewings.ts';
import { MAX_INSTRUCTIONS, type ListingViewingOptions } from '../../../shared/viewings.ts';
import { api } from '../kit/api-client.ts';
import { FieldLabel, inputClass } from '../../components/ui/form-field.tsx';
import { CardTitle } from '../kit/card-title.tsx';

const DEFAULT_OPTIONS: ListingViewingOptions = { enabled: true, instructions: '' };

/**
 * A listing's viewings in the add and edit forms: read for an existing listing, and saved after the
 * listing itself (`save(id)`; a new listing with the defaults needs no call).
 */
export function useListingViewings(listingId: number | null) {
  const [options, setOptions] = useState<ListingViewingOptions>(DEFAULT_OPTIONS);
  const [loaded, setLoaded] = useState<ListingViewingOptions>(DEFAULT_OPTIONS);
  useEffect(() => {
    if (listingId === null) return;
    api
      .get<{ options: ListingViewingOptions }>(`/viewings/listings/${listingId}`)
      .then((body) => {
        setOptions(body.options);
        setLoaded(body.options);
      })
      .catch(() => undefined);
  }, [listingId]);
  const save = async (id: number) => {
    if (options.enabled === loaded.enabled && options.instructions.trim() === loaded.instructions) return;
    const body = await api.put<{ options: ListingViewingOptions }>(`/viewings/listings/${id}`, options);
    setLoaded(body.options);
  };
  return { options, setOptions, save };
}

/** The Viewings section of the listing form: on or off, and the instructions sent with the confirmation. */
export function ListingViewingsSection({
  value,
  onChange,
}: {
  value: ListingViewingOptions;
  onChange: (value: ListingViewingOptions) => void;
}) {
  const id = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs" aria-labelledby={`${id}-title`}>
      <header className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <CardTitle id={`${id}-title`}>{T.listingViewings}</CardTitle>
      </header>
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="viewings_enabled"
            checked={value.enabled}
            onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
            className="h-4 w-4 rounded border-slate-300 text-brand-600"
          />
          {T.listingViewingsOn}
        </label>
        <div>
          <FieldLabel htmlFor={`${id}-instructions`}>{T.listingInstructions}</FieldLabel>
          <textarea
            id={`${id}-instructions`}
            name="viewing_instructions"
            rows={2}
            maxLength={MAX_INSTRUCTIONS}
            value={value.instructions}
            onChange={(e) => onChange({ ...value, instructions: e.target.value })}
            aria-describedby={`${id}-hint`}
            className={inputClass(false)}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
            {T.listingInstructionsHint}
          </p>
        </div>
      </div>
    </section>
  );
}
