import type { ToastApi } from '../components/admin/toast.tsx';
import { api, ApiError, fileNameOf, saveFile, SessionExpiredError } from './api-client.ts';

export interface ExportTexts {
  exported: (count: number) => string;
  exportFailed: string;
  exportError: string;
  exportFileName: (date: string) => string;
}

/**
 * Export: downloads the CSV file the server builds (POST `path` with `body`) and says how many rows it
 * holds; a refusal shows the server's message, a failed request the list's 'An error occurred…'.
 */
export async function exportCsv(path: string, body: object, texts: ExportTexts, toast: ToastApi): Promise<void> {
  try {
    const response = await api.download(path, body);
    const blob = await response.blob();
    const count = Number(response.headers.get('x-export-count') ?? 0);
    saveFile(blob, fileNameOf(response, texts.exportFileName(new Date().toISOString().slice(0, 10))));
    toast.success(texts.exported(count));
  } catch (error) {
    if (error instanceof SessionExpiredError) return;
    toast.error(error instanceof ApiError ? (error.serverMessage ?? texts.exportFailed) : texts.exportError);
  }
}
