import { Suspense, useState, type ReactNode } from 'react';

export interface DialogButtonProps {
  /** Where the button leads before the page's scripts run, or without them: a plain GET form. */
  fallback: { action: string; fields?: Record<string, string | number> };
  label: string;
  icon: ReactNode;
  className: string;
  /** Fetches the dialog's code: when the visitor points at or focuses the button, at the latest on the click. */
  preload: () => unknown;
  /** The dialog (a React.lazy component), rendered from the first click on. */
  dialog: (open: boolean, close: () => void) => ReactNode;
}

/** What a property page's dialog is given: whether it is open, how it closes, and the listing it is about. */
export interface ListingDialogProps {
  open: boolean;
  onClose: () => void;
  listingId: number;
  address: string;
}

/**
 * A property page button (not in the public chunk every page loads: decision 028) that opens a dialog whose code is loaded on first use ('Send an Inquiry',
 * 'Schedule a Viewing'); without scripts it submits its plain form instead.
 */
export function DialogButton({ fallback, label, icon, className, preload, dialog }: DialogButtonProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <form method="get" action={fallback.action} className="contents">
        {Object.entries(fallback.fields ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            event.preventDefault();
            setWanted(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          className={`inline-flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition [&>svg]:shrink-0 ${className}`}
        >
          {icon}
          {label}
        </button>
      </form>
      {wanted && <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense>}
    </>
  );
}
