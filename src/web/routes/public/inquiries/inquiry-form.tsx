import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { eachDetail, firstInquiryProblem, INQUIRY_DETAIL_KEYS, INQUIRY_DETAILS } from '../../../../shared/inquiries.schema.ts';
import { focusGuard } from '../../../lib/late-answers.ts';
import { refusableFieldParts } from '../../../components/ui/form-field.tsx';
import { DonePanel } from '../../../components/ui/done-panel.tsx';
import { HoneypotField } from '../../../components/public/honeypot-field.tsx';
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
 * sent; refused with the message, the field its schema issue names and what was typed; or, from the
 * route's clientAction, the server not reached (the error's message).
 */
export type InquiryResult =
  | { sent: true }
  | { sent: false; message: string; field?: InquiryField; values?: InquiryText }
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
type FieldError = { field: InquiryField; message: string };

/** How a result shows in the form: the panel, a field's error, or the form's error (docs/product.md §8). */
function outcome(
  result: InquiryResult | undefined,
  variant: InquiryFormProps['variant'],
  F: ModuleTexts['inquiries']['INQUIRY_FORM_TEXT'],
): { phase: Phase; fieldError: FieldError | null } {
  if (!result) return { phase: { kind: 'idle' }, fieldError: null };
  if (result.sent) return { phase: { kind: 'success' }, fieldError: null };
  if ('unreachable' in result) {
    const message = variant === 'property' ? F.propertyException(result.unreachable) : F.contactException;
    return { phase: { kind: 'error', message }, fieldError: null };
  }
  if (result.field) return { phase: { kind: 'idle' }, fieldError: { field: result.field, message: result.message } };
  // No message: the route's clientAction had an answer that was not the action's.
  return { phase: { kind: 'error', message: result.message || F.failed }, fieldError: null };
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

/**
 * The public inquiry and contact form (docs/product.md §2, §4, §5, §8): validated in the spec's order with the
 * first invalid field focused, then 'Sending...', then the 'Thank You!' panel or the spec's error. One way
 * in (decision 048): a fetcher sends it to the /about page's action; without JavaScript the same form posts
 * there and the page answers with the panel or the error.
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
  const [fieldError, setFieldError] = useState<FieldError | null>(initial.fieldError);
  const [phase, setPhase] = useState<Phase>(initial.phase);
  const fields = useRef<Partial<Record<InquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<InquiryField | 'thanks' | null>(null);
  const focusAtSending = useRef<ReturnType<typeof focusGuard> | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'thanks') thanks.current?.focus();
    else fields.current[focusTarget]?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // The action's answer to this form's sending (each answer is a new object).
  useEffect(() => {
    if (!fetcher.data) return;
    const next = outcome(fetcher.data, variant, F);
    setPhase(next.phase);
    setFieldError(next.fieldError);
    if (next.phase.kind === 'success') {
      setValues(EMPTY_INQUIRY);
      setFocusTarget('thanks');
    } else if (next.fieldError && focusAtSending.current?.unmoved() !== false) {
      // The refused field takes the focus unless the visitor put it elsewhere while waiting (decision 031).
      setFocusTarget(next.fieldError.field);
    }
  }, [fetcher.data, variant]);

  const set = (field: keyof InquiryValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  function startOver(focusName: boolean) {
    setValues(EMPTY_INQUIRY);
    setFieldError(null);
    setPhase({ kind: 'idle' });
    if (focusName) setFocusTarget('name');
  }

  const sending = fetcher.state !== 'idle';

  /** Checked here first (nothing is sent with a problem); then the fetcher sends the form to the action. */
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const problem = sending ? null : firstInquiryProblem(values, INQUIRIES_TEXT);
    if (sending || problem) event.preventDefault();
    if (sending) return;
    setFieldError(problem);
    setPhase({ kind: 'idle' });
    if (problem) setFocusTarget(problem.field);
    else focusAtSending.current = focusGuard();
  }

  if (phase.kind === 'success') {
    return (
      <DonePanel Heading="h3" headingRef={thanks} heading={F.thankYou}>
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

  const { label, refusedMarks, problem } = refusableFieldParts(id, fieldError);
  const control = (field: InquiryField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    ...refusedMarks(field),
  });

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the page comes back at the form, still asking about the listing.
      action={`${localPath(INQUIRY_ACTION)}${variant === 'contact' && listingId ? `?listing=${listingId}` : ''}#contact`}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('name', F.name, true)}
          <input
            {...control('name')}
            ref={(el) => {
              fields.current.name = el;
            }}
            type="text"
            autoComplete="name"
            maxLength={100}
            required
          />
          {problem('name')}
        </div>
        <div>
          {label('email', F.email, true)}
          <input
            {...control('email')}
            ref={(el) => {
              fields.current.email = el;
            }}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
          />
          {problem('email')}
        </div>
      </div>
      {INQUIRY_DETAIL_KEYS.map((field) => (
        <div key={field}>
          {label(field, DETAIL_TEXT[field].formLabel, false)}
          <input
            {...control(field)}
            ref={(el) => {
              fields.current[field] = el;
            }}
            {...INQUIRY_DETAILS[field].input}
          />
          {problem(field)}
        </div>
      ))}
      <div>
        {label('message', F.message, true)}
        <textarea
          {...control('message')}
          ref={(el) => {
            fields.current.message = el;
          }}
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
