import { fairHousingDisclosure, textsFor } from '../../../shared/i18n/catalogues.ts';
import { localizedPath, type Language } from '../../../shared/i18n/languages.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { VIEWING_MAIL_TEXT as T } from '../../../shared/texts/viewings.ts';
import { escapeHtml as e, htmlDocument, textToHtmlBody } from '../../platform/mail/render.ts';
import { telLink } from '../../../shared/phone.ts';
import { withApartment } from '../../../shared/listing-format.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import type { ViewingRow } from './tables.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';
import { viewingCalendar, type CalendarMethod } from './calendar.ts';
import { newYorkLabel } from '../../../shared/words/new-york.ts';

/** What every viewing e-mail is written from. */
export interface ViewingMailContext {
  siteUrl: string;
  settings: SiteSettings;
  /** Listing instructions ('Ring the super, apt 1A'), '' when none. */
  instructions: string;
  /** Whether the listing is public (its page is linked). */
  listingPublic: boolean;
  /** The manage link's token of a viewing's seed (ViewingManageLinks). */
  manageToken: (seed: string) => string;
}

type Viewing = Pick<
  ViewingRow,
  | 'id'
  | 'listing_id'
  | 'listing_address'
  | 'apartment'
  | 'inquiry_id'
  | 'start_at'
  | 'end_at'
  | 'name'
  | 'email'
  | 'phone'
  | 'message'
  | 'manage_token'
  | 'sequence'
  | 'language'
>;

/** A viewing's time as its e-mails write it in `language` ('Tue, Nov 24, 10:00 AM'; the long form in a body). */
const timesIn = (language: Language) => ({
  when: (at: string) => newYorkLabel(language, 'when', at),
  longWhen: (at: string) => newYorkLabel(language, 'longWhen', at),
});

/**
 * What a renter's e-mail is written with (decision 072): the texts, dates and links of the language the
 * viewing was booked in. The staff's e-mails stay English.
 */
function renterWords(v: Pick<ViewingRow, 'language'>) {
  const language: Language = v.language;
  return {
    language,
    T: textsFor(language, 'viewings').VIEWING_MAIL_TEXT,
    ...timesIn(language),
    path: (path: string) => localizedPath(path, language),
  };
}

const placeOf = (v: Pick<ViewingRow, 'listing_address' | 'apartment'>) => withApartment(v.listing_address, v.apartment);
const manageUrl = (c: ViewingMailContext, v: Pick<ViewingRow, 'manage_token' | 'language'>) =>
  `${c.siteUrl}${localizedPath(`/viewings/${c.manageToken(v.manage_token)}`, v.language)}`;
const thread = (v: Viewing) => (v.inquiry_id ? `inquiry:${v.inquiry_id}` : `viewing:${v.id}`);

/** The end of every e-mail to a renter: the agent, the manage link, the Fair Housing Disclosure (decision 022). */
function renterFooter(v: Viewing, c: ViewingMailContext): string[] {
  const { agent } = c.settings;
  const { T, language } = renterWords(v);
  return [
    `${T.manage}: ${manageUrl(c, v)}`,
    '',
    [agent.name, agent.title].filter(Boolean).join(', '),
    c.settings.brokerageName,
    `${agent.phone} · ${agent.email}`,
    '',
    fairHousingDisclosure(language),
  ];
}

/**
 * An e-mail to the address the renter typed. Their name appears in it (greeting, display name) only
 * as greetingName allows: never a link of the visitor's making (decision 054).
 */
function toRenter(v: Viewing, kind: OutgoingMail['kind'], subject: string, lines: string[], c: ViewingMailContext): OutgoingMail {
  const name = greetingName(v.name);
  const { T, language } = renterWords(v);
  return {
    kind,
    to: { email: v.email, ...(name ? { name } : {}) },
    subject,
    text: [T.greeting(name), '', ...lines, '', ...renterFooter(v, c)].join('\n'),
    thread: thread(v),
    language,
  };
}

const instructionLines = (v: Viewing, c: ViewingMailContext) =>
  c.instructions ? [`${renterWords(v).T.instructions}: ${c.instructions}`, ''] : [];

/** 'Choose another time' with the listing's booking page, in the renter's language, while the listing is public. */
const anotherTimeLines = (v: Viewing, c: ViewingMailContext) => {
  const { T, path } = renterWords(v);
  return c.listingPublic && v.listing_id
    ? [`${T.anotherTime}: ${c.siteUrl}${path(`/property/${v.listing_id}/viewing`)}`, '']
    : [];
};

