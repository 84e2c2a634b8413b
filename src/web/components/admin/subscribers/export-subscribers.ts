import { NEWSLETTER_ADMIN_TEXT as T } from '../../../../shared/texts/newsletter.ts';
import { exportCsv } from '../../../lib/export-csv.ts';
import type { ToastApi } from '../toast.tsx';

/** Export: the CSV file of the selected subscribers (built by the server). */
export function exportSubscribers(ids: number[], toast: ToastApi): Promise<void> {
  return exportCsv('/subscribers/export', { ids }, T, toast);
}
