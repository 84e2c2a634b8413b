import { HONEYPOT_FIELD } from '../../../shared/constants.ts';

/**
 * The public forms' honeypot (decision 015): a text field out of sight, hidden from assistive
 * technology and out of the tab order. People leave it empty; form-filling bots fill it.
 */
export function HoneypotField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** Left out, the field is uncontrolled (a form rendered on the server only). */
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
