import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/**
 * The start link e-mailed to the address typed in the Apply form. Nothing the visitor typed can
 * become a link in it: the name greets only when it cannot read as one (greetingName), the only
 * link is the product's own.
 */
export function applicationLinkMail(
  person: { name: string; email: string; language?: Language },
  listingAddress: string,
  link: string,
): OutgoingMail & { kind: 'application-link' } {
  const name = greetingName(person.name);
  const T = textsFor(person.language ?? 'en', 'applications').APPLICATIONS_TEXT;
  return {
    kind: 'application-link',
    to: { email: person.email, ...(name ? { name } : {}) },
    subject: T.linkSubject(listingAddress),
    text: [T.linkGreeting(name), '', T.linkIntro(listingAddress), link, '', T.linkHow, T.linkPrivate, '', T.linkWhy].join('\n'),
    language: person.language ?? 'en',
  };
}

/**
 * A co-applicant's or the guarantor's invitation: their own private link. The inviter's name is
 * shown only through greetingName, so the form cannot carry a link or a message to someone else.
 */
export function invitationMail(
  invitee: { name: string; email: string; language?: Language },
  inviterName: string,
  role: string,
  place: string,
  link: string,
): OutgoingMail & { kind: 'application-invite' } {
  const name = greetingName(invitee.name);
  const T = textsFor(invitee.language ?? 'en', 'applications').APPLICATIONS_TEXT;
  return {
    kind: 'application-invite',
    to: { email: invitee.email, ...(name ? { name } : {}) },
    subject: T.inviteSubject(role, place),
    text: [
      T.linkGreeting(name),
      '',
      T.inviteIntroMail(greetingName(inviterName), role, place),
      link,
      '',
      T.linkHow,
      T.linkPrivate,
      '',
      T.linkWhy,
    ].join('\n'),
    language: invitee.language ?? 'en',
  };
}
