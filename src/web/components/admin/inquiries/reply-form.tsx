import { useId, useRef, useState, type FormEvent } from 'react';
import { INQUIRY_LIMITS, type InquiryDto } from '../../../../shared/inquiries.schema.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../../shared/texts/admin-inquiries.ts';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query.ts';
import { inputClass, TextField } from '../form-field.tsx';
import { displayProperty } from './inquiry-format.ts';
import { replyTemplate, type TemplateContext, type TemplateName } from './reply-templates.ts';

export interface ReplyValues {
  subject: string;
  message: string;
}

const TEMPLATES: Array<{ name: TemplateName; label: string }> = [
  { name: 'acknowledgment', label: T.acknowledgment },
  { name: 'information', label: T.information },
  { name: 'viewing', label: T.viewingRequest },
];

/**
 * The reply form (SPEC §2): Subject ('Re: Inquiry about {property}'), the three template buttons and
 * the Message (8 rows under 576 px, else 10). The dialog's footer holds Cancel and Send Reply, which
 * submits this form by its id.
 */
export function ReplyForm({
  formId,
  inquiry,
  loadContext,
  onSend,
}: {
  formId: string;
  inquiry: InquiryDto;
  /** The agent's name, and the listing the inquiry names when asked (Information), or null when it has none or is gone. */
  loadContext: (withListing: boolean) => Promise<Pick<TemplateContext, 'listing' | 'agentName'>>;
  onSend: (values: ReplyValues) => void;
}) {
  const narrow = useMediaQuery(MEDIA.belowSm);
  const messageId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const subjectId = useId();
  const [subject, setSubject] = useState(T.defaultSubject(displayProperty(inquiry)));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});

  const applyTemplate = async (name: TemplateName) => {
    const { listing, agentName } = await loadContext(name === 'information');
    setMessage(replyTemplate(name, { name: inquiry.name, address: inquiry.listing_address, agentName, listing }));
    setErrors((current) => ({ ...current, message: undefined }));
    messageRef.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      subject: subject.trim() ? undefined : T.subjectRequired,
      message: message.trim() ? undefined : T.messageRequired,
    };
    setErrors(next);
    if (next.subject) return document.getElementById(subjectId)?.focus();
    if (next.message) return messageRef.current?.focus();
    onSend({ subject: subject.trim(), message: message.trim() });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <TextField
        id={subjectId}
        label={T.subject}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={INQUIRY_LIMITS.subject}
        error={errors.subject}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{T.templates}</legend>
        <div className="flex flex-wrap gap-2">
          {TEMPLATES.map((template) => (
            <button
              key={template.name}
              type="button"
              onClick={() => void applyTemplate(template.name)}
              className="rounded-full border border-brand-600/30 bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-100"
            >
              {template.label}
            </button>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {T.replyMessage}
        </label>
        <textarea
          ref={messageRef}
          id={messageId}
          rows={narrow ? 8 : 10}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={INQUIRY_LIMITS.reply}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={`${inputClass(Boolean(errors.message))} leading-relaxed`}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.message}
          </p>
        )}
      </div>
    </form>
  );
}
