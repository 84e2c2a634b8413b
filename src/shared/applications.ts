import { z } from 'zod';
import { agencyAcknowledgedField } from './agency-field.ts';
import { languageField } from './language.schema.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { HONEYPOT_FIELD } from './constants.ts';
import { parseCalendarDate } from './listing-search.ts';
import { APPLICATION_FEE_CAP } from './listings.ts';
import { booleanInput, honeypotField, idParams, idValue, intParam, statusFilterParam } from './query-params.ts';
import { APPLICATIONS_TEXT as T } from './texts/applications.ts';
import { keyed, type TextRef } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';
import { LISTINGS_TEXT as L } from './texts/listings.ts';

/**
 * Rental applications (docs/decisions/053-rental-applications-compliance.md): the start form, each
 * person's part of the application, the settings and the answers. The part has a field for what New
 * York lets an agent ask and nothing else: a question the law forbids has no field to hold it.
 */

const APPLICATION_STATUSES = [
  'started',
  'submitted',
  'missing_documents',
  'sent_to_landlord',
  'approved',
  'declined',
  'withdrawn',
  /** The listing was rented (its lease signed) before this application was decided: closed, its people told (decision 098). */
  'closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const APPLICATION_ROLES = ['applicant', 'co_applicant', 'guarantor'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

/** The statuses in which the applicants still fill in their parts. */
export const EDITABLE_STATUSES: readonly ApplicationStatus[] = ['started', 'missing_documents'];

/** The applicant's forms' messages, by key (decision 101): said in the page's language when it parses. */
const K = keyed('applications', 'APPLICATIONS_TEXT', T);

const LIMITS = { name: 100, text: 200, contact: 120, pets: 300 } as const;
const MAX_AMOUNT = 100_000_000;
const MAX_OTHER_INCOME = 10;

// ---- Start -----------------------------------------------------------------------------------

/** A person's name and e-mail, as the applicant gives them and as they invite another. */
const personName = z
  .string(said(K.nameRequired))
  .trim()
  .min(1, said(K.nameRequired))
  .max(LIMITS.name, said(K.nameTooLong))
  .meta({ type: 'string', maxLength: LIMITS.name });
const personEmail = emailField(K.emailRequired, K.emailInvalid).meta({ type: 'string', format: 'email' });

/** POST /api/applications: the listing, the applicant's name and e-mail, and the honeypot. */
export const StartApplicationSchema = z.object({
  listingId: idValue(K.listingIdRequired).meta({ type: 'integer', minimum: 1 }),
  name: personName,
  email: personEmail,
  language: languageField,
  [HONEYPOT_FIELD]: honeypotField,
  // Last: a call refused for another field says that field's problem first.
  agencyAcknowledged: agencyAcknowledgedField,
});
export type StartApplicationInput = z.output<typeof StartApplicationSchema>;

// ---- A person's part -------------------------------------------------------------------------

/** Null and blank clear a field; a missing key leaves it as saved. */
const blankToNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value);

const partText = (label: TextRef, max: number) =>
  z
    .preprocess(
      blankToNull,
      z
        .string(said(K.tooLong(label, max)))
        .trim()
        .max(max, said(K.tooLong(label, max)))
        .nullable(),
    )
    .optional()
    .meta({ type: ['string', 'null'], maxLength: max });

/** Dollars as a number, or as text the way people type them ('$85,000'). */
const amountInput = (value: unknown) => {
  const v = blankToNull(value);
  if (typeof v !== 'string') return v;
  const text = v.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : v;
};
const amount = (label: TextRef) =>
  z
    .number(said(K.amountInvalid(label)))
    .min(0, said(K.amountInvalid(label)))
    .max(MAX_AMOUNT, said(K.amountInvalid(label)));
const partAmount = (label: TextRef) =>
  z
    .preprocess(amountInput, amount(label).nullable())
    .optional()
    .meta({ type: ['number', 'null'], minimum: 0, maximum: MAX_AMOUNT });

