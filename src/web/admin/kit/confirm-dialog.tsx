import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

export interface ConfirmOptions {
  /** Heading of the dialog (default 'Please confirm'). */
  title?: string;
  /** A second paragraph, e.g. the name of what is deleted or 'This action cannot be undone.' */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (deletions). */
  tone?: 'default' | 'danger';
}

export type ConfirmFn = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

/**
 * `const confirm = useConfirm(); if (await confirm('Are you sure you want to delete this listing?', { tone: 'danger' })) …`
 * Resolves true for the confirm button, false for Cancel, Escape or a click outside.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider>');
  return confirm;
}

interface Pending extends ConfirmOptions {
  message: string;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((message, options = {}) => {
    resolver.current?.(false); // a newer question replaces an unanswered one
    setPending({ message, ...options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog pending={pending} onAnswer={answer} />
    </ConfirmContext.Provider>
  );
}

function ConfirmDialog({ pending, onAnswer }: { pending: Pending | null; onAnswer: (value: boolean) => void }) {
  return (
    <Dialog
      open={pending !== null}
      onClose={() => onAnswer(false)}
      role="alertdialog"
      size="sm"
      hideCloseButton
      title={pending?.title ?? T.confirmTitle}
      description={
        pending && (
          <>
            <span className="block text-base text-slate-700">{pending.message}</span>
            {pending.detail && <span className="mt-2 block">{pending.detail}</span>}
          </>
        )
      }
      footer={
        pending && (
          <>
            {/* The safe answer has the focus first, so Enter never deletes by accident. */}
            <Button variant="secondary" autoFocus onClick={() => onAnswer(false)}>
              {pending.cancelLabel ?? T.cancel}
            </Button>
            <Button variant={pending.tone === 'danger' ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
              {pending.confirmLabel ?? T.confirm}
            </Button>
          </>
        )
      }
    />
  );
}
