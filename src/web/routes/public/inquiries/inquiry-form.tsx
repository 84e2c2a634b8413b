import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { eachDetail, inquiryProblems, INQUIRY_DETAIL_KEYS, INQUIRY_DETAILS } from '../../../../shared/inquiries.schema.ts';
import { firstInvalid, hasFieldErrors, revealFirstInvalid, type FieldErrors } from '../../../lib/form-errors.ts';
import { focusGuard } from '../../../lib/late-answers.ts';
import { refusableFieldParts } from '../../../components/ui/form-field.tsx';
import { DonePanel } from '../../../components/ui/done-panel.tsx';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
import { NameAndEmail } from '../../../components/public/name-and-email.tsx';
import { useLocalPath, useTexts } from '../../../i18n.tsx';
import type { ModuleTexts } from '../../../../shared/i18n/types.ts';

/** The fields a visitor fills in, in the form's order (docs/product.md §3 Inquiry: the renter's details after the e-mail). */
export const INQUIRY_FIELDS = ['name', 'email', ...INQUIRY_DETAIL_KEYS, 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
type InquiryText = Record<InquiryField, string>;

/** What the visitor typed (`website` is the hidden honeypot). */
type InquiryValues = InquiryText & { website: string };
const EMPTY_INQUIRY: InquiryValues = { name: '', email: '', ...eachDetail(() => ''), message: '', website: '' };

/**
 * What the inquiry action (inquiry-action.server.ts) answers the form, sent by a fetcher or posted without JavaScript:
 * sent; refused with the message of each field refused, the form's own message ('' when every problem is a
 * field's) and what was typed; or, from the route's clientAction, the server not reached (the error's message).
 */
export type InquiryResult =
  | { sent: true }
  | { sent: false; message: string; errors?: FieldErrors<InquiryField>; values?: InquiryText }
  | { sent: false; unreachable: string };

/** Where both forms send, with and without JavaScript: the page that mounts the inquiry action (routes/public/about.tsx). */
const INQUIRY_ACTION = '/about';

interface InquiryFormProps {
  /** 'property': the modal on /property/{id}; 'contact': the /about form. */
  variant: 'property' | 'contact';
  /** The listing asked about (always in the modal; on /about when the visitor came from a property page): without it, a general inquiry. */
  listingId?: number;
  /** The contact page's answer to a form posted without JavaScript. */
  serverResult?: InquiryResult;
  /** Close: the modal closes; on the contact page the form comes back empty. */
  onClose?: () => void;
}

type Phase = { kind: 'idle' | 'success' } | { kind: 'error'; message: string };

/** How a result shows in the form: the panel, every refused field's message, and the form's error (docs/product.md §8). */
function outcome(
  result: InquiryResult | undefined,
  variant: InquiryFormProps['variant'],
  F: ModuleTexts['inquiries']['INQUIRY_FORM_TEXT'],
): { phase: Phase; fieldErrors: FieldErrors<InquiryField> } {
  if (!result) return { phase: { kind: 'idle' }, fieldErrors: {} };
  if (result.sent) return { phase: { kind: 'success' }, fieldErrors: {} };
  if ('unreachable' in result) {
    const message = variant === 'property' ? F.propertyException(result.unreachable) : F.contactException;
    return { phase: { kind: 'error', message }, fieldErrors: {} };
  }
  const fieldErrors = result.errors ?? {};
  if (hasFieldErrors(fieldErrors))
    return { phase: result.message ? { kind: 'error', message: result.message } : { kind: 'idle' }, fieldErrors };
  // No message: the route's clientAction had an answer that was not the action's.
  return { phase: { kind: 'error', message: result.message || F.failed }, fieldErrors };
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

/**
 * The public inquiry and contact form (docs/product.md §2, §4, §5, §8): validated with every field's message
 * shown at once in the spec's order and the first invalid field focused and scrolled into view (decision 109),
 * then 'Sending...', then the 'Thank You!' panel or the spec's error. One way in (decision 048): a fetcher sends
 * it to the /about page's action; without JavaScript the same form posts there and the page answers with the
 * panel or the error.
 */
export function InquiryForm({ variant, listingId, serverResult, onClose }: InquiryFormProps) {
  const { INQUIRY_DETAIL_TEXT: DETAIL_TEXT, INQUIRY_FORM_TEXT: F, INQUIRIES_TEXT } = useTexts('inquiries');
  const localPath = useLocalPath();
  const id = useId();
  const fetcher = useFetcher<InquiryResult>();
  const initial = outcome(serverResult, variant, F);
  const [values, setValues] = useState<InquiryValues>(
    serverResult && !serverResult.sent && 'values' in serverResult && serverResult.values
      ? { ...serverResult.values, website: '' }
      : EMPTY_INQUIRY,
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<InquiryField>>(initial.fieldErrors);
  const [phase, setPhase] = useState<Phase>(initial.phase);
  const form = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // 'invalid': the first refused field, once its marks are rendered.
  const [focusTarget, setFocusTarget] = useState<'name' | 'invalid' | 'thanks' | null>(null);
  const focusAtSending = useRef<ReturnType<typeof focusGuard> | null>(null);
  // The page a form posted without JavaScript gets back: the browser focuses the first refused field.
  const [autoFocused] = useState(() => firstInvalid(initial.fieldErrors, INQUIRY_FIELDS));

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'thanks') thanks.current?.focus();
    else if (focusTarget === 'invalid') revealFirstInvalid(form.current);
    else form.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // The action's answer to this form's sending (each answer is a new object).
  useEffect(() => {
    if (!fetcher.data) return;
    const next = outcome(fetcher.data, variant, F);
    setPhase(next.phase);
    setFieldErrors(next.fieldErrors);
    if (next.phase.kind === 'success') {
      setValues(EMPTY_INQUIRY);
      setFocusTarget('thanks');
    } else if (hasFieldErrors(next.fieldErrors) && focusAtSending.current?.unmoved() !== false) {
      // The first refused field takes the focus unless the visitor put it elsewhere while waiting (decision 031).
      setFocusTarget('invalid');
    }
  }, [fetcher.data, variant]);

  const set = (field: keyof InquiryValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setFieldErrors((errors) => (field in errors ? { ...errors, [field]: undefined } : errors));
  };

  function startOver(focusName: boolean) {
    setValues(EMPTY_INQUIRY);
    setFieldErrors({});
    setPhase({ kind: 'idle' });
    if (focusName) setFocusTarget('name');
  }

  const sending = fetcher.state !== 'idle';

  /** Checked here first (nothing is sent with a problem, and every problem shows); then the fetcher sends the form to the action. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const problems = sending ? {} : inquiryProblems(values, INQUIRIES_TEXT);
    const refused = hasFieldErrors(problems);
    if (sending || refused) event.preventDefault();
    if (sending) return;
    setFieldErrors(problems);
    setPhase({ kind: 'idle' });
    if (refused) setFocusTarget('invalid');
    else focusAtSending.current = focusGuard();
  }

  if (phase.kind === 'success') {
    return (
      <DonePanel Heading="h3" headingRef={thanks} heading={F.thankYou} autoFocus={serverResult?.sent === true}>
        <p className="mt-2 max-w-sm text-slate-600">{F.thankYouDetail}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* Links, so the panel a visitor without JavaScript gets works too. */}
          <a
            href="/about#contact"
            className={primaryButton}
            onClick={(event) => {
              event.preventDefault();
              startOver(true);
            }}
          >
            {F.sendAnother}
          </a>
          <a
            href={variant === 'contact' ? '/about#contact' : '#'}
            className={secondaryButton}
            onClick={(event) => {
              event.preventDefault();
              startOver(false);
              onClose?.();
            }}
          >
            {F.close}
          </a>
        </div>
      </DonePanel>
    );
  }

  const { label, refusedMarks, problem } = refusableFieldParts(id, fieldErrors);
  const control = (field: InquiryField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    autoFocus: field === autoFocused || undefined,
    ...refusedMarks(field),
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      // Without JavaScript the page comes back still asking about the listing, the browser focusing (and scrolling
      // to) its first refused field or its 'Thank You!': no #contact, whose scroll would stop the browser's autofocus.
      action={`${localPath(INQUIRY_ACTION)}${variant === 'contact' && listingId ? `?listing=${listingId}` : ''}`}
      defaultShouldRevalidate={false}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      className="space-y-4"
    >
      {listingId ? (
        <input type="hidden" name="listingId" value={listingId} />
      ) : (
        <input type="hidden" name="inquiryType" value="general" />
      )}
      <NameAndEmail control={control} label={label} problem={problem} />
      {INQUIRY_DETAIL_KEYS.map((field) => (
        <div key={field}>
          {label(field, DETAIL_TEXT[field].formLabel, false)}
          <input {...control(field)} {...INQUIRY_DETAILS[field].input} />
          {problem(field)}
        </div>
      ))}
      <div>
        {label('message', F.message, true)}
        <textarea
          {...control('message')}
          rows={variant === 'contact' ? 6 : 5}
          maxLength={5000}
          required
          placeholder={variant === 'contact' ? F.contactMessagePlaceholder : F.messagePlaceholder}
        />
        {problem('message')}
      </div>
      <HoneypotField id={`${id}-hp`} label={F.honeypot} value={values.website} onChange={set('website')} />
      {phase.kind === 'error' && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {phase.message}
        </p>
      )}
      <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? F.sending : variant === 'contact' ? F.sendContact : F.send}
        </button>
      </div>
    </fetcher.Form>
  );
}
