/**
 * Texts of the landlord's package (docs/decisions/060-landlord-package-streamed-pdf.md): its cover
 * page, the e-mail with its link, the staff API's answers. Nothing here asks anything of the renter.
 */
export const PACKAGE_TEXT = {
  // The staff API.
  created: 'Package link made: it works for 7 days.',
  createdAndSent: (email: string) => `Package link e-mailed to ${email}: it works for 7 days.`,
  revoked: 'Package link revoked.',
  noneToRevoke: 'There is no package link to revoke.',
  withdrawn: 'This application was withdrawn: it cannot be sent to a landlord.',
  notFound: 'This package link is not valid. It may have expired or been revoked.',
  emailInvalid: 'Please enter a valid e-mail address for the landlord',
  tooManyToOneAddress: 'This address has received too many package links today. Please try again tomorrow.',
  busy: 'This package is being prepared already. Please try again in a minute.',
  serverBusy: 'Packages are being prepared. Please try again in a minute.',
  /** Who opened it, in the application's access log. */
  openedBy: 'Landlord package link',
  /** The document name of the whole package in the access log. */
  logName: 'Application package (PDF)',
  /** The package's file name, in the browser's tab and when saved ('Application package — 145 East 29th Street, Apt 4B.pdf'). */
  fileName: (place: string) => `Application package — ${place}.pdf`,

  // The e-mail to the landlord.
  mailSubject: (place: string) => `Rental application: ${place}`,
  mailGreeting: 'Hello,',
  mailIntro: (agent: string, place: string) =>
    `${agent} sends you the rental application for ${place}: a cover page with the applicants and their income, followed by their documents, in one PDF.`,
  mailLink: 'Open the application package:',
  mailExpires: (when: string) =>
    `The link works until ${when} (New York time). It is not an attachment: please do not forward it.`,
  mailSignature: (agent: string, brokerage: string) => [agent, brokerage].filter(Boolean).join(', '),

  // The cover page.
  coverTitle: 'Rental application',
  coverRent: (rent: string) => `Rent: ${rent} a month`,
  coverPrepared: (date: string, agent: string) => `Prepared on ${date} by ${agent}`,
  coverContact: (email: string, phone: string) => [email, phone].filter(Boolean).join(' · '),
  coverPeople: 'Applicants',
  coverEmployment: (title: string, employer: string) => [title, employer].filter(Boolean).join(', '),
  coverSince: (date: string) => `since ${date}`,
  /** 'Label: value' for a field of a person's part, with the form's own label. */
  coverField: (label: string, value: string) => `${label}: ${value}`,
  coverReference: (name: string, contact: string) => [name, contact].filter(Boolean).join(', '),
  /** The caption above a document shown as an image page. */
  imageCaption: (index: number, name: string, person: string) => `${index}. ${name} (${person})`,
  coverAnnualIncome: (amount: string) => `Annual income: ${amount}`,
  coverOtherIncome: (source: string, amount: string) => `${source}: ${amount} a year`,
  coverIncome: 'Income',
  coverTenantsIncome: (amount: string, multiple: string | null) =>
    `Applicants together: ${amount} a year${multiple ? ` (${multiple} times the monthly rent)` : ''}`,
  coverTenantsOwnIncome: (amount: string, multiple: string | null, share: string) =>
    `Applicants' own income: ${amount} a year${multiple ? ` (${multiple} times their share of the rent, ${share} a month)` : ''}`,
  coverVoucherShare: (voucher: string, share: string) =>
    `Housing vouchers and subsidies pay ${voucher} a month of the rent; the tenants' share is ${share} a month. The multiples are of that share (NYC Human Rights Law, lawful source of income).`,
  coverGuarantorIncome: (amount: string, multiple: string | null) =>
    `Guarantor: ${amount} a year${multiple ? ` (${multiple} times the monthly rent)` : ''}`,
  coverDocuments: 'Documents in this package',
  coverDocument: (index: number, name: string, person: string) => `${index}. ${name} (${person})`,
  coverNoDocuments: 'No documents were uploaded.',
  coverPageNumber: (page: number) => `Page ${page}`,

  // A document that cannot become pages (a PDF that does not open).
  unreadableTitle: (name: string) => `${name}: not included`,
  unreadableBody:
    'This document could not be added to the package (the file does not open as a PDF, or it is password-protected). Please ask the agent for it.',
} as const;
