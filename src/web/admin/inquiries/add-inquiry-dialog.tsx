import { useEffect, useState } from 'react';
import { INQUIRY_LIMITS, STAFF_SOURCES, StaffInquirySchema, type StaffInquiryInput } from '../../../shared/inquiries.schema.ts';
import type { ListingDto } from '../../../shared/listings.schema.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { MAX_LIST_LIMIT } from '../../../shared/constants.ts';
import { api } from '../kit/api-client.ts';
import { useForm } from '../kit/use-form.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field.tsx';

export interface AddInquiryDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Sends the lead (POST /admin/inquiries); resolves null when it was stored (the owner closes the
   * dialog), or the failure's text, shown at the top of the form (a toast sits behind the backdrop).
   */
  onAdd: (values: StaffInquiryInput) => Promise<string | null>;
}

/** 'Add Inquiry': a lead from a call, a walk-in or a portal, stored like every inquiry, with its source. */
export function AddInquiryDialog({ open, onClose, onAdd }: AddInquiryDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={T.addInquiry} description={T.addDescription} size="lg">
      {open && <AddInquiryForm onClose={onClose} onAdd={onAdd} />}
    </Dialog>
  );
}

const EMPTY = { name: '', email: '', phone: '', source: '', listingId: '', message: '' };

const STATUS_ORDER = ['active', 'pending', 'inactive'] as const;

/** A listing as the inquiries list names it: its address with its apartment. */
const listingName = (listing: Pick<ListingDto, 'address' | 'neighborhood'>) =>
  withApartment(listing.address, listing.neighborhood);

/** The listings to choose from (by address; a search narrows them when there are more than one page holds). */
function useListingChoices(search: string) {
  const [state, setState] = useState<{ listings: ListingDto[]; total: number } | 'loading' | 'failed'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        api
          .get<{ listings: ListingDto[]; totalListings: number }>('/listings/admin/all', {
            query: { limit: MAX_LIST_LIMIT, sort: 'address', order: 'asc', search: search.trim() },
            signal: controller.signal,
          })
          .then((body) => setState({ listings: body.listings, total: body.totalListings }))
          .catch(() => !controller.signal.aborted && setState('failed'));
      },
      search ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  return state;
}

function AddInquiryForm({ onClose, onAdd }: Omit<AddInquiryDialogProps, 'open'>) {
  const { formRef, values, saving, failure, set, field, onSubmit } = useForm(StaffInquirySchema, EMPTY, (data) => onAdd(data));
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState('');
  const choices = useListingChoices(search);
  // Once there are more listings than one page holds, a search field narrows the choice.
  const [searchable, setSearchable] = useState(false);
  useEffect(() => {
    if (typeof choices === 'object' && choices.total > choices.listings.length) setSearchable(true);
  }, [choices]);
  const listings = typeof choices === 'object' ? choices.listings : [];
  const chosen = listings.some((listing) => String(listing.id) === values.listingId);
  /** What every text box of the form takes: no browser suggestions (the lead is someone else), and no typing while it is sent. */
  const typing = { autoComplete: 'off', readOnly: saving };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={T.nameLabel} {...field('name')} maxLength={INQUIRY_LIMITS.name} {...typing} autoFocus required />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={T.emailLabel} {...field('email')} type="email" hint={T.contactHint} maxLength={254} {...typing} />
        <TextField label={T.phoneLabel} {...field('phone')} type="tel" maxLength={INQUIRY_LIMITS.phone} {...typing} />
      </div>
      <SelectField label={T.sourceLabel} {...field('source')} disabled={saving} required>
        <option value="">{T.chooseSource}</option>
        {STAFF_SOURCES.map((source) => (
          <option key={source} value={source}>
            {source}
          </option>
        ))}
      </SelectField>
      <div className="space-y-2">
        {searchable && (
          <TextField
            label={T.findListing}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={T.findListingPlaceholder}
            maxLength={200}
            {...typing}
          />
        )}
        <SelectField
          label={T.listingLabel}
          {...field('listingId')}
          onChange={(event) => {
            set('listingId', event.target.value);
            setChosenName(event.target.selectedOptions[0]?.text ?? '');
          }}
          hint={
            choices === 'loading'
              ? T.loadingListings
              : choices === 'failed'
                ? T.listingsFailed
                : choices.total > choices.listings.length
                  ? T.moreListings(choices.listings.length, choices.total)
                  : undefined
          }
          disabled={saving}
        >
          <option value="">{T.noListing}</option>
          {/* The listing chosen before a search narrowed the list stays chosen. */}
          {values.listingId && !chosen && <option value={values.listingId}>{chosenName}</option>}
          {STATUS_ORDER.map((status) => {
            const group = listings.filter((listing) => listing.status === status);
            return group.length === 0 ? null : (
              <optgroup key={status} label={T.listingStatusGroup(status)}>
                {group.map((listing) => (
                  <option key={listing.id} value={String(listing.id)}>
                    {listingName(listing)}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </SelectField>
      </div>
      <TextAreaField
        label={T.messageLabel}
        {...field('message')}
        placeholder={T.messagePlaceholder}
        rows={5}
        maxLength={INQUIRY_LIMITS.message}
        readOnly={saving}
        required
        className="min-h-28"
      />
      <DialogFormActions cancel={T.cancel} submit={saving ? T.adding : T.addSave} onCancel={onClose} saving={saving} />
    </form>
  );
}
