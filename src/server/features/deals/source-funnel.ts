import { DateTime } from 'luxon';
import { COMMISSION_CHART_MONTHS, type SourceFunnel, type SourceFunnelRow } from '../../../shared/deal-stats.schema.ts';
import { INQUIRY_SOURCES, type InquirySource } from '../../../shared/inquiries.schema.ts';
import { NEW_YORK } from '../../../shared/new-york-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { toNumber } from '../../platform/db/mappers.ts';

/** Viewings that did not happen and were not going to: they do not count as a step of the way. */
const NOT_HELD = ['declined', 'cancelled'] as const;

const addressKey = (email: string) => email.trim().toLowerCase();

const asSource = (source: string): InquirySource =>
  (INQUIRY_SOURCES as readonly string[]).includes(source) ? (source as InquirySource) : 'Other';

/** The e-mail addresses of a deal's tenants JSON (`[{ name, email }]`); none when it cannot be read. */
function tenantAddresses(tenants: string): string[] {
  try {
    const list: unknown = JSON.parse(tenants);
    if (!Array.isArray(list)) return [];
    return list.flatMap((t: unknown) =>
      t && typeof t === 'object' && 'email' in t && typeof t.email === 'string' ? [addressKey(t.email)] : [],
    );
  } catch {
    return [];
  }
}

/**
 * Leads → viewings → applications → leases by source, over the last 12 New York months
 * (docs/decisions/068). A renter is an e-mail address; their source is the source of their first
 * inquiry of the period. An application or a lease counts once, under the source of the earliest lead
 * among its people; one with nobody who inquired is left out (it came from elsewhere).
 */
export async function sourceFunnel(db: Db, now: Date): Promise<SourceFunnel> {
  const start = DateTime.fromJSDate(now, { zone: NEW_YORK })
    .startOf('month')
    .minus({ months: COMMISSION_CHART_MONTHS - 1 });
  const from = start.toUTC().toISO() as string;
  const [inquiries, viewings, applicants, deals] = await Promise.all([
    db
      .selectFrom('inquiries')
      .select(['id', 'email', 'source'])
      .where('created_at', '>=', from)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('viewings')
      .select(['email', 'inquiry_id'])
      .where('created_at', '>=', from)
      .where('status', 'not in', NOT_HELD)
      .execute(),
    db
      .selectFrom('application_people')
      .innerJoin('applications', 'applications.id', 'application_people.application_id')
      .select(['application_people.application_id', 'application_people.email'])
      .where('applications.submitted_at', 'is not', null)
      .where('applications.submitted_at', '>=', from)
      .execute(),
    db
      .selectFrom('deals')
      .select(['id', 'tenants', 'application_id'])
      .where('stage', 'in', ['lease-signed', 'paid'])
      .where('created_at', '>=', from)
      .execute(),
  ]);

  // Each renter's first inquiry of the period: its source and its rank (earlier leads rank first).
  const leads = new Map<string, { source: InquirySource; rank: number }>();
  const renterOfInquiry = new Map<number, string>();
  for (const inquiry of inquiries) {
    const key = addressKey(inquiry.email);
    renterOfInquiry.set(toNumber(inquiry.id), key);
    if (!leads.has(key)) leads.set(key, { source: asSource(inquiry.source), rank: leads.size });
  }
  const rows = new Map<InquirySource, SourceFunnelRow>();
  const row = (source: InquirySource) => {
    let r = rows.get(source);
    if (!r) rows.set(source, (r = { source, leads: 0, viewings: 0, applications: 0, leases: 0 }));
    return r;
  };
  for (const lead of leads.values()) row(lead.source).leads++;

  const viewed = new Set<string>();
  for (const viewing of viewings) {
    const byInquiry = viewing.inquiry_id === null ? undefined : renterOfInquiry.get(toNumber(viewing.inquiry_id));
    for (const key of [addressKey(viewing.email), byInquiry]) if (key && leads.has(key)) viewed.add(key);
  }
  for (const key of viewed) row(leads.get(key)!.source).viewings++;

  /** The source of the earliest lead among some addresses, if any of them inquired. */
  const firstSource = (addresses: Iterable<string>): InquirySource | null => {
    let best: { source: InquirySource; rank: number } | null = null;
    for (const key of addresses) {
      const lead = leads.get(key);
      if (lead && (!best || lead.rank < best.rank)) best = lead;
    }
    return best?.source ?? null;
  };

  const peopleOf = new Map<number, string[]>();
  for (const person of applicants) {
    const id = toNumber(person.application_id);
    peopleOf.set(id, [...(peopleOf.get(id) ?? []), addressKey(person.email)]);
  }
  for (const people of peopleOf.values()) {
    const source = firstSource(people);
    if (source) row(source).applications++;
  }
  const applicationIds = deals.flatMap((d) => (d.application_id === null ? [] : [toNumber(d.application_id)]));
  const dealApplicants = applicationIds.length
    ? await db
        .selectFrom('application_people')
        .select(['application_id', 'email'])
        .where('application_id', 'in', applicationIds)
        .execute()
    : [];
  for (const deal of deals) {
    const people = tenantAddresses(deal.tenants);
    const applicationId = deal.application_id === null ? null : toNumber(deal.application_id);
    for (const person of dealApplicants)
      if (toNumber(person.application_id) === applicationId) people.push(addressKey(person.email));
    const source = firstSource(people);
    if (source) row(source).leases++;
  }

  return {
    from: start.toISODate() as string,
    sources: [...rows.values()].sort((a, b) => b.leads - a.leads || b.leases - a.leases || a.source.localeCompare(b.source)),
  };
}
