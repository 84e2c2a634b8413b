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

/**
 * What is signed this way (docs/decisions/096): the landlord's lease, the move-in condition report (the
 * tenants, then the landlord) and the itemized security deposit statement (the landlord).
 */
export const DOCUMENT_KINDS = ['lease', 'move-in', 'deposit-statement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

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
  kind: z.enum(DOCUMENT_KINDS),
  /** What the product wrote the document from: a condition report's rooms, a statement's deductions (null for a lease). */
  content: z.record(z.string(), z.unknown()).nullable(),
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

// ---- move-in and move-out (GOL §7-108, docs/decisions/096) ----

export const ROOM_CONDITIONS = ['good', 'fair', 'poor'] as const;
export const MAX_ROOMS = 30;
export const MAX_PHOTOS_PER_ROOM = 5;
export const MAX_PHOTOS = 40;
/** One photo at most (a phone's full-size photo is 3–8 MB). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** The rooms of a move-in condition report (multipart field `rooms`, JSON). */
const roomBad = { error: T.roomsInvalid };
export const ConditionRoomsSchema = z
  .array(
    z.strictObject(
      {
        name: z.string(roomBad).trim().min(1, roomBad).max(80, roomBad),
        condition: z.enum(ROOM_CONDITIONS, roomBad),
        notes: z.string(roomBad).trim().max(2000, roomBad).default(''),
      },
      roomBad,
    ),
    roomBad,
  )
  .min(1, roomBad)
  .max(MAX_ROOMS, roomBad);
export type ConditionRoom = z.infer<typeof ConditionRoomsSchema>[number];
export type RoomCondition = ConditionRoom['condition'];

export const DEDUCTION_KINDS = ['unpaid-rent', 'damage', 'utilities', 'moving-storage'] as const;
const MAX_DOLLARS = 10_000_000;
const bad = { error: T.statementInvalid };
/** Dollars above zero with at most two decimals (kept in integer cents, decision 062). */
const amount = z
  .number(bad)
  .positive(bad)
  .max(MAX_DOLLARS, bad)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, bad);

/** POST /admin/deals/{id}/deposit-statement: the move-out day, the deposit (default the deal's) and each deduction. */
export const DepositStatementSchema = z.strictObject(
  {
    movedOutOn: z.string(bad).regex(/^\d{4}-\d{2}-\d{2}$/, bad),
    deposit: amount.optional(),
    deductions: z
      .array(
        z.strictObject(
          {
            kind: z.enum(DEDUCTION_KINDS, bad),
            reason: z.string(bad).trim().min(1, bad).max(500, bad),
            amount,
          },
          bad,
        ),
        bad,
      )
      .max(30, bad),
  },
  bad,
);
export type DepositStatementInput = z.infer<typeof DepositStatementSchema>;
export type DeductionKind = DepositStatementInput['deductions'][number]['kind'];

/** The deposit deadlines of leases ended (docs/decisions/096). */
const DepositDeadlineSchema = z.object({
  dealId: z.number().int(),
  place: z.string(),
  tenants: z.array(z.string()),
  leaseEnd: z.string(),
  deadline: z.string(),
  daysLeft: z.number().int(),
  statement: z.enum(['none', 'draft', 'out-for-signature', 'signed']),
});
export type DepositDeadline = z.infer<typeof DepositDeadlineSchema>;
export const DepositDeadlinesAnswerSchema = Envelope.extend({ deadlines: z.array(DepositDeadlineSchema) });

type SigningTexts = typeof import('./texts/deals-public.ts').LEASE_SIGNING_TEXT;

/**
 * The words of a signer's page, e-mails and certificate for one kind of document, in the language of
 * `P` (the lease's texts, the move-in report's or the deposit statement's; the consent names 'this
 * document' for the two the product writes).
 */
export function signingWords(P: SigningTexts, kind: DocumentKind) {
  if (kind === 'lease')
    return {
      title: P.pageTitle,
      heading: P.heading,
      intro: P.intro,
      downloadPdf: P.downloadPdf,
      signButton: P.signButton,
      signedDetail: P.signedDetail,
      linkSubject: P.linkSubject,
      linkBody: P.linkBody,
      signedSubject: P.signedSubject,
      signedBody: P.signedBody,
      certificateFor: P.certificateFor,
      consent: [P.consent1, P.consent2, P.consent3, P.consent4],
    };
  const moveIn = kind === 'move-in';
  return {
    title: moveIn ? P.moveInTitle : P.depositTitle,
    heading: moveIn ? P.moveInHeading : P.depositHeading,
    intro: moveIn ? P.moveInIntro : P.depositIntro,
    downloadPdf: P.documentDownloadPdf,
    signButton: moveIn ? P.moveInSignButton : P.depositSignButton,
    signedDetail: P.documentSignedDetail,
    linkSubject: moveIn ? P.moveInLinkSubject : P.depositLinkSubject,
    linkBody: moveIn ? P.moveInLinkBody : P.depositLinkBody,
    signedSubject: moveIn ? P.moveInSignedSubject : P.depositSignedSubject,
    signedBody: moveIn ? P.moveInSignedBody : P.depositSignedBody,
    certificateFor: moveIn ? P.moveInCertificateFor : P.depositCertificateFor,
    consent: [P.documentConsent1, P.documentConsent2, P.documentConsent3, P.consent4],
  };
}
