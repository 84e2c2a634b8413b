/**
 * The button that opens and closes what it `controls` (a long text folded, a list cut short), saying what
 * pressing it does: `more` while closed, `less` while open. `size` is its place and text size.
 */
export function MoreToggle({
  open,
  onToggle,
  controls,
  more,
  less,
  size = 'mt-1 text-sm',
}: {
  open: boolean;
  onToggle: () => void;
  controls?: string;
  more: string;
  less: string;
  size?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`${size} rounded font-semibold text-brand-700 underline-offset-2 hover:underline`}
    >
      {open ? less : more}
    </button>
  );
}
