import { FEEDS_TEXT } from '../../../../shared/texts/feeds.ts';
import { portalWarnings } from '../../../../shared/syndication.ts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ListingStatus } from '../../../../shared/listings.ts';
import type { ListingPhotoDto } from '../../../../shared/listings.schema.ts';
import { LISTINGS_TEXT as T } from '../../../../shared/texts/listings.ts';
import { BREAKPOINTS } from '../../../../shared/constants.ts';
import { AmenityCheckboxes } from './amenity-checkboxes.tsx';
import { ImagePicker, type NewPhoto } from './image-picker.tsx';
import { SyndicationField } from './syndication-field.tsx';
import { maxImagesForWidth, pickImages } from './image-rules.ts';
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
import { FeesEditor } from './fees-editor.tsx';
import { UI } from './listings-ui-text.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { focusGuard } from '../../../lib/late-answers.ts';
import { applyBetterWording, findFlaggedPhrases, type FlaggedPhrase } from '../../../../shared/fair-housing/matcher.ts';
import {
  listingWordingWarnings,
  SHARED_LIVING,
  unconfirmedPhrases,
  type WordingConfirmation,
} from '../../../../shared/fair-housing/listing-wording.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../../shared/texts/fair-housing.ts';
import { useConfirm } from '../confirm-dialog.tsx';
import { FlaggedPhraseList, HighlightedTextarea, useFlaggedPhrases } from '../fair-housing/wording-check.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { usePhotoUploads, type SaveUpload } from './use-photo-uploads.ts';
import { NEW_YORK } from '../../../../shared/new-york-time.ts';
import { RoomFields } from './room-fields.tsx';
import { ROOM_FORM_TEXT as R } from './room-ui-text.ts';

/** A phrase the check finds that a room in a shared apartment may say (decision 064): a note, not a warning. */
const sharedLivingAllows = (phrase: FlaggedPhrase) => SHARED_LIVING.ruleIds.includes(phrase.ruleId);

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

const newYorkTime = new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, dateStyle: 'medium', timeStyle: 'short' });

const STATUS_OPTIONS: Array<{ value: ListingStatus; label: string; hint: string }> = [
  { value: 'active', label: 'Active', hint: UI.statusActiveHint },
  { value: 'pending', label: 'Pending', hint: UI.statusPendingHint },
  { value: 'inactive', label: 'Inactive', hint: UI.statusInactiveHint },
];

const SIZE_SUGGESTIONS = ['No Roomies', '1 Roomie', '2 Roomies', '3 Roomies'];

const inputBase =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs transition placeholder:text-slate-400 focus:outline-none focus:ring-3';
const inputOk = 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/20';
const inputBad = 'border-red-500 focus:border-red-500 focus:ring-red-500/20';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}

