import { z } from 'zod';
import { languageField } from './language.schema.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { HONEYPOT_FIELD } from './constants.ts';
import { parseCalendarDate } from './listing-search.ts';
import { booleanInput, honeypotField, intParam } from './query-params.ts';
import { HOUSEHOLD_OPTIONS, LIFESTYLE_OPTIONS, REASON_LABELS, ROOMMATES_TEXT as T } from './texts/roommates.ts';
import { keyed } from './i18n/text-ref.ts';
import { said, saying } from './i18n/schema-texts.ts';

/** The seeker forms' messages, by key (decision 101): said in the page's language when it parses. */
const K = keyed('roommates', 'ROOMMATES_TEXT', T);

/**
 * Roommate placement, the seekers' side (docs/decisions/065-roommate-matching.md): the 'Find a room'
 * questionnaire, the seeker's profile as their private link and the back-office show it, and a
 * match's score with its reasons. The questionnaire has a field for how a person lives and nothing
 * else: no protected trait has a field to hold it.
 */

const ROOMMATE_LIMITS = { name: 100, phone: 40, about: 1000, note: 2000, areas: 20, area: 80 } as const;
const BUDGET_RANGE = { min: 300, max: 20_000 } as const;
/** The questionnaire's body is small: past this many bytes it answers 413. */
export const ROOMMATE_BODY_LIMIT = 16 * 1024;

export type LifestyleKey = keyof typeof LIFESTYLE_OPTIONS;
export const LIFESTYLE_KEYS = Object.keys(LIFESTYLE_OPTIONS) as LifestyleKey[];
export type Lifestyle = { [K in LifestyleKey]?: keyof (typeof LIFESTYLE_OPTIONS)[K]['options'] };
export type HouseholdPreference = keyof typeof HOUSEHOLD_OPTIONS;
export interface RoomNeeds {
  privateBath?: boolean;
  furnished?: boolean;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionOf = <O extends Record<string, string>>(options: O) =>
  z.preprocess(blankToUndefined, z.enum(Object.keys(options) as [keyof O & string], said(K.optionInvalid)).optional());

const LifestyleSchema = z
  .strictObject(
    {
      smoking: optionOf(LIFESTYLE_OPTIONS.smoking.options),
      pets: optionOf(LIFESTYLE_OPTIONS.pets.options),
      schedule: optionOf(LIFESTYLE_OPTIONS.schedule.options),
      tidiness: optionOf(LIFESTYLE_OPTIONS.tidiness.options),
      guests: optionOf(LIFESTYLE_OPTIONS.guests.options),
      noise: optionOf(LIFESTYLE_OPTIONS.noise.options),
    },
    said(K.optionInvalid),
  )
  .meta({ type: 'object' });

const NeedsSchema = z
  .strictObject(
    {
      privateBath: z.preprocess(booleanInput, z.boolean(said(K.optionInvalid)).optional()),
      furnished: z.preprocess(booleanInput, z.boolean(said(K.optionInvalid)).optional()),
    },
    said(K.optionInvalid),
  )
  .meta({ type: 'object' });

/** A link or an e-mail address in free text: refused, so no text of a seeker's can carry one to anybody. */
const LINK_IN_TEXT = /(https?:|www\.|[a-z0-9-]+\.(com|net|org|io|co|ru|info|biz|xyz|me|ly)\b|@)/i;

const moveInDate = z
  .string(said(K.moveInInvalid))
  .transform((v, ctx) => {
    const date = parseCalendarDate(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: saying(K.moveInInvalid) });
      return z.NEVER;
    }
    return date;
  })
  .meta({ type: 'string', format: 'date' });

const budget = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\$?\d[\d,]{0,6}\s*$/.test(v) ? Number(v.replace(/[$,\s]/g, '')) : v),
    z
      .number(said(K.budgetInvalid))
      .int(said(K.budgetInvalid))
      .min(BUDGET_RANGE.min, said(K.budgetInvalid))
      .max(BUDGET_RANGE.max, said(K.budgetInvalid)),
  )
  .meta({ type: 'integer', minimum: BUDGET_RANGE.min, maximum: BUDGET_RANGE.max, description: 'Dollars a month' });