const partDate = (label: TextRef) =>
  z
    .preprocess(
      blankToNull,
      z
        .string(said(K.dateInvalid(label)))
        .max(10, said(K.dateInvalid(label)))
        .refine((text) => parseCalendarDate(text) !== undefined, said(K.dateInvalid(label)))
        .nullable(),
    )
    .optional()
    .meta({ type: ['string', 'null'], format: 'date' });

const otherIncomeItem = z.object(
  {
    source: z.enum(T.incomeSources, said(K.sourceRequired)),
    amount: z.preprocess(amountInput, amount(K.fields.otherIncomeAmount)),
  },
  said(K.otherIncomeInvalid),
);

/** The fields of one person's part, each optional (saved as filled). Nothing else can be stored. */
const partShape = {
  phone: partText(K.fields.phone, 40),
  currentAddress: partText(K.fields.currentAddress, LIMITS.text),
  currentRent: partAmount(K.fields.currentRent),
  landlordName: partText(K.fields.landlordName, LIMITS.contact),
  landlordContact: partText(K.fields.landlordContact, LIMITS.contact),
  employer: partText(K.fields.employer, LIMITS.contact),
  jobTitle: partText(K.fields.jobTitle, LIMITS.contact),
  employmentStart: partDate(K.fields.employmentStart),
  annualIncome: partAmount(K.fields.annualIncome),
  otherIncome: z
    .preprocess(
      (value) => (value === null ? [] : value),
      z.array(otherIncomeItem, said(K.otherIncomeInvalid)).max(MAX_OTHER_INCOME, said(K.otherIncomeTooMany)),
    )
    .optional()
    .meta({
      type: 'array',
      maxItems: MAX_OTHER_INCOME,
      items: {
        type: 'object',
        properties: { source: { type: 'string', enum: [...T.incomeSources] }, amount: { type: 'number' } },
      },
    }),
  pets: partText(K.fields.pets, LIMITS.pets),
  moveInDate: partDate(K.fields.moveInDate),
};

/** The saved part (what GET answers): every field, null when not filled in. */
const PartDtoSchema = z.object({
  phone: z.string().nullable(),
  currentAddress: z.string().nullable(),
  currentRent: z.number().nullable(),
  landlordName: z.string().nullable(),
  landlordContact: z.string().nullable(),
  employer: z.string().nullable(),
  jobTitle: z.string().nullable(),
  employmentStart: z.string().nullable(),
  annualIncome: z.number().nullable(),
  otherIncome: z.array(z.object({ source: z.string(), amount: z.number() })),
  pets: z.string().nullable(),
  moveInDate: z.string().nullable(),
});
export type ApplicationPart = z.output<typeof PartDtoSchema>;

const EMPTY_PART: ApplicationPart = {
  phone: null,
  currentAddress: null,
  currentRent: null,
  landlordName: null,
  landlordContact: null,
  employer: null,
  jobTitle: null,
  employmentStart: null,
  annualIncome: null,
  otherIncome: [],
  pets: null,
  moveInDate: null,
};

/** PUT /api/applications/{token}: the fields given (a step's), and the fees confirmed. Unknown keys are refused. */
export const SavePartSchema = z.strictObject({
  ...partShape,
  feesAcknowledged: z.preprocess(booleanInput, z.boolean(said(K.feesAcknowledgedInvalid)).optional()).meta({
    type: 'boolean',
    description: 'true: the applicant read the fees disclosed (FARE Act); required before any other field',
  }),
});
export type SavePartInput = z.output<typeof SavePartSchema>;

/** Parses a stored part (JSON text) through the same fields: a stored value the schema refuses is dropped. */
export function readPart(text: string | null | undefined): ApplicationPart {
  if (!text) return { ...EMPTY_PART };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ...EMPTY_PART };
  }
  const result = z.object(partShape).safeParse(parsed);
  if (!result.success) return { ...EMPTY_PART };
  const merged = { ...EMPTY_PART };
  for (const [key, value] of Object.entries(result.data)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value ?? (key === 'otherIncome' ? [] : null);
  }
  return merged;
}

