import type { DocumentKind } from '../../../shared/applications.ts';
import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { ADMIN_APPLICATIONS_TEXT as A } from '../../../shared/texts/admin-applications.ts';
import type { MailKind, OutgoingMail } from '../../platform/mail/types.ts';
import { greetingName, linkFreeName } from '../../platform/mail/visitor-name.ts';

/** A person on an application; their e-mails are written in the application's language (decision 072), English when not given. */
type Person = { name: string; email: string; language?: Language };
const textsOf = (language: Language = 'en') => textsFor(language, 'applications').APPLICATIONS_TEXT;

type Texts = ReturnType<typeof textsOf>;

/** An e-mail to one person of the application, in their language: the greeting, a blank line, then `body`. */
function personMail(person: Person, kind: MailKind, write: (T: Texts) => { subject: string; body: string[] }): OutgoingMail {
  const T = textsOf(person.language);
  const name = greetingName(person.name);
  const { subject, body } = write(T);
  return {
    kind,
    to: { email: person.email, ...(name ? { name } : {}) },
    subject,
    text: [T.linkGreeting(name), '', ...body].join('\n'),
    language: person.language ?? 'en',
  };
}

/** What happened to the application, for the applicants (decision 086). */
export type ApplicationNews = 'sent' | 'approved' | 'sent_to_landlord' | 'rented';

/**
 * The application was sent, approved, went to the landlord or was closed: one e-mail to a person on it, in
 * the application's language, with their own link (`link`): the sender's when it was sent (decision 086),
 * each person's sealed one for the later news (decision 105); without one, they are pointed to their first e-mail.
 */
export function newsMail(person: Person, news: ApplicationNews, place: string, link: string | null): OutgoingMail {
  return personMail(person, 'application-decision', (T) => {
    const [subject, body] =
      news === 'sent'
        ? [T.sentSubject(place), T.sentBody(place)]
        : news === 'approved'
          ? [T.approvedSubject(place), T.approvedBody(place)]
          : news === 'rented'
            ? [T.rentedSubject(place), T.rentedBody(place)]
            : [T.packageSentSubject(place), T.packageSentBody(place)];
    return { subject, body: [body, '', ...(link ? [T.ownLink, link] : [T.statusLink])] };
  });
}

/** The agent's e-mail about an application sent (staff read English): who, which apartment, the link to it. */
export function staffSentMail(
  member: { name: string; email: string },
  applicant: string,
  people: number,
  place: string,
  url: string,
): OutgoingMail {
  const name = linkFreeName(applicant) ?? A.someone;
  return {
    kind: 'application-alert',
    to: { email: member.email, ...(member.name ? { name: member.name } : {}) },
    subject: A.staffSentSubject(name, place),
    text: [A.staffSentBody(name, place, people), '', `${A.staffSentOpen}: ${url}`].join('\n'),
  };
}

/** Request documents: the ticked kinds and the person's new private link. */
export function requestMail(person: Person, place: string, kinds: DocumentKind[], link: string): OutgoingMail {
  return personMail(person, 'application-request', (T) => ({
    subject: T.requestSubject(place),
    body: [
      T.requestIntro(place),
      ...kinds.map((kind) => `- ${T.documentKinds[kind]}`),
      '',
      T.requestLink,
      link,
      '',
      T.linkPrivate,
    ],
  }));
}

/** The screening fee's receipt, from the agent, naming the agency that makes the check (RPL §238-a(1)(b)). */
export function receiptMail(
  person: Person,
  place: string,
  fee: { amount: string; date: string; agency: string },
  settings: SiteSettings,
): OutgoingMail {
  return personMail(person, 'application-receipt', (T) => ({
    subject: T.receiptSubject(place),
    body: [
      T.receiptBody(fee.amount, fee.date, place),
      T.receiptAgency(fee.agency),
      '',
      T.receiptBy(settings.agent.name, settings.brokerageName),
    ],
  }));
}

/** The copy of the background and credit check the fee paid for, attached (RPL §238-a(1)(b)). */
export function reportCopyMail(person: Person, place: string, pdf: Buffer, settings: SiteSettings): OutgoingMail {
  const mail = personMail(person, 'application-receipt', (T) => ({
    subject: T.reportCopySubject(place),
    body: [T.reportCopyBody(place), '', T.receiptBy(settings.agent.name, settings.brokerageName)],
  }));
  return {
    ...mail,
    attachments: [{ filename: 'screening-report.pdf', contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  };
}

/**
 * The decline notice: neutral, no reason given; when a consumer report was used, the agency that
 * made it and the applicant's rights to a free copy and to dispute (FCRA §615(a)).
 */
export function declineMail(person: Person, place: string, reportingAgency: string | null, settings: SiteSettings): OutgoingMail {
  return personMail(person, 'application-decision', (T) => ({
    subject: T.declineSubject(place),
    body: [
      T.declineBody(place),
      ...(reportingAgency ? ['', T.declineReport(reportingAgency), '', T.declineRights] : []),
      '',
      T.declineClosing,
      '',
      [settings.agent.name, settings.brokerageName].filter(Boolean).join(', '),
    ],
  }));
}

/**
 * The Fair Chance notice (NYC Administrative Code §8-107(11-a), decision 089), to each tenant when
 * staff record a conditional offer: what a criminal background check may consider now, the copy they
 * receive, the five business days before the offer can be withdrawn, the Commission on Human Rights.
 */
export function fairChanceMail(person: Person, place: string, day: string, until: string): OutgoingMail {
  const F = textsFor(person.language ?? 'en', 'fair-chance').FAIR_CHANCE_TEXT;
  return personMail(person, 'application-conditional-offer', () => ({
    subject: F.subject(place),
    body: [F.offer(place, day), '', F.lawIntro, F.onlyNow, F.copy, F.fiveDays(until), F.assessment],
  }));
}
