import { useRef, useState, type FormEvent } from 'react';
import { ProfileSchema, type UserDto } from '../../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../../shared/texts/auth.ts';
import { MAIL_TEXT } from '../../../../shared/texts/mail.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, TextField } from '../../../components/ui/form-field.tsx';
import { useAdminWrite } from '../../../components/admin/admin-write.ts';
import { api } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/form-errors.ts';
import { keepEditsMadeMeanwhile } from '../../../lib/late-answers.ts';
import { updateUser } from '../../../lib/session.ts';
import { FormCard } from './form-card.tsx';

type Field = 'name' | 'email' | 'currentPassword';

export function EditProfileForm({ user }: { user: UserDto }) {
  const { write, isBusy } = useAdminWrite();
  const saving = isBusy();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ name: user.name, email: user.email, currentPassword: '' });
  // A new e-mail is the new sign-in: the server asks for the current password, so the form does too.
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const [notify, setNotify] = useState(user.notifyInquiries);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, ...fields } = values;
    const { data, errors: fieldErrors } = validate(ProfileSchema, fields);
    const invalid: FieldErrors<Field> = { ...fieldErrors };
    if (emailChanged && !currentPassword && !invalid.email) invalid.currentPassword = T.emailChangeNeedsPassword;
    if (!data || Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstInvalid(form.current, invalid);
      return;
    }
    const sent = { values, notify };
    const saved = await write(
      () =>
        api.put<{ success: boolean; message?: string; user: UserDto }>('/auth/profile', {
          ...data,
          notifyInquiries: notify,
          ...(emailChanged ? { currentPassword } : {}),
        }),
      { done: T.profileUpdated, failed: T.profileUpdateFailed, unreachable: T.profileUpdateError },
    );
    if (!saved.ok) return;
    const { user } = saved.body;
    updateUser(user);
    // What the agent changed while the save was under way stays (decision 031).
    setValues((now) => ({
      ...keepEditsMadeMeanwhile(sent.values, now, { name: user.name, email: user.email, currentPassword: '' }),
      currentPassword: '',
    }));
    setNotify((now) => (now === sent.notify ? user.notifyInquiries : now));
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
        {emailChanged && (
          <TextField
            label={T.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={change('currentPassword')}
            error={errors.currentPassword}
            hint={T.emailChangeHint}
            maxLength={200}
          />
        )}
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
