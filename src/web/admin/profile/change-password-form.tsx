import { ChangePasswordFormSchema } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { TextField } from '../../components/ui/form-field.tsx';
import { useAdminWrite } from '../kit/admin-write.ts';
import { api } from '../kit/api-client.ts';
import { keepEditsMadeMeanwhile } from '../../lib/late-answers.ts';
import { storeToken } from '../kit/session.ts';
import { useForm } from '../kit/use-form.ts';
import { FormCard, FormSubmit } from './form-card.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { write } = useAdminWrite();
  const { formRef, saving, setValues, field, onSubmit } = useForm(
    ChangePasswordFormSchema,
    EMPTY,
    async (data, sent) => {
      const changed = await write(
        () =>
          api.put<{ success: boolean; message?: string; token: string }>('/auth/change-password', {
            currentPassword: data.currentPassword,
            newPassword: data.newPassword,
          }),
        { done: T.passwordChanged, failed: T.passwordChangeFailed, unreachable: T.passwordChangeError },
      );
      if (!changed.ok) return null;
      // Every older token is revoked by the change: keep the fresh one for this session.
      storeToken(changed.body.token);
      setValues((now) => keepEditsMadeMeanwhile(sent, now, EMPTY));
      return null;
    },
    { editWhileSending: true },
  );

  return (
    <FormCard id="change-password-title" title={T.changePassword}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="change-password-title">
        <TextField label={T.currentPassword} type="password" autoComplete="current-password" {...field('currentPassword')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={T.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
          <TextField label={T.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </div>
        <FormSubmit busy={saving} label={T.changePassword} busyLabel={T.changing} />
      </form>
    </FormCard>
  );
}
