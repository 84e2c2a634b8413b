// Decided in docs/decisions/066-renter-application-pages: the renter's application pages: a real form per step, saved as typed, and the document upload.
/**
 * Texts of the renter's pages of a rental application (the start form under the property page and the
 * private link /apply/{token}). The fields' labels, the fees and the documents' names are those of
 * APPLICATIONS_TEXT (src/shared/texts/applications.ts); these are the pages' own words. The scan of
 * tests/api/applications-questions.test.ts reads them too (decision 053): none asks what New York forbids.
 */
export const APPLY_TEXT = {
  // 'Apply' on the property page and on the viewing's page.
  applyLink: 'Apply for this apartment',
  applyHint: 'Apply from your phone: we e-mail you a private link.',

  // The start page /property/{id}/apply.
  startPageTitle: (title: string) => `Apply: ${title}`,
  checkInbox: 'Check your inbox',
  checkInboxDetail: (email: string) =>
    `We sent a private link to ${email}. Open it on any device to fill in your application; nothing else is needed to come back.`,
  backToApartment: 'Back to the apartment',
  failed: 'Your application could not be started. Please try again.',

  // The application's frame.
  pageTitle: 'Your rental application',
  applyingFor: (place: string) => `Application for ${place}`,
  yourRole: (role: string, name: string) => `${role}: ${name}`,
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  progress: 'Steps of your application',
  done: 'done',
  toDo: 'to do',
  saving: 'Saving…',
  savedAt: 'All changes saved',
  saveFailed: 'Not saved. Check your connection and try again.',
  saveAndContinue: 'Save and continue',
  save: 'Save',
  back: 'Back',
  continue: 'Continue',
  startSteps: 'Start my application',
  status: (label: string) => `Status: ${label}`,
  readOnly: 'Your application was sent: you can read it but no longer change it.',
  loadFailed: 'Your application could not be loaded. Please try again.',
  notFoundDetail: 'Check that you opened the whole link from your e-mail, or start a new application from the apartment’s page.',

  // Steps (navigation names).
  stepNames: {
    fees: 'Fees',
    people: 'Who applies',
    contact: 'Contact',
    home: 'Current home',
    work: 'Work',
    income: 'Other income',
    'move-in': 'Move-in and pets',
    documents: 'Documents',
    review: 'Review and send',
  },
  /** The last step's name for a co-applicant or guarantor, who do not send (the main applicant does). */
  reviewPart: 'Review your part',

  // The fees step.
  feesConfirmed: 'You confirmed these fees.',
  feesMustConfirm: 'Please tick the box to confirm you read the fees.',
  guarantorFees: 'As guarantor you pay no fee.',

  // People.
  peopleIntro: 'Roommates apply together: invite each co-applicant, and a guarantor if you have one. Each gets their own link.',
  you: 'you',
  invitedPeople: 'On this application',
  inviteNameLabel: 'Their full name',
  inviteEmailLabel: 'Their e-mail',
  asCoApplicant: 'Co-applicant (will live there)',
  asGuarantor: 'Guarantor',
  // Several people in one invitation form (decision 108).
  invitePerson: (n: number) => `Person ${n}`,
  addPerson: 'Add another person',
  removePerson: (n: number) => `Remove person ${n}`,
  inviteAll: 'Send the invitations',

  // Work and income.
  workIntro: 'Leave this step empty if you are not employed; other income counts the same.',
  incomeIntro: 'Add each source with its yearly amount. Save to add another row.',
  incomeRow: (n: number) => `Other income ${n}`,
  chooseSource: 'Choose a source',
  removeRow: 'Leave both empty to remove a row.',

  // Documents.
  required: 'Needed',
  optional: 'Optional',
  chooseFile: 'Choose a file',
  reportDateLabel: 'Date of the report',
  reportDateHelp: 'The day the report was made. With a report made within the past 30 days you pay no screening fee.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploadFailed: (message: string) => `Not uploaded: ${message}`,
  retry: 'Retry',
  removeDocument: 'Delete',
  removeDocumentNamed: (name: string) => `Delete ${name}`,
  uploadInterrupted: 'the connection dropped',
  stillMissingTitle: 'Still missing',
  nothingMissing: 'Every document needed is here.',
  size: (bytes: number) =>
    bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`,

  // Review.
  reviewIntro: 'Check what is still missing, then send your application to the agent.',
  reviewIntroOther:
    'Your part is saved as you fill it. The main applicant sends the application when everyone’s part is complete.',
  yourChecklist: 'Your part',
  complete: 'Complete',
  submit: 'Send my application',
  missingTitle: 'Before it can be sent',
  sentOn: (date: string) => `Sent on ${date}.`,
  /** What the status means now, under it (the page opens on it once sent: decision 086). */
  statusNext: {
    started: 'Check what is still missing, then send your application to the agent.',
    submitted: 'The agent has your application. You will hear by e-mail when it moves on.',
    missing_documents: 'The agent asked for more documents: add what is listed below, then send your application again.',
    sent_to_landlord: 'The agent sent your application to the landlord. You will hear by e-mail when the landlord decides.',
    approved: 'Your application was approved. The agent will contact you about the lease.',
    declined: 'The landlord decided not to offer you this apartment.',
    withdrawn: 'This application was withdrawn.',
    closed: 'This apartment has been rented, so this application is closed. Nothing more is needed from you.',
  },
  // The approved application whose deal reached 'Lease signed' (decision 105).
  leaseSignedStatus: 'Lease signed',
  leaseSignedNext: 'The lease is signed: this apartment is yours. The agent will be in touch about moving in.',
  everyoneTitle: 'Everyone on the application',
  answersTitle: 'Your answers',
  /** The questions left unanswered, in one line under the answers given. */
  leftOut: (fields: string) => `Not given: ${fields}.`,
  // A sent application's page: its status, not a step of the form (decision 108).
  statusTitle: 'Your application',
  addDocuments: 'Add the documents',
  withdraw: 'Withdraw my application',
  withdrawConfirm: 'Withdraw this application? The agent will no longer consider it.',
  deleteMine: 'Delete my application',
  deleteConfirmTitle: 'Delete your application?',
  deleteConfirm: 'This deletes your application and every document you uploaded, at once. It cannot be undone.',
  deletePartConfirm:
    'This deletes your part and every document you uploaded, at once; the rest of the application stays with the others on it. It cannot be undone.',
  /** A co-applicant's or guarantor's delete: only their part goes. */
  deleteMyPart: 'Delete my part',
  deletePartConfirmTitle: 'Delete your part?',
  deleteYes: 'Yes, delete everything',
  cancel: 'Cancel',
  deletedTitle: 'Deleted',
} as const;
