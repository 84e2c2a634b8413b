/**
 * The tenant's FARE Act fee disclosure page (/disclosures/{token}) and its PDF copy. Kept out of
 * public.ts: only this page loads it (the home page's JavaScript budget, decision 028).
 */
export const DISCLOSURE_TEXT = {
  pageTitle: 'Fee disclosure',
  heading: 'Your fee disclosure',
  intro: (place: string) =>
    `These are all the fees you pay for your lease of ${place}, and to whom (New York City FARE Act). Nothing else is charged to you.`,
  feeLine: (name: string, payee: string, amount: string) => `${name}: ${amount}, paid to ${payee}.`,
  total: (amount: string) => `Total of the fees you pay: ${amount}.`,
  hiredOn: (agent: string, day: string) => `You hired ${agent} as your broker on ${day}: that is why you pay the broker's fee.`,
  landlordPaysBroker: "You pay no broker's fee: the broker who acts for the landlord is paid by the landlord.",
  notFees: (rent: string, deposit: string) =>
    `Also due when you sign the lease, and not fees: the first month's rent (${rent}) and the security deposit (${deposit}), which is returned to you under the law.`,
  noOther: 'No other fee may be charged to you for this lease.',
  payeeLandlord: 'the landlord',
  payeeBrokerage: (brokerage: string, agent: string) => `${brokerage}, the brokerage of ${agent} (your broker)`,
  brokerFee: "Broker's fee",
  screeningFee: 'Screening fee (background and credit check)',
  feesHeading: 'Fees you pay',
  feeColumn: 'Fee',
  payeeColumn: 'Paid to',
  amountColumn: 'Amount',
  totalLabel: 'Total',
  noFees: 'You pay no fees.',
  signHeading: 'Sign',
  signHelp: 'Type your full name to sign. Your name, the time and your connection’s address are recorded with this text.',
  nameLabel: 'Full name',
  signButton: 'Sign the disclosure',
  nameRequired: 'Please type your full name to sign (at most 100 characters).',
  signedHeading: 'Signed',
  signedDetail: (name: string, when: string) =>
    `Signed by ${name} on ${when} (New York time). A PDF copy was e-mailed to you and to your agent.`,
  invalid: 'This disclosure link is not valid. Ask your agent for a new one.',
  // Refusals of a signature (docs/decisions/080).
  feesChanged: 'The fees changed: please read the disclosure again',
  nameMismatch: (name: string) =>
    `The name you typed is not the tenant's name on this disclosure. Type your full name as your agent has it: ${name}.`,
  closed: 'This lease is no longer going ahead: the disclosure can no longer be signed. Ask your agent if this is a mistake.',
  superseded:
    'What you pay for this lease changed after this link was sent: your agent will send you the new disclosure to sign.',
  // The after-lease e-mails' unsubscribe page (/lease-mail/unsubscribe/{token}).
  unsubscribeTitle: 'Stop these e-mails',
  unsubscribeDetail: (email: string) =>
    `${email} will receive no more e-mails about renewing your lease or reviewing your move. Nothing else changes.`,
  unsubscribeButton: 'Stop these e-mails',
  unsubscribedTitle: 'You will receive no more of these e-mails',
  unsubscribedDetail: (email: string) => `No more e-mails after your lease will be sent to ${email}.`,
  unsubscribeInvalid: 'This link is not valid.',
  // The PDF copy.
  textHeading: 'The disclosure as signed',
  pdfTitle: 'FARE Act fee disclosure',
  pdfSignedBy: (name: string) => `Signed by: ${name}`,
  pdfSignedAt: (when: string) => `Signed on: ${when} (New York time)`,
  pdfAddress: (address: string) => `From the address: ${address}`,
  pdfTenant: (name: string, email: string) => `Tenant: ${name} <${email}>`,
  pdfFeeLine: (name: string, amount: string, payee: string) => `${name} — ${amount} — Paid to: ${payee}`,
} as const;
