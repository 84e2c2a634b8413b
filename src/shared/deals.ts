import { z } from 'zod';
import { AgencyAcknowledgementSchema } from './agency.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { parseCalendarDate } from './listing-search.ts';
import { blankToUndefined, idParams, idValue, intParam, statusFilterParam } from './query-params.ts';
import { DEALS_TEXT as T } from './texts/deals.ts';
import { keyed } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';

/** The deal form's messages, by key (decision 101): the back-office places a refusal beside its field by it. */
const K = keyed('deals', 'DEALS_TEXT', T);

/**
 * Deals (docs/decisions/061-deal-stages.md): the API's inputs and answers. Money is sent and answered
 * in dollars (numbers with at most two decimals) and kept in integer cents (decision 062).
 */
export const DEAL_STAGES = ['pending', 'lease-signed', 'paid', 'fell-through', 'archived'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
const FEE_PAYERS = ['landlord', 'tenant'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export const MAX_TENANTS = 6;
const MAX_DOLLARS = 10_000_000;
const MAX_NOTES = 5000;
const MAX_REASON = 500;

/** Dollars with at most two decimals, from 0 to MAX_DOLLARS. */
const dollars = (field: string) =>
  z
    .number(said(K.amountInvalid(field)))
    .min(0, said(K.amountInvalid(field)))
    .max(MAX_DOLLARS, said(K.amountInvalid(field)))
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, said(K.amountInvalid(field)))
    .meta({ type: 'number', minimum: 0, maximum: MAX_DOLLARS, description: `${field} in dollars` });

/** A New York day 'YYYY-MM-DD' (a real calendar date). */
const day = (field: string) =>
  z
    .string(said(K.dayInvalid(field)))
    .refine((text) => parseCalendarDate(text) === text, said(K.dayInvalid(field)))
    .meta({ type: 'string', format: 'date', description: `${field}: a New York day, YYYY-MM-DD` });
const optionalDay = (field: string) => z.preprocess(blankToUndefined, day(field).nullable().optional());

const TenantSchema = z.strictObject(
  {
    name: z.string(said(K.tenantNameRequired)).trim().min(1, said(K.tenantNameRequired)).max(100, said(K.tenantNameRequired)),
    email: emailField(K.tenantEmailInvalid, K.tenantEmailInvalid),
  },
  said(K.tenantsRequired),
);
export type DealTenant = z.output<typeof TenantSchema>;

const tenantsField = z
  .array(TenantSchema, said(K.tenantsRequired))
  .min(1, said(K.tenantsRequired))
  .max(MAX_TENANTS, said(K.tenantsRequired))
  .refine((tenants) => new Set(tenants.map((t) => t.email.toLowerCase())).size === tenants.length, said(K.tenantsRepeated));

const termField = z
  .number(said(K.termInvalid))
  .int(said(K.termInvalid))
  .max(120, said(K.termInvalid))
  // A term under one month ends the lease before it starts: that rule's own words.
  .refine((n) => n >= 1, said(K.leaseEndBeforeStart));

const shape = {
  tenants: tenantsField,
  leaseStart: day('leaseStart'),
  termMonths: termField,
  rent: dollars('rent').refine((n) => n > 0, said(K.rentRequired)),
  deposit: dollars('deposit'),
  fee: dollars('fee'),
  feePaidBy: z.enum(FEE_PAYERS, said(K.feePaidByInvalid)),
  tenantAgreementOn: optionalDay('tenantAgreementOn'),
  firstShowingOn: optionalDay('firstShowingOn'),
  commission: dollars('commission'),
  noCommission: z
    .boolean(said(K.noCommissionInvalid))
    .optional()
    .meta({ description: 'true: the agent earns no commission on this deal (the commission is then 0)' }),
  coBrokeSplit: z
    .number(said(K.splitInvalid))
    .min(0, said(K.splitInvalid))
    .max(100, said(K.splitInvalid))
    .nullable()
    .optional()
    .meta({ type: 'number', minimum: 0, maximum: 100, description: 'Percent of the commission to a co-broke' }),
  expectedPayOn: optionalDay('expectedPayOn'),
  notes: z.string(said(K.notesTooLong)).max(MAX_NOTES, said(K.notesTooLong)),
};

const MAX_DEAL_ADDRESS = 200;
const MAX_DEAL_UNIT = 40;

/** The commission's terms and dates, alike on a new deal and on a change. */
const commissionTerms = {
  tenantAgreementOn: shape.tenantAgreementOn,
  firstShowingOn: shape.firstShowingOn,
  /** Required on a new deal: an amount, or `noCommission: true` (a deal never gets a silent $0: decision 087). */
  commission: shape.commission.optional(),
  noCommission: shape.noCommission,
  coBrokeSplit: shape.coBrokeSplit,
  expectedPayOn: shape.expectedPayOn,
};

/**
 * POST /admin/deals: by hand on one of the agent's listings (listingId, tenants), from an approved
 * application (applicationId fills both), or on an apartment the agent does not list (`address` and
 * `unit`: a co-broke or a landlord's own apartment; decision 082).
 */
export const CreateDealSchema = z.strictObject({
  listingId: idValue(K.listingIdInvalid).optional(),
  applicationId: idValue(K.applicationIdInvalid).optional(),
  address: z
    .string(said(K.addressInvalid))
    .trim()
    .min(1, said(K.addressInvalid))
    .max(MAX_DEAL_ADDRESS, said(K.addressInvalid))
    .optional()
    .meta({ description: 'The street address of an apartment the agent does not list (instead of listingId)' }),
  unit: z
    .string(said(K.unitInvalid))
    .trim()
    .max(MAX_DEAL_UNIT, said(K.unitInvalid))
    .optional()
    .meta({ description: "That apartment's unit ('4B'); with address only" }),
  tenants: shape.tenants.optional(),
  leaseStart: shape.leaseStart,
  termMonths: shape.termMonths,
  rent: shape.rent,
  deposit: shape.deposit.default(0),
  fee: shape.fee.default(0),
  feePaidBy: shape.feePaidBy.default('landlord'),
  ...commissionTerms,
  notes: shape.notes.default(''),
});
export type CreateDealInput = z.output<typeof CreateDealSchema>;

/**
 * PATCH /admin/deals/{id}: any field, the `stage` (with `fellThroughReason` for Fell through), and
 * `relist: true` on a deal that fell through to put its listing back on the site.
 */
export const UpdateDealSchema = z
  .strictObject({
    tenants: shape.tenants.optional(),
    leaseStart: shape.leaseStart.optional(),
    termMonths: shape.termMonths.optional(),
    rent: shape.rent.optional(),
    deposit: shape.deposit.optional(),
    fee: shape.fee.optional(),
    feePaidBy: shape.feePaidBy.optional(),
    ...commissionTerms,
    notes: shape.notes.optional(),
    stage: z.enum(DEAL_STAGES, said(K.stageInvalid)).optional(),
    fellThroughReason: z
      .string(said(K.reasonTooLong))
      .trim()
      .max(MAX_REASON, said(K.reasonTooLong))
      .optional()
      .meta({ description: "Why the deal fell through (required with stage 'fell-through')" }),
    relist: z
      .literal(true, said(K.relistInvalid))
      .optional()
      .meta({ description: 'true: put the listing of a deal that fell through back on the site (active, no longer Rented)' }),
  })
  .refine((body) => Object.keys(body).length > 0, said(K.nothingToChange));
export type UpdateDealInput = z.output<typeof UpdateDealSchema>;

/** GET /admin/deals: newest first; `stage`, and `from`/`to` on the lease's start (New York days). */
export const DealsQuerySchema = z
  .object({
    page: intParam(T.pageInvalid, 1, 1_000_000, 1),
    limit: intParam(T.limitInvalid, 1, 100, 50),
    stage: statusFilterParam(DEAL_STAGES, T.statusFilterInvalid),
    from: optionalDay('from'),
    to: optionalDay('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, T.rangeInvalid);

export const DealIdParams = idParams(T.idInvalid, 'The deal id');
export const DisclosureIdParams = idParams(T.idInvalid, 'The disclosure id');

/** GET /admin/disclosures: the signed fee disclosures, newest first; `dealId` narrows to one deal's. */
export const SignedDisclosuresQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, 100, 50),
  dealId: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{1,10}$/, T.idInvalid)
        .transform(Number)
        .optional(),
    )
    .meta({ type: 'integer', description: "Only this deal's (kept whether or not the deal still exists)" }),
});

const SignedDisclosureSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  /** Whether the deal still exists (a Pending deal may have been deleted; its signed disclosures stay). */
  dealExists: z.boolean(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  place: z.string(),
  language: z.string(),
  fees: z.array(z.object({ name: z.string(), payee: z.string(), amountCents: z.number().int() })),
  text: z.array(z.string()),
  /** SHA-256 (hex) of the place, text and fees signed (null for a disclosure signed before it was recorded). */
  digest: z.string().nullable(),
  signedName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedAddress: z.string().nullable(),
  supersededAt: z.string().nullable(),
});
export const SignedDisclosuresAnswerSchema = Envelope.extend({
  disclosures: z.array(SignedDisclosureSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const DisclosureSummarySchema = z.object({
  id: z.number().int(),
  tenantName: z.string(),
  tenantEmail: z.string(),
  sentAt: z.string(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  /** When a change of what the tenant pays superseded it (kept as a record), or null while current. */
  supersededAt: z.string().nullable(),
});

const DealSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int().nullable(),
  /** The listing now (null once deleted): its status and the day it was marked Rented. */
  listing: z.object({ id: z.number().int(), status: z.string(), rentedOn: z.string().nullable() }).nullable(),
  listingAddress: z.string(),
  listingApartment: z.string(),
  /** An apartment the agent does not list (a co-broke or a landlord's own), entered by its address. */
  outside: z.boolean(),
  applicationId: z.number().int().nullable(),
  tenants: z.array(z.object({ name: z.string(), email: z.string() })),
  leaseStart: z.string(),
  termMonths: z.number().int(),
  /** The lease's last day (New York). */
  leaseEnd: z.string(),
  rent: z.number(),
  deposit: z.number(),
  fee: z.number(),
  feePaidBy: z.enum(FEE_PAYERS),
  tenantAgreementOn: z.string().nullable(),
  /** The New York day the tenant was first shown the apartment. */
  firstShowingOn: z.string().nullable(),
  commission: z.number(),
  coBrokeSplit: z.number().nullable(),
  expectedPayOn: z.string().nullable(),
  notes: z.string(),
  stage: z.enum(DEAL_STAGES),
  stageChangedAt: z.string(),
  fellThroughReason: z.string().nullable(),
  leaseSignedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Whether every tenant must sign the fee disclosure before Lease signed (the tenant pays a fee). */
  disclosureRequired: z.boolean(),
  disclosures: z.array(DisclosureSummarySchema),
  /** Who acknowledged the New York State agency disclosure (RPL §443): the tenants', then the landlord's (decision 088). */
  agency: z.array(AgencyAcknowledgementSchema),
  /** A deal that fell through whose listing is still off the site: PATCH `{ relist: true }` puts it back. */
  canRelist: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DealDto = z.output<typeof DealSchema>;

export const DealAnswerSchema = Envelope.extend({ deal: DealSchema });
export const DealsAnswerSchema = Envelope.extend({
  deals: z.array(DealSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

/** The tenant's signature on the disclosure page: the typed full name. */
export const MAX_SIGNATURE = 100;
