import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { INQUIRY_LIMITS, type InquiryDto } from '../../../shared/inquiries.schema.ts';
import { DEFAULT_AGENT_NAME } from '../../../shared/site-settings.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { MEDIA, useMediaQuery } from '../kit/use-media-query.ts';
import { FieldLabel, inputClass, TextField } from '../../components/ui/form-field.tsx';
import { replySubject, shortPropertyName } from './inquiry-format.ts';
import { useReplyDraft } from './reply-draft.ts';
import { replyTemplate, type TemplateContext, type TemplateName } from './reply-templates.ts';
import { applyBetterWording, type FlaggedPhrase } from '../../../shared/fair-housing/matcher.ts';
import { flaggedPhraseList } from '../../../shared/fair-housing/listing-wording.ts';
import { FAIR_HOUSING_TEXT as FH } from '../../../shared/texts/fair-housing.ts';
import { useConfirm } from '../kit/confirm-dialog.tsx';
import { FlaggedPhraseList, HighlightedTextarea, useFlaggedPhrases } from '../fair-housing/index.ts';

export interface ReplyValues {
  subject: string;
  message: string;
}

/** What the templates fill in besides the inquiry: the agent's name and the listing the inquiry names. */
export type ReplyContext = Pick<TemplateContext, 'listing' | 'listingUrl' | 'agentName' | 'agentTitle'>;

const TEMPLATES: Array<{ name: TemplateName; label: string }> = [
  { name: 'acknowledgment', label: T.acknowledgment },
  { name: 'information', label: T.information },
  { name: 'viewing', label: T.viewingRequest },
];

/**
 * The reply form (docs/product.md §2): Subject ('Re: Inquiry about {property}'), the three template buttons and
 * the Message (8 rows under 576 px, else 10). The dialog's footer holds Cancel and Send Reply, which
 * submits this form by its id.
 *
 * What the templates need is loaded once, when the form opens; until it is there the buttons show
 * as loading, and then a click applies its template at once and puts the focus in the message, as
 * the direct answer to that click. No answer arriving later moves the focus or changes a field
 * (docs/decisions/031). A message the agent wrote is replaced only after 'Replace your message
 * with the template?'. Subject and message live in a draft that outlasts the form (reply-draft.ts).
 */
