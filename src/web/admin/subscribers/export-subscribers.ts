import { NEWSLETTER_ADMIN_TEXT as T } from '../../../shared/texts/newsletter.ts';
import { exportCsv } from '../kit/export-csv.ts';
import type { ToastApi } from '../kit/toast.tsx';

/** Export: the CSV file of the selected subscribers (built by the server). */
export function exportSubscribers(ids: number[], toast: ToastApi): Promise<void> {
  return exportCsv('/subscribers/export', { ids }, T, toast);
}
