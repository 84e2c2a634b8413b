import { FEEDS_TEXT } from '../../../shared/texts/feeds.ts';
import { portalWarnings } from '../../../shared/syndication.ts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ListingPhotoDto } from '../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { BREAKPOINTS } from '../../../shared/constants.ts';
import { AmenityCheckboxes } from './amenity-checkboxes.tsx';
import { SyndicationField } from './syndication-field.tsx';
import {
  firstInvalidField,
  validateFees,
  type FeeErrors,
  sameValues,
  toListingFormData,
  validateListingForm,
  type FieldErrors,
  type FormField,
  type ListingFormValues,
} from './listing-form-model.ts';
import { UI } from './listings-ui-text.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { focusGuard } from '../../lib/late-answers.ts';
import { useForm } from '../kit/use-form.ts';
import {
  listingWordingWarnings,
  unconfirmedPhrases,
  type WordingConfirmation,
} from '../../../shared/fair-housing/listing-wording.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import type { SaveUpload } from './use-photo-uploads.ts';
import { Section, type ListingFormState } from './listing-field.tsx';
import { AddressFields, PriceAndRoomsFields } from './listing-basics-fields.tsx';
import { DescriptionField, SizeAndTermsFields, TranslatedDescriptionFields } from './listing-wording-fields.tsx';
import { HouseholdSection } from './listing-household-section.tsx';
import { FeesSection } from './listing-fees-section.tsx';
import { PhotosSection, useListingPhotos } from './listing-photos-section.tsx';
import { StatusSection } from './listing-status-section.tsx';
import { SaveBar, ServerErrorAlert } from './listing-save-bar.tsx';

/**
 * What saving answered: saved, the server's complaint to show on the form, or `interrupted` (the
 * connection dropped or stalled: the listing may not be saved; saving again is safe).
 */
export type SaveResult = { ok: true } | { ok: false; error: string | null; interrupted?: boolean };

interface ListingFormProps {
  mode: 'create' | 'edit';
  initial: ListingFormValues;
  existingPhotos?: ListingPhotoDto[];
  /** Sends the multipart body; the form shows the outcome and leaves for the table on success. */
  onSave: (data: FormData, upload: SaveUpload) => Promise<SaveResult>;
  /** The last confirmation of publishing flagged wording (edit): phrases it covers are not asked about again. */
  wordingConfirmation?: WordingConfirmation | null;
  /** More sections the page saves itself (the listing's viewings), after the fees. */
  extra?: ReactNode;
}

/** The fee rows' errors sit among the form's under `fees.<row>.<part>`. */
const FEE = 'fees.';
const feeErrorsOf = (errors: Record<string, string | undefined>): FeeErrors =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, message]) =>
      key.startsWith(FEE) && message ? [[key.slice(FEE.length), message]] : [],
    ),
  );

/**
 * The add and edit listing form (docs/product.md §2, §5), on the back-office's form hook: the details,
 * rooms and household, amenities, fees, photos, status and portals, each a section of its own, then
 * Cancel and Save. Publishing flagged wording asks first; the photos go up with the save.
 */
