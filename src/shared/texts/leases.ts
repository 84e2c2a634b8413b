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
