import { NEWSLETTER_ADMIN_TEXT as T } from '../../../../shared/texts/newsletter.ts';
import { api, ApiError, fileNameOf, saveFile, SessionExpiredError } from '../../../lib/api-client.ts';
import type { ToastApi } from '../toast.tsx';

/**
 * Export: downloads the CSV file of the selected subscribers (built by the server) and says how many
 * rows it holds; a refusal shows the server's message, a failed request 'An error occurred…'.
 */
export async function exportSubscribers(ids: number[], toast: ToastApi): Promise<void> {
  try {
    const response = await api.download('/subscribers/export', { ids });
    const blob = await response.blob();
    const count = Number(response.headers.get('x-export-count') ?? ids.length);
    saveFile(blob, fileNameOf(response, T.exportFileName(new Date().toISOString().slice(0, 10))));
    toast.success(T.exported(count));
  } catch (error) {
    if (error instanceof SessionExpiredError) return;
    toast.error(error instanceof ApiError ? (error.serverMessage ?? T.exportFailed) : T.exportError);
  }
}
