import { useId, useRef, useState } from 'react';
import { inquiryProblems } from '../../../../shared/inquiries.schema.ts';
import { refusableFieldParts } from '../../../components/ui/form-field.tsx';
import { firstInvalid, hasFieldErrors, useRefusalReveal, type FieldErrors } from '../../../lib/form-errors.ts';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
import { NameAndEmail } from '../../../components/public/name-and-email.tsx';
import { AgencyDisclosure } from '../../../components/agency-disclosure.tsx';
import { DonePanel } from '../../../components/ui/done-panel.tsx';
import type { SlotDto } from '../../../../shared/viewings.ts';
import { useTexts } from '../../../i18n.tsx';

/** The renter's fields, in the form's order (the booking schema's order). */
const VIEWING_FIELDS = ['name', 'email', 'phone', 'message'] as const;
type ViewingField = (typeof VIEWING_FIELDS)[number];

/** The fields a refusal may be about, in the form's order: the renter's, then the agency disclosure's checkbox. */
export const REFUSABLE_VIEWING_FIELDS = [...VIEWING_FIELDS, 'agencyAcknowledged'] as const;
/** Every refused field of the booking form and the message shown under it. */
export type ViewingFieldErrors = FieldErrors<(typeof REFUSABLE_VIEWING_FIELDS)[number]>;

export interface ViewingValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export const EMPTY_VIEWING: ViewingValues = { name: '', email: '', phone: '', message: '', website: '' };

/** The one action the booking form is sent to, by the modal's fetcher or posted without scripts (viewing-book.tsx). */
export const viewingAction = (listingId: number) => `/property/${listingId}/viewing`;

/**
 * What the booking action answers: booked (requested or confirmed, and when); the time taken
 * meanwhile; refused with each refused field's message, the form's own message ('' when every problem is a
 * field's) and what was typed; or, from the route's clientAction, the server not reached (the error's message).
 */
export type ViewingResult =
  | { kind: 'booked'; confirmed: boolean; when: string }
  | { kind: 'taken' }
  | { kind: 'error'; message: string; errors?: ViewingFieldErrors; values?: Record<ViewingField, string> }
  | { kind: 'unreachable'; message: string };

/**
 * The booking form's typed values and its refused fields (modal and plain page): a change to a refused
 * field clears its message. `check` is the form's submit check (nothing is sent with a problem, and
 * every problem shows at once); `refuse` shows refused fields and, once drawn, focuses and scrolls to
 * the first. `autoFocused` is the first refused field of the page a form posted without scripts gets back.
 */
export function useViewingForm(initial: { values: ViewingValues; errors: ViewingFieldErrors }) {
  const { INQUIRIES_TEXT } = useTexts('inquiries');
  const { AGENCY_TEXT } = useTexts('agency');
  const [values, setValues] = useState<ViewingValues>(initial.values);
  const [fieldErrors, setFieldErrors] = useState<ViewingFieldErrors>(initial.errors);
  const [autoFocused] = useState(() => firstInvalid(initial.errors, REFUSABLE_VIEWING_FIELDS));
  const form = useRef<HTMLFormElement>(null);
  const refused = useRefusalReveal(form);
  /** A refused field changed: its message goes. */
  const clear = (field: keyof ViewingFieldErrors) =>
    setFieldErrors((errors) => (field in errors ? { ...errors, [field]: undefined } : errors));
  const change = (field: keyof ViewingValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') clear(field);
  };
  const refuse = (errors: ViewingFieldErrors) => {
    setFieldErrors(errors);
    refused();
  };
  /** False (the sending stopped, every problem shown) when a field is refused. */
  const check = (event: React.FormEvent<HTMLFormElement>): boolean => {
    const acknowledged = event.currentTarget.elements.namedItem('agencyAcknowledged');
    const problems: ViewingFieldErrors = {
      ...inquiryProblems({ name: values.name, email: values.email }, INQUIRIES_TEXT),
      ...(acknowledged instanceof HTMLInputElement && !acknowledged.checked ? { agencyAcknowledged: AGENCY_TEXT.required } : {}),
    };
    if (!hasFieldErrors(problems)) {
      setFieldErrors({});
      return true;
    }
    event.preventDefault();
    refuse(problems);
    return false;
  };
  return { values, setValues, fieldErrors, setFieldErrors, change, clear, refuse, check, form, autoFocused };
}

