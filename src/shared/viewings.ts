import { z } from 'zod';
import { agencyAcknowledgedField } from './agency-field.ts';
import { languageField } from './language.schema.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { HONEYPOT_FIELD } from './constants.ts';
import { honeypotField, idParams, optionalText } from './query-params.ts';
import { INQUIRIES_TEXT as I } from './texts/inquiries.ts';
import { VIEWINGS_TEXT as T } from './texts/viewings.ts';
import { keyed, type TextRef } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';

/** The messages a page shows, by key (decision 101): said in the page's language when it parses. */
const TK = keyed('viewings', 'VIEWINGS_TEXT', T);
const IK = keyed('inquiries', 'INQUIRIES_TEXT', I);

const VIEWING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'done', 'no_show'] as const;
export type ViewingStatusName = (typeof VIEWING_STATUSES)[number];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;
export const VIEWING_MODES = ['request', 'instant'] as const;
export const MAX_INSTRUCTIONS = 500;

const DayHoursDtoSchema = z.object({
  open: z.boolean(),
  /** 'HH:MM', New York time. */
  start: z.string(),
  end: z.string(),
});
type DayHours = z.output<typeof DayHoursDtoSchema>;

/** The agent's availability (site settings, Viewings section). */
const ViewingSettingsDtoSchema = z.object({
  /** Monday … Sunday. */
  hours: z.array(DayHoursDtoSchema),
  slotMinutes: z.number().int(),
  noticeHours: z.number().int(),
  daysAhead: z.number().int(),
  /** 'YYYY-MM-DD' dates, New York time. */
  daysOff: z.array(z.string()),
  /** 'request': the agent confirms each booking; 'instant': a booking is confirmed at once. */
  mode: z.enum(VIEWING_MODES),
  /** A request the agent has not confirmed this many hours after it was made is released (decision 054). */
  releaseHours: z.number().int(),
});
export type ViewingSettings = z.output<typeof ViewingSettingsDtoSchema>;

const weekday = (open: boolean): DayHours => ({ open, start: '10:00', end: '18:00' });

/**
 * A fresh installation: Monday–Saturday 10:00–18:00, 30-minute slots, 2 hours' notice, 14 days
 * ahead, requests released when not confirmed within 24 hours.
 */
export const DEFAULT_VIEWING_SETTINGS: ViewingSettings = {
  hours: [weekday(true), weekday(true), weekday(true), weekday(true), weekday(true), weekday(true), weekday(false)],
  slotMinutes: 30,
  noticeHours: 2,
  daysAhead: 14,
  daysOff: [],
  mode: 'request',
  releaseHours: 24,
};

/** The release hours' range (up to two weeks, the default window's length). */
export const RELEASE_HOURS_MAX = 336;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const dayHours = (day: string) =>
  z
    .object(
      {
        open: z.boolean({ error: T.timeInvalid(day) }),
        start: z.string({ error: T.timeInvalid(day) }).regex(TIME, T.timeInvalid(day)),
        end: z.string({ error: T.timeInvalid(day) }).regex(TIME, T.timeInvalid(day)),
      },
      { error: T.timeInvalid(day) },
    )
    .refine((h) => !h.open || h.start < h.end, T.timeInvalid(day));

/** PUT /api/viewings/settings and the settings form: the first problem in the form's order. */
export const ViewingSettingsSchema = z.object({
  hours: z.tuple(WEEKDAYS.map(dayHours) as [ReturnType<typeof dayHours>, ...ReturnType<typeof dayHours>[]], {
    error: T.timeInvalid(WEEKDAYS[0]),
  }),
  slotMinutes: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : value),
      z
        .number({ error: T.slotLengthInvalid })
        .refine((n) => (SLOT_LENGTHS as readonly number[]).includes(n), T.slotLengthInvalid),
    )
    .meta({ type: 'integer', enum: [...SLOT_LENGTHS] }),
  noticeHours: wholeNumber(T.noticeInvalid, 0, 168).meta({ type: 'integer', minimum: 0, maximum: 168 }),
  daysAhead: wholeNumber(T.daysAheadInvalid, 1, 90).meta({ type: 'integer', minimum: 1, maximum: 90 }),
  daysOff: z
    .array(
      z
        .string({ error: T.dayOffInvalid('') })
        .trim()
        .superRefine((value, ctx) => {
          if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
            ctx.addIssue({ code: 'custom', message: T.dayOffInvalid(value.slice(0, 20)) });
        }),
      { error: T.dayOffInvalid('') },
    )
    .max(366, T.tooManyDaysOff)
    .transform((days) => [...new Set(days)].sort()),
  mode: z.enum(VIEWING_MODES, { error: T.modeInvalid }),
  /** Optional for a client that does not know it yet: the default then. */
  releaseHours: wholeNumber(T.releaseHoursInvalid, 1, RELEASE_HOURS_MAX)
    .default(DEFAULT_VIEWING_SETTINGS.releaseHours)
    .meta({ type: 'integer', minimum: 1, maximum: RELEASE_HOURS_MAX }),
});
export type ViewingSettingsInput = z.output<typeof ViewingSettingsSchema>;

