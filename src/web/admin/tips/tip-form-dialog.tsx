import { useId } from 'react';
import { ADMIN_TIPS_TEXT as T } from '../../../shared/texts/admin-tips.ts';
import { TIP_LIMITS, TipFieldsSchema, type TipDto, type TipTranslations } from '../../../shared/tips.schema.ts';
import { useForm } from '../kit/use-form.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, FormAlert, TextAreaField, TextField } from '../../components/ui/form-field.tsx';

/** What the add/edit form sends (docs/product.md §7: title, content, is_active). */
export interface TipPayload {
  title: string;
  content: string;
  is_active: boolean;
  /** The agent's Spanish and Chinese title and content, '' for none (decision 072). */
  title_es?: string;
  content_es?: string;
  title_zh?: string;
  content_zh?: string;
}

export interface TipFormDialogProps {
  open: boolean;
  /** The tip being edited, or null to add one. */
  tip: TipDto | null;
  /** The tip's Spanish and Chinese texts, as saved. */
  translations?: TipTranslations;
  onClose: () => void;
  /**
   * Sends the values; resolves null when saved (the owner closes the dialog), or the failure's text,
   * shown at the top of the form too (a toast sits behind the modal's backdrop).
   */
  onSave: (values: TipPayload) => Promise<string | null>;
}

/** The add/edit modal: Title, Content and an Active checkbox (checked by default on add). */
export function TipFormDialog({ open, tip, translations, onClose, onSave }: TipFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={tip ? T.editTitle : T.addTitle} description={T.formDescription} size="lg">
      {/* Keyed by the tip, so each opening starts from that tip's values (or empty ones). */}
      {open && <TipForm key={tip?.id ?? 'new'} tip={tip} translations={translations} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function TipForm({ tip, translations, onClose, onSave }: Omit<TipFormDialogProps, 'open'>) {
  const activeId = useId();
  // The API's own rules (docs/product.md §5: title and content required, blank after trimming counts as missing).
  const { formRef, values, saving, failure, set, field, onSubmit } = useForm(
    TipFieldsSchema,
    {
      title: tip?.title ?? '',
      content: tip?.content ?? '',
      is_active: tip?.is_active ?? true,
      title_es: translations?.title_es ?? '',
      content_es: translations?.content_es ?? '',
      title_zh: translations?.title_zh ?? '',
      content_zh: translations?.content_zh ?? '',
    } satisfies TipPayload,
    (data, sent) =>
      onSave({
        title: data.title,
        content: data.content,
        is_active: sent.is_active,
        title_es: data.title_es ?? '',
        content_es: data.content_es ?? '',
        title_zh: data.title_zh ?? '',
        content_zh: data.content_zh ?? '',
      }),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField label={T.titleLabel} {...field('title')} maxLength={TIP_LIMITS.title} readOnly={saving} autoFocus required />
      <TextAreaField
        label={T.contentLabel}
        {...field('content')}
        required
        readOnly={saving}
        maxLength={TIP_LIMITS.content}
        className="min-h-32"
      />
      {(
        [
          ['es', 'Spanish', 'es'],
          ['zh', 'Chinese', 'zh-Hans'],
        ] as const
      ).map(([language, name, tag]) => (
        <fieldset key={language} className="space-y-3 rounded-lg border border-slate-200 px-4 py-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{T.translationLegend(name)}</legend>
          <TextField
            label={T.translatedTitle(name)}
            {...field(`title_${language}`)}
            lang={tag}
            maxLength={TIP_LIMITS.title}
            readOnly={saving}
          />
          <TextAreaField
            label={T.translatedContent(name)}
            {...field(`content_${language}`)}
            lang={tag}
            readOnly={saving}
            maxLength={TIP_LIMITS.content}
            className="min-h-24"
          />
        </fieldset>
      ))}
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50/70 px-4 py-3">
        <input
          id={activeId}
          type="checkbox"
          name="is_active"
          checked={values.is_active}
          onChange={(event) => set('is_active', event.target.checked)}
          aria-describedby={`${activeId}-hint`}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600"
        />
        <div>
          <label htmlFor={activeId} className="block cursor-pointer text-sm font-medium text-slate-800">
            {T.activeLabel}
          </label>
          <p id={`${activeId}-hint`} className="text-sm text-slate-500">
            {T.activeHint}
          </p>
        </div>
      </div>
      <DialogFormActions cancel={T.cancel} submit={T.save} onCancel={onClose} saving={saving} />
    </form>
  );
}
