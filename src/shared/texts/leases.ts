/**
 * The leases signed in the product (issue 45, docs/decisions/084): the API's messages and the staff's
 * e-mails, in English (the back-office's language). The signer's page, e-mails and consent are in
 * deals-public.ts (translated).
 */
export const LEASES_TEXT = {
  idInvalid: 'The lease id must be a whole number.',
  notFound: 'Lease not found.',
  dealNotFound: 'Deal not found.',
  dealNotPending: 'A lease can be added only while the deal is Pending.',
  activeLeaseExists: 'This deal already has a lease in draft or out for signature: void it first.',
  fileRequired: 'Choose the lease as a PDF file.',
  fileTooLarge: 'A lease file may be at most 20 MB.',
  notPdf: 'The lease and its riders must be PDF files.',
  brokenPdf: (name: string) => `${name} is not a PDF that can be read (damaged or password-protected).`,
  tooManyPages: 'The lease and its riders may have at most 200 pages together.',
  checklistInvalid: "The riders checklist must tick each rider 'attached' or 'not-applicable'.",
  checklistIncomplete: (riders: string) => `Tick each rider 'attached' or 'not applicable' before sending: ${riders}.`,
  landlordRequired: "Enter the landlord's name and e-mail.",
  landlordEmailInvalid: "Enter the landlord's e-mail address.",
  notDraft: 'Only a draft lease can be sent.',
  noTenants: 'The deal has no tenants to sign.',
  alreadyEnded: 'This lease is no longer out for signature.',
  voidReasonTooLong: 'The reason may be at most 500 characters.',
  uploaded: 'Lease uploaded.',
  sent: (n: number) => `The lease was sent to ${n === 1 ? '1 signer' : `${n} signers`}.`,
  voided: 'The lease was voided: its links no longer work.',
  notSigned: 'The lease has not been signed by everyone yet.',
  // The staff's e-mails.
  declinedSubject: (name: string, place: string) => `${name} declined to sign the lease of ${place}`,
  declinedBody: (name: string, place: string, reason: string) =>
    `${name} declined to sign the lease of ${place}.\n\nTheir reason: ${reason}\n\nThe lease's links no longer work. Upload a corrected lease on the deal to start again.`,
  signedStaffSubject: (place: string) => `Lease signed: ${place}`,
  signedStaffBody: (place: string) =>
    `Every signer has signed the lease of ${place}. The signed PDF, with each signer's certificate of completion, is attached.`,
  // Move-in and move-out (GOL §7-108, docs/decisions/096): the API's messages.
  activeDocumentExists: (what: string) => `This deal already has a ${what} in draft or out for signature: void it first.`,
  noSignedLease: 'Move-in and move-out documents follow a lease signed in the product: this deal has none.',
  roomsInvalid:
    'Describe each room: a name (at most 80 characters), its condition (good, fair or poor) and notes (at most 2,000 characters); 1 to 30 rooms.',
  photoNotImage: 'Photos must be JPEG, PNG, WebP or HEIC images.',
  photoRoomInvalid: 'Each photo must name a room of the report (photos.0, photos.1, …).',
  tooManyPhotos: 'At most 5 photos a room and 40 in all.',
  photoTooLarge: 'A photo may be at most 15 MB.',
  reportWritten: 'Condition report written.',
  statementWritten: 'Deposit statement written.',
  statementInvalid:
    'The statement needs the move-out day (YYYY-MM-DD, not in the future) and each deduction with its kind, its reason and its amount.',
  deductionsOverDeposit: 'The deductions add up to more than the deposit.',
  moveOutBeforeStart: 'The move-out day is before the lease started.',
  // The documents the product writes (in English, as the landlord's lease is).
  documentKinds: { lease: 'lease', 'move-in': 'move-in condition report', 'deposit-statement': 'deposit statement' },
  conditions: { good: 'Good', fair: 'Fair', poor: 'Poor' },
  deductionKinds: {
    'unpaid-rent': 'Unpaid rent',
    damage: 'Damage beyond normal wear and tear',
    utilities: 'Unpaid utility charges payable to the landlord',
    'moving-storage': "Moving and storing the tenant's belongings",
  },
  reportTitle: 'Move-in condition report',
  reportPlace: (place: string) => `Apartment: ${place}`,
  reportTenants: (names: string) => `Tenants: ${names}`,
  reportLeaseStart: (day: string) => `Lease starts: ${day}`,
  reportLaw:
    "New York General Obligations Law §7-108(1-a)(c): before the tenant moves in, the landlord and the tenant sign this written record of the apartment's condition, noting any existing defects or damage. When the tenant moves out, the landlord may not keep any part of the deposit for a condition, defect or damage this report notes.",
  reportRoom: (n: number, name: string, condition: string) => `${n}. ${name}: ${condition}`,
  reportNoNotes: 'No notes.',
  reportPhotos: (n: number) => (n === 1 ? '1 photo follows.' : `${n} photos follow.`),
  reportPhotoCaption: (room: string, n: number, total: number) => `${room}: photo ${n} of ${total}`,
  statementTitle: 'Itemized security deposit statement',
  statementMovedOut: (day: string) => `Tenant moved out: ${day}`,
  statementDeadline: (day: string) => `To be given to the tenant, with the balance, by: ${day}`,
  statementLaw:
    'New York General Obligations Law §7-108(1-a)(e): within fourteen days after the tenant has vacated the premises, the landlord shall provide the tenant with an itemized statement indicating the basis for the amount of the deposit retained, if any, and shall return any remaining portion of the deposit; a landlord who fails to do so forfeits any right to retain any portion of the deposit. Only unpaid rent, damage beyond normal wear and tear, unpaid utility charges payable directly to the landlord, and moving and storing the tenant’s belongings may be kept (§7-108(1-a)(b)).',
  statementDeposit: (amount: string) => `Security deposit held: ${amount}`,
  statementDeduction: (n: number, kind: string, amount: string) => `${n}. ${kind}: ${amount}`,
  statementNoDeductions: 'Nothing is kept: the whole deposit is returned.',
  statementRetained: (amount: string) => `Total kept: ${amount}`,
  statementBalance: (amount: string) => `Balance returned to the tenant: ${amount}`,
  // The deadline's reminder to the staff (English).
  deadlineSubject: (place: string, day: string) => `Deposit statement due by ${day}: ${place}`,
  deadlineBody: (place: string, ended: string, day: string, link: string) =>
    `The lease of ${place} ended on ${ended}. New York law (General Obligations Law §7-108(1-a)(e)) gives the landlord 14 days after the tenant moves out to give the tenant an itemized statement of any part of the security deposit kept and to return the rest: by ${day} if the tenant left on the lease's last day. Past that day the landlord forfeits any right to keep any part of the deposit.\n\nWrite the statement on the deal and send it to the landlord to sign:\n${link}`,
  signedDocumentStaffSubject: (what: string, place: string) => `Signed ${what}: ${place}`,
  signedDocumentStaffBody: (what: string, place: string) =>
    `Every signer has signed the ${what} of ${place}. The signed PDF, with each signer's certificate of completion, is attached.`,
  // The riders checklist (the back-office).
  riders: {
    'lead-paint': 'Lead paint disclosure (building built before 1978)',
    'window-guards': 'Window guard notice',
    'bedbug-history': 'Bedbug infestation history',
    sprinkler: 'Sprinkler system disclosure',
    'rent-stabilization-rider': 'Rent stabilization lease rider (stabilized apartments)',
    'tenants-rights-guide': "Tenants' Rights Guide (stabilized apartments)",
    'good-cause-eviction': 'Good Cause Eviction notice',
  },
} as const;
