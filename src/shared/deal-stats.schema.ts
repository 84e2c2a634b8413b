import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { INQUIRY_SOURCES } from './inquiries.schema.ts';

/** Months the dashboard's chart of commission paid covers, this New York month included. */
export const COMMISSION_CHART_MONTHS = 12;

/** One New York month's commission paid, in dollars. */
const MonthPaidSchema = z.object({ month: z.string().meta({ description: "'YYYY-MM' (New York)" }), paid: z.number() });
export type MonthPaid = z.output<typeof MonthPaidSchema>;

/** The dashboard's commission figures (dollars; docs/decisions/068-commission-figures-and-the-source-funnel.md). */
const CommissionStatsSchema = z.object({
  /** Commission of deals paid this New York month and year (by when each was marked Paid). */
  paidThisMonth: z.number(),
  paidThisYear: z.number(),
  /** Commission still to come: deals Pending and Lease signed, with their counts. */
  expected: z.number(),
  pending: z.object({ count: z.number().int(), commission: z.number() }),
  leaseSigned: z.object({ count: z.number().int(), commission: z.number() }),
  /** The last 12 New York months, oldest first, this month last. */
  months: z.array(MonthPaidSchema),
});
export type CommissionStats = z.output<typeof CommissionStatsSchema>;

/** GET /admin/deals/stats. */
export const CommissionStatsAnswerSchema = Envelope.extend({ commission: CommissionStatsSchema });

/** How far ahead the dashboard looks for leases ending: the renewal e-mail's 90 days. */
export const LEASE_ENDING_DAYS = 90;

/** A signed lease that ends within LEASE_ENDING_DAYS (New York days). */
const LeaseEndingSchema = z.object({
  id: z.number().int(),
  tenants: z.array(z.string()).meta({ description: "The tenants' names" }),
  listingAddress: z.string(),
  listingApartment: z.string(),
  leaseEnd: z.string().meta({ description: "'YYYY-MM-DD' (New York)" }),
  daysLeft: z.number().int(),
  renewalSent: z.boolean().meta({ description: "Whether the 'Renew or move?' e-mail has gone to the tenants" }),
});
export type LeaseEnding = z.output<typeof LeaseEndingSchema>;

/** GET /admin/deals/ending-soon: the soonest first, at most 10, and how many there are in all. */
export const LeasesEndingAnswerSchema = Envelope.extend({ leases: z.array(LeaseEndingSchema), total: z.number().int() });

/** One lead source's way from the first inquiry to a lease. */
const SourceFunnelRowSchema = z.object({
  source: z.enum(INQUIRY_SOURCES),
  /** Renters (by e-mail address) whose first inquiry of the period came from this source. */
  leads: z.number().int(),
  /** Of them, how many booked a viewing that was not declined or cancelled. */
  viewings: z.number().int(),
  /** Applications submitted by one of them. */
  applications: z.number().int(),
  /** Deals at Lease signed or Paid with one of them as a tenant (or from one of those applications). */
  leases: z.number().int(),
});
export type SourceFunnelRow = z.output<typeof SourceFunnelRowSchema>;

const SourceFunnelSchema = z.object({
  /** The period's first New York day ('YYYY-MM-DD'): the first day of the month 11 months ago. */
  from: z.string(),
  sources: z.array(SourceFunnelRowSchema),
});
export type SourceFunnel = z.output<typeof SourceFunnelSchema>;

/** GET /insights/funnel. */
export const SourceFunnelAnswerSchema = Envelope.extend({ funnel: SourceFunnelSchema });
