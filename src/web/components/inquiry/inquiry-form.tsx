import { focusGuard } from '../../lib/late-answers.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { firstInquiryProblem } from '../../../shared/inquiries.schema.ts';
import { INQUIRY_FORM_TEXT as F } from '../../../shared/texts/inquiries.ts';
import { inputClass } from '../admin/form-field.tsx';
import { CheckIcon } from '../public/icons.tsx';
import { EMPTY_INQUIRY, fieldOfMessage, sendInquiry, type InquiryField, type InquiryValues } from './send-inquiry.ts';
import { HoneypotField } from '../public/honeypot-field.tsx';

/** What the /about page's form action answers to a visitor without JavaScript. */
export type ContactActionData =
  { sent: true } | { sent: false; message: string; field?: InquiryField; values: Omit<InquiryValues, 'website'> };

type Phase = { kind: 'idle' | 'sending' | 'success' } | { kind: 'error'; message: string };

interface InquiryFormProps {
  /** 'property': the modal on /property/{id}; 'contact': the /about form. */
  variant: 'property' | 'contact';
  /** The listing asked about (always in the modal; on /about when the visitor came from a property page): without it, a general inquiry. */
  listingId?: number;
  /** The contact page's answer to a form posted without JavaScript. */
  serverResult?: ContactActionData;
  /** Close: the modal closes; on the contact page the form comes back empty. */
  onClose?: () => void;
}

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700';

/**
 * The public inquiry and contact form (docs/product.md §2, §4, §5, §8): validated in the spec's order with the
 * first invalid field focused, then 'Sending...', then the 'Thank You!' panel or the spec's error.
 * The contact variant also works without JavaScript (a plain form post to the page's action).
 */
export function InquiryForm({ variant, listingId, serverResult, onClose }: InquiryFormProps) {
  const id = useId();
  const initialValues = serverResult && !serverResult.sent ? { ...serverResult.values, website: '' } : EMPTY_INQUIRY;
  const [values, setValues] = useState<InquiryValues>(initialValues);
  const [fieldError, setFieldError] = useState<{ field: InquiryField; message: string } | null>(
    serverResult && !serverResult.sent && serverResult.field
      ? { field: serverResult.field, message: serverResult.message }
      : null,
  );
  const [phase, setPhase] = useState<Phase>(
    serverResult?.sent
      ? { kind: 'success' }
      : serverResult && !serverResult.field
        ? { kind: 'error', message: serverResult.message }
        : { kind: 'idle' },
  );
  const fields = useRef<Partial<Record<InquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const thanks = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<InquiryField | 'thanks' | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'thanks') thanks.current?.focus();
    else fields.current[focusTarget]?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

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

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    const problem = firstInquiryProblem(values);
    if (problem) {
      setFieldError(problem);
      setPhase({ kind: 'idle' });
      setFocusTarget(problem.field);
      return;
    }
    setFieldError(null);
    setPhase({ kind: 'sending' });
    const focus = focusGuard();
    try {
      const result = await sendInquiry(values, listingId ? { listingId } : { inquiryType: 'general' });
      if (result.ok) {
        setValues(EMPTY_INQUIRY);
        setPhase({ kind: 'success' });
        setFocusTarget('thanks');
        return;
      }
      const field = result.message ? fieldOfMessage(result.message) : undefined;
      if (field && result.message) {
        setFieldError({ field, message: result.message });
        setPhase({ kind: 'idle' });
        // The refused field takes the focus unless the visitor put it elsewhere while waiting (decision 031).
        if (focus.unmoved()) setFocusTarget(field);
      } else {
        setPhase({ kind: 'error', message: result.message ?? F.failed });
      }
    } catch (error) {
      setPhase({
        kind: 'error',
        message: variant === 'property' ? F.propertyException((error as Error).message) : F.contactException,
      });
    }
  }

  if (phase.kind === 'success') {
    return (
      <div role="status" className="flex flex-col items-center px-2 py-8 text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50">
          <CheckIcon className="h-7 w-7" />
        </span>
        <h3 ref={thanks} tabIndex={-1} className="mt-5 text-2xl font-semibold text-ink focus:outline-none">
          {F.thankYou}
        </h3>
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
      </div>
    );
  }

  const control = (field: InquiryField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': fieldError?.field === field || undefined,
    'aria-describedby': fieldError?.field === field ? `${id}-${field}-error` : undefined,
    className: inputClass(fieldError?.field === field),
  });
  const label = (field: InquiryField, text: string, required = true) => (
    <label htmlFor={`${id}-${field}`} className="mb-1.5 block text-sm font-medium text-slate-700">
      {text}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );
  const error = (field: InquiryField) =>
    fieldError?.field === field && (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
        {fieldError.message}
      </p>
    );

  const sending = phase.kind === 'sending';
  return (
    <form
      method="post"
      action={variant === 'contact' ? (listingId ? `/about?listing=${listingId}#contact` : '/about#contact') : undefined}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending || undefined}
      className="space-y-4"
    >
      {variant === 'contact' &&
        (listingId ? (
          <input type="hidden" name="listingId" value={listingId} />
        ) : (
          <input type="hidden" name="inquiryType" value="general" />
        ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {label('name', F.name)}
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
          {error('name')}
        </div>
        <div>
          {label('email', F.email)}
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
          {error('email')}
        </div>
      </div>
      <div>
        {label('phone', F.phone, false)}
        <input
          {...control('phone')}
          ref={(el) => {
            fields.current.phone = el;
          }}
          type="tel"
          autoComplete="tel"
          maxLength={40}
        />
        {error('phone')}
      </div>
      <div>
        {label('message', F.message)}
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
        {error('message')}
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
    </form>
  );
}
