/**
 * Texts of the back-office Tips page (docs/product.md §2 'Tips Management', §7 'Tips'), word for word. Texts the spec
 * does not give (hints, dialog titles) are ours and kept plain; field errors and the API's answers are in
 * texts/tips.ts.
 */
export const ADMIN_TIPS_TEXT = {
  title: 'Tips Management',
  subtitle: 'Advice for sublet renters, shown on the public Blog page when active.',
  addTip: '+ Add New Tip',
  searchLabel: 'Search tips',
  searchPlaceholder: 'Search by title or content…',
  search: 'Search',
  clearSearch: 'Clear',
  resultsFor: (search: string) => `Results for “${search}”`,
  count: (n: number) => (n === 1 ? '1 tip' : `${n} tips`),

  // Table (docs/product.md §2).
  id: 'ID',
  tipTitle: 'Title',
  content: 'Content',
  status: 'Status',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  delete: 'Delete',
  listLabel: 'Tips',
  noTipsFound: 'No tips found',
  noTipsHint: 'Try another search, or add a new tip.',

  // Load failures (docs/product.md §7).
  failedToFetch: 'Failed to fetch tips',
  connectionError: 'Error connecting to the server',
  tryAgain: 'Try Again',

  // Add/edit modal.
  addTitle: 'Add New Tip',
  editTitle: 'Edit Tip',
  formDescription: 'Title and content are required.',
  titleLabel: 'Title',
  contentLabel: 'Content',
  activeLabel: 'Active',
  activeHint: 'Active tips are shown on the public Blog page.',
  save: 'Save',
  cancel: 'Cancel',
  failedToSave: 'Failed to save tip',

  // Delete (docs/product.md §2).
  deleteTitle: 'Delete tip',
  confirmDelete: 'Are you sure you want to delete this tip?',
  cannotBeUndone: 'This action cannot be undone.',
  failedToDelete: 'Failed to delete tip',
  // The agent's own words in Spanish and Chinese (decision 072).
  translationLegend: (language: string) => `In ${language} (optional: the ${language} blog shows the English where empty)`,
  translatedTitle: (language: string) => `Title in ${language}`,
  translatedContent: (language: string) => `Content in ${language}`,
} as const;

/** docs/product.md §9: the table shows the first 100 characters of a tip's content. */
export const TIP_PREVIEW_LENGTH = 100;
