import { useRef, useState, type FormEvent } from 'react';
import { ChangePasswordFormSchema } from '../../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../../shared/texts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useAdminWrite } from '../../../components/admin/admin-write.ts';
import { api } from '../../../lib/api-client.ts';
import { focusFirstInvalid, validate, type FieldErrors } from '../../../lib/form-errors.ts';
import { keepEditsMadeMeanwhile } from '../../../lib/late-answers.ts';
import { storeToken } from '../../../lib/session.ts';
import { FormCard } from './form-card.tsx';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { write, isBusy } = useAdminWrite();
  const changing = isBusy();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { data, errors: invalid } = validate(ChangePasswordFormSchema, values);
    if (invalid) {
      setErrors(invalid);
      focusFirstInvalid(form.current, invalid);
      return;
    }
    const sent = values;
    const changed = await write(
      () =>
        api.put<{ success: boolean; message?: string; token: string }>('/auth/change-password', {
          currentPassword: data.currentPassword,
          newPassword: data.newPassword,
        }),
      { done: T.passwordChanged, failed: T.passwordChangeFailed, unreachable: T.passwordChangeError },
    );
    if (!changed.ok) return;
    // Every older token is revoked by the change: keep the fresh one for this session.
    storeToken(changed.body.token);
    setValues((now) => keepEditsMadeMeanwhile(sent, now, EMPTY));
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={change(name)}
      error={errors[name]}
    />
  );

  return (
    <FormCard id="change-password-title" title={T.changePassword}>
      <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="change-password-title">
        {field('currentPassword', T.currentPassword, 'current-password')}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('newPassword', T.newPassword, 'new-password')}
          {field('confirmPassword', T.confirmPassword, 'new-password')}
        </div>
        <div className="flex justify-end">
          <Button type="submit" busy={changing} className="w-full sm:w-auto">
            {changing ? T.changing : T.changePassword}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
