/**
 * Texts of the back-office's Lease section on a deal (issue 45, docs/decisions/084): upload, the riders
 * checklist, sending, the signers, the evidence and the signed PDF. The API's own messages are in
 * leases.ts (also used here for the same refusals, checked before sending); the signer's page is in
 * deals-public.ts.
 */
export const ADMIN_LEASES_TEXT = {
  heading: 'Lease',
  intro: "The landlord's lease and riders, signed in the product: the tenants and guarantor first, then the landlord.",
  loading: 'Loading the lease…',
  loadFailed: 'The lease could not be loaded.',
  retry: 'Retry',
  refresh: 'Refresh',
  refreshed: 'Lease status refreshed',
  none: 'No lease yet. Upload the landlord’s lease to have it signed here.',
  noneClosed: 'No lease was signed in the product for this deal.',
  onlyPending: 'A lease can be uploaded while the deal is Pending.',

  // Upload.
  uploadHeading: 'Upload the lease',
  uploadAgainHeading: 'Upload a corrected lease',
  leaseFile: 'Lease (PDF)',
  leaseFileHint: 'The landlord’s lease as a PDF, at most 20 MB.',
  riderFiles: 'Riders (PDF, optional)',
  riderFilesHint: 'Any riders and notices, in the order the signers should read them.',
  upload: 'Upload lease',
  uploading: 'Uploading…',
  uploaded: 'Lease uploaded',
  uploadFailed: 'The lease could not be uploaded. Please try again.',

  // The riders checklist.
  checklistLegend: "New York's riders and notices",
  checklistHint: "Tick each one 'Attached' or 'Not applicable' before sending.",
  attached: 'Attached',
  notApplicable: 'Not applicable',

  // Sending.
  sendHeading: 'Send for signature',
  landlordName: "Landlord's name",
  landlordEmail: "Landlord's e-mail",
  send: 'Send for signature',
  sendFailed: 'The lease could not be sent. Please try again.',
  sendHint: 'The tenants and guarantor get their links now; the landlord once they have all signed.',

  // The lease.
  file: (name: string, pages: number) => `${name} · ${pages} ${pages === 1 ? 'page' : 'pages'}`,
  riderNames: (names: string) => `Riders: ${names}`,
  statuses: {
    draft: 'Draft',
    'out-for-signature': 'Out for signature',
    signed: 'Signed',
    declined: 'Declined',
    voided: 'Voided',
  },
  uploadedOn: (when: string) => `Uploaded ${when}`,
  sentOn: (when: string) => `Sent ${when}`,
  completedOn: (when: string) => `Signed by everyone ${when}`,
  endedOn: (when: string, reason: string | null) => `Ended ${when}${reason ? `: ${reason}` : ''}`,
  download: 'Download signed PDF',
  downloaded: 'Signed lease downloaded',
  downloadFailed: 'The signed lease could not be downloaded.',
  void: 'Void lease',
  voidConfirm: 'Void this lease?',
  voidDetail: 'Its links stop working at once; the evidence is kept. You can then upload a corrected lease.',
  voided: 'Lease voided',
  voidFailed: 'The lease could not be voided. Please try again.',
  earlier: (n: number) => `Earlier leases (${n})`,

  // The signers.
  signersHeading: 'Signers',
  roles: { tenant: 'Tenant', guarantor: 'Guarantor', landlord: 'Landlord' },
  signerStatus: {
    waiting: 'Waiting for the others',
    sent: 'Link sent',
    opened: 'Opened',
    signed: 'Signed',
    declined: 'Declined',
  },
  signedAt: (when: string, name: string) => `Signed as ${name}, ${when}`,
  openedAt: (when: string) => `Opened ${when}`,
  declinedWith: (reason: string) => `Reason: ${reason}`,

  // The evidence.
  eventsHeading: 'Event log',
  chainIntact: 'Chain intact',
  chainBroken: 'Chain broken: an entry was changed',
  chainHint: 'Each entry holds the hash of the one before; a changed entry breaks the chain.',
  eventCount: (n: number) => (n === 1 ? '1 event' : `${n} events`),
  eventWhat: 'Event',
  eventWho: 'Who',
  eventWhen: 'When (New York)',
  eventHash: 'Hash',
  events: {
    uploaded: 'Uploaded',
    sent: 'Link sent',
    opened: 'Opened',
    'code-sent': 'Code sent',
    'consent-given': 'Consent given',
    signed: 'Signed',
    declined: 'Declined',
    voided: 'Voided',
    completed: 'Completed and sealed',
  } as Record<string, string>,
  staff: 'Staff',
  system: 'The product',
} as const;
