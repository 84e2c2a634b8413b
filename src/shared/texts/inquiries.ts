/**
 * The renter's details beyond name, e-mail and message (INQUIRY_DETAILS in shared/inquiries.schema.ts),
 * each with its label in the inquiry dialog and the export, its label on the public form, and the
 * answer to a value its rule refuses (docs/adding-a-field.md).
 */
export const INQUIRY_DETAIL_TEXT = {
  phone: { label: 'Phone', formLabel: 'Phone (optional)', invalid: 'Phone must be at most 40 characters' },
} as const;

/**
 * Texts of the inquiry API and the public inquiry/contact forms (docs/product.md §2, §4, §5 'Public
 * inquiry/contact forms', §7 'Inquiries', §8 'Inquiry' and the inquiry success messages), word for
 * word where the spec gives them.
 */
export const INQUIRIES_TEXT = {
  // Validation, in the spec's order (docs/product.md §5): the API answers these as 400 messages too.
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter your message',
  nameTooLong: 'Name must be at most 100 characters',
  phoneInvalid: INQUIRY_DETAIL_TEXT.phone.invalid,
  messageTooLong: 'Message must be at most 5000 characters',
  listingIdInvalid: 'listingId must be a listing id',
  inquiryTypeInvalid: "inquiryType must be 'general' or 'property'",
  submitted: 'Inquiry submitted successfully',

  // 'Add Inquiry': a lead staff enter (a call, a walk-in, a portal); its messages speak to the agent.
  staffNameRequired: "Enter the renter's name",
  staffEmailInvalid: "Enter the renter's email as name@example.com",
  staffMessageRequired: 'Enter what the renter asked about',
  contactRequired: "Enter the renter's email or phone number",
  phoneNotValid: 'Enter a phone number with its area code, e.g. (212) 555-0142',
  staffSourceRequired: 'Choose where the lead came from',
  listingGone: 'That listing no longer exists. Choose another, or none.',
  added: 'Inquiry added successfully',

  // Spam defence (decisions 014, 015).
  tooManyRequests: (minutes: number) =>
    `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,

  // Staff API (docs/product.md §7, §8 success messages).
  inquiryNotFound: 'Inquiry not found',
  invalidId: 'Invalid inquiry id',
  idsRequired: 'ids must be a list of inquiry ids',
  idsTooMany: 'ids may list at most 1000 inquiries',
  statusInvalid: "status must be 'new', 'responded' or 'closed'",
  statusFilterInvalid: "status must be 'new', 'responded', 'closed' or 'all'",
  notesTooLong: 'Notes must be at most 5000 characters',
  nothingToUpdate: 'Send a status or notes to update',
  followUpInvalid: 'Follow-up date must be a date (YYYY-MM-DD)',
  followUpNoteTooLong: 'Follow-up note must be at most 500 characters',
  sourceInvalid: 'Unknown source',
  followUpFilterInvalid: 'followUp must be due',
  exportNoneFound: 'No inquiries to export',
  exportFileName: (date: string) => `inquiries-${date}.csv`,
  /** The export's columns: these two, then each detail's label (INQUIRY_DETAIL_TEXT), then csvColumns. */
  csvContactColumns: ['Name', 'Email'],
  csvColumns: ['Source', 'Status', 'Listing', 'Received', 'Last change', 'Replies', 'Follow up on', 'Follow-up note'],
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  sortInvalid: "sort must be 'name', 'email', 'property', 'status' or 'createdAt'",
  orderInvalid: "order must be 'asc' or 'desc'",
  searchTooLong: 'search must be at most 200 characters',
  statusUpdated: (status: string) => `Inquiry status updated to ${status}`,
  notesAdded: 'Notes added successfully',
  inquiryUpdated: 'Inquiry updated successfully',
  followUpSaved: 'Follow-up saved',
  deleted: 'Inquiry deleted successfully',
  bulkUpdated: (n: number) => `${n} inquiries updated successfully`,
  bulkDeleted: (n: number) => `${n} inquiries deleted successfully`,

  // Reply (docs/product.md §5 'Reply', §8).
  subjectRequired: 'Please enter a subject',
  subjectTooLong: 'Subject must be at most 200 characters',
  replyMessageRequired: 'Please enter a message',
  replyMessageTooLong: 'Message must be at most 20000 characters',
  recipientEmailRequired: 'Recipient email is required',
  recipientEmailInvalid: 'Recipient email is invalid',
  recipientNameTooLong: 'Recipient name must be at most 100 characters',
  replySent: 'Reply sent successfully',
} as const;

/** The public property inquiry modal and the /about contact form (docs/product.md §2, §4, §8 Public 'Inquiry'). */
export const INQUIRY_FORM_TEXT = {
  openInquiry: 'Send an Inquiry',
  modalTitle: 'Inquire about this property',
  modalIntro: (address: string) => `Ask about ${address}. I answer within one business day.`,
  contactTitle: 'Contact Me',
  contactIntro:
    'Looking for an apartment, a room or a sublet? Tell me what you need and I will get back to you within one business day.',
  name: 'Name',
  email: 'Email',
  phone: INQUIRY_DETAIL_TEXT.phone.formLabel,
  message: 'Message',
  messagePlaceholder: 'When would you like to move in? Any questions about the apartment?',
  contactMessagePlaceholder: 'What are you looking for? Budget, neighborhood, move-in date...',
  honeypot: 'Leave this field empty',
  send: 'Send Inquiry',
  sendContact: 'Send Message',
  sending: 'Sending...',
  thankYou: 'Thank You!',
  thankYouDetail: 'Your message has been sent. I will get back to you within one business day.',
  sendAnother: 'Send another',
  close: 'Close',
  failed: 'Failed to submit inquiry. Please try again.',
  propertyException: (message: string) => `An error occurred: ${message}. Please try again later.`,
  contactException: 'An error occurred. Please try again later.',
  required: 'required',
} as const;