export function ListingForm({ mode, initial, existingPhotos = [], onSave, wordingConfirmation = null, extra }: ListingFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const idPrefix = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [interrupted, setInterrupted] = useState(false);
  const fieldRefs = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);
  const wordingConfirmed = useRef(false);

  const form = useForm(
    null,
    initial,
    async (values) => {
      setServerError(null);
      setInterrupted(false);
      const focus = focusGuard();
      // The photos as they will be sent: shrunk on this device (decision 042), waited for if still preparing.
      const files = await photos.uploads.files(photos.photos);
      const data = toListingFormData(values, files, mode === 'edit' ? photos.removed : null);
      if (wordingConfirmed.current) data.append('wordingConfirmed', 'true');
      const result = await onSave(data, photos.uploads.sending(photos.photos, files));
      photos.uploads.finish(photos.photos, result.ok ? 'done' : result.interrupted ? 'failed' : 'ready');
      if (result.ok) {
        leaving.current = true;
        navigate('/admin/listings');
        return null;
      }
      if (result.interrupted) setInterrupted(true);
      if (result.error) {
        setServerError(T.serverError(result.error));
        // The alert is announced either way; it takes the focus (and the view) only if the agent has not
        // put the focus elsewhere while waiting.
        requestAnimationFrame(() => {
          if (!focus.unmoved()) return;
          serverErrorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          focus.moveFocus(serverErrorRef.current);
        });
      }
      return null;
    },
    {
      check: (values) => ({
        ...validateListingForm(values),
        ...Object.fromEntries(Object.entries(validateFees(values.fees)).map(([key, message]) => [FEE + key, message])),
      }),
      focus: (errors) => {
        const first = firstInvalidField(errors as FieldErrors);
        if (first) return fieldRefs.current[first]?.focus();
        const fee = Object.keys(feeErrorsOf(errors))[0];
        if (fee) document.querySelector<HTMLInputElement>(`[data-fee-input="${fee}"]`)?.focus();
      },
      // Publishing flagged wording asks first; the confirmation is recorded on the listing.
      beforeSend: async (values) => {
        wordingConfirmed.current = false;
        if (values.status !== 'active') return true;
        const phrases = unconfirmedPhrases(listingWordingWarnings(values), wordingConfirmation);
        if (phrases.length === 0) return true;
        wordingConfirmed.current = await confirm(FH.confirmPublish(phrases), {
          title: FH.confirmPublishTitle,
          detail: FH.confirmPublishDetail,
          confirmLabel: FH.publishAnyway,
          cancelLabel: FH.reviewWording,
        });
        return wordingConfirmed.current;
      },
    },
  );
  // From the save's start until the table shows, the form takes no changes (docs/decisions/031).
  const busy = form.saving || leaving.current;
  const photos = useListingPhotos(existingPhotos, busy);
  const values = form.values;
  const state: ListingFormState = {
    values,
    errors: form.errors as FieldErrors,
    busy,
    set: (field, value) => {
      if (!leaving.current) form.set(field, value);
    },
    idPrefix,
    register: (field, element) => {
      fieldRefs.current[field] = element;
    },
  };
  const dirty = !sameValues(initial, values) || photos.photos.length > 0 || photos.removed.length > 0;

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label={mode === 'create' ? UI.addTitle : UI.editTitle}
      onSubmit={form.onSubmit}
      className="space-y-6"
    >
      <UnsavedChangesGuard when={dirty && !busy} leaving={leaving} />
      <ServerErrorAlert message={serverError} alertRef={serverErrorRef} />

      <Section title={UI.detailsTitle} description={UI.detailsDescription}>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6">
          <AddressFields form={state} />
          <PriceAndRoomsFields form={state} mode={mode} />
          <SizeAndTermsFields form={state} />
          <DescriptionField form={state} />
          <TranslatedDescriptionFields form={state} />
        </div>
      </Section>

      <HouseholdSection form={state} />

      <Section title={UI.amenitiesTitle} description={UI.amenitiesDescription}>
        <AmenityCheckboxes
          value={values.amenities}
          onChange={(amenities) => state.set('amenities', amenities)}
          narrow={photos.width < BREAKPOINTS.md}
          showMoreLabel={UI.showMoreAmenities}
          showLessLabel={UI.showFewerAmenities}
        />
      </Section>

      <FeesSection
        form={state}
        errors={feeErrorsOf(form.errors)}
        onChanged={() =>
          form.setErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(FEE))))
        }
      />

      {extra}

      <PhotosSection photos={photos} onRetry={form.submit} />

      <StatusSection form={state} wordingConfirmation={wordingConfirmation} />

      <Section title={FEEDS_TEXT.portalsTitle}>
        <SyndicationField
          checked={values.syndicate}
          onChange={(syndicate) => state.set('syndicate', syndicate)}
          warnings={portalWarnings({ ...values, photoCount: photos.kept.length + photos.photos.length })}
        />
      </Section>

      <SaveBar progress={photos.uploads.progress} interrupted={interrupted} dirty={dirty} busy={busy} />
    </form>
  );
}
