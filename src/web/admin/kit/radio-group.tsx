import type { ReactNode } from 'react';

/** The back-office's looks of a choice of one: the options' box, an option (chosen or not), its button. */
const LOOKS = {
  /** Radio buttons with their words, in a row from 640 px. */
  plain: {
    box: 'flex flex-col gap-2 sm:flex-row sm:gap-6',
    option: () => 'flex items-center gap-2 text-sm text-slate-800',
    input: 'h-4 w-4 border-slate-300 text-brand-600',
  },
  /** Bordered boxes side by side, the chosen one tinted. */
  boxes: {
    box: 'flex gap-2',
    option: (checked: boolean) =>
      `flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        checked ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-700'
      }`,
    input: 'accent-brand-600',
  },
  /** A segmented control: the words only (the buttons hidden), the chosen one filled. */
  segmented: {
    box: 'inline-flex rounded-lg border border-slate-300 bg-white p-1 shadow-sm',
    option: () =>
      'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-4 has-focus-visible:ring-brand-100',
    input: 'sr-only',
  },
} as const;

/**
 * A choice of one: a fieldset with its legend and a radio button per option, the chosen one `value`,
 * in one of the back-office's looks; `hint` (a line of help) and `children` (an error) stand under the options.
 */
export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  look,
  hint,
  children,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  look: keyof typeof LOOKS;
  hint?: string;
  children?: ReactNode;
}) {
  const classes = LOOKS[look];
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className={classes.box}>
        {options.map((option) => (
          <label key={option.value} className={classes.option(option.value === value)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
              className={classes.input}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && <p className="mt-1.5 text-sm text-slate-500">{hint}</p>}
      {children}
    </fieldset>
  );
}
