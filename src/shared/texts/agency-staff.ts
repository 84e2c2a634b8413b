/** The back-office's and the staff API's texts of the agency disclosure and Fair Chance (decisions 088 and 089); English only. */
export const AGENCY_STAFF_TEXT = {
  listingNotFound: 'Listing not found',
  linkInvalid: 'This link is not valid. Ask your agent for a new one.',
  dayInFuture: 'The day the landlord acknowledged cannot be in the future (New York time).',
  dayInvalid: 'Enter the day the landlord acknowledged as YYYY-MM-DD.',
  nameRequired: 'Enter the landlord’s name (at most 100 characters).',
  emailInvalid: 'Enter the landlord’s e-mail address.',
  acknowledgedRequired: 'Send acknowledged: true to acknowledge the disclosure.',
  recorded: 'The landlord’s acknowledgement is recorded.',
  linkSent: (email: string) => `The disclosure was e-mailed to ${email}.`,
  // The listing form's section.
  sectionTitle: 'Agency disclosure (landlord)',
  sectionHint:
    'New York State law (Real Property Law §443) requires the landlord to acknowledge the agency disclosure. Record it, or e-mail the landlord a link.',
  none: 'No acknowledgement from the landlord yet.',
  landlordName: 'Landlord’s name',
  acknowledgedOn: 'Acknowledged on',
  landlordEmail: 'Landlord’s e-mail',
  language: 'The landlord’s language',
  record: 'Record acknowledgement',
  sendLink: 'E-mail the disclosure',
  // Who acknowledged what, when (the listing and the deal).
  heading: 'Agency disclosure',
  partyTenant: 'Tenant',
  partyLandlord: 'Landlord',
  byForm: (when: string, address: string) => `acknowledged on the form on ${when} from ${address}`,
  byRecord: (day: string) => `acknowledged on ${day} (recorded by staff)`,
  byLink: (when: string, address: string) => `acknowledged through the e-mailed link on ${when} from ${address}`,
  waiting: (email: string) => `link e-mailed to ${email}, not acknowledged yet`,
  dealNone: 'No agency disclosure acknowledgement for this deal’s tenants or landlord.',
  // Fair Chance (NYC Administrative Code §8-107(11-a), decision 089).
  offerDecided: 'This application is decided: a conditional offer can no longer be made.',
  offerNotSubmitted: 'A conditional offer follows a submitted application.',
  offerAlready: 'A conditional offer is already recorded for this application.',
  offerRecorded: 'Conditional offer recorded: the Fair Chance notice was e-mailed to the applicants.',
  noOffer: 'There is no conditional offer to withdraw.',
  offerTooEarly: (day: string) =>
    `Under New York City's Fair Chance Housing Law the conditional offer can be withdrawn from ${day} (five business days after it was made, New York time).`,
  offerWithdrawn: 'Conditional offer withdrawn: the application is declined.',
  fairChanceHeading: 'Fair Chance Housing',
  fairChanceBefore: 'No criminal background check before a conditional offer (NYC Fair Chance Housing Law).',
  fairChanceAfter: (made: string, day: string) =>
    `Conditional offer made on ${made}. A criminal background check is now allowed; the offer can be withdrawn from ${day}.`,
  fairChanceWithdrawn: (when: string) => `Conditional offer withdrawn on ${when}.`,
  recordOffer: 'Record conditional offer',
  withdrawOffer: 'Withdraw offer',
  offerFailed: 'The conditional offer could not be saved.',
} as const;
