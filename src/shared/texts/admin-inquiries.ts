import { INQUIRIES_TEXT as API } from './inquiries.ts';

/**
 * Texts of the back-office Customer Inquiries page, its inquiry modal and reply form (docs/product.md §2
 * 'Inquiries', 'Inquiry detail modal', 'Reply form', §8 'Admin inquiries' and the inquiry success
 * messages), word for word. Labels the spec does not give (hints, dialog titles) are ours and plain;
 * the API's own answers (success messages, the reply form's checks) are the API's words, from INQUIRIES_TEXT.
 */
export const ADMIN_INQUIRIES_TEXT = {
  title: 'Customer Inquiries',
  subtitle: 'Questions from visitors of the public site: answer them by e-mail from here.',
  searchLabel: 'Search inquiries',
  searchPlaceholder: 'Search by name, email, message or property…',
  statusFilterLabel: 'Status',
  allStatuses: 'All Statuses',
  statusLabel: (status: string) => status.charAt(0).toUpperCase() + status.slice(1),

  // Bulk actions (docs/product.md §2, §4).
  bulkLabel: 'Bulk action',
  bulkPlaceholder: 'Bulk actions',
  markResponded: 'Mark Responded',
  markClosed: 'Mark Closed',
  markNew: 'Mark as New',
  delete: 'Delete',
  apply: 'Apply',
  selected: (n: number) => `${n} selected`,
  clearSelection: 'Clear selection',
  selectAll: 'Select all on this page',
  selectAllLabel: 'Select all inquiries on this page',
  select: (name: string) => `Select inquiry from ${name}`,

  // Table (docs/product.md §2, §3).
  listLabel: 'Inquiries',
  name: 'Name',
  email: 'Email',
  property: 'Property',
  status: 'Status',
  date: 'Date',
  actions: 'Actions',
  view: 'View',
  reply: 'Reply',
  generalInquiry: 'General Inquiry',
  propertyInquiry: 'Property Inquiry',
  unknownDate: 'Unknown',
  sortBy: 'Sort by',
  sortByColumn: (label: string) => `Sort by ${label}`,
  ascending: 'Ascending',
  descending: 'Descending',
  noInquiriesFound: 'No inquiries found',
  noInquiriesHint: 'Try another search or status. New inquiries from the public site appear here.',
  showing: (from: number, to: number, total: number) => `Showing ${from}-${to} of ${total} inquiries`,
  paginationLabel: 'Inquiries pages',
  replies: (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`,

  // Load failures (docs/product.md §8).
  invalidData: 'Failed to load inquiries: Invalid data format',
  fetchError: 'An error occurred while fetching inquiries',
  retry: 'Retry',

  // Status (docs/product.md §4, §8).
  statusUpdated: API.statusUpdated,
  failedToUpdateStatus: 'Failed to update inquiry status',
  updateStatusError: 'An error occurred while updating the inquiry status',

  // Deleting (docs/product.md §8).
  deleteTitle: 'Delete inquiry',
  bulkDeleteTitle: 'Delete inquiries',
  confirmDelete: 'Are you sure you want to delete this inquiry?',
  confirmBulkDelete: (n: number) => `Are you sure you want to delete ${n} inquiries?`,
  cannotBeUndone: 'This cannot be undone.',
  confirmLabel: 'Delete',
  deleted: API.deleted,
  failedToDelete: 'Failed to delete inquiry',
  deleteError: 'An error occurred while deleting the inquiry',
  bulkUpdated: API.bulkUpdated,
  bulkDeleted: API.bulkDeleted,
  failedToUpdateMany: 'Failed to update inquiries',
  failedToDeleteMany: 'Failed to delete inquiries',
  bulkError: (action: string) => `An error occurred while performing the ${action} action`,

  // The inquiry modal (docs/product.md §2).
  detailTitle: 'Inquiry Details',
  receivedOn: (date: string) => `Received ${date}`,
  contactInformation: 'Contact Information',
  message: 'Message',
  replyHistory: 'Reply History',
  newReply: 'New Reply',
  /** The scrolling conversation above the reply form. */
  conversation: 'Conversation',
  renterWrote: (name: string) => `${name} wrote`,
  /** The changes of a booking's viewing in its inquiry's timeline (the inquiry follows them). */
  viewingEvent: {
    'viewing-confirmed': 'Viewing confirmed',
    'viewing-declined': 'Viewing declined',
    'viewing-released': 'Request released unconfirmed',
    'viewing-rescheduled': 'Viewing moved',
    'viewing-cancelled': 'Viewing cancelled',
    'viewing-cancelled-by-renter': 'Viewing cancelled by the renter',
  },
  noReplies: 'No replies sent yet. Click "New Reply" to send the first response.',
  notes: 'Notes',
  notesHint: 'Only staff see these notes.',
  saveNotes: 'Save Notes',
  notesAdded: API.notesAdded,
  failedToAddNotes: 'Failed to add notes',
  addNotesError: 'An error occurred while adding notes',
  setStatus: 'Set status',
  new: 'New',
  responded: 'Responded',
  closed: 'Closed',
  close: 'Close',
  loadingInquiry: 'Loading inquiry…',
  inquiryMissing: 'This inquiry could not be loaded. It may have been deleted.',
  failedToLoadReplies: 'Failed to load reply history',
  repliesError: 'An error occurred while fetching reply history',

  // 'Add Inquiry': a lead from a call, a walk-in or a portal, entered by staff.
  addInquiry: 'Add Inquiry',
  addDescription: 'A lead from a phone call, a walk-in or a portal. Nothing is e-mailed to them.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  contactHint: 'An email or a phone number is enough.',
  sourceLabel: 'Source',
  chooseSource: 'Choose a source',
  listingLabel: 'Listing (optional)',
  noListing: 'No listing (general inquiry)',
  findListing: 'Find a listing',
  findListingPlaceholder: 'Address or apartment…',
  loadingListings: 'Loading listings…',
  listingsFailed: 'The listings could not be loaded. The inquiry can be added without one.',
  listingStatusGroup: (status: string) =>
    status === 'active'
      ? 'Active listings (on the site)'
      : status === 'pending'
        ? 'Pending listings (not public)'
        : 'Inactive listings (not public)',
  moreListings: (shown: number, total: number) => `Showing ${shown} of ${total} listings: type to find others.`,
  messageLabel: 'Message',
  messagePlaceholder: 'What did they ask about? Budget, move-in date, best time to call…',
  addSave: 'Add Inquiry',
  adding: 'Adding…',
  failedToAdd: 'Failed to add the inquiry',
  noEmailAddress: 'No email address was given: reach them by phone.',

  // Sources, follow-ups and export.
  source: 'Source',
  allSources: 'All sources',
  followUpsDue: 'Follow-ups due',
  followUp: 'Follow up',
  followUpOn: 'Follow up on',
  followUpNote: 'Follow-up note (optional)',
  saveFollowUp: 'Save Follow-up',
  clearFollowUp: 'Clear',
  followUpSaved: API.followUpSaved,
  failedToSaveFollowUp: 'Failed to save the follow-up',
  saveFollowUpError: 'An error occurred while saving the follow-up',
  followUpDueOn: (day: string) => `Follow up ${day}`,
  export: 'Export',
  exported: (n: number) => `Exported ${n} ${n === 1 ? 'inquiry' : 'inquiries'}`,
  exportFailed: 'Failed to export inquiries',
  exportError: 'An error occurred while exporting inquiries',
  exportFileName: API.exportFileName,

  // The conversation: the renter's e-mails beside the agent's replies, oldest first.
  openListing: (name: string) => `Open the listing ${name}`,
  agentReplied: 'You replied',
  renterReplied: (name: string) => `${name} replied`,
  showMore: 'Show more',
  showLess: 'Show less',
  showFullMessage: 'Show full message',
  showNewText: 'Show new text only',
  failedToLoadMessage: 'Failed to load the full message',
  attachments: 'Attachments',
  downloadAttachment: (name: string) => `Download ${name}`,
  attachmentTooLarge: 'too large to keep',
  failedToDownload: 'Failed to download the attachment',

  // Delivery of a reply's e-mail.
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  sentAt: (when: string) => `Sent ${when}`,
  failedBecause: (reason: string) => `Failed: ${reason}`,
  retryDelivery: 'Retry',
  replyQueued: 'Reply queued for delivery',
  failedToRetry: 'Failed to queue the reply again',

  // The reply form (docs/product.md §2, §5, §8).
  replyTitle: 'Reply to Inquiry',
  /** 'To {name}', then the dialog draws '<{email}>' after it, kept whole. */
  replyToName: (name: string) => `To ${name}`,
  subject: 'Subject',
  defaultSubject: (property: string) => `Re: Inquiry about ${property}`,
  // An inquiry about no apartment: 'Re: Inquiry about General Inquiry' said the same word twice.
  generalSubject: 'Re: Your inquiry',
  templates: 'Templates',
  acknowledgment: 'Acknowledgment',
  information: 'Information',
  viewingRequest: 'Viewing Request',
  loadingTemplates: 'Loading templates…',
  replaceWithTemplate: 'Replace your message with the template?',
  replaceMessage: 'Replace',
  keepMessage: 'Keep my message',
  replyMessage: 'Message',
  messageRequired: API.replyMessageRequired,
  subjectRequired: API.subjectRequired,
  cancel: 'Cancel',
  sendReply: 'Send Reply',
  sending: 'Sending...',
  replySent: API.replySent,
  failedToSend: 'Failed to send reply',
  sendError: 'An error occurred while sending the reply',
  sentButDisplay: 'Reply was sent but there was an error updating the display',

  // Dashboard (docs/product.md §2).
  totalInquiries: 'Total Inquiries',
  newInquiries: 'New Inquiries',
  subscribers: 'Subscribers',
  recentInquiries: 'Recent Inquiries',
  viewAll: 'View all',
  noInquiriesYet: 'No inquiries yet.',
  /** After the sidebar's count: 'Inquiries, 3 new'. */
  newSuffix: 'new',

  // The renter's language (decision 072): nothing is shown for English.
  prefersLanguage: { en: '', es: 'Prefers Spanish', zh: 'Prefers Chinese' },
  /** The small badge of the viewings list and the application screen. */
  languageBadge: { en: '', es: 'ES', zh: '中文' },
  languageBadgeTitle: { en: '', es: 'Prefers Spanish', zh: 'Prefers Chinese' },
} as const;

/**
 * The reply templates' fixed parts in the inquiry's language (decision 072): the greeting and the
 * signature; the agent writes the body. English as the templates always wrote them; Spanish and Chinese
 * in the register of the renter's e-mails (docs/i18n-glossary.md).
 */
export const REPLY_TEMPLATE_WORDS = {
  en: {
    greeting: (first: string) => `Dear ${first || 'there'},`,
    closing: 'Best regards,',
    defaultTitle: 'Real Estate Agent',
  },
  es: {
    greeting: (first: string) => (first ? `Estimado/a ${first}:` : 'Hola:'),
    closing: 'Atentamente,',
    defaultTitle: 'Agente inmobiliario',
  },
  zh: {
    greeting: (first: string) => (first ? `尊敬的${first}：` : '您好：'),
    closing: '此致\n敬礼！',
    defaultTitle: '房地产经纪人',
  },
} as const;
