import { formatRent, propertyPath } from '../../../shared/listing-format.ts';
import { officeAddressLine } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { ROOMMATES_TEXT as T } from '../../../shared/texts/roommates.ts';
import { listHeaders } from '../newsletter/index.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/**
 * The seekers' e-mails (decision 054's one rule for what a visitor's input causes): a seeker's name
 * appears only through greetingName, the only links are the product's own, and nothing a seeker typed
 * (their text about themselves, their phone) goes to anybody. The introduction carries each one's name
 * (as greetingName allows it) and confirmed e-mail, which both consented to share, and the agent's note.
 */

const closing = (sender: SiteSettings) => ['', sender.agent.name, `${sender.brand} · ${officeAddressLine(sender)}`];

export const seekerLink = (origin: string, token: string) => `${origin}/roommates/${token}`;

export function seekerConfirmMail(
  sender: SiteSettings,
  seeker: { name: string; email: string },
  link: string,
): OutgoingMail & { kind: 'roommate-confirm' } {
  const name = greetingName(seeker.name);
  return {
    kind: 'roommate-confirm',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.confirmSubject,
    text: [T.greeting(name), '', T.confirmIntro, link, '', T.manageLine, '', T.confirmIgnore, ...closing(sender)].join('\n'),
  };
}

export interface AlertRoom {
  id: number;
  address: string;
  price: number;
  summary: string;
}

export function roomAlertMail(
  sender: SiteSettings,
  seeker: { name: string; email: string },
  rooms: AlertRoom[],
  origin: string,
  stopUrl: string,
): OutgoingMail & { kind: 'roommate-alert' } {
  const name = greetingName(seeker.name);
  const lines = rooms.flatMap((room) => [
    `${room.address} · ${formatRent(room.price)}`,
    `${origin}${propertyPath(room.id)}`,
    room.summary,
    '',
  ]);
  return {
    kind: 'roommate-alert',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.alertSubject(rooms.length),
    text: [T.greeting(name), '', T.alertIntro, '', ...lines, T.alertManage, T.alertStop(stopUrl), ...closing(sender)].join('\n'),
    headers: listHeaders(stopUrl),
  };
}

export function introductionMail(
  sender: SiteSettings,
  to: { name: string; email: string },
  people: Array<{ name: string; email: string }>,
  note: string,
): OutgoingMail & { kind: 'roommate-introduction' } {
  const name = greetingName(to.name);
  const who = people.map((p) => `${greetingName(p.name) ?? p.email.split('@')[0]} <${p.email}>`);
  return {
    kind: 'roommate-introduction',
    to: { email: to.email, ...(name ? { name } : {}) },
    subject: T.introductionSubject,
    text: [
      T.greeting(name),
      '',
      T.introductionIntro,
      ...who,
      ...(note ? ['', T.introductionNote, note] : []),
      '',
      T.introductionReply,
      ...closing(sender),
    ].join('\n'),
  };
}

export function inviteToViewMail(
  sender: SiteSettings,
  seeker: { name: string; email: string },
  place: string,
  link: string,
): OutgoingMail & { kind: 'roommate-invite' } {
  const name = greetingName(seeker.name);
  return {
    kind: 'roommate-invite',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.inviteSubject(place),
    text: [T.greeting(name), '', T.inviteIntro(place), link, ...closing(sender)].join('\n'),
  };
}