export function ReplyForm({
  formId,
  inquiry,
  loadContext,
  sending,
  onSend,
}: {
  formId: string;
  inquiry: InquiryDto;
  /** The agent's name, and the listing the inquiry names (null when it has none or is gone). */
  loadContext: () => Promise<ReplyContext>;
  /** The reply is on its way: the form takes no changes (they would be lost when it closes). */
  sending: boolean;
  onSend: (values: ReplyValues) => void;
}) {
  const narrow = useMediaQuery(MEDIA.belowSm);
  const messageId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const subjectId = useId();
  const templatesHintId = useId();
  const [draft, updateDraft] = useReplyDraft(inquiry.id, () => ({
    subject: replySubject(inquiry),
    message: '',
    messageEdited: false,
  }));
  const { subject, message } = draft;
  const [context, setContext] = useState<ReplyContext | null>(null);
  const [asking, setAsking] = useState<TemplateName | null>(null);
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  // The fair housing wording check (decision 041): flagged phrases are marked and listed as typed,
  // and sending them asks first.
  const confirm = useConfirm();
  const subjectFlags = useFlaggedPhrases(subject);
  const messageFlags = useFlaggedPhrases(message);
  const replaceWording = (field: 'subject' | 'message', flagged: FlaggedPhrase) => {
    if (sending) return;
    if (field === 'subject') updateDraft({ subject: applyBetterWording(subject, flagged) });
    else updateDraft({ message: applyBetterWording(message, flagged), messageEdited: true });
  };

  // The form opens below the conversation with the cursor where the answer is written, without
  // scrolling the conversation above it out of view.
  useEffect(() => {
    messageRef.current?.focus({ preventScroll: true });
  }, []);

  // Once per opening: the only answer that arrives late, and it only enables the template buttons.
  const load = useRef(loadContext);
  useEffect(() => {
    let live = true;
    load
      .current()
      .then((found) => {
        if (live) setContext(found);
      })
      .catch(() => {
        // The dialog's loader answers defaults for what it cannot read; an expired session ends here (the shell shows sign-in).
        if (live) setContext({ listing: null, agentName: DEFAULT_AGENT_NAME });
      });
    return () => {
      live = false;
    };
  }, []);

  const fillIn = (name: TemplateName, found: ReplyContext) => {
    updateDraft({
      message: replyTemplate(name, {
        name: inquiry.name,
        address: inquiry.listing_address ? shortPropertyName(inquiry) : null,
        language: inquiry.language,
        ...found,
      }),
      messageEdited: false,
    });
    setAsking(null);
    setErrors((current) => ({ ...current, message: undefined }));
    messageRef.current?.focus();
  };

  const chooseTemplate = (name: TemplateName) => {
    if (!context) return;
    if (draft.messageEdited && message.trim()) setAsking(name);
    else fillIn(name, context);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const next = {
      subject: subject.trim() ? undefined : T.subjectRequired,
      message: message.trim() ? undefined : T.messageRequired,
    };
    setErrors(next);
    if (next.subject) return document.getElementById(subjectId)?.focus();
    if (next.message) return messageRef.current?.focus();
    const flagged = flaggedPhraseList([...subjectFlags, ...messageFlags]);
    if (
      flagged.length > 0 &&
      !(await confirm(FH.confirmReply(flagged), {
        title: FH.confirmReplyTitle,
        confirmLabel: FH.sendAnyway,
        cancelLabel: FH.reviewReply,
      }))
    )
      return;
    onSend({ subject: subject.trim(), message: message.trim() });
  };

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        id={subjectId}
        label={T.subject}
        value={subject}
        onChange={(event) => updateDraft({ subject: event.target.value })}
        maxLength={INQUIRY_LIMITS.subject}
        readOnly={sending}
        error={errors.subject}
      />
      <FlaggedPhraseList flagged={subjectFlags} onReplace={(flagged) => replaceWording('subject', flagged)} />
      <fieldset aria-busy={context ? undefined : true} aria-describedby={context ? undefined : templatesHintId}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{T.templates}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {TEMPLATES.map((template) => (
            <button
              key={template.name}
              type="button"
              disabled={!context || sending}
              onClick={() => chooseTemplate(template.name)}
              className="rounded-full border border-brand-600/30 bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-100 disabled:cursor-wait disabled:opacity-60"
            >
              {template.label}
            </button>
          ))}
          {!context && (
            <span id={templatesHintId} className="inline-flex items-center gap-2 text-sm text-slate-500">
              <span
                aria-hidden="true"
                className="size-3.5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
              />
              {T.loadingTemplates}
            </span>
          )}
        </div>
        {asking && context && (
          <div
            role="group"
            aria-labelledby={`${templatesHintId}-ask`}
            className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3"
          >
            <p id={`${templatesHintId}-ask`} className="mr-auto text-sm font-medium text-amber-900">
              {T.replaceWithTemplate}
            </p>
            <button
              type="button"
              autoFocus
              onClick={() => {
                setAsking(null);
                messageRef.current?.focus();
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            >
              {T.keepMessage}
            </button>
            <button
              type="button"
              onClick={() => fillIn(asking, context)}
              className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {T.replaceMessage}
            </button>
          </div>
        )}
      </fieldset>
      <div>
        <FieldLabel htmlFor={messageId}>{T.replyMessage}</FieldLabel>
        <HighlightedTextarea
          ref={messageRef}
          id={messageId}
          flagged={messageFlags}
          layerClassName="px-3.5 py-2.5 leading-relaxed"
          rows={narrow ? 8 : 10}
          value={message}
          onChange={(event) => updateDraft({ message: event.target.value, messageEdited: true })}
          maxLength={INQUIRY_LIMITS.reply}
          readOnly={sending}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={`${inputClass(Boolean(errors.message))} leading-relaxed`}
        />
        {errors.message && (
          <p id={`${messageId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.message}
          </p>
        )}
        <FlaggedPhraseList flagged={messageFlags} onReplace={(flagged) => replaceWording('message', flagged)} />
      </div>
    </form>
  );
}