/** The booking, as the renter receives it when the agent still has to confirm. */
export function requestedMail(v: Viewing, c: ViewingMailContext): OutgoingMail {
  const { T, when, longWhen } = renterWords(v);
  return toRenter(
    v,
    'viewing-renter',
    T.requestedSubject(when(v.start_at)),
    [T.requestedBody(longWhen(v.start_at), placeOf(v))],
    c,
  );
}

/** The agent declined a request: the renter may book another time. */
export function declinedMail(v: Viewing, c: ViewingMailContext): OutgoingMail {
  const { T, when, longWhen } = renterWords(v);
  return toRenter(
    v,
    'viewing-renter',
    T.declinedSubject(when(v.start_at)),
    [T.declinedBody(longWhen(v.start_at), placeOf(v)), '', ...anotherTimeLines(v, c)],
    c,
  );
}

/** A request the agent did not confirm within the release hours: the time is free again, politely. */
export function releasedMail(v: Viewing, c: ViewingMailContext): OutgoingMail {
  const { T, when, longWhen } = renterWords(v);
  return toRenter(
    v,
    'viewing-renter',
    T.releasedSubject(when(v.start_at)),
    [T.releasedBody(longWhen(v.start_at), placeOf(v)), '', ...anotherTimeLines(v, c)],
    c,
  );
}

/** The day-before reminder to the renter. */
export function reminderMail(v: Viewing, c: ViewingMailContext): OutgoingMail {
  const { T, when, longWhen } = renterWords(v);
  return toRenter(
    v,
    'viewing-reminder',
    T.reminderSubject(when(v.start_at)),
    [T.reminderBody(longWhen(v.start_at), placeOf(v)), '', ...instructionLines(v, c)],
    c,
  );
}

/** A request moved by the agent before it was confirmed (no invitation exists yet). */
export function requestMovedMail(v: Viewing, c: ViewingMailContext): OutgoingMail {
  const { T, when, longWhen } = renterWords(v);
  return toRenter(
    v,
    'viewing-renter',
    T.rescheduledSubject(when(v.start_at)),
    [T.rescheduledRequestBody(longWhen(v.start_at), placeOf(v))],
    c,
  );
}

/** The texts and time formats one copy of an invitation is written with. */
type Words = { T: typeof T; when: (at: string) => string; longWhen: (at: string) => string };

export type InvitationChange = 'confirmed' | 'rescheduled' | 'cancelled' | 'declined';

/**
 * The calendar e-mails: one per person (the renter, and each staff account with alerts on), each
 * with the same event (UID `viewing-{id}@host`, SEQUENCE of the viewing): METHOD:REQUEST on
 * confirmation and reschedule, METHOD:CANCEL on cancellation or decline.
 */
export function invitationMails(
  v: Viewing,
  change: InvitationChange,
  c: ViewingMailContext,
  staff: Array<{ email: string; name: string }>,
): OutgoingMail[] {
  const method: CalendarMethod = change === 'cancelled' || change === 'declined' ? 'CANCEL' : 'REQUEST';
  const place = placeOf(v);
  const manage = manageUrl(c, v);
  const { agent } = c.settings;
  // The renter's copy is written in their language (texts, dates, the event's summary and description);
  // the staff's copies in English. One event all the same: the same UID and SEQUENCE.
  const renterText = renterWords(v);
  const staffText: Words = { T, ...timesIn('en') };
  const words = (w: Words) => {
    const subject = {
      confirmed: w.T.invitationSubject,
      rescheduled: w.T.rescheduledSubject,
      cancelled: w.T.cancelledSubject,
      declined: w.T.declinedSubject,
    }[change](w.when(v.start_at));
    const body = {
      confirmed: w.T.invitationBody,
      rescheduled: w.T.rescheduledBody,
      cancelled: w.T.cancelledBody,
      declined: w.T.declinedBody,
    }[change](w.longWhen(v.start_at), place);
    return { subject, body };
  };
  // The renter's event carries nothing the visitor typed but their name as greetingName allows it (the
  // CN); the staff's also names the renter as typed.
  const calendarFor = (w: Words, description: string[]) => ({
    method,
    content: viewingCalendar({
      uid: `viewing-${v.id}@${new URL(c.siteUrl).hostname}`,
      sequence: v.sequence,
      method,
      start: v.start_at,
      end: v.end_at,
      summary: w.T.calendarSummary(place),
      location: `${place}`,
      description: [
        ...(c.instructions ? [`${w.T.instructions}: ${c.instructions}`] : []),
        ...description,
        `${w.T.manage}: ${manage}`,
      ].join('\n'),
      url: manage,
      organizer: { name: agent.name, email: agent.email },
      attendee: { name: greetingName(v.name), email: v.email },
      productName: c.settings.brand,
    }),
  });
  const renterWordsNow = words(renterText);
  const renter: OutgoingMail = {
    ...toRenter(
      v,
      'viewing-invitation',
      renterWordsNow.subject,
      [renterWordsNow.body, '', ...(method === 'REQUEST' ? instructionLines(v, c) : [])],
      c,
    ),
    calendar: calendarFor(renterText, []),
  };
  if (staff.length === 0) return [renter];
  const { subject, body } = words(staffText);
  const staffCalendar = calendarFor(staffText, [T.calendarRenter(v.name, v.email, v.phone)]);
  const staffBody = [
    body,
    '',
    T.calendarRenter(v.name, v.email, v.phone),
    '',
    `${T.alertOpen}: ${c.siteUrl}/admin/viewings`,
  ].join('\n');
  return [
    renter,
    ...staff.map((person) => ({
      kind: 'viewing-invitation' as const,
      to: person,
      toStaff: true,
      subject: `${subject} · ${v.name}`,
      text: staffBody,
      thread: thread(v),
      calendar: staffCalendar,
    })),
  ];
}

