/**
 * A yes/no of the listing form in a bordered box: its words in bold, a hint under them when given.
 * `align` 'top' keeps the box at the first line's height (beside a longer text under it).
 */
export function BoxedCheckbox({
  name,
  label,
  hint,
  checked,
  onChange,
  disabled,
  align = 'center',
  className = '',
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  align?: 'center' | 'top';
  className?: string;
}) {
  const words = <span className="font-medium">{label}</span>;
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:border-slate-300 ${
        align === 'top' ? 'items-start' : 'items-center'
      } ${className}`.trim()}
    >
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={
          align === 'top'
            ? 'mt-0.5 size-4 rounded border-slate-300 accent-brand-600'
            : 'size-4 rounded border-slate-300 accent-brand-600'
        }
      />
      {hint ? (
        <span>
          {words}
          <span className="block text-xs text-slate-500">{hint}</span>
        </span>
      ) : (
        words
      )}
    </label>
  );
}
