import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { DEALS_TEXT as T } from '../../../shared/texts/deals.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';
import { linkFreeName } from '../../platform/mail/visitor-name.ts';

/**
 * The e-mails of a deal. The tenants' names were typed by staff: shown whole, but only when nothing in
 * them can become a link (linkFreeName); the only links are the product's own (decisions 054 and 094).
 */
type Person = { name: string; email: string };
/** A tenant, whose e-mails are written in the deal's language (deal-language.ts, decision 072); English when not given. */
type Tenant = Person & { language?: Language };
const textsOf = (tenant: Tenant) => textsFor(tenant.language ?? 'en', 'deals').DEALS_TEXT;

const to = (person: Person) => {
  const name = linkFreeName(person.name);
  return { email: person.email, ...(name ? { name } : {}) };
};

/** The disclosure's signing link to one tenant. */
export function disclosureLinkMail(tenant: Tenant, place: string, link: string): OutgoingMail {
  const T = textsOf(tenant);
  return {
    kind: 'deal-disclosure',
    to: to(tenant),
    subject: T.disclosureSubject(place),
    text: [T.disclosureGreeting(linkFreeName(tenant.name)), '', T.disclosureIntro(place), link, '', T.disclosureWhy].join('\n'),
    language: tenant.language ?? 'en',
  };
}

/** The signed copy (PDF attached) to the tenant who signed, or to a member of staff. */
export function signedCopyMail(
  recipient: Tenant,
  who: 'tenant' | 'staff',
  tenantName: string,
  place: string,
  pdf: { filename: string; bytes: Uint8Array },
): OutgoingMail {
  // The tenant's copy in the deal's language; the staff's in English.
  const W = who === 'tenant' ? textsOf(recipient) : T;
  return {
    kind: 'deal-disclosure-signed',
    to: to(recipient),
    subject: W.signedSubject(place),
    ...(who === 'tenant' ? { language: recipient.language ?? 'en' } : {}),
    text:
      who === 'tenant'
        ? [W.disclosureGreeting(linkFreeName(recipient.name)), '', W.signedTenantBody(place)].join('\n')
        : T.signedAgentBody(linkFreeName(tenantName) ?? 'The tenant', place),
    attachments: [
      { filename: pdf.filename, contentType: 'application/pdf', contentBase64: Buffer.from(pdf.bytes).toString('base64') },
    ],
  };
}

/** One-click unsubscribe (RFC 8058): mail apps POST `List-Unsubscribe=One-Click` to the link. */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** 90 days before the lease ends: 'Renew or move? I can help'. */
/** Who writes (the CAN-SPAM postal address of a commercial e-mail) and how to stop these e-mails. */
export interface AfterLeaseSender {
  agentName: string;
  brand: string;
  officeAddress: string;
}

const closing = (T: ReturnType<typeof textsOf>, sender: AfterLeaseSender, unsubscribeUrl: string) => [
  '',
  sender.agentName,
  `${sender.brand} · ${sender.officeAddress}`,
  '',
  T.afterLeaseWhy,
  `${T.afterLeaseUnsubscribe} ${unsubscribeUrl}`,
];

export function renewalMail(
  tenant: Tenant,
  sender: AfterLeaseSender,
  place: string,
  leaseEnd: string,
  unsubscribeUrl: string,
): OutgoingMail {
  const T = textsOf(tenant);
  return {
    kind: 'deal-renewal',
    to: to(tenant),
    subject: T.renewalSubject,
    text: [
      T.disclosureGreeting(linkFreeName(tenant.name)),
      '',
      T.renewalBody(place, leaseEnd),
      ...closing(T, sender, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
    language: tenant.language ?? 'en',
  };
}

/** 14 days after move-in: thank you, and the review link the agent chose in Settings. */
export function reviewMail(
  tenant: Tenant,
  sender: AfterLeaseSender,
  place: string,
  reviewUrl: string,
  unsubscribeUrl: string,
): OutgoingMail {
  const T = textsOf(tenant);
  return {
    kind: 'deal-review',
    to: to(tenant),
    subject: T.reviewSubject(sender.brand),
    text: [
      T.disclosureGreeting(linkFreeName(tenant.name)),
      '',
      T.reviewBody(place),
      '',
      T.reviewAsk,
      reviewUrl,
      ...closing(T, sender, unsubscribeUrl),
    ].join('\n'),
    headers: unsubscribeHeaders(unsubscribeUrl),
    language: tenant.language ?? 'en',
  };
}