const profileFields = {
  phone: z
    .preprocess(
      blankToUndefined,
      z.string(said(K.phoneInvalid)).trim().max(ROOMMATE_LIMITS.phone, said(K.phoneInvalid)).optional(),
    )
    .meta({ type: 'string', maxLength: ROOMMATE_LIMITS.phone }),
  budget,
  moveInDate,
  stayMonths: z
    .preprocess(
      (v) => {
        const b = blankToUndefined(v);
        return typeof b === 'string' && /^\d{1,3}$/.test(b.trim()) ? Number(b) : b;
      },
      z.number(said(K.stayInvalid)).int(said(K.stayInvalid)).min(1, said(K.stayInvalid)).max(60, said(K.stayInvalid)).optional(),
    )
    .meta({ type: 'integer', minimum: 1, maximum: 60 }),
  areas: z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v),
      z
        .array(
          z.string(said(K.areasInvalid)).trim().min(1, said(K.areasInvalid)).max(ROOMMATE_LIMITS.area, said(K.areasInvalid)),
          said(K.areasInvalid),
        )
        .max(ROOMMATE_LIMITS.areas, said(K.areasInvalid)),
    )
    .meta({ type: 'array', items: { type: 'string' }, description: 'Building slugs the site lists; empty for any' }),
  needs: z.preprocess((v) => v ?? {}, NeedsSchema),
  lifestyle: z.preprocess((v) => v ?? {}, LifestyleSchema),
  householdPreference: z
    .preprocess((v) => blankToUndefined(v) ?? 'none', z.enum(['none', 'women', 'men'], said(K.optionInvalid)))
    .meta({ type: 'string', enum: ['none', 'women', 'men'] }),
  about: z
    .preprocess(
      (v) => blankToUndefined(v) ?? '',
      z
        .string(said(K.aboutTooLong))
        .trim()
        .max(ROOMMATE_LIMITS.about, said(K.aboutTooLong))
        .refine((text) => !LINK_IN_TEXT.test(text), said(K.aboutNoLinks)),
    )
    .meta({ type: 'string', maxLength: ROOMMATE_LIMITS.about }),
  introduce: z.preprocess((v) => booleanInput(v) ?? false, z.boolean(said(K.optionInvalid))).meta({ type: 'boolean' }),
};

const nameField = z
  .string(said(K.nameRequired))
  .trim()
  .min(1, said(K.nameRequired))
  .max(ROOMMATE_LIMITS.name, said(K.nameTooLong))
  .meta({ type: 'string', maxLength: ROOMMATE_LIMITS.name });

/** POST /api/roommates: the questionnaire (and the honeypot). */
export const SeekerQuestionnaireSchema = z.strictObject({
  name: nameField,
  email: emailField(K.emailRequired, K.emailInvalid).meta({ type: 'string', format: 'email' }),
  ...profileFields,
  language: languageField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type SeekerQuestionnaire = z.output<typeof SeekerQuestionnaireSchema>;

/** PUT /api/roommates/{token}: the profile as the seeker changes it (the e-mail stays the one confirmed). */
export const SeekerProfileUpdateSchema = z.strictObject({ name: nameField, ...profileFields });
export type SeekerProfileUpdate = z.output<typeof SeekerProfileUpdateSchema>;

export const SeekerTokenParams = z.strictObject({
  token: z.string().max(200).meta({ description: 'The private link’s token (22 characters)' }),
});

/** One reason of a match: what was compared and whether it fits. */
export interface MatchReason {
  key: keyof typeof REASON_LABELS;
  ok: boolean;
}

const ReasonSchema = z.object({ key: z.string(), ok: z.boolean() });

/** The profile as its owner sees it through the private link. */
const OwnSeekerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  budget: z.number(),
  moveInDate: z.string(),
  stayMonths: z.number().nullable(),
  areas: z.array(z.string()),
  needs: z.object({ privateBath: z.boolean().optional(), furnished: z.boolean().optional() }),
  lifestyle: z.record(z.string(), z.string()),
  householdPreference: z.enum(['none', 'women', 'men']),
  about: z.string(),
  introduce: z.boolean(),
  status: z.enum(['pending', 'confirmed']),
  /** The alerts' one-click stop paused the room e-mails (decision 092); the profile page resumes them. */
  alertsPaused: z.boolean(),
});
export type OwnSeekerDto = z.output<typeof OwnSeekerSchema>;
export const OwnSeekerAnswerSchema = Envelope.extend({ seeker: OwnSeekerSchema });

/** A seeker in the back-office: the profile, when it came, the inquiry it is. */
const StaffSeekerSchema = OwnSeekerSchema.extend({
  id: z.number(),
  createdAt: z.string(),
  inquiryId: z.number().nullable(),
  introducedAt: z.string().nullable(),
});
export type StaffSeekerDto = z.output<typeof StaffSeekerSchema>;

