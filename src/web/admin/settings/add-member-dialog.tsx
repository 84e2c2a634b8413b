import { RegisterSchema, type RegisterInput } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT } from '../../../shared/texts/auth.ts';
import { TEAM_TEXT as T } from '../../../shared/texts/team.ts';
import { useForm } from '../kit/use-form.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DialogFormActions, FormAlert, SelectField, TextField } from '../../components/ui/form-field.tsx';

export interface AddMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Sends the account (POST /auth/register); resolves null when it was created (the owner closes the
   * dialog), or the failure's text, shown at the top of the form (a toast sits behind the backdrop).
   */
  onAdd: (values: RegisterInput) => Promise<string | null>;
}

/** 'Add Agent': name, e-mail, a first password and the role (Agent unless an administrator is wanted). */
export function AddMemberDialog({ open, onClose, onAdd }: AddMemberDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={T.addAgent} description={T.addDescription}>
      {open && <AddMemberForm onClose={onClose} onAdd={onAdd} />}
    </Dialog>
  );
}

type Values = { name: string; email: string; password: string; role: RegisterInput['role'] };
const EMPTY: Values = { name: '', email: '', password: '', role: 'agent' };

function AddMemberForm({ onClose, onAdd }: Omit<AddMemberDialogProps, 'open'>) {
  const { formRef, saving, failure, field, onSubmit } = useForm(RegisterSchema, EMPTY, (data) => onAdd(data));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={AUTH_TEXT.name}
        {...field('name')}
        maxLength={100}
        autoComplete="off"
        readOnly={saving}
        autoFocus
        required
      />
      <TextField
        label={AUTH_TEXT.email}
        {...field('email')}
        type="email"
        maxLength={254}
        autoComplete="off"
        readOnly={saving}
        required
      />
      <TextField
        label={T.password}
        {...field('password')}
        type="password"
        hint={T.passwordHint}
        maxLength={200}
        autoComplete="new-password"
        readOnly={saving}
        required
      />
      <SelectField label={T.role} {...field('role')} disabled={saving}>
        <option value="agent">{AUTH_TEXT.agent}</option>
        <option value="admin">{AUTH_TEXT.administrator}</option>
      </SelectField>
      <DialogFormActions cancel={T.cancel} submit={saving ? T.adding : T.addAgent} onCancel={onClose} saving={saving} />
    </form>
  );
}
