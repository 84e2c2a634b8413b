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
  /** Under the title while the disclosure waits for a signature: to the form past the text. */
  signBelow: 'Sign below',
  signedHeading: 'Signed',
  signedDetail: (name: string, when: string) =>
    `Signed by ${name} on ${when} (New York time). A PDF copy was e-mailed to you and to your agent.`,
  /** The signed page's link to the tenant's copy (/api/disclosures/{token}/pdf). */
  signedPdf: 'Open the signed disclosure as a PDF',
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

/**
 * The signer's lease page (/leases/{token}), its e-mails and the ESIGN consent (issue 45, docs/decisions/084).
 * The consent's paragraphs are what the signer agrees to; their SHA-256 is recorded with the signature.
 */
export const LEASE_SIGNING_TEXT = {
  pageTitle: 'Sign your lease',
  heading: 'Your lease',
  intro: (place: string, pages: number) =>
    `The lease of ${place} and its riders: ${pages} pages. Read every page before you sign.`,
  pageAlt: (page: number, pages: number) => `Page ${page} of ${pages}`,
  downloadPdf: 'Open the lease as a PDF',
  consentHeading: 'Consent to sign electronically',
  consent1:
    'You may receive this lease and sign it on paper instead: ask your agent for a paper copy at no charge, by e-mail or by phone, at any time before or after you sign.',
  consent2:
    'You may withdraw this consent at any time before you sign by telling your agent or by declining below; withdrawing costs nothing and the lease is then signed on paper.',
  consent3:
    'This consent covers this lease, its riders and the signed copy e-mailed to you. To open and keep them you need a web browser, an e-mail address and a program that opens PDF files; you confirm that you can open the PDF above.',
  consent4:
    'Your signature below is your electronic signature, with the same effect as signing on paper (New York State Technology Law §304 and the federal ESIGN Act).',
  consentCheckbox: 'I have read the consent above and agree to sign electronically.',
  codeHeading: 'Your one-time code',
  codeHelp: (email: string) => `We e-mail a six-digit code to ${email}. It works for 15 minutes.`,
  sendCode: 'E-mail me a code',
  codeSent: (email: string) => `A code was e-mailed to ${email}. It works for 15 minutes.`,
  codeLabel: 'Six-digit code',
  nameLabel: 'Type your full name to sign',
  signButton: 'Sign the lease',
  declineHeading: 'Decline to sign',
  declineHelp: 'Tell your agent why; the lease will not be signed.',
  reasonLabel: 'Your reason',
  declineButton: 'Decline',
  signedDetail: (name: string, when: string) =>
    `Signed by ${name} on ${when} (New York time). When everyone has signed, the signed lease is e-mailed to you.`,
  declinedDetail: 'You declined to sign this lease. Your agent was told.',
  invalid: 'This lease link is not valid. Ask your agent for a new one.',
  voided: 'This lease was withdrawn by your agent: the link no longer works.',
  ended: 'This lease is no longer out for signature.',
  consentRequired: 'Tick the consent to sign electronically.',
  codeRequired: 'Enter the six-digit code we e-mailed you.',
  codeWrong: (left: number) => `That code is not right. ${left === 1 ? '1 try left' : `${left} tries left`}.`,
  codeExpired: 'That code has expired or was not requested: ask for a new one.',
  codeTooManyTries: 'Too many wrong codes: ask for a new one.',
  tooManyCodes: 'Too many codes were requested for this lease: try again in an hour.',
  nameRequired: 'Type your full name to sign (at most 100 characters).',
  reasonRequired: 'Write your reason (at most 1,000 characters).',
  alreadySigned: 'You have signed this lease already.',
  // The e-mails.
  linkSubject: (place: string) => `Please sign your lease: ${place}`,
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  linkBody: (place: string) =>
    `Your lease of ${place} is ready to sign. Open this private link to read every page and sign it with a code we e-mail you:`,
  linkWhy: 'Do not forward this link: it lets whoever holds it sign in your name.',
  codeSubject: (code: string) => `Your lease signing code: ${code}`,
  codeBody: (code: string) =>
    `Your code to sign the lease is ${code}. It works for 15 minutes. If you did not ask for it, ignore this e-mail.`,
  signedSubject: (place: string) => `Your signed lease: ${place}`,
  signedBody: (place: string) =>
    `Everyone has signed the lease of ${place}. Your copy is attached, with a certificate of each signature; keep it.`,
  // The certificate of completion (appended to the signed PDF).
  certificateTitle: 'Certificate of completion',
  certificateFor: (place: string) => `Lease of ${place}`,
  certificateSigner: (role: string, name: string, email: string) => `${role}: ${name} <${email}>`,
  certificateSignedAs: (name: string) => `Signed as: ${name}`,
  certificateTime: (when: string) => `Signed on: ${when} (New York time)`,
  certificateIp: (ip: string) => `IP address: ${ip}`,
  certificateDevice: (agent: string) => `Device (user agent): ${agent}`,
  certificateDocument: (hash: string) => `SHA-256 of the document shown: ${hash}`,
  certificateConsent: (hash: string) => `SHA-256 of the consent text agreed to: ${hash}`,
  certificateEvents: (hash: string) => `Last entry of the audit trail: ${hash}`,
  roleTenant: 'Tenant',
  roleGuarantor: 'Guarantor',
  roleLandlord: 'Landlord',
  // The other documents signed the same way (GOL §7-108, docs/decisions/096): the move-in condition
  // report (tenants, then the landlord) and the itemized deposit statement (the landlord).
  documentDownloadPdf: 'Open the document as a PDF',
  documentSignedDetail: (name: string, when: string) =>
    `Signed by ${name} on ${when} (New York time). When everyone has signed, the signed document is e-mailed to you.`,
  documentConsent1:
    'You may receive this document and sign it on paper instead: ask your agent for a paper copy at no charge, by e-mail or by phone, at any time before or after you sign.',
  documentConsent2:
    'You may withdraw this consent at any time before you sign by telling your agent or by declining below; withdrawing costs nothing and the document is then signed on paper.',
  documentConsent3:
    'This consent covers this document and the signed copy e-mailed to you. To open and keep them you need a web browser, an e-mail address and a program that opens PDF files; you confirm that you can open the PDF above.',
  moveInTitle: 'Sign the move-in condition report',
  moveInHeading: 'Move-in condition report',
  moveInIntro: (place: string, pages: number) =>
    `The condition of ${place} before you move in, room by room with photos: ${pages} pages. Read every page before you sign.`,
  moveInSignButton: 'Sign the condition report',
  moveInLinkSubject: (place: string) => `Please sign the move-in condition report: ${place}`,
  moveInLinkBody: (place: string) =>
    `The move-in condition report of ${place} is ready to sign. Open this private link to read every page and sign it with a code we e-mail you:`,
  moveInSignedSubject: (place: string) => `Your signed move-in condition report: ${place}`,
  moveInSignedBody: (place: string) =>
    `Everyone has signed the move-in condition report of ${place}. Your copy is attached; keep it: no part of the deposit may be kept for a condition it records.`,
  moveInCertificateFor: (place: string) => `Move-in condition report of ${place}`,
  depositTitle: 'Sign the security deposit statement',
  depositHeading: 'Itemized security deposit statement',
  depositIntro: (place: string, pages: number) =>
    `The itemized statement of the security deposit of ${place}: ${pages} pages. Read every page before you sign.`,
  depositSignButton: 'Sign the statement',
  depositLinkSubject: (place: string) => `Please sign the security deposit statement: ${place}`,
  depositLinkBody: (place: string) =>
    `The itemized security deposit statement of ${place} is ready for your signature. New York law asks that the tenant receive it, with the rest of the deposit, within 14 days of moving out. Open this private link to read it and sign it with a code we e-mail you:`,
  depositSignedSubject: (place: string) => `Itemized security deposit statement: ${place}`,
  depositSignedBody: (place: string) =>
    `The landlord has signed the itemized statement of the security deposit of ${place}, attached: each amount kept and why, and the balance returned to the tenant.`,
  depositCertificateFor: (place: string) => `Security deposit statement of ${place}`,
} as const;
