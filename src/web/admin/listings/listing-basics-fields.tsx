import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { ListingField, textProps, type ListingFormState } from './listing-field.tsx';
import { UI } from './listings-ui-text.ts';

/** The listing's address and apartment number: the first row of the details. */
export function AddressFields({ form }: { form: ListingFormState }) {
  return (
    <>
      <ListingField form={form} name="address" label="Address" className="col-span-2 sm:col-span-4">
        <input
          type="text"
          autoComplete="off"
          placeholder="e.g. 350 West 42nd Street, New York, NY 10036"
          {...textProps(form, 'address')}
        />
      </ListingField>
      <ListingField form={form} name="neighborhood" label={T.apartmentNo} className="col-span-1 sm:col-span-2">
        <input type="text" autoComplete="off" placeholder="e.g. 12B" {...textProps(form, 'neighborhood')} />
      </ListingField>
    </>
  );
}

/** The monthly price (in dollars), the bedrooms and the bathrooms (halves only when editing). */
export function PriceAndRoomsFields({ form, mode }: { form: ListingFormState; mode: 'create' | 'edit' }) {
  const price = textProps(form, 'price');
  return (
    <>
      <ListingField form={form} name="price" label="Price" className="col-span-1 sm:col-span-2" hint={UI.priceHint}>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500"
          >
            $
          </span>
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            placeholder="e.g. 3200"
            {...price}
            className={`${price.className} pl-7`}
          />
        </div>
      </ListingField>
      <ListingField form={form} name="bedrooms" label="Bedrooms" className="col-span-1 sm:col-span-2" hint={UI.bedroomsHint}>
        <input type="number" inputMode="numeric" min="0" step="1" {...textProps(form, 'bedrooms')} />
      </ListingField>
      <ListingField form={form} name="bathrooms" label="Bathrooms" className="col-span-1 sm:col-span-2">
        <input
          type="number"
          inputMode="decimal"
          min="0"
          step={mode === 'create' ? '1' : '0.5'}
          {...textProps(form, 'bathrooms')}
        />
      </ListingField>
    </>
  );
}
