import { useConfirm, type ConfirmOptions } from '../confirm-dialog.tsx';
import { useToast } from '../toast.tsx';
import { SessionExpiredError } from '../../../lib/api-client.ts';

/** The answer of a list's write calls (delete, status, bulk status, bulk delete). */
export interface WriteAnswer {
  success?: boolean;
  message?: string;
  count?: number;
}

/** The toasts of one write call. */
export interface WriteTexts<T> {
  /** After the call went through. */
  done: (body: T) => string;
  /** When the server answers `success: false`; without it every answer counts as done. */
  refused?: (body: T) => string;
  /** When the request failed (none when the session ended: the sign-in page takes over). */
  failed: (error: unknown) => string;
}

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
    try {
      const body = await request();
      const done = !texts.refused || body?.success !== false;
      if (done) {
        toast.success(texts.done(body));
        onDone?.();
      } else {
        toast.error(texts.refused!(body));
      }
      await refresh();
      return done;
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) toast.error(texts.failed(error));
      return false;
    }
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
