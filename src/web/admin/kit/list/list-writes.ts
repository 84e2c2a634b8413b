import { useConfirm, type ConfirmOptions } from '../confirm-dialog.tsx';
import { sendWrite, type WriteAnswer, type WriteTexts } from '../admin-write.ts';
import { useToast } from '../toast.tsx';

/** What a deletion asks first: the question and the dialog's title, detail and button (always 'danger'). */
export interface DangerQuestion extends Omit<ConfirmOptions, 'tone'> {
  message: string;
}

/**
 * The write flows every back-office list shares: one call with its toasts and a refresh of the list,
 * a question before a deletion, and deleting one row (asked first, the row busy meanwhile, out of the
 * selection once gone).
 */
export function useListWrites({
  refresh,
  whileBusy,
  deselect,
}: {
  refresh: () => Promise<unknown>;
  whileBusy: (id: number, work: () => Promise<unknown>) => Promise<void>;
  deselect?: (id: number) => void;
}) {
  const toast = useToast();
  const confirm = useConfirm();

  /** Sends one write call, shows how it went, refreshes the list; answers whether it went through. */
  const write = async <T extends WriteAnswer | undefined>(
    request: () => Promise<T>,
    texts: WriteTexts<T>,
    onDone?: () => void,
  ): Promise<boolean> => {
    const written = await sendWrite(toast, request, texts);
    if (written.ok) onDone?.();
    // The list is read again whenever the server answered, even to refuse.
    if (written.ok || written.refused) await refresh();
    return written.ok;
  };

  const askDanger = ({ message, ...options }: DangerQuestion) => confirm(message, { ...options, tone: 'danger' });

  /** Deletes one row once the agent confirms; its actions are disabled meanwhile. */
  const removeRow = async <T extends WriteAnswer | undefined>(
    id: number,
    question: DangerQuestion,
    request: () => Promise<T>,
    texts: WriteTexts<T>,
  ) => {
    if (!(await askDanger(question))) return;
    await whileBusy(id, () => write(request, texts, () => deselect?.(id)));
  };

  return { write, askDanger, removeRow };
}
