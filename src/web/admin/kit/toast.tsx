import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_MS } from '../../../shared/constants.ts';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../../components/ui/icons.tsx';
import { CloseButton } from '../../components/ui/dialog.tsx';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** Milliseconds before it disappears by itself (docs/product.md §9: 5000 by default); 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  duration: number;
}

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => number;
  error: (message: string, options?: ToastOptions) => number;
  info: (message: string, options?: ToastOptions) => number;
  warning: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `const toast = useToast(); toast.success('Listing created successfully!')` — inside the admin app. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>');
  return api;
}

const STYLES: Record<ToastKind, { box: string; icon: string; Icon: typeof InfoIcon }> = {
  success: { box: 'border-emerald-200', icon: 'text-emerald-600', Icon: CheckCircleIcon },
  error: { box: 'border-red-200', icon: 'text-red-600', Icon: AlertCircleIcon },
  info: { box: 'border-brand-100', icon: 'text-brand-600', Icon: InfoIcon },
  warning: { box: 'border-amber-200', icon: 'text-amber-600', Icon: AlertTriangleIcon },
};

let nextId = 1;

/**
 * Where the toasts show: away from what the person just pressed, so a toast never covers the button
 * it reports on (a page header's action near the top: toasts at the bottom; a row, a dialog or the
 * sticky Save bar lower down: toasts at the top, under the top bar).
 */
type Placement = 'top' | 'bottom';
let lastPressY: number | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, a, [role="menuitem"]') : null;
      if (!target) return;
      const box = target.getBoundingClientRect();
      lastPressY = box.top + box.height / 2;
    },
    { capture: true },
  );
}
const placementAwayFromPress = (): Placement => (lastPressY !== null && lastPressY < window.innerHeight / 2 ? 'bottom' : 'top');

/**
 * Toasts stand over the content, never over the navigation (decision 108): on a page of the shell
 * (#admin-main) the region spans the content area only, right of the sidebar (4.5 rem from 769 px, 16 rem
 * from 1024 px, as the shell's padding). From 640 px they stand in its corners: at the bottom on the right;
 * at the top on the left, under the top bar, over the page's title, since a page's header keeps its actions
 * ('Add Listing', 'New deal', 'Export CSV') on the right, which a toast there, or in the middle of a
 * 1024 px screen, covered.
 */
const BESIDE_SIDEBAR = 'min-[769px]:[body:has(#admin-main)_&]:left-[4.5rem] lg:[body:has(#admin-main)_&]:left-64';
const PLACEMENT_CLASS: Record<Placement, string> = {
  top: 'top-0 bottom-auto sm:pt-20 sm:items-start',
  bottom: 'top-auto bottom-0 sm:pb-6 sm:items-end',
};

/**
 * The back-office's toasts. `quiet` says when a failure is not to be shown: the admin root passes
 * "no one is signed in", so a call that failed because the session expired says nothing over the
 * sign-in page, which gives the reason itself (no page has to check for it).
 */
export function ToastProvider({ children, quiet }: { children: ReactNode; quiet?: () => boolean }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [placement, setPlacement] = useState<Placement>('top');

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const region = useRef<HTMLElement>(null);
  const newest = toasts.at(-1)?.id;

  // The region is a manual popover, so it sits in the browser's top layer: a toast raised while a
  // modal dialog is open shows above the dialog and its backdrop, not behind them. Showing it again
  // for each new toast puts it above any dialog opened since.
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (newest !== undefined) el.showPopover();
  }, [newest]);

  const api = useMemo<ToastApi>(() => {
    const show =
      (kind: ToastKind) =>
      (message: string, options: ToastOptions = {}) => {
        if (kind === 'error' && quiet?.()) return 0;
        const id = nextId++;
        setPlacement(placementAwayFromPress());
        // The newest last; at most five on screen.
        setToasts((list) => [...list.slice(-4), { id, kind, message, duration: options.duration ?? TOAST_MS }]);
        return id;
      };
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning'), dismiss };
  }, [dismiss, quiet]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={region}
        popover="manual"
        aria-label={T.notifications}
        data-placement={placement}
        className={`pointer-events-none fixed inset-x-0 z-[60] m-0 w-auto flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-3 [&:popover-open]:flex sm:px-6 ${BESIDE_SIDEBAR} ${PLACEMENT_CLASS[placement]}`}
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { box, icon, Icon } = STYLES[toast.kind];
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);
  const [paused, setPaused] = useState(false);

  // Counts down while neither hovered nor focused, so a reader never loses a message mid-sentence.
  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    startedAt.current = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, toast.id, toast.duration, onDismiss]);

  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto transition duration-200 ease-out starting:-translate-y-2 starting:opacity-0 flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg shadow-slate-900/10 ${box}`}
    >
      <Icon className={`mt-0.5 shrink-0 ${icon}`} />
      <p className="flex-1 text-sm font-medium text-slate-800">{toast.message}</p>
      <CloseButton
        label={T.dismissNotification}
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
        iconSize={16}
      />
    </div>
  );
}
