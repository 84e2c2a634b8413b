/**
 * Texts of the back-office Newsletter Subscribers page (docs/product.md §2 'Newsletter Subscribers', §8,
 * success messages), word for word. Texts the spec does not give (hints, dialog titles, labels) are ours
 * and kept plain; the API's answers (e.g. 'Subscriber deleted successfully') are in texts/subscribers.ts.
 */
export const ADMIN_SUBSCRIBERS_TEXT = {
  title: 'Newsletter Subscribers',
  subtitle: 'People who signed up for the newsletter on the public site.',
  searchLabel: 'Search subscribers',
  searchPlaceholder: 'Search by email or name…',

  // Bulk actions (docs/product.md §2).
  bulkLabel: 'Bulk action',
  bulkPlaceholder: 'Bulk actions',
  delete: 'Delete',
  export: 'Export',
  apply: 'Apply',
  selected: (n: number) => `${n} selected`,
  clearSelection: 'Clear selection',
  selectAll: 'Select all on this page',
  selectAllLabel: 'Select all subscribers on this page',
  select: (email: string) => `Select ${email}`,

  // Table (docs/product.md §2).
  listLabel: 'Subscribers',
  email: 'Email',
  status: 'Status',
  subscribedDate: 'Subscribed Date',
  actions: 'Actions',
  sortBy: 'Sort by',
  sortByColumn: (label: string) => `Sort by ${label}`,
  ascending: 'Ascending',
  descending: 'Descending',
  noName: 'No name given',
  statusLabel: (status: string) => status.charAt(0).toUpperCase() + status.slice(1),
  noSubscribersFound: 'No subscribers found',
  noSubscribersHint: 'Try another search, or wait for visitors to subscribe on the public site.',
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} subscribers`,
  paginationLabel: 'Subscribers pages',

  // Load failures (docs/product.md §8).
  invalidData: 'Failed to load subscribers: Invalid data format',
  fetchError: 'An error occurred while fetching subscribers',
  retry: 'Retry',

  // Deleting (docs/product.md §2, §8).
  deleteTitle: 'Delete subscriber',
  bulkDeleteTitle: 'Delete subscribers',
  confirmDelete: 'Are you sure you want to delete this subscriber?',
  confirmBulkDelete: (n: number) => `Are you sure you want to delete ${n} subscribers?`,
  confirmLabel: 'Delete',
  failedToDelete: 'Failed to delete subscriber',
  deleteError: 'An error occurred while deleting the subscriber',
  failedToBulkDelete: 'Failed to delete subscribers',

  // Export (docs/product.md §8: the toast is all it does).
  exportSoon: 'Export functionality will be implemented soon',
} as const;
