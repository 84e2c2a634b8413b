import type { ToastApi } from './toast.tsx';
import { api, ApiError, fileNameOf, saveFile } from './api-client.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';

/** A CSV file the server builds, as the back-office downloads it. */
export interface CsvDownload {
  /** The request that answers with the file. */
  request: () => Promise<Response>;
  /** The file's name when the answer names none. */
  fileName: () => string;
  /** The toast once saved, given the row count the server sends (X-Export-Count); none when left out. */
  saved?: (count: number) => string;
  /** The toast when the download fails (an expired session says nothing here: the login screen takes over). */
  failed: (error: unknown) => string;
}

/** The one CSV download: asks for the file, saves it under the server's name, and toasts the outcome. */
export async function downloadCsv(download: CsvDownload, toast: ToastApi): Promise<void> {
  try {
    const response = await download.request();
    const blob = await response.blob();
    const count = Number(response.headers.get('x-export-count') ?? 0);
    saveFile(blob, fileNameOf(response, download.fileName()));
    if (download.saved) toast.success(download.saved(count));
  } catch (error) {
    toast.error(download.failed(error));
  }
}

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
export function exportCsv(path: string, body: object, texts: ExportTexts, toast: ToastApi): Promise<void> {
  return downloadCsv(
    {
      request: () => api.download(path, body),
      fileName: () => texts.exportFileName(newYorkDate(new Date())),
      saved: texts.exported,
      failed: (error) => (error instanceof ApiError ? (error.serverMessage ?? texts.exportFailed) : texts.exportError),
    },
    toast,
  );
}
