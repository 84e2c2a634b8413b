/**
 * One of the listing form's large radio choices (the status, whole apartment or room): its name and a
 * line of hint in a card that is framed in the brand colour while chosen.
 */
export function ChoiceCard<V extends string>({
  name,
  value,
  label,
  hint,
  checked,
  disabled,
  onChoose,
}: {
  name: string;
  value: V;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: (value: V) => void;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-xl border p-4 transition ${
        checked ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
}
