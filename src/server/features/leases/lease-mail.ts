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

/** An e-mail of `kind` to a signer, in their language: the greeting, then `lines`. */
const toSigner = (kind: OutgoingMail['kind'], signer: Signer, subject: string, lines: string[]) => ({
  kind,
  to: to(signer),
  subject,
  text: [greeting(signer), '', ...lines].join('\n'),
  language: signer.language,
});

/** The private signing link to one signer, in the lease's language, worded for the kind of document. */
export function signingLinkMail(signer: Signer, place: string, link: string, kind: DocumentKind = 'lease'): OutgoingMail {
  const P = textsOf(signer.language);
  const W = signingWords(P, kind);
  return toSigner('lease-signing', signer, W.linkSubject(place), [W.linkBody(place), link, '', P.linkWhy]);
}

/** The one-time code. */
export function codeMail(signer: Signer, code: string): OutgoingMail {
  const P = textsOf(signer.language);
  return toSigner('lease-code', signer, P.codeSubject(code), [P.codeBody(code)]);
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
  return { ...toSigner('lease-signed', recipient, W.signedSubject(place), [W.signedBody(place)]), attachments: attachment(pdf) };
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
