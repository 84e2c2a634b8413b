// Decided in docs/decisions/004-admin-client-shell: the back-office is client-rendered; its dialog and menu are native, not Radix.
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  /** Called for Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  title: ReactNode;
  /** Text under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hides the × button (confirmations offer Cancel instead). */
  hideCloseButton?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog on the native <dialog> element: the browser makes the rest of the page inert, Escape
 * closes it, Tab cycles inside it, and focus returns to where it was. Mount it always and toggle `open`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  hideCloseButton,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // On unmount or close: give the page its scrolling back and the focus to where it was.
  useEffect(() => {
    if (open) return;
    document.documentElement.style.overflow = '';
    returnFocus.current?.focus?.();
    returnFocus.current = null;
  }, [open]);
  useEffect(
    () => () => {
      document.documentElement.style.overflow = '';
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // Escape: let the owner decide (it sets open=false)
        onClose();
      }}
      onKeyDown={(event) => {
        // Tab wraps around inside the dialog instead of leaving the page for the browser's own controls.
        if (event.key !== 'Tab') return;
        const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (el) => el.offsetParent !== null,
        );
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} max-h-[calc(100dvh-2rem)] overflow-visible rounded-2xl bg-transparent p-0 text-slate-800 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[2px] open:flex`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] w-full flex-col overflow-hidden rounded-2xl bg-white shadow-2xl">
          <header className="flex items-start gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </div>
              )}
            </div>
            {!hideCloseButton && (
              <CloseButton
                label={T.close}
                onClick={onClose}
                className="-m-1.5 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              />
            )}
          </header>
          {children && <div className="overflow-y-auto px-5 py-4 sm:px-6">{children}</div>}
          {footer && (
            <footer className="flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}

/** The × button of a dialog (and of the back-office sidebar and toasts); `label` is its name. */
export function CloseButton({
  label,
  onClick,
  className,
  iconSize = 20,
  ref,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconSize?: number;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" onClick={onClick} aria-label={label} className={className}>
      <CloseIcon width={iconSize} height={iconSize} />
    </button>
  );
}
