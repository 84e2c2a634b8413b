/** Texts of the product's e-mails and of the mail settings. */
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
  ackSubject: (brand: string, address: string | null) => (address ? `Your inquiry about ${address}` : `Your inquiry to ${brand}`),
  ackGreeting: (name: string | null) => (name ? `Dear ${name},` : 'Hello,'),
  ackThanks: (address: string | null) =>
    address
      ? `Thank you for your inquiry about ${address}. I have received your message.`
      : 'Thank you for your inquiry. I have received your message.',
  ackWhen: 'I answer every inquiry within one business day, by e-mail, or by phone if you left a number.',
  ackContact: 'If you need me sooner, here is how to reach me:',
  ackPhone: 'Phone',
  ackEmail: 'E-mail',
  ackOffice: 'Office',
  ackHours: 'Hours',
  ackWhy: 'You receive this automatic e-mail because you sent an inquiry through our website.',
  notifyLabel: 'E-mail me new inquiries',
  notifyHint: 'An e-mail to your address for each new inquiry, with the message and how to reach the sender.',
  retryQueued: 'Reply queued for delivery',
  replyNotFound: 'Reply not found',
  retryNotFailed: 'Only a reply whose delivery failed can be retried',
} as const;