/**
 * The renter's details on the booking form (modal and plain page): name, e-mail, phone (optional),
 * message (optional) and the honeypot, with the inquiry form's labels and error texts.
 */
function ViewingFields({
  values,
  onChange,
  onAcknowledge,
  errors,
  autoFocused,
}: {
  values: ViewingValues;
  onChange?: (field: keyof ViewingValues, value: string) => void;
  /** The agency disclosure's checkbox changed. */
  onAcknowledge?: () => void;
  errors?: ViewingFieldErrors;
  /** The first refused field of a page answered without scripts, which the browser focuses. */
  autoFocused?: string;
}) {
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  const id = useId();
  const { label, refusedMarks, problem } = refusableFieldParts(id, errors);
  const control = (field: ViewingField) => ({
    id: `${id}-${field}`,
    name: field,
    ...(onChange
      ? {
          value: values[field],
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, e.target.value),
        }
      : { defaultValue: values[field] }),
    autoFocus: field === autoFocused || undefined,
    ...refusedMarks(field),
  });
  return (
    <>
      <NameAndEmail control={control} label={label} problem={problem} />
      <div>
        {label('phone', F.phone, false)}
        <input {...control('phone')} type="tel" autoComplete="tel" maxLength={40} />
        {problem('phone')}
      </div>
      <div>
        {label('message', T.messageLabel, false)}
        <textarea {...control('message')} rows={3} maxLength={2000} placeholder={T.messagePlaceholder} />
        {problem('message')}
      </div>
      <AgencyDisclosure
        error={errors?.agencyAcknowledged}
        autoFocus={autoFocused === 'agencyAcknowledged'}
        onChange={onAcknowledge}
      />
      <HoneypotField
        id={`${id}-hp`}
        label={F.honeypot}
        value={values.website}
        onChange={(e) => onChange?.('website', e.target.value)}
      />
    </>
  );
}

/**
 * The inside of the booking form (modal and plain page): the time being booked with the way back to
 * the times (a button in the modal, a link on the page), the renter's details, the form's own error
 * and Book ('Booking…' while the modal's fetcher sends it).
 */
export function BookingFormFields({
  slot,
  change,
  fields,
  error,
  sending = false,
}: {
  slot: SlotDto;
  change: React.ReactNode;
  fields: React.ComponentProps<typeof ViewingFields>;
  error: string | null;
  sending?: boolean;
}) {
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  return (
    <>
      <input type="hidden" name="start" value={slot.start} />
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-sm text-slate-700">
          <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">{T.chosenTime}</span>
          <span className="font-semibold text-ink">
            {slot.day}, {slot.time}
          </span>
        </p>
        {change}
      </div>
      <ViewingFields {...fields} />
      {error !== null && <FormError message={error} />}
      <div className="flex justify-end pt-1">
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? T.booking : T.book}
        </button>
      </div>
    </>
  );
}

/** 'Viewing requested' or 'Viewing confirmed' and when, once booked, with the way out (Close in the modal, back to the listing on the page). */
export function BookedPanel({
  booked,
  Heading,
  headingRef,
  children,
}: {
  booked: { confirmed: boolean; when: string };
  Heading: 'h2' | 'h3';
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  const { VIEWINGS_TEXT: T } = useTexts('viewings');
  return (
    <DonePanel Heading={Heading} headingRef={headingRef} heading={booked.confirmed ? T.confirmed : T.requested}>
      <p className="mt-2 max-w-md text-slate-600">
        {booked.confirmed ? T.confirmedDetail(booked.when) : T.requestedDetail(booked.when)}
      </p>
      {children}
    </DonePanel>
  );
}

/** The form's own error (not about one field). */
function FormError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';