/** The new-booking alert to the staff: who, when, where, and one-tap Confirm / Decline while it is a request. */
export function staffAlert(
  v: Viewing,
  c: ViewingMailContext,
  links: { confirm: string; decline: string } | null,
): { subject: string; text: string; html: string } {
  const { when: whenOf, longWhen } = timesIn('en');
  const when = whenOf(v.start_at);
  const place = placeOf(v);
  const subject = links ? T.alertSubject(v.name, when, place) : T.alertSubjectConfirmed(v.name, when, place);
  const heading = links ? T.alertHeading(v.name) : T.alertHeadingConfirmed(v.name);
  const listingUrl = c.listingPublic && v.listing_id ? `${c.siteUrl}/property/${v.listing_id}` : null;
  const adminUrl = `${c.siteUrl}/admin/viewings`;
  const text = [
    heading,
    '',
    `${T.alertWhen}: ${longWhen(v.start_at)} (New York time)`,
    `${T.alertProperty}: ${place}${listingUrl ? ` (${listingUrl})` : ''}`,
    `${T.alertEmail}: ${v.email}`,
    ...(v.phone ? [`${T.alertPhone}: ${v.phone}`] : []),
    ...(v.message ? ['', `${T.alertMessage}:`, v.message] : []),
    '',
    ...(links ? [`${T.alertConfirm}: ${links.confirm}`, `${T.alertDecline}: ${links.decline}`, T.alertLinksNote, ''] : []),
    `${T.alertOpen}: ${adminUrl}`,
    '',
    `${T.alertWhy}: ${c.siteUrl}/admin/profile`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#6b7280;font-weight:600;vertical-align:top">${e(label)}</th><td style="padding:4px 0">${value}</td></tr>`;
  const button = (href: string, label: string, color: string) =>
    `<a href="${e(href)}" style="display:inline-block;background:${color};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600;margin:0 8px 8px 0">${e(label)}</a>`;
  const body = [
    `<h1 style="font-size:20px;margin:0 0 16px">${e(heading)}</h1>`,
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
    row(T.alertWhen, `<strong>${e(longWhen(v.start_at))}</strong> (New York time)`),
    row(T.alertProperty, listingUrl ? `<a href="${e(listingUrl)}">${e(place)}</a>` : e(place)),
    row(T.alertEmail, `<a href="${e(`mailto:${v.email}`)}">${e(v.email)}</a>`),
    v.phone ? row(T.alertPhone, `<a href="${e(telLink(v.phone))}">${e(v.phone)}</a>`) : '',
    '</table>',
    v.message
      ? `<h2 style="font-size:16px;margin:0 0 8px">${e(T.alertMessage)}</h2><div style="border-left:3px solid #d1d5db;padding:0 0 0 12px;margin:0 0 20px">${textToHtmlBody(v.message)}</div>`
      : '',
    links
      ? `<p style="margin:0 0 8px">${button(links.confirm, T.alertConfirm, '#047857')}${button(links.decline, T.alertDecline, '#b91c1c')}</p><p style="margin:0 0 20px;color:#6b7280;font-size:13px">${e(T.alertLinksNote)}</p>`
      : '',
    `<p style="margin:0 0 24px"><a href="${e(adminUrl)}">${e(T.alertOpen)}</a></p>`,
    `<p style="margin:0;color:#6b7280;font-size:13px">${e(T.alertWhy)}: <a href="${e(`${c.siteUrl}/admin/profile`)}">${e(`${c.siteUrl}/admin/profile`)}</a></p>`,
  ].join('\n');
  return { subject, text, html: htmlDocument(subject, body) };
}
