/** Texts of the product's e-mails and of the mail settings (issue 8). */
export const MAIL_TEXT = {
  alertSubject: (name: string, address: string | null) =>
    address ? `New inquiry from ${name}: ${address}` : `New inquiry from ${name}`,
  alertHeading: (name: string) => `New inquiry from ${name}`,
  alertEmail: 'Email',
  alertPhone: 'Phone',
  alertProperty: 'Property',
  alertGeneral: 'General inquiry (no listing named)',
  alertNotPublic: 'not public',
  alertMessage: 'Message',
  alertOpen: 'Open this inquiry in the back-office',
  alertWhy: "You receive this because 'E-mail me new inquiries' is on in your Profile",
  notifyLabel: 'E-mail me new inquiries',
  notifyHint: 'An e-mail to your address for each new inquiry, with the message and how to reach the sender.',
  retryQueued: 'Reply queued for delivery',
  replyNotFound: 'Reply not found',
  retryNotFailed: 'Only a reply whose delivery failed can be retried',
} as const;
