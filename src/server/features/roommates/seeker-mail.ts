import { textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import { propertyPath } from '../../../shared/listing-format.ts';
import { officeAddressLine } from '../../../shared/site-settings.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { listHeaders } from '../newsletter/index.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';
import { rentIn } from '../../../shared/words/money.ts';

/**
 * The seekers' e-mails (decision 054's one rule for what a visitor's input causes): a seeker's name
 * appears only through greetingName, the only links are the product's own, and nothing a seeker typed
 * (their text about themselves, their phone) goes to anybody. The introduction carries each one's name
 * (as greetingName allows it) and confirmed e-mail, which both consented to share, and the agent's note.
 */

const closing = (sender: SiteSettings) => ['', sender.agent.name, `${sender.brand} · ${officeAddressLine(sender)}`];

/** A seeker's e-mails are written in the language of their profile (decision 072). */
type Seeker = { name: string; email: string; language: Language };
const textsOf = (language: Language) => textsFor(language, 'roommates').ROOMMATES_TEXT;

/** A seeker's private link, in their language. */
export const seekerLink = (origin: string, token: string, language: Language = 'en') =>
  `${origin}${localizedPath(`/roommates/${token}`, language)}`;

export function seekerConfirmMail(
  sender: SiteSettings,
  seeker: Seeker,
  link: string,
): OutgoingMail & { kind: 'roommate-confirm' } {
  const name = greetingName(seeker.name);
  const T = textsOf(seeker.language);
  return {
    kind: 'roommate-confirm',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.confirmSubject,
    text: [T.greeting(name), '', T.confirmIntro, link, '', T.manageLine, '', T.confirmIgnore, ...closing(sender)].join('\n'),
    language: seeker.language,
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
  seeker: Seeker,
  rooms: AlertRoom[],
  origin: string,
  stopUrl: string,
): OutgoingMail & { kind: 'roommate-alert' } {
  const name = greetingName(seeker.name);
  const { language } = seeker;
  const T = textsOf(language);
  const lines = rooms.flatMap((room) => [
    `${room.address} · ${rentIn(textsFor(language, 'public').PUBLIC_TEXT, room.price)}`,
    `${origin}${localizedPath(propertyPath(room.id), language)}`,
    room.summary,
    '',
  ]);
  return {
    kind: 'roommate-alert',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.alertSubject(rooms.length),
    text: [T.greeting(name), '', T.alertIntro, '', ...lines, T.alertManage, T.alertStop(stopUrl), ...closing(sender)].join('\n'),
    headers: listHeaders(stopUrl),
    language,
  };
}

export function introductionMail(
  sender: SiteSettings,
  to: Seeker,
  people: Array<{ name: string; email: string }>,
  note: string,
): OutgoingMail & { kind: 'roommate-introduction' } {
  const name = greetingName(to.name);
  const T = textsOf(to.language);
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
    language: to.language,
  };
}

export function inviteToViewMail(
  sender: SiteSettings,
  seeker: Seeker,
  place: string,
  link: string,
): OutgoingMail & { kind: 'roommate-invite' } {
  const name = greetingName(seeker.name);
  const T = textsOf(seeker.language);
  return {
    kind: 'roommate-invite',
    to: { email: seeker.email, ...(name ? { name } : {}) },
    subject: T.inviteSubject(place),
    text: [T.greeting(name), '', T.inviteIntro(place), link, ...closing(sender)].join('\n'),
    language: seeker.language,
  };
}