/** Whether a role pays the tenant's fees and moves in (the guarantor does neither). */
export const isTenant = (role: ApplicationRole) => role !== 'guarantor';

/** What a part still lacks for the application to be sent (keys of T.missingItems). */
export function missingOfPart(
  part: ApplicationPart,
  feesAcknowledged: boolean,
  role: ApplicationRole = 'applicant',
): Array<keyof typeof T.missingItems> {
  const missing: Array<keyof typeof T.missingItems> = [];
  if (isTenant(role) && !feesAcknowledged) missing.push('fees');
  if (!part.phone) missing.push('phone');
  if (!part.currentAddress) missing.push('currentAddress');
  if (part.annualIncome === null && part.otherIncome.length === 0) missing.push('income');
  if (isTenant(role) && !part.moveInDate) missing.push('moveInDate');
  return missing;
}

export const MAX_CO_APPLICANTS = 5;

/** POST /api/applications/{token}/people: the main applicant invites a co-applicant or the guarantor. */
export const InvitePersonSchema = z.strictObject({
  role: z.enum(['co_applicant', 'guarantor'], said(K.roleInvalid)),
  name: personName,
  email: personEmail,
});
export type InvitePersonInput = z.output<typeof InvitePersonSchema>;

// ---- Documents -------------------------------------------------------------------------------

/** The documents an application may hold, with how many of each one person may upload. */
export const DOCUMENT_LIMITS = {
  photo_id: 1,
  employment_letter: 1,
  pay_stub: 2,
  bank_statement: 2,
  tax_return: 1,
  screening_report: 1,
  voucher_letter: 1,
} as const;
export type DocumentKind = keyof typeof DOCUMENT_LIMITS;
export const DOCUMENT_KINDS = Object.keys(DOCUMENT_LIMITS) as DocumentKind[];

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_APPLICATION_DOCUMENT_BYTES = 60 * 1024 * 1024;

/** Income sources that come with a voucher or award letter (and pay part of the rent). */
const VOUCHER_SOURCES: readonly string[] = [
  'Section 8 voucher',
  'CityFHEPS',
  'HASA',
  'FHEPS',
  'Other housing voucher or subsidy',
];

/** Whether an income source is a housing voucher or subsidy (it pays its part of the rent to the landlord). */
export const isVoucherSource = (source: string) => VOUCHER_SOURCES.includes(source);

/**
 * The documents a part needs, by what it says: a photo ID and two bank statements always; with
 * employment, the letter, two pay stubs and the tax return's first page; with a voucher, its letter.
 * The screening report is optional (with one, no screening fee).
 */
function requiredDocuments(part: ApplicationPart): Array<{ kind: DocumentKind; count: number }> {
  const required: Array<{ kind: DocumentKind; count: number }> = [
    { kind: 'photo_id', count: 1 },
    { kind: 'bank_statement', count: 2 },
  ];
  if (part.employer || part.annualIncome !== null) {
    required.push({ kind: 'employment_letter', count: 1 }, { kind: 'pay_stub', count: 2 }, { kind: 'tax_return', count: 1 });
  }
  if (part.otherIncome.some((income) => VOUCHER_SOURCES.includes(income.source)))
    required.push({ kind: 'voucher_letter', count: 1 });
  return required;
}

/** The kinds still missing from `uploaded` (one entry per missing file). */
export function missingDocuments(part: ApplicationPart, uploaded: readonly DocumentKind[]): DocumentKind[] {
  return requiredDocuments(part).flatMap(({ kind, count }) => {
    const have = uploaded.filter((k) => k === kind).length;
    return Array.from({ length: Math.max(0, count - have) }, () => kind);
  });
}

const DocumentDtoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  name: z.string(),
  size: z.number().int(),
});
export type DocumentDto = z.output<typeof DocumentDtoSchema>;
export const DocumentAnswerSchema = Envelope.extend({ document: DocumentDtoSchema });

export const DocumentParams = TokenParamsShape().extend({
  id: z
    .string()
    .regex(/^\d{1,10}$/, T.documentNotFound)
    .transform(Number)
    .meta({ description: 'The document id' }),
});

// ---- Settings --------------------------------------------------------------------------------

export interface ApplicationSettings {
  /** Dollars, at most APPLICATION_FEE_CAP (decision 022); 0 is no fee. */
  screeningFee: number;
  /** Documents are deleted this many days after a decision. */
  retentionDays: number;
  /** An application never sent is deleted, with its documents, this many days after its last change (decision 094). */
  unsubmittedDays: number;
}

export const DEFAULT_APPLICATION_SETTINGS: ApplicationSettings = { screeningFee: 0, retentionDays: 60, unsubmittedDays: 30 };

/** What PUT /api/admin/applications/settings takes: a setting left out keeps its value. */
export type ApplicationSettingsInput = Omit<ApplicationSettings, 'unsubmittedDays'> & { unsubmittedDays?: number };

/** A whole number of days, 1 to 365, typed as a number or as digits. */
const daysSetting = (message: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : value),
      z.number({ error: message }).int(message).min(1, message).max(365, message),
    )
    .meta({ type: 'integer', minimum: 1, maximum: 365 });

/** PUT /api/admin/applications/settings: the screening fee is refused above New York's cap, naming it. */
export const ApplicationSettingsSchema = z.strictObject({
  screeningFee: z
    .preprocess(
      amountInput,
      z.number({ error: T.screeningFeeInvalid }).min(0, T.screeningFeeInvalid).max(APPLICATION_FEE_CAP, L.applicationFeeCap),
    )
    .meta({ type: 'number', minimum: 0, maximum: APPLICATION_FEE_CAP }),
  retentionDays: daysSetting(T.retentionDaysInvalid),
  unsubmittedDays: daysSetting(T.unsubmittedDaysInvalid).optional(),
});

const SettingsDtoSchema = z.object({
  screeningFee: z.number(),
  retentionDays: z.number().int(),
  unsubmittedDays: z.number().int(),
});
export const ApplicationSettingsAnswerSchema = Envelope.extend({ settings: SettingsDtoSchema });

// ---- Answers ---------------------------------------------------------------------------------

const FeeDtoSchema = z.object({ name: z.string(), amount: z.number() });

/** GET /api/applications/{token}: the person's own part, the listing and its fees (FARE Act), what is missing. */
const OwnApplicationDtoSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  role: z.enum(APPLICATION_ROLES),
  name: z.string(),
  email: z.string(),
  editable: z.boolean(),
  listing: z.object({ id: z.number().int().nullable(), address: z.string(), apartment: z.string(), price: z.number() }),
  /** Every fee the tenant pays for this listing (the listing's fees), and the screening fee with its waiver. */
  fees: z.array(FeeDtoSchema),
  screeningFee: z.number(),
  feesAcknowledged: z.boolean(),
  part: PartDtoSchema,
  /** What this person's part still lacks ('a phone number', 'document: Photo ID'…). */
  missing: z.array(z.string()),
  /**
   * Everyone on the application (the applicant sees whom they invited), each with what their part still
   * lacks: the review lists every person's gaps before Send (decision 086).
   */
  household: z.array(
    z.object({ role: z.enum(APPLICATION_ROLES), name: z.string(), missing: z.array(z.string()), you: z.boolean() }),
  ),
  /** This person's documents, and the kinds still missing (one entry per missing file). */
  documents: z.array(DocumentDtoSchema),
  missingDocuments: z.array(z.enum(DOCUMENT_KINDS)),
  submittedAt: z.string().nullable(),
});
export type OwnApplicationDto = z.output<typeof OwnApplicationDtoSchema>;
export const OwnApplicationAnswerSchema = Envelope.extend({ application: OwnApplicationDtoSchema });