/** A room ranked for a seeker, or a seeker ranked for a room or another seeker: the score and its reasons. */
const ScoredSchema = z.object({ score: z.number(), reasons: z.array(ReasonSchema), summary: z.string() });
const RankedRoomSchema = ScoredSchema.extend({
  listingId: z.number(),
  address: z.string(),
  apartment: z.string(),
  price: z.number(),
  availableFrom: z.string().nullable(),
  /** When the agent invited the seeker to view this room (ISO), null when not: on a seeker's page only. */
  invitedAt: z.string().nullable().optional(),
});
export type RankedRoomDto = z.output<typeof RankedRoomSchema>;

/**
 * A room that fits a confirmed seeker, as their own page shows it (GET /api/roommates/{token}/rooms): the
 * same ranking as the back-office's, the area by its name, the reasons in the seeker's language.
 */
const SeekerRoomSchema = ScoredSchema.extend({
  listingId: z.number(),
  address: z.string(),
  area: z.string(),
  price: z.number(),
  availableFrom: z.string().nullable(),
});
export type SeekerRoomDto = z.output<typeof SeekerRoomSchema>;
export const SeekerRoomsAnswerSchema = Envelope.extend({ rooms: z.array(SeekerRoomSchema) });
/** The rooms a seeker's own page shows at most. */
export const SEEKER_ROOMS_SHOWN = 12;
const RankedSeekerSchema = ScoredSchema.extend({
  seekerId: z.number(),
  name: z.string(),
  budget: z.number(),
  moveInDate: z.string(),
  introduce: z.boolean(),
  /** When the agent introduced this seeker to the one whose page lists it (ISO), null when never: on a seeker's page only. */
  introducedAt: z.string().nullable().optional(),
});
export type RankedSeekerDto = z.output<typeof RankedSeekerSchema>;

export const StaffSeekerListAnswerSchema = Envelope.extend({
  seekers: z.array(StaffSeekerSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  areas: z.array(z.object({ slug: z.string(), label: z.string() })),
});
export const StaffSeekerAnswerSchema = Envelope.extend({
  seeker: StaffSeekerSchema,
  rooms: z.array(RankedRoomSchema),
  others: z.array(RankedSeekerSchema),
  /** The seeker's areas by name (a building's address), in the seeker's order. */
  areas: z.array(z.object({ slug: z.string(), label: z.string() })),
});
/** A listing's seekers: `room` false (and none) for a listing that is not an active room. */
export const ListingSeekersAnswerSchema = Envelope.extend({ room: z.boolean(), seekers: z.array(RankedSeekerSchema) });

export const SEEKERS_PAGE_SIZE = 25;

/** GET /api/admin/roommates: page, budget (at least), move-in month (YYYY-MM), area (a building slug). */
export const StaffSeekerQuerySchema = z.object({
  page: intParam('page must be a whole number from 1', 1, 100_000, 1),
  budget: intParam(T.budgetInvalid, 0, BUDGET_RANGE.max, 0),
  month: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
        .optional(),
    )
    .meta({ type: 'string', description: 'Move-in month, YYYY-MM' }),
  area: z.preprocess(blankToUndefined, z.string().max(ROOMMATE_LIMITS.area, T.areasInvalid).optional()).meta({ type: 'string' }),
});
export type StaffSeekerQuery = z.output<typeof StaffSeekerQuerySchema>;

/** POST /api/admin/roommates/introductions: two seekers who consented, and the agent's note. */
export const IntroductionSchema = z.strictObject({
  seekerIds: z
    .array(
      z
        .number({ error: T.introduceNeedsTwo })
        .int(T.introduceNeedsTwo)
        .min(1, T.introduceNeedsTwo)
        .max(2_147_483_647, T.introduceNeedsTwo),
      {
        error: T.introduceNeedsTwo,
      },
    )
    .length(2, T.introduceNeedsTwo)
    .refine((ids) => ids[0] !== ids[1], T.introduceNeedsTwo),
  note: z.preprocess((v) => v ?? '', z.string({ error: T.noteTooLong }).trim().max(ROOMMATE_LIMITS.note, T.noteTooLong)),
});
export type IntroductionInput = z.output<typeof IntroductionSchema>;

/** POST /api/admin/roommates/{id}/invitations: the listing whose viewing link the seeker is e-mailed. */
export const InviteToViewSchema = z.strictObject({
  listingId: z
    .number({ error: T.listingNotFound })
    .int(T.listingNotFound)
    .min(1, T.listingNotFound)
    .max(2_147_483_647, T.listingNotFound),
});
