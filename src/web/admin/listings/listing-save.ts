import { UploadInterruptedError } from '../kit/api-client.ts';
import { useAdminWrite } from '../kit/admin-write.ts';
import type { SaveResult } from './listing-form.tsx';
import { serverComplaint } from './server-complaint.ts';
import type { SaveUpload } from './use-photo-uploads.ts';

/**
 * The add and edit pages' save, through the back-office's one write flow (`useAdminWrite`): the
 * success toast, the failed text in an error toast whatever the server said, nothing when the session
 * ended; and for the form, the server's complaint to show, or that the upload was interrupted.
 */
export function useListingSave(
  send: (data: FormData, upload: SaveUpload) => Promise<unknown>,
  texts: { done: string; failed: string },
): (data: FormData, upload: SaveUpload) => Promise<SaveResult> {
  const { write } = useAdminWrite();
  return async (data, upload) => {
    let failure: SaveResult = { ok: false, error: null };
    const written = await write(() => send(data, upload), {
      done: texts.done,
      failed: (error) => {
        failure =
          error instanceof UploadInterruptedError
            ? { ok: false, error: null, interrupted: true }
            : { ok: false, error: serverComplaint(error) };
        return texts.failed;
      },
    });
    return written.ok ? { ok: true } : failure;
  };
}