function TokenParamsShape() {
  return z.object({
    token: z.string().max(200).meta({ description: 'The private link’s token (22 characters)' }),
  });
}
export const TokenParams = TokenParamsShape();

// ---- Staff ------------------------------------------------------------------------------------

/** The statuses a decision sets (documents are deleted a set number of days after one). */
export const DECIDED_STATUSES: readonly ApplicationStatus[] = ['approved', 'declined', 'withdrawn', 'closed'];

/** GET /api/admin/applications: paged, newest first, by status and listing. */
export const AdminApplicationsQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, 100, 20),
  status: statusFilterParam(APPLICATION_STATUSES, T.statusInvalid),
  listingId: z
    .preprocess((value) => (value === '' ? undefined : value), idValue(T.listingIdRequired).optional())
    .meta({ type: 'integer', minimum: 1 }),
});

const PersonSummarySchema = z.object({ id: z.number().int(), role: z.enum(APPLICATION_ROLES), name: z.string() });

const AdminListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  listing: z.object({ id: z.number().int().nullable(), address: z.string(), apartment: z.string() }),
  people: z.array(PersonSummarySchema),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** What is still missing, each prefixed with the person ('Riley: document: Photo ID'); empty when complete. */
  missing: z.array(z.string()),
  /** The application's language ('en', 'es', 'zh'): its e-mails are written in it (decision 072). */
  language: z.enum(LANGUAGES),
});
export const AdminApplicationsAnswerSchema = Envelope.extend({
  applications: z.array(AdminListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Submitted and not yet handled: the sidebar's count. */
  newCount: z.number().int(),
});

const AccessSchema = z.object({
  documentName: z.string(),
  who: z.string(),
  address: z.string(),
  at: z.string(),
  when: z.string(),
});

const AdminPersonSchema = PersonSummarySchema.extend({
  email: z.string(),
  part: PartDtoSchema,
  feesAcknowledgedAt: z.string().nullable(),
  documents: z.array(DocumentDtoSchema),
  missing: z.array(z.string()),
  missingDocuments: z.array(z.enum(DOCUMENT_KINDS)),
});

const AdminApplicationSchema = AdminListItemSchema.extend({
  people: z.array(AdminPersonSchema),
  price: z.number(),
  fees: z.array(z.object({ name: z.string(), amount: z.number() })),
  screeningFee: z.number(),
  screeningFeeReceived: z.number().nullable(),
  screeningFeeReceivedAt: z.string().nullable(),
  /** The day of an applicant's own screening report made within 30 days of its upload: no fee may be charged (RPL §238-a(1)(b)). */
  screeningFeeWaivedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  documentsDeletedAt: z.string().nullable(),
  /** The deal started from this application that is still open (Pending or Lease signed), if any: no second one (decision 087). */
  openDealId: z.number().int().nullable(),
  /** The conditional offer (NYC Fair Chance Housing Law, decision 089): when made, the New York day it may be withdrawn from, when withdrawn. */
  conditionalOffer: z.object({ madeAt: z.string(), withdrawableOn: z.string(), withdrawnAt: z.string().nullable() }).nullable(),
  /** Whether a criminal background check may be run: only after a conditional offer that stands. */
  criminalCheckAllowed: z.boolean(),
  /** Every viewing or download of a document, newest first (New York time in `when`). */
  access: z.array(AccessSchema),
});
export type AdminApplicationDto = z.output<typeof AdminApplicationSchema>;
export const AdminApplicationAnswerSchema = Envelope.extend({ application: AdminApplicationSchema });

export const ApplicationIdParams = idParams(T.applicationNotFound, 'The application id');
export const ApplicationDocumentParams = z.strictObject({
  id: ApplicationIdParams.shape.id,
  docId: z
    .string()
    .regex(/^\d{1,10}$/, T.documentNotFound)
    .transform(Number)
    .meta({ description: 'The document id' }),
});

/** PATCH /api/admin/applications/{id}: the status; declining after a screening report names its agency (FCRA). */
export const StatusChangeSchema = z.strictObject({
  status: z.enum(APPLICATION_STATUSES, { error: T.statusInvalid }),
  reportingAgency: z
    .preprocess(blankToNull, z.string({ error: T.agencyTooLong }).trim().max(300, T.agencyTooLong).nullable())
    .optional()
    .meta({
      type: ['string', 'null'],
      maxLength: 300,
      description: 'The consumer reporting agency (name, address, phone) when a screening report was used',
    }),
});

/** POST /api/admin/applications/{id}/withdraw-offer: the reporting agency when a screening report was used (as declining). */
export const WithdrawOfferSchema = StatusChangeSchema.pick({ reportingAgency: true });

/** POST /api/admin/applications/{id}/request-documents: the missing ones ticked, for one person. */
export const RequestDocumentsSchema = z.strictObject({
  personId: idValue(T.personRequired).meta({ type: 'integer', minimum: 1 }),
  kinds: z
    .array(z.enum(DOCUMENT_KINDS, { error: T.kindInvalid }), { error: T.kindsRequired })
    .min(1, T.kindsRequired)
    .max(DOCUMENT_KINDS.length * 2, T.kindsRequired)
    .transform((kinds) => [...new Set(kinds)]),
});

/** POST /api/admin/applications/{id}/screening-fee: the amount received (at most the fee cap). */
export const ScreeningFeeReceivedSchema = z.strictObject({
  amount: z
    .preprocess(
      amountInput,
      z.number({ error: T.screeningFeeInvalid }).min(0.01, T.screeningFeeInvalid).max(APPLICATION_FEE_CAP, L.applicationFeeCap),
    )
    .meta({ type: 'number', minimum: 0.01, maximum: APPLICATION_FEE_CAP }),
  /** The consumer reporting agency that makes the check the fee pays for: the receipt names it (RPL §238-a(1)(b)). */
  reportingAgency: z
    .string({ error: T.receiptAgencyRequired })
    .trim()
    .min(1, T.receiptAgencyRequired)
    .max(300, T.receiptAgencyRequired)
    .meta({
      type: 'string',
      minLength: 1,
      maxLength: 300,
      description: 'The agency that makes the background and credit check (name, address, phone)',
    }),
});

export const InvitedAnswerSchema = Envelope.extend({
  person: z.object({ id: z.number().int(), role: z.enum(APPLICATION_ROLES), name: z.string() }),
});

/** PUT /api/admin/applications/listings/{id}: whether a listing takes applications (on by default). */
export const ListingApplicationsSchema = z.strictObject({
  enabled: z.preprocess(booleanInput, z.boolean({ error: T.enabledInvalid })).meta({ type: 'boolean' }),
});
export const ListingApplicationsAnswerSchema = Envelope.extend({ listingId: z.number().int(), enabled: z.boolean() });

/** GET /api/admin/applications/listings: each listing with its applications switch (Settings → Applications). */
const ListingSwitchSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  apartment: z.string(),
  status: z.string(),
  /** Rented (its lease signed): it takes no application whatever the switch says. */
  rented: z.boolean(),
  enabled: z.boolean(),
});
export type ListingSwitchDto = z.output<typeof ListingSwitchSchema>;
export const ListingSwitchesAnswerSchema = Envelope.extend({ listings: z.array(ListingSwitchSchema) });

/** POST /api/admin/applications/invitations: 'Invite to apply' from an inquiry. */
export const InviteInquirerSchema = z.strictObject({
  inquiryId: idValue(T.inquiryNotFound).meta({ type: 'integer', minimum: 1 }),
});
