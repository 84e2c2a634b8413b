import type { DocumentKind } from '../../../shared/applications.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName } from '../../platform/mail/visitor-name.ts';

/** A person on an application; their e-mails are written in the application's language (decision 072), English when not given. */
type Person = { name: string; email: string; language?: Language };
const textsOf = (language: Language = 'en') => textsFor(language, 'applications').APPLICATIONS_TEXT;

const to = (person: Person) => {
  const name = greetingName(person.name);
  return { email: person.email, ...(name ? { name } : {}) };
};

/** Request documents: the ticked kinds and the person's new private link. */
export function requestMail(person: Person, place: string, kinds: DocumentKind[], link: string): OutgoingMail {
  const T = textsOf(person.language);
  return {
    kind: 'application-request',
    to: to(person),
    subject: T.requestSubject(place),
    text: [
      T.linkGreeting(greetingName(person.name)),
      '',
      T.requestIntro(place),
      ...kinds.map((kind) => `- ${T.documentKinds[kind]}`),
      '',
      T.requestLink,
      link,
      '',
      T.linkPrivate,
    ].join('\n'),
    language: person.language ?? 'en',
  };
}

/** The screening fee's receipt, from the agent. */
export function receiptMail(person: Person, place: string, amount: string, date: string, settings: SiteSettings): OutgoingMail {
  const T = textsOf(person.language);
  return {
    kind: 'application-receipt',
    to: to(person),
    subject: T.receiptSubject(place),
    text: [
      T.linkGreeting(greetingName(person.name)),
      '',
      T.receiptBody(amount, date, place),
      '',
      T.receiptBy(settings.agent.name, settings.brokerageName),
    ].join('\n'),
    language: person.language ?? 'en',
  };
}

/**
 * The decline notice: neutral, no reason given; when a consumer report was used, the agency that
 * made it and the applicant's rights to a free copy and to dispute (FCRA §615(a)).
 */
export function declineMail(person: Person, place: string, reportingAgency: string | null, settings: SiteSettings): OutgoingMail {
  const T = textsOf(person.language);
  return {
    kind: 'application-decision',
    to: to(person),
    subject: T.declineSubject(place),
    text: [
      T.linkGreeting(greetingName(person.name)),
      '',
      T.declineBody(place),
      ...(reportingAgency ? ['', T.declineReport(reportingAgency), '', T.declineRights] : []),
      '',
      T.declineClosing,
      '',
      [settings.agent.name, settings.brokerageName].filter(Boolean).join(', '),
    ].join('\n'),
    language: person.language ?? 'en',
  };
}