/** The add and edit listing form (docs/product.md §2, §5): fields, amenities, photos, status, Cancel and Save. */
export function ListingForm({ mode, initial, existingPhotos = [], onSave, wordingConfirmation = null, extra }: ListingFormProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const width = useViewportWidth();
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feeErrors, setFeeErrors] = useState<FeeErrors>({});
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [photoMessages, setPhotoMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [interrupted, setInterrupted] = useState(false);
  const uploads = usePhotoUploads();
  const fieldRefs = useRef<Partial<Record<FormField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const serverErrorRef = useRef<HTMLDivElement>(null);
  const leaving = useRef(false);

  // The fair housing wording check, as the agent types (decision 041).
  // On a room a one-sex preference is a note with its reason, not a warning (decision 064).
  const sharedLiving = values.kind === 'room';
  const split = (flags: FlaggedPhrase[]) =>
    sharedLiving
      ? { warn: flags.filter((f) => !sharedLivingAllows(f)), allowed: flags.filter(sharedLivingAllows) }
      : { warn: flags, allowed: [] };
  const description = split(useFlaggedPhrases(values.description));
  const size = split(useFlaggedPhrases(values.size));
  const descriptionFlags = description.warn;
  const sizeFlags = size.warn;
  const feeFlags = values.fees.flatMap((fee, index) => findFlaggedPhrases(fee.name).map((phrase) => ({ phrase, index })));
  const replaceFeeWording = (flagged: FlaggedPhrase) => {
    const hit = feeFlags.find((f) => f.phrase === flagged);
    if (!hit) return;
    set(
      'fees',
      values.fees.map((fee, i) => (i === hit.index ? { ...fee, name: applyBetterWording(fee.name, flagged) } : fee)),
    );
  };

  const kept = existingPhotos.filter((photo) => !removed.includes(photo.id));
  const maxImages = maxImagesForWidth(width);
  const dirty = !sameValues(initial, values) || photos.length > 0 || removed.length > 0;

  // Previews live as object URLs: give them back when the form goes away.
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  // While the save is under way the form takes no changes: it leaves on success, and a change made
  // meanwhile would be lost with it (docs/decisions/031).
  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) => {
    if (saving) return;
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as FormField]: _cleared, ...rest }) => rest);
  };

  const addPhotos = (files: File[]) => {
    if (saving) return;
    const result = pickImages(files, kept.length + photos.length, maxImages);
    const messages: string[] = [];
    if (result.overLimit) messages.push(T.tooManyImages(maxImages));
    for (const { file, reason } of result.rejected)
      messages.push(`${file.name}: ${reason === 'too-large' ? T.imageTooLarge : T.imageNotAnImage}`);
    setPhotoMessages(messages);
    const added = result.accepted.map((file) => ({
      key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
      file,
      preview: URL.createObjectURL(file),
    }));
    if (added.length) setPhotos((current) => [...current, ...added]);
    uploads.prepare(added);
  };

  const removePhoto = (key: string) => {
    if (saving) return;
    const photo = photos.find((p) => p.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((p) => p.key !== key));
    uploads.forget(key);
    setPhotoMessages([]);
  };

  const submit = async () => {
    if (saving) return;
    const found = validateListingForm(values);
    const first = firstInvalidField(found);
    const foundFees = validateFees(values.fees);
    setErrors(found);
    setFeeErrors(foundFees);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    const firstFee = Object.keys(foundFees)[0];
    if (firstFee) {
      document.querySelector<HTMLInputElement>(`[data-fee-input="${firstFee}"]`)?.focus();
      return;
    }
    // Publishing flagged wording asks first; the confirmation is recorded on the listing.
    let wordingConfirmed = false;
    if (values.status === 'active') {
      const phrases = unconfirmedPhrases(listingWordingWarnings(values), wordingConfirmation);
      if (phrases.length > 0) {
        wordingConfirmed = await confirm(FH.confirmPublish(phrases), {
          title: FH.confirmPublishTitle,
          detail: FH.confirmPublishDetail,
          confirmLabel: FH.publishAnyway,
          cancelLabel: FH.reviewWording,
        });
        if (!wordingConfirmed) return;
      }
    }
    setSaving(true);
    setServerError(null);
    setInterrupted(false);
    const focus = focusGuard();
    // The photos as they will be sent: shrunk on this device (decision 042), waited for if still preparing.
    const files = await uploads.files(photos);
    const data = toListingFormData(values, files, mode === 'edit' ? removed : null);
    if (wordingConfirmed) data.append('wordingConfirmed', 'true');
    const result = await onSave(data, uploads.sending(photos, files));
    uploads.finish(photos, result.ok ? 'done' : !result.ok && result.interrupted ? 'failed' : 'ready');
    if (result.ok) {
      leaving.current = true;
      navigate('/admin/listings');
      return;
    }
    setSaving(false);
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
  };

  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: string) => `${idPrefix}-${field}-error`;
  const textProps = (field: FormField, required = true) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      fieldRefs.current[field] = el;
    },
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    'aria-required': required,
    readOnly: saving,
    className: `${inputBase} ${errors[field] ? inputBad : inputOk}`,
  });

  const field = (
    name: FormField,
    label: string,
    control: ReactNode,
    extra?: { className?: string; hint?: string; optional?: boolean },
  ) => (
    <div className={extra?.className}>
      <div className="mb-1.5 flex items-baseline gap-1 text-sm">
        <label htmlFor={fieldId(name)} className="font-medium text-slate-800">
          {label}
        </label>
        {!extra?.optional && (
          <span aria-hidden="true" className="text-red-600">
            *
          </span>
        )}
      </div>
      {control}
      {errors[name] ? (
        <p
          id={errorId(name)}
          className="mt-1.5 flex items-center gap-1 text-sm font-medium text-red-700"
          data-testid={`error-${name}`}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4 shrink-0">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          {errors[name]}
        </p>
      ) : (
        extra?.hint && <p className="mt-1.5 text-xs text-slate-500">{extra.hint}</p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? UI.addTitle : UI.editTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-6"
    >
      <UnsavedChangesGuard when={dirty && !saving} leaving={leaving} />

      {serverError && (
        <div
          ref={serverErrorRef}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
              clipRule="evenodd"
            />
          </svg>
          <p data-testid="server-error">{serverError}</p>
        </div>
      )}

      <Section title={UI.detailsTitle} description={UI.detailsDescription}>
        <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6">
          {field(
            'address',
            'Address',
            <input
              type="text"
              autoComplete="off"
              placeholder="e.g. 350 West 42nd Street, New York, NY 10036"
              {...textProps('address')}
            />,
            {
              className: 'col-span-2 sm:col-span-4',
            },
          )}
          {field(
            'neighborhood',
            T.apartmentNo,
            <input type="text" autoComplete="off" placeholder="e.g. 12B" {...textProps('neighborhood')} />,
            {
              className: 'col-span-1 sm:col-span-2',
            },
          )}
          {field(
            'price',
            'Price',
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
                {...textProps('price')}
                className={`${textProps('price').className} pl-7`}
              />
            </div>,
            { className: 'col-span-1 sm:col-span-2', hint: UI.priceHint },
          )}
          {field(
            'bedrooms',
            'Bedrooms',
            <input type="number" inputMode="numeric" min="0" step="1" {...textProps('bedrooms')} />,
            {
              className: 'col-span-1 sm:col-span-2',
              hint: UI.bedroomsHint,
            },
          )}
          {field(
            'bathrooms',
            'Bathrooms',
            <input
              type="number"
              inputMode="decimal"
              min="0"
              step={mode === 'create' ? '1' : '0.5'}
              {...textProps('bathrooms')}
            />,
            { className: 'col-span-1 sm:col-span-2' },
          )}
          {field(
            'size',
            'Size',
            <>
              <input
                type="text"
                list={`${idPrefix}-sizes`}
                autoComplete="off"
                placeholder="e.g. No Roomies"
                {...textProps('size')}
              />
              <datalist id={`${idPrefix}-sizes`}>
                {SIZE_SUGGESTIONS.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
              <FlaggedPhraseList
                flagged={sizeFlags}
                onReplace={(flagged) => set('size', applyBetterWording(values.size, flagged))}
              />
              <SharedLivingNotes allowed={size.allowed} />
            </>,
            { className: 'col-span-2 sm:col-span-3', hint: UI.sizeHint },
          )}
          <div className="col-span-2 flex items-end sm:col-span-3">
            <label className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:border-slate-300">
              <input
                type="checkbox"
                name="is_sublet"
                checked={values.is_sublet}
                onChange={(event) => set('is_sublet', event.target.checked)}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              <span>
                <span className="font-medium">{UI.subletLabel}</span>
                <span className="block text-xs text-slate-500">{UI.subletHint}</span>
              </span>
            </label>
          </div>
          {field('available_from', UI.availableFrom, <input type="date" {...textProps('available_from', false)} />, {
            className: 'col-span-2 sm:col-span-3',
            hint: UI.availableFromHint,
            optional: true,
          })}
          {field(
            'description',
            'Description',
            <>
              <HighlightedTextarea rows={6} flagged={descriptionFlags} {...textProps('description')} />
              <FlaggedPhraseList
                flagged={descriptionFlags}
                onReplace={(flagged) => set('description', applyBetterWording(values.description, flagged))}
              />
              <SharedLivingNotes allowed={description.allowed} />
            </>,
            { className: 'col-span-2 sm:col-span-6' },
          )}
        </div>
      </Section>

      <Section title={R.sectionTitle} description={R.sectionDescription}>
        <RoomFields
          kind={values.kind}
          household={values.household}
          disabled={saving}
          onKind={(kind) => set('kind', kind)}
          onFlag={(flag, value) => set('household', { ...values.household, [flag]: value })}
          flatmatesField={field(
            'flatmates',
            R.flatmates,
            <input type="number" inputMode="numeric" min="0" max="12" step="1" {...textProps('flatmates')} />,
            { hint: R.flatmatesHint },
          )}
        />
      </Section>

      <Section title={UI.amenitiesTitle} description={UI.amenitiesDescription}>
        <AmenityCheckboxes
          value={values.amenities}
          onChange={(amenities) => set('amenities', amenities)}
          narrow={width < BREAKPOINTS.md}
          showMoreLabel={UI.showMoreAmenities}
          showLessLabel={UI.showFewerAmenities}
        />
      </Section>

      <Section title={UI.feesTitle} description={UI.feesDescription}>
        <FeesEditor
          idPrefix={idPrefix}
          value={values.fees}
          errors={feeErrors}
          onChange={(fees) => {
            set('fees', fees);
            setFeeErrors({});
          }}
        />
        <FlaggedPhraseList flagged={feeFlags.map((f) => f.phrase)} onReplace={replaceFeeWording} heading={FH.inFeeNames} />
      </Section>

      {extra}

      <Section title={UI.photosTitle} description={UI.photosDescription(maxImages)}>
        <ImagePicker
          existing={kept}
          photos={photos}
          max={maxImages}
          onAdd={addPhotos}
          onRemoveExisting={(id) => {
            if (saving) return;
            setRemoved((current) => [...current, id]);
            setPhotoMessages([]);
          }}
          onRemoveNew={removePhoto}
          messages={photoMessages}
          states={uploads.states}
          onRetry={() => void submit()}
        />
      </Section>

      <Section title={UI.statusTitle}>
        <fieldset>
          <legend className="sr-only">{UI.statusTitle}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {STATUS_OPTIONS.map((option) => {
              const checked = values.status === option.value;
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
                    onChange={() => set('status', option.value)}
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

      <Section title={FEEDS_TEXT.portalsTitle}>
        <SyndicationField
          checked={values.syndicate}
          onChange={(syndicate) => set('syndicate', syndicate)}
          warnings={portalWarnings({ ...values, photoCount: kept.length + photos.length })}
        />
      </Section>

      <div className="sticky bottom-3 z-20 rounded-2xl border border-slate-200 bg-white/95 shadow-lg shadow-slate-900/10 backdrop-blur">
        <UploadProgress progress={uploads.progress} interrupted={interrupted} />
        <div className="flex items-center justify-end gap-3 px-4 py-3">
          {dirty && <span className="mr-auto hidden text-xs text-slate-500 sm:inline">{UI.unsavedHint}</span>}
          <Link
            to="/admin/listings"
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-xs hover:bg-slate-50"
          >
            {UI.cancel}
          </Link>
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {saving && (
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            )}
            {saving ? UI.saving : UI.save}
          </button>
        </div>
      </div>
    </form>
  );
}
