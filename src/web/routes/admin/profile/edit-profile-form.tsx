import { useRef, useState, type FormEvent } from 'react';
import { ProfileSchema, type UserDto } from '../../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../../shared/texts/auth.ts';
import { MAIL_TEXT } from '../../../../shared/texts/mail.ts';
import { Button } from '../../../components/admin/button.tsx';
import { Checkbox, TextField } from '../../../components/admin/form-field.tsx';
import { useToast } from '../../../components/admin/toast.tsx';
import { api, errorMessage, SessionExpiredError } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/form-errors.ts';
import { updateUser } from '../../../lib/session.ts';
import { FormCard } from './form-card.tsx';

type Field = 'name' | 'email';

export function EditProfileForm({ user }: { user: UserDto }) {
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: user.name, email: user.email });
  const [notify, setNotify] = useState(user.notifyInquiries);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data, errors: invalid } = validate(ProfileSchema, values);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(form.current, invalid);
      return;
    }
    setSaving(true);
    try {
      const body = await api.put<{ success: boolean; message?: string; user?: UserDto }>('/auth/profile', {
        ...data,
        notifyInquiries: notify,
      });
      if (body?.success && body.user) {
        updateUser(body.user);
        setValues({ name: body.user.name, email: body.user.email });
        setNotify(body.user.notifyInquiries);
        toast.success(T.profileUpdated);
      } else {
        toast.error(body?.message || T.profileUpdateFailed);
      }
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(errorMessage(error, T.profileUpdateFailed, T.profileUpdateError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormCard id="edit-profile-title" title={T.editProfile}>
      <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="edit-profile-title">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={T.name}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <TextField
            label={T.email}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
        </div>
        <Checkbox
          name="notifyInquiries"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
          label={<span className="font-medium text-slate-800">{MAIL_TEXT.notifyLabel}</span>}
          hint={MAIL_TEXT.notifyHint}
        />
        <div className="flex justify-end">
          <Button type="submit" busy={saving} className="w-full sm:w-auto">
            {saving ? T.saving : T.saveChanges}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
