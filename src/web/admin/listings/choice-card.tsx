/** One choice of a {@link ChoiceCards} group. */
export interface Choice<V extends string> {
  value: V;
  label: string;
  hint: string;
}

/**
 * One of the listing form's large radio choices (the status, whole apartment or room): a fieldset named
 * by `legend` (for screen readers) of cards side by side from 640 px, each with its name and a line of
 * hint, the chosen one framed in the brand colour.
 */
export function ChoiceCards<V extends string>({
  legend,
  name,
  choices,
  value,
  disabled,
  onChoose,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  disabled?: boolean;
  onChoose: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={`grid grid-cols-1 gap-3 ${COLUMNS[choices.length] ?? ''}`}>
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.value}
            name={name}
            {...choice}
            checked={value === choice.value}
            disabled={disabled}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The cards' columns from 640 px: all of them in one row (Tailwind needs the class names written out). */
const COLUMNS: Record<number, string> = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' };

function ChoiceCard<V extends string>({
  name,
  value,
  label,
  hint,
  checked,
  disabled,
  onChoose,
}: Choice<V> & { name: string; checked: boolean; disabled?: boolean; onChoose: (value: V) => void }) {
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
