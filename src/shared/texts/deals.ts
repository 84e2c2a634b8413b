/**
 * Texts of deals on the server and in the back-office: the API's refusals (each names its rule), the
 * stage names and the e-mails of a deal (the disclosure link, its signed copy, the after-lease mails).
 * The tenant's disclosure page has its own module (deals-public.ts).
 */
export const DEAL_STAGE_LABELS = {
  pending: 'Pending',
  'lease-signed': 'Lease signed',
  paid: 'Paid',
  'fell-through': 'Fell through',
  archived: 'Archived',
} as const;

export const DEALS_TEXT = {
  // Validation.
  idInvalid: 'The deal id must be a positive whole number',
  listingIdInvalid: 'listingId must be a listing id',
  applicationIdInvalid: 'applicationId must be an application id',
  tenantsRequired: 'Add at least one tenant, each with a name and an e-mail (at most 6)',
  tenantNameRequired: 'Each tenant needs a name (at most 100 characters)',
  tenantEmailInvalid: 'Each tenant needs a valid e-mail address',
  tenantsRepeated: 'A tenant is listed twice: each e-mail once',
  dayInvalid: (field: string) => `${field} must be a date written YYYY-MM-DD`,
  termInvalid: 'termMonths must be a whole number of months from 1 to 120',
  amountInvalid: (field: string) => `${field} must be an amount in dollars from 0 to 10,000,000, with at most two decimals`,
  rentRequired: 'rent (the monthly rent in dollars) is required and must be more than 0',
  feePaidByInvalid: "feePaidBy must be 'landlord' or 'tenant'",
  splitInvalid: 'coBrokeSplit must be a percentage from 0 to 100',
  notesTooLong: 'The notes are too long (at most 5,000 characters)',
  stageInvalid: "stage must be 'pending', 'lease-signed', 'paid', 'fell-through' or 'archived'",
  reasonTooLong: 'The reason is too long (at most 500 characters)',
  relistInvalid: 'relist must be true',
  pageInvalid: 'page must be a whole number from 1',
  limitInvalid: 'limit must be a whole number from 1 to 100',
  statusFilterInvalid: "stage must be 'pending', 'lease-signed', 'paid', 'fell-through', 'archived' or 'all'",
  rangeInvalid: 'from must not be after to',
  nothingToChange: 'Send at least one field to change',
  addressInvalid: 'address must be the street address of the apartment (at most 200 characters)',
  unitInvalid: 'unit must be at most 40 characters',

  // The rules.
  depositOverRent: "The security deposit cannot be more than one month's rent (New York General Obligations Law §7-108).",
  tenantFeeNeedsAgreement:
    'A tenant-paid fee needs tenantAgreementOn, the day the tenant hired you: under the FARE Act the agent acting for the landlord (the listing’s default) cannot charge the tenant.',
  tenantFeeOnOwnListing:
    "The tenant cannot pay a broker's fee on your own listing: under the FARE Act (NYC Admin Code §20-699.21) the landlord who hired you pays it. A tenant-paid fee is allowed only on an apartment you do not list.",
  tenantFeeNeedsFirstShowing:
    'A tenant-paid fee needs firstShowingOn, the day the tenant was first shown the apartment: the representation agreement must come first (FARE Act, NYC Admin Code §20-699.21).',
  agreementAfterShowing:
    'The representation agreement must be dated on or before the first showing: a tenant who hired you after being shown the apartment cannot be charged (FARE Act, NYC Admin Code §20-699.21).',
  dayInFuture: (field: string) => `${field} cannot be after today (New York)`,
  leaseEndBeforeStart: 'The lease must end after it starts: the term is at least one month.',
  fellThroughNeedsReason: 'A deal that fell through needs a reason (fellThroughReason).',
  leaseSignedNeedsDisclosure:
    'The tenant pays a fee: every tenant must sign the FARE Act fee disclosure before the lease is marked signed.',
  stageNotAllowed: (from: string, to: string) =>
    `A deal moves Pending → Lease signed → Paid, or to Fell through, and then to Archived: it cannot go from ${from} to ${to}.`,
  feesFrozen:
    'The lease is signed: what the tenant pays (fees, rent, deposit) can no longer change. Mark the deal Fell through to start over.',
  deleteRefused:
    'A deal past Pending is a record kept three years (New York brokers’ records rule): mark it Fell through or Archived instead of deleting it.',
  disclosureSuperseded: 'Deal updated. What the tenant pays changed: the disclosure sent before is superseded, send the new one.',
  disclosureNotFound: 'Disclosure not found',
  disclosureNotSigned: 'This disclosure is not signed: there is no signed copy.',
  relistOnlyFellThrough: 'Only a deal that fell through can put its listing back on the site.',
  relistNoListing: 'The listing of this deal no longer exists.',
  applicationNotApproved: 'A deal starts from an approved application: this application is not approved.',
  applicationNotFound: 'Application not found',
  applicationHasNoListing: 'The listing of this application no longer exists: start the deal by hand.',
  listingNotFound: 'Listing not found',
  listingRequired: 'listingId (or an approved applicationId) is required',
  listingOrAddress: 'Give listingId (or an approved applicationId) or the address of an apartment you do not list, not both',
  unitWithoutAddress: 'unit goes with address (an apartment you do not list)',
  listingMismatch: "listingId must be the application's listing",
  notFound: 'Deal not found',
  openDealForListing: (id: number) =>
    `Deal #${id} is already open for this apartment: change that one, or mark it Fell through before starting another.`,
  openDealForApplication: (id: number) => `Deal #${id} was already started from this application: change that one.`,
  commissionRequired: 'Enter the commission, or say there is none (noCommission: true).',
  noCommissionWithAmount: 'A deal with no commission cannot have a commission amount.',
  noCommissionInvalid: 'noCommission must be true or false',
  disclosureNoTenantFee: 'The tenant pays no fee on this deal: there is nothing to disclose.',
  disclosureClosed: 'The disclosure is sent while the deal is Pending.',

  // Answers.
  created: 'Deal saved',
  saved: 'Deal updated',
  deleted: 'Deal deleted',
  relisted: 'The listing is back on the site',
  disclosureSent: (count: number) => `Disclosure sent to ${count === 1 ? 'the tenant' : `${count} tenants`}`,

  // The disclosure e-mails.
  disclosureSubject: (place: string) => `Please sign your fee disclosure for ${place}`,
  disclosureGreeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  disclosureIntro: (place: string) =>
    `Before your lease for ${place} is signed, New York's FARE Act asks me to show you every fee you pay and to whom. Please read it and sign it online:`,
  disclosureWhy: 'You receive this e-mail because you are a tenant of this lease. The link is yours alone; do not forward it.',
  signedSubject: (place: string) => `Signed fee disclosure for ${place}`,
  signedTenantBody: (place: string) =>
    `Thank you. Your signed fee disclosure for ${place} is attached (PDF). Keep it with your lease.`,
  signedAgentBody: (tenant: string, place: string) =>
    `${tenant} signed the fee disclosure for ${place}. The signed copy is attached (PDF); it is kept at least three years.`,

  // After the lease.
  renewalSubject: 'Renew or move? I can help',
  renewalBody: (place: string, end: string) =>
    `Your lease for ${place} ends on ${end}. Whether you want to renew or move, I can help: answer this e-mail and tell me what you need.`,
  reviewSubject: (brand: string) => `Thank you for renting with ${brand}`,
  reviewBody: (place: string) => `I hope you are settling in well at ${place}. Thank you for letting me help you find it.`,
  reviewAsk: 'If you have a minute, a short review helps other renters find me:',
  afterLeaseWhy: 'You receive this e-mail because you rented through me.',
  afterLeaseUnsubscribe: 'No more e-mails like this:',
} as const;