/** One free time as the API answers it: instants, and the New York labels the picker shows. */
const SlotDtoSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** 'YYYY-MM-DD' (New York). */
  date: z.string(),
  /** 'Tue, Nov 24'. */
  day: z.string(),
  /** '10:00 AM'. */
  time: z.string(),
});
export type SlotDto = z.output<typeof SlotDtoSchema>;

/** A viewing as the back-office sees it. */
const ViewingDtoSchema = z.object({
  id: z.number().int(),
  status: z.enum(VIEWING_STATUSES),
  start: z.string(),
  end: z.string(),
  /** 'Tue, Nov 24, 10:00 AM' (New York). */
  when: z.string(),
  /** 'YYYY-MM-DD', 'Tue, Nov 24' and '10:00 AM' (New York), for lists by day. */
  date: z.string(),
  day: z.string(),
  time: z.string(),
  listingId: z.number().int().nullable(),
  listingAddress: z.string(),
  apartment: z.string(),
  inquiryId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  /** The renter's language ('en', 'es', 'zh'): their e-mails are written in it (decision 072). */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ViewingDto = z.output<typeof ViewingDtoSchema>;

/** The answers of the viewing routes. */
export const SlotsAnswerSchema = Envelope.extend({ timeZone: z.string(), slots: z.array(SlotDtoSchema) });
/** POST /viewings: what the renter's page needs of the booking. */
export const BookedViewingAnswerSchema = Envelope.extend({
  viewing: ViewingDtoSchema.pick({ id: true, status: true, start: true, end: true, when: true }),
});
export const ViewingAnswerSchema = Envelope.extend({ viewing: ViewingDtoSchema });
export const ViewingsAnswerSchema = Envelope.extend({ viewings: z.array(ViewingDtoSchema) });
/** GET /viewings/summary: requests waiting and the next viewings. */
export const ViewingsSummaryAnswerSchema = Envelope.extend({ waiting: z.number().int(), next: z.array(ViewingDtoSchema) });
export const ViewingSettingsAnswerSchema = Envelope.extend({ settings: ViewingSettingsDtoSchema });

const VIEWING_LIMITS = { name: 100, phone: 40, message: 2000 } as const;

const idField = (message: string | TextRef) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
      z.number(said(message)).int(said(message)).min(1, said(message)).max(2_147_483_647, said(message)),
    )
    .meta({ type: 'integer', minimum: 1 });

/** An ISO 8601 instant with its offset (as the slots call answers them). */
const instantField = z
  .string(said(TK.startRequired))
  .max(40, said(TK.startRequired))
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, said(TK.startRequired))
  .refine((value) => !Number.isNaN(Date.parse(value)), said(TK.startRequired))
  .meta({ type: 'string', format: 'date-time' });

/** GET /api/viewings/slots. */
export const SlotsQuerySchema = z.object({ listingId: idField(TK.listingIdRequired) });

/**
 * POST /api/viewings: the listing and the time, then the inquiry form's fields and texts in its order
 * (name, email, email shape; phone and message optional) and its honeypot.
 */
export const BookViewingSchema = z.object({
  listingId: idField(TK.listingIdRequired),
  start: instantField,
  name: z
    .string(said(IK.nameRequired))
    .trim()
    .min(1, said(IK.nameRequired))
    .max(VIEWING_LIMITS.name, said(IK.nameTooLong))
    .meta({ type: 'string', maxLength: VIEWING_LIMITS.name }),
  email: emailField(IK.emailRequired, IK.emailInvalid).meta({ type: 'string', format: 'email' }),
  phone: optionalText(VIEWING_LIMITS.phone, IK.phoneInvalid),
  message: optionalText(VIEWING_LIMITS.message, TK.messageTooLong),
  language: languageField,
  [HONEYPOT_FIELD]: honeypotField,
  // Last: a call refused for another field says that field's problem first.
  agencyAcknowledged: agencyAcknowledgedField,
});
export type BookViewingInput = z.output<typeof BookViewingSchema>;

export const ViewingIdParams = idParams(T.invalidId, 'Viewing id');

/** POST /api/viewings/{id}/reschedule. */
export const RescheduleSchema = z.object({ start: instantField });

/** GET /api/viewings (signed in). */
export const ViewingsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past'], { error: "scope must be 'upcoming' or 'past'" }).optional(),
  inquiryId: idField(T.invalidId).optional(),
});

/** PUT /api/viewings/listings/{id} and the listing form's Viewings fields. */
export const ListingViewingOptionsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  instructions: z
    .preprocess(
      (value) => (value == null ? '' : value),
      z.string({ error: T.instructionsTooLong }).trim().max(MAX_INSTRUCTIONS, T.instructionsTooLong),
    )
    .meta({ type: 'string', maxLength: MAX_INSTRUCTIONS }),
});
/** Per listing: viewings on (the default) or off, and the instructions sent with the confirmation. */
export type ListingViewingOptions = z.output<typeof ListingViewingOptionsSchema>;
export const ListingViewingOptionsAnswerSchema = Envelope.extend({
  options: z.object({ enabled: z.boolean(), instructions: z.string() }),
});
