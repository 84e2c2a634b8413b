import { useId, useRef, useState, type FormEvent } from 'react';
import { ADMIN_TIPS_TEXT as T } from '../../../../shared/texts/admin-tips.ts';
import { TIP_LIMITS, TipFieldsSchema, type TipDto } from '../../../../shared/tips.schema.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/form-errors.ts';
import { Button } from '../button.tsx';
import { Dialog } from '../dialog.tsx';
import { FormAlert, inputClass, TextField } from '../form-field.tsx';

/** What the add/edit form sends (SPEC §7: title, content, is_active). */
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
  const formRef = useRef<HTMLFormElement>(null);
  const contentId = useId();
  const activeId = useId();
  const [values, setValues] = useState<TipPayload>({
    title: tip?.title ?? '',
    content: tip?.content ?? '',
    is_active: tip?.is_active ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof TipPayload>(key: K, value: TipPayload[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The API's own rules (SPEC §5: title and content required, blank after trimming counts as missing).
    const result = validate(TipFieldsSchema, values);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstInvalid(formRef.current, result.errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      setFailure(await onSave({ title: result.data.title, content: result.data.content, is_active: values.is_active }));
    } finally {
      // The dialog may be gone by now (saved); React ignores the update then.
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={T.titleLabel}
        name="title"
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        maxLength={TIP_LIMITS.title}
        autoFocus
        required
      />
      <div>
        <label htmlFor={contentId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {T.contentLabel}
        </label>
        <textarea
          id={contentId}
          name="content"
          rows={8}
          value={values.content}
          onChange={(event) => set('content', event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${contentId}-error` : undefined}
          required
          maxLength={TIP_LIMITS.content}
          className={`${inputClass(Boolean(errors.content))} min-h-32 resize-y leading-relaxed`}
        />
        {errors.content && (
          <p id={`${contentId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.content}
          </p>
        )}
      </div>
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
      <div className="-mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {T.cancel}
        </Button>
        <Button type="submit" busy={saving}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}
