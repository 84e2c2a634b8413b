import { z } from 'zod';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { idParams } from './query-params.ts';
import { LEASES_TEXT as T } from './texts/leases.ts';

/** Leases signed in the product (issue 45, docs/decisions/084): the API's inputs and answers. */
const LEASE_STATUSES = ['draft', 'out-for-signature', 'signed', 'declined', 'voided'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
const SIGNER_ROLES = ['tenant', 'guarantor', 'landlord'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
/** waiting: no link yet (the landlord until the others signed); sent: the link works. */
const SIGNER_STATUSES = ['waiting', 'sent', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** New York's usual riders and notices, each ticked before the lease is sent. */
export const RIDERS = [
  'lead-paint',
  'window-guards',
  'bedbug-history',
  'sprinkler',
  'rent-stabilization-rider',
  'tenants-rights-guide',
  'good-cause-eviction',
] as const;
export type Rider = (typeof RIDERS)[number];
const RIDER_STATES = ['attached', 'not-applicable'] as const;
export type RiderChecklist = Partial<Record<Rider, (typeof RIDER_STATES)[number]>>;

export const RiderChecklistSchema = z.strictObject(
  Object.fromEntries(RIDERS.map((rider) => [rider, z.enum(RIDER_STATES).optional()])) as Record<
    Rider,
    z.ZodOptional<z.ZodEnum<{ attached: 'attached'; 'not-applicable': 'not-applicable' }>>
  >,
  { error: T.checklistInvalid },
);

const MAX_LEASE_REASON = 500;
export const MAX_SIGNER_NAME = 100;

export const LeaseIdParams = idParams(T.idInvalid, 'The lease id');
export const DealIdParams = idParams(T.idInvalid, 'The deal id');
export const TokenParams = z.strictObject({ token: z.string().max(200) });

export const SendLeaseSchema = z.strictObject({
  landlord: z.strictObject(
    {
      name: z.string({ error: T.landlordRequired }).trim().min(1, T.landlordRequired).max(MAX_SIGNER_NAME, T.landlordRequired),
      email: emailField(T.landlordRequired, T.landlordEmailInvalid),
    },
    { error: T.landlordRequired },
  ),
  /** The riders checklist, when not given with the upload (or to change it). */
  checklist: RiderChecklistSchema.optional(),
});

export const VoidLeaseSchema = z
  .strictObject({ reason: z.string().trim().max(MAX_LEASE_REASON, T.voidReasonTooLong).optional() })
  .optional();

const EventSchema = z.object({
  seq: z.number().int(),
  kind: z.string(),
  signerId: z.number().int().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  prevHash: z.string(),
  hash: z.string(),
});

const SignerSchema = z.object({
  id: z.number().int(),
  role: z.enum(SIGNER_ROLES),
  name: z.string(),
  email: z.string(),
  status: z.enum(SIGNER_STATUSES),
  openedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});

const LeaseSchema = z.object({
  id: z.number().int(),
  dealId: z.number().int(),
  status: z.enum(LEASE_STATUSES),
  place: z.string(),
  fileName: z.string(),
  pages: z.number().int(),
  documentSha256: z.string(),
  riders: z.object({ checklist: z.record(z.string(), z.string()), files: z.array(z.string()) }),
  landlord: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  signedSha256: z.string().nullable(),
  signers: z.array(SignerSchema),
  events: z.array(EventSchema),
  chainIntact: z.boolean(),
});
export type LeaseDto = z.infer<typeof LeaseSchema>;

export const LeaseAnswerSchema = Envelope.extend({ lease: LeaseSchema });
export const LeasesAnswerSchema = Envelope.extend({ leases: z.array(LeaseSchema) });

/** The signer's calls (their link's token in the path). */
export const SignLeaseSchema = z.strictObject({
  consent: z.unknown().optional(),
  code: z.string().max(20).optional(),
  name: z.string().max(1000).optional(),
});
export const DeclineLeaseSchema = z.strictObject({ reason: z.string().max(2000).optional() });
