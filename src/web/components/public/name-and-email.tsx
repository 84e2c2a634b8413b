import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTexts } from '../../i18n.tsx';

type Contact = 'name' | 'email';

/**
 * The renter's name and e-mail side by side (one above the other on a phone), as the inquiry and viewing
 * forms ask them: `control` gives each input its id, value and refusal marks, `label` and `problem` are
 * the form's own (refusableFieldParts).
 */
export function NameAndEmail({
  control,
  label,
  problem,
}: {
  control: (field: Contact) => InputHTMLAttributes<HTMLInputElement>;
  label: (field: Contact, text: string, required: boolean) => ReactNode;
  problem: (field: Contact) => ReactNode;
}) {
  const { INQUIRY_FORM_TEXT: F } = useTexts('inquiries');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        {label('name', F.name, true)}
        <input {...control('name')} type="text" autoComplete="name" maxLength={100} required />
        {problem('name')}
      </div>
      <div>
        {label('email', F.email, true)}
        <input {...control('email')} type="email" autoComplete="email" maxLength={254} required />
        {problem('email')}
      </div>
    </div>
  );
}
