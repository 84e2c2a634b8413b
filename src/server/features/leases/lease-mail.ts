import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { signingWords, type DocumentKind } from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { linkFreeName } from '../../platform/mail/visitor-name.ts';

/**
 * The e-mails of a lease. Names were typed by staff: shown whole, but only when nothing in them can
 * become a link (linkFreeName); the only link is the product's own (decisions 054 and 094).
 */
type Person = { name: string; email: string };
type Signer = Person & { language: Language };

const to = (person: Person) => {
  const name = linkFreeName(person.name);
  return { email: person.email, ...(name ? { name } : {}) };
};
const textsOf = (language: Language) => textsFor(language, 'deals-public').LEASE_SIGNING_TEXT;
const greeting = (signer: Signer) => textsOf(signer.language).greeting(linkFreeName(signer.name));

/** The private signing link to one signer, in the lease's language, worded for the kind of document. */
export function signingLinkMail(signer: Signer, place: string, link: string, kind: DocumentKind = 'lease'): OutgoingMail {
  const P = textsOf(signer.language);
  const W = signingWords(P, kind);
  return {
    kind: 'lease-signing',
    to: to(signer),
    subject: W.linkSubject(place),
    text: [greeting(signer), '', W.linkBody(place), link, '', P.linkWhy].join('\n'),
    language: signer.language,
  };
}

/** The one-time code. */
export function codeMail(signer: Signer, code: string): OutgoingMail {
  const P = textsOf(signer.language);
  return {
    kind: 'lease-code',
    to: to(signer),
    subject: P.codeSubject(code),
    text: [greeting(signer), '', P.codeBody(code)].join('\n'),
    language: signer.language,
  };
}

const attachment = (pdf: { filename: string; bytes: Uint8Array }) => [
  { filename: pdf.filename, contentType: 'application/pdf', contentBase64: Buffer.from(pdf.bytes).toString('base64') },
];

/**
 * The sealed, signed document to a signer or, for a deposit statement, to a tenant (in the lease's
 * language), or to a member of staff (English).
 */
export function signedLeaseMail(
  recipient: Signer,
  who: 'signer' | 'staff',
  place: string,
  pdf: { filename: string; bytes: Uint8Array },
  kind: DocumentKind = 'lease',
): OutgoingMail {
  if (who === 'staff')
    return {
      kind: 'lease-signed',
      to: to(recipient),
      subject: kind === 'lease' ? T.signedStaffSubject(place) : T.signedDocumentStaffSubject(T.documentKinds[kind], place),
      text: kind === 'lease' ? T.signedStaffBody(place) : T.signedDocumentStaffBody(T.documentKinds[kind], place),
      attachments: attachment(pdf),
    };
  const W = signingWords(textsOf(recipient.language), kind);
  return {
    kind: 'lease-signed',
    to: to(recipient),
    subject: W.signedSubject(place),
    text: [greeting(recipient), '', W.signedBody(place)].join('\n'),
    language: recipient.language,
    attachments: attachment(pdf),
  };
}

/** A signer declined: the staff are told, with the reason (English). */
export function declinedMail(staff: Person, signerName: string, place: string, reason: string): OutgoingMail {
  const name = linkFreeName(signerName) ?? 'A signer';
  return {
    kind: 'lease-declined',
    to: to(staff),
    subject: T.declinedSubject(name, place),
    text: T.declinedBody(name, place, reason),
  };
}

/** The 14-day deposit deadline of a lease that ended, to a member of staff (English, GOL §7-108(1-a)(e)). */
export function depositDeadlineMail(staff: Person, place: string, ended: string, deadline: string, link: string): OutgoingMail {
  return {
    kind: 'deposit-deadline',
    to: to(staff),
    subject: T.deadlineSubject(place, deadline),
    text: T.deadlineBody(place, ended, deadline, link),
  };
}
