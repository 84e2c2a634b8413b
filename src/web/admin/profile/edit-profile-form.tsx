import { ProfileSchema, type UserDto } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import { Checkbox, TextField } from '../../components/ui/form-field.tsx';
import { useAdminWrite } from '../kit/admin-write.ts';
import { api } from '../kit/api-client.ts';
import { keepEditsMadeMeanwhile } from '../../lib/late-answers.ts';
import { updateUser } from '../kit/session.ts';
import { useForm } from '../kit/use-form.ts';
import { FormCard, FormSubmit } from './form-card.tsx';

export function EditProfileForm({ user }: { user: UserDto }) {
  const { write } = useAdminWrite();
  // A new e-mail is the new sign-in: the server asks for the current password, so the form does too.
  const changesEmail = (email: string) => email.trim().toLowerCase() !== user.email;
  const { formRef, values, saving, set, setValues, field, onSubmit } = useForm(
    ProfileSchema,
    { name: user.name, email: user.email, currentPassword: '', notifyInquiries: user.notifyInquiries },
    async ({ currentPassword, ...data }, sent) => {
      const saved = await write(
        () =>
          api.put<{ success: boolean; message?: string; user: UserDto }>('/auth/profile', {
            ...data,
            ...(changesEmail(sent.email) ? { currentPassword } : {}),
          }),
        { done: T.profileUpdated, failed: T.profileUpdateFailed, unreachable: T.profileUpdateError },
      );
      if (!saved.ok) return null;
      const { user: updated } = saved.body;
      updateUser(updated);
      // What the agent changed while the save was under way stays (decision 031).
      setValues((now) => ({
        ...keepEditsMadeMeanwhile(sent, now, {
          name: updated.name,
          email: updated.email,
          currentPassword: '',
          notifyInquiries: updated.notifyInquiries,
        }),
        currentPassword: '',
      }));
      return null;
    },
    {
      editWhileSending: true,
      check: (v, errors) =>
        changesEmail(v.email) && !v.currentPassword && !errors.email ? { currentPassword: T.emailChangeNeedsPassword } : {},
    },
  );
  const emailChanged = changesEmail(values.email);

  return (
    <FormCard id="edit-profile-title" title={T.editProfile}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="edit-profile-title">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={T.name} autoComplete="name" {...field('name')} />
          <TextField label={T.email} type="email" autoComplete="email" {...field('email')} />
        </div>
        {emailChanged && (
          <TextField
            label={T.currentPassword}
            type="password"
            autoComplete="current-password"
            {...field('currentPassword')}
            hint={T.emailChangeHint}
            maxLength={200}
          />
        )}
        <Checkbox
          name="notifyInquiries"
          checked={values.notifyInquiries}
          onChange={(e) => set('notifyInquiries', e.target.checked)}
          label={<span className="font-medium text-slate-800">{MAIL_TEXT.notifyLabel}</span>}
          hint={MAIL_TEXT.notifyHint}
        />
        <FormSubmit busy={saving} label={T.saveChanges} busyLabel={T.saving} />
      </form>
    </FormCard>
  );
}
