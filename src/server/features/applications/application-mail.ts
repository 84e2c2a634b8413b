import { APPLICATIONS_TEXT as T } from '../../../shared/texts/applications.ts';
import type { OutgoingMail } from '../../mail/types.ts';
import { greetingName } from '../../mail/visitor-name.ts';

/**
 * The start link e-mailed to the address typed in the Apply form. Nothing the visitor typed can
 * become a link in it: the name greets only when it cannot read as one (greetingName), the only
 * link is the product's own.
 */
export function applicationLinkMail(
  person: { name: string; email: string },
  listingAddress: string,
  link: string,
): OutgoingMail & { kind: 'application-link' } {
  const name = greetingName(person.name);
  return {
    kind: 'application-link',
    to: { email: person.email, ...(name ? { name } : {}) },
    subject: T.linkSubject(listingAddress),
    text: [T.linkGreeting(name), '', T.linkIntro(listingAddress), link, '', T.linkHow, T.linkPrivate, '', T.linkWhy].join('\n'),
  };
}
