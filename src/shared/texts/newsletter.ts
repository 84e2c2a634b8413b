/**
 * Texts of the newsletter beyond the subscription form (issue 13): the subscribers export, the digests
 * panel and 'Send digest now', the unsubscribe page, and the welcome and digest e-mails.
 */
export const NEWSLETTER_ADMIN_TEXT = {
  // Export (CSV of the selected subscribers).
  csvColumns: ['Email', 'Name', 'Status', 'Subscribed Date'],
  statusLabel: (status: string) => status.charAt(0).toUpperCase() + status.slice(1),
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'subscriber' : 'subscribers'}`,
  exportFailed: 'Failed to export subscribers',
  exportError: 'An error occurred while exporting subscribers',
  exportFileName: (date: string) => `subscribers-${date}.csv`,
  exportNoneFound: 'None of the selected subscribers exist any more',
} as const;
