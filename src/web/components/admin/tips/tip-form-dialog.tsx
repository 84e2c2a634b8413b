import { useId } from 'react';
import { ADMIN_TIPS_TEXT as T } from '../../../../shared/texts/admin-tips.ts';
import { TIP_LIMITS, TipFieldsSchema, type TipDto } from '../../../../shared/tips.schema.ts';
import { useForm } from '../../../lib/use-form.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { DialogFormActions, FormAlert, TextAreaField, TextField } from '../../ui/form-field.tsx';

/** What the add/edit form sends (docs/product.md §7: title, content, is_active). */
export interface TipPayload {
  title: string;
  content: string;
  is_active: boolean;
}

export interface TipFormDialogProps {
  open: boolean;
  /** The tip being edited, or null to add one. */
  tip: TipDto | null;
  onClose: () => void;
  /**
   * Sends the values; resolves null when saved (the owner closes the dialog), or the failure's text,
   * shown at the top of the form too (a toast sits behind the modal's backdrop).
   */
  onSave: (values: TipPayload) => Promise<string | null>;
}

/** The add/edit modal: Title, Content and an Active checkbox (checked by default on add). */
export function TipFormDialog({ open, tip, onClose, onSave }: TipFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={tip ? T.editTitle : T.addTitle} description={T.formDescription} size="lg">
      {/* Keyed by the tip, so each opening starts from that tip's values (or empty ones). */}
      {open && <TipForm key={tip?.id ?? 'new'} tip={tip} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function TipForm({ tip, onClose, onSave }: Omit<TipFormDialogProps, 'open'>) {
  const activeId = useId();
  // The API's own rules (docs/product.md §5: title and content required, blank after trimming counts as missing).
  const { formRef, values, saving, failure, set, field, onSubmit } = useForm(
    TipFieldsSchema,
    { title: tip?.title ?? '', content: tip?.content ?? '', is_active: tip?.is_active ?? true } satisfies TipPayload,
    (data, sent) => onSave({ title: data.title, content: data.content, is_active: sent.is_active }),
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
