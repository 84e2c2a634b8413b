/**
 * Texts of rental applications: the start form and API, the applicant's link, the e-mails, the
 * back-office settings. Every label, option and e-mail of the flow is here, so that one test
 * (tests/api/applications-questions.test.ts) reads them all and proves that none asks what New York
 * forbids (docs/decisions/053-rental-applications-compliance.md).
 */
export const APPLICATIONS_TEXT = {
  // Start (POST /api/applications).
  apply: 'Apply',
  startTitle: 'Apply for this apartment',
  startIntro: 'Enter your name and e-mail. We send you a private link to fill in your application from any device.',
  nameLabel: 'Full name',
  emailLabel: 'E-mail',
  startButton: 'E-mail me my application link',
  started: 'Check your e-mail: we sent you a private link to your application.',
  listingUnavailable: 'This apartment is not taking applications.',
  nameRequired: 'Please enter your name',
  nameTooLong: 'The name is too long (at most 100 characters)',
  emailRequired: 'Please enter your e-mail',
  emailInvalid: 'Please enter a valid e-mail address',
  listingIdRequired: 'listingId must be a listing id',

  // The applicant's link.
  notFound: 'This application link is not valid. It may have been deleted.',
  saved: 'Saved',
  submitted: 'Your application was sent to the agent.',
  deleted: 'Your application and its documents were deleted.',
  withdrawn: 'Your application was withdrawn.',
  notEditable: 'This application was already sent and can no longer be changed.',
  onlyApplicantSubmits: 'Only the main applicant can send the application.',
  onlyApplicantWithdraws: 'Only the main applicant can withdraw the application.',
  notWithdrawable: 'This application can no longer be withdrawn.',
  acknowledgeFeesFirst: 'Please read the fees and confirm them before you fill in the application.',
  missing: (items: string) => `Still missing: ${items}.`,

  // The FARE Act disclosure, shown before the first step.
  feesTitle: 'Fees you will pay',
  feesIntro:
    'Every fee you will pay for this apartment, as the landlord and the agent set them. The agent’s fee is paid by the landlord.',
  noFees: 'You pay no fees besides the rent and the security deposit.',
  fee: (name: string, amount: string) => `${name}: ${amount}`,
  screeningFee: (amount: string) => `Screening fee (background and credit check): ${amount}, the actual cost of the check.`,
  noScreeningFee: 'No screening fee.',
  screeningWaiver:
    'You pay no screening fee when you bring your own background and credit check made within the past 30 days. You get a copy of the report and a receipt.',
  feesAcknowledge: 'I have read the fees above',

  // Roles.
  roles: { applicant: 'Applicant', co_applicant: 'Co-applicant', guarantor: 'Guarantor' },

  // The steps and their fields (each person fills their own part).
  steps: {
    contact: 'Contact details',
    home: 'Current home',
    work: 'Work and income',
    household: 'Move-in and pets',
  },
  fields: {
    phone: 'Phone',
    currentAddress: 'Current address',
    currentRent: 'Current monthly rent',
    landlordName: 'Current landlord or managing agent',
    landlordContact: 'Landlord’s phone or e-mail (for a reference)',
    employer: 'Employer',
    jobTitle: 'Job title',
    employmentStart: 'Start date',
    annualIncome: 'Annual income before taxes',
    otherIncome: 'Other income',
    otherIncomeHint:
      'Any lawful source counts as income: housing vouchers and subsidies (Section 8, CityFHEPS, HASA, FHEPS), support payments, pensions, scholarships, investments.',
    otherIncomeSource: 'Source',
    otherIncomeAmount: 'Amount per year',
    pets: 'Pets',
    petsHint: 'Kind and size of each pet, if any',
    moveInDate: 'Desired move-in date',
  },
  incomeSources: [
    'Section 8 voucher',
    'CityFHEPS',
    'HASA',
    'FHEPS',
    'Other housing voucher or subsidy',
    'Support payments',
    'Pension or annuity',
    'Scholarship or grant',
    'Investments or savings',
    'Self-employment',
    'Other',
  ],

  // Documents.
  documentsTitle: 'Documents',
  documentsIntro:
    'PDF, JPEG, PNG or HEIC files of at most 10 MB each (60 MB in all). Photos lose their location and camera details when they are saved.',
  documentKinds: {
    photo_id: 'Photo ID',
    employment_letter: 'Employment letter',
    pay_stub: 'Pay stub (one of the last two)',
    bank_statement: 'Bank statement (one of the last two)',
    tax_return: 'First page of the last tax return',
    screening_report: 'Background and credit check made within the past 30 days (optional: then no screening fee)',
    voucher_letter: 'Voucher or award letter',
  },
  documentFileNames: {
    photo_id: 'Photo ID',
    employment_letter: 'Employment letter',
    pay_stub: 'Pay stub',
    bank_statement: 'Bank statement',
    tax_return: 'Tax return',
    screening_report: 'Screening report',
    voucher_letter: 'Voucher letter',
  },
  upload: 'Upload',
  uploaded: 'Document saved',
  documentDeleted: 'Document deleted',
  kindInvalid: 'Please choose which document this is',
  fileRequired: 'Please choose a file',
  reportDateRequired: 'Please give the date of your screening report (YYYY-MM-DD)',
  reportDateInvalid: 'The date of the screening report must be a real day, YYYY-MM-DD',
  reportDateFuture: 'The date of the screening report cannot be in the future',
  fileTypeRefused: 'Only PDF, JPEG, PNG or HEIC files can be uploaded',
  fileUnreadable: 'This file could not be read. Please upload another copy.',
  uploadsBusy: 'Many documents are being checked. Please try again in a minute.',
  fileTooLarge: 'A document can be at most 10 MB',
  imageTooBig: 'This image is too large (more than 60 megapixels)',
  applicationTooLarge: 'The documents of an application can be at most 60 MB in all. Delete one first.',
  tooManyOfKind: (label: string, max: number) => `${label}: at most ${max}. Delete one first.`,
  documentNotFound: 'This document was not found',
  missingDocument: (label: string) => `document: ${label}`,

  // Co-applicants and the guarantor.
  householdTitle: 'Who will live there',
  inviteTitle: 'Invite a co-applicant or a guarantor',
  inviteIntro: 'Each person fills in their own part and documents from their own link.',
  inviteRole: 'Invite as',
  invite: 'Send the invitation',
  invited: (name: string) => `Invitation sent to ${name}`,
  onlyApplicantInvites: 'Only the main applicant can invite others.',
  tooManyCoApplicants: (max: number) => `At most ${max} co-applicants`,
  oneGuarantor: 'This application already has a guarantor',
  alreadyInvited: 'This e-mail is already part of the application',
  roleInvalid: 'Please choose co-applicant or guarantor',
  inviteSubject: (role: string, place: string) => `You are invited as ${role.toLowerCase()}: ${place}`,
  inviteIntroMail: (inviter: string | null, role: string, place: string) =>
    `${inviter ?? 'The main applicant'} invited you as ${role.toLowerCase()} on a rental application for ${place}. Fill in your own part and documents with your private link:`,

  // Field problems (PUT).
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  amountInvalid: (label: string) => `${label} must be an amount in dollars`,
  dateInvalid: (label: string) => `${label} must be a date`,
  otherIncomeInvalid: 'Other income must be a list of sources with their amounts',
  otherIncomeTooMany: 'At most 10 other sources of income',
  sourceRequired: 'Please choose the source of the other income',
  feesAcknowledgedInvalid: 'feesAcknowledged must be true or false',

  // What submit names when it is missing.
  missingItems: {
    fees: 'the fees confirmed',
    phone: 'a phone number',
    currentAddress: 'the current address',
    income: 'employment or other income',
    moveInDate: 'the desired move-in date',
  },
  missingOf: (who: string, what: string) => `${who}: ${what}`,

  // Statuses.
  statuses: {
    started: 'Started',
    submitted: 'Submitted',
    missing_documents: 'Missing documents',
    sent_to_landlord: 'Sent to landlord',
    approved: 'Approved',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    closed: 'Closed: apartment rented',
  },

  // Staff.
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  statusInvalid: 'Please choose a status',
  applicationNotFound: 'Application not found',
  personRequired: 'Please choose the person to ask',
  kindsRequired: 'Please tick the documents to ask for',
  agencyTooLong: 'The reporting agency is too long (at most 300 characters)',
  agencyRequired: 'A screening report was used: please name the reporting agency (name, address, phone) for the notice',
  documentsGone: 'The documents of this application were deleted',
  statusSaved: (status: string) => `Status: ${status}`,
  requestSent: 'The request was e-mailed',
  feeRecorded: 'The screening fee was recorded and the receipt e-mailed',
  feeAlreadyRecorded: 'The screening fee of this application was already recorded',
  feeWaivedByReport: (date: string) =>
    `No screening fee may be charged: the applicant brought a screening report dated ${date}, made within 30 days (NY Real Property Law §238-a(1)(b))`,
  receiptAgencyRequired: 'Please name the agency that makes the background and credit check (at most 300 characters): the receipt names it',
  reportCopyRequired: 'Please choose the screening report as a PDF file (at most 10 MB)',
  reportCopySent: 'The copy of the report was e-mailed to the applicant',
  staffName: (name: string, email: string) => `${name} (${email})`,

  // The e-mail asking for documents.
  requestSubject: (place: string) => `Documents still needed for your application: ${place}`,
  requestIntro: (place: string) => `To complete your application for ${place}, please upload:`,
  requestLink: 'Upload them with your private link (it replaces any earlier link):',

  // The screening fee receipt.
  receiptSubject: (place: string) => `Receipt: screening fee for ${place}`,
  receiptBody: (amount: string, date: string, place: string) =>
    `We received your screening fee of ${amount} on ${date} for your application for ${place}. It pays the actual cost of the background and credit check; you will receive a copy of the report.`,
  receiptBy: (agent: string, brokerage: string) => `Received by ${agent}, ${brokerage}.`,
  receiptAgency: (agency: string) => `The background and credit check is made by: ${agency}.`,
  reportCopySubject: (place: string) => `Your screening report for ${place}`,
  reportCopyBody: (place: string) =>
    `As New York law asks (Real Property Law §238-a), attached is a copy of the background and credit check made for your application for ${place}.`,

  // The decline notice (neutral; FCRA wording when a screening report was used).
  declineSubject: (place: string) => `Your application for ${place}`,
  declineBody: (place: string) =>
    `Thank you for applying for ${place}. The landlord has decided not to offer you this apartment.`,
  declineReport: (agency: string) =>
    `This decision was based in whole or in part on information in a consumer report from: ${agency}. The reporting agency did not make this decision and cannot explain why it was made.`,
  declineRights:
    'Under the Fair Credit Reporting Act you have the right to a free copy of your report from that agency if you ask within 60 days, and the right to dispute with the agency the accuracy or completeness of any information in it.',
  declineClosing: 'Your documents will be deleted from our records.',

  // What happened, e-mailed to the applicants in the application's language (decision 086).
  sentSubject: (place: string) => `Your application for ${place} was sent`,
  sentBody: (place: string) =>
    `Your application for ${place} was sent to the agent. You will hear by e-mail when it moves on: a request for a document, the landlord's package, the decision.`,
  approvedSubject: (place: string) => `Your application for ${place} was approved`,
  approvedBody: (place: string) =>
    `Good news: your application for ${place} was approved. The agent will contact you about the lease and what is due before it is signed.`,
  packageSentSubject: (place: string) => `Your application for ${place} went to the landlord`,
  packageSentBody: (place: string) =>
    `The agent sent your application for ${place} to the landlord. You will hear by e-mail when the landlord decides.`,
  rentedSubject: (place: string) => `${place} has been rented`,
  rentedBody: (place: string) =>
    `${place} has been rented, so your application for it is closed: nothing more is needed from you, and your documents will be deleted from our records. Reply to this e-mail if you would like to see other apartments.`,
  statusLink: 'Your private link from the first e-mail shows the application and its status.',
  ownLink: 'Your application and its status:',

  enabledInvalid: 'enabled must be true or false',
  inquiryNotFound: 'Inquiry not found',
  inviteToApply: 'Invite to apply',
  inquirerInvited: (email: string) => `The application link was e-mailed to ${email}`,
  listingNotFound: 'Listing not found',

  // Settings (Settings → Applications).
  settingsTitle: 'Applications',
  screeningFeeLabel: 'Screening fee (background and credit check)',
  screeningFeeHint: (cap: number) => `New York allows at most $${cap}, the actual cost of the check.`,
  screeningFeeInvalid: 'The screening fee must be an amount in dollars',
  retentionDaysLabel: 'Delete documents this many days after a decision',
  retentionDaysInvalid: 'Keep documents 1 to 365 days after a decision',
  unsubmittedDaysLabel: 'Delete applications never sent this many days after their last change',
  unsubmittedDaysInvalid: 'Keep applications never sent 1 to 365 days',
  tooManyUploads: (minutes: number) =>
    `Too many documents were uploaded in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  settingsSaved: 'Application settings saved',
  adminOnly: 'Only administrators can change the application settings',

  // The start-link e-mail.
  linkSubject: (address: string) => `Your application for ${address}`,
  linkGreeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  linkIntro: (address: string) => `Here is your private link to apply for ${address}:`,
  linkHow: 'Open it on any device to continue where you left off. Your answers are saved as you go.',
  linkPrivate: 'Keep this link to yourself: whoever has it can see and change your application.',
  linkWhy:
    'You receive this e-mail because this address was entered to start a rental application. If it was not you, ignore it.',
} as const;
