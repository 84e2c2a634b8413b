import { z } from 'zod';
import { languageField } from './language.schema.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { Envelope } from './api-envelopes.ts';
import { emailField } from './auth.schema.ts';
import { isEmail } from './email.ts';
import { HONEYPOT_FIELD, MAX_LIST_LIMIT } from './constants.ts';
import {
  blankToUndefined,
  honeypotField,
  idParams,
  idsField,
  listQuery,
  lowerTrim,
  MAX_ID,
  optionalText,
} from './query-params.ts';
import { INQUIRY_DETAIL_TEXT as DETAIL_TEXT, INQUIRIES_TEXT as T } from './texts/inquiries.ts';
import { keyed, type TextRef } from './i18n/text-ref.ts';
import { said } from './i18n/schema-texts.ts';

/** The public form's messages, by key (decision 101): said in the page's language when it parses. */
const K = keyed('inquiries', 'INQUIRIES_TEXT', T);

/** Inquiry states (docs/product.md §4): any may be set to any other. */
export const INQUIRY_STATUSES = ['new', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** 'general' from the contact page, 'property' when a listing is named (docs/product.md §3). */
const INQUIRY_TYPES = ['general', 'property'] as const;

/** Where a lead came from: set by the form that stored it, or chosen by staff for a lead they enter. */
export const INQUIRY_SOURCES = [
  'Property page',
  'Contact form',
  'Viewing',
  'Roommate profile',
  'E-mail',
  'Phone',
  'Walk-in',
  'StreetEasy',
  'Zillow',
  'Referral',
  'Other',
] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

/** The sources staff choose from for a lead they enter ('Add Inquiry'); the others are set by the public site. */
export const STAFF_SOURCES = [
  'Phone',
  'Walk-in',
  'StreetEasy',
  'Zillow',
  'Referral',
  'E-mail',
  'Other',
] as const satisfies readonly InquirySource[];

/** The source of an inquiry stored by one of the product's own forms, by its type. */
export const sourceOfType = (type: string): InquirySource =>
  type === 'property' ? 'Property page' : type === 'viewing' ? 'Viewing' : 'Contact form';

/** A calendar day, YYYY-MM-DD (a follow-up date; New York's day). */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const INQUIRY_LIMITS = {
  followUpNote: 500,
  name: 100,
  phone: 40,
  message: 5000,
  notes: 5000,
  search: 200,
  subject: 200,
  reply: 20_000,
} as const;

/** A renter's detail beyond name, e-mail and message: a text, blank when not given. */
interface InquiryDetail {
  /** Its rule on POST /inquiries and the public forms (not given: undefined). */
  rule: z.ZodType<string | undefined>;
  /** The public form's input. */
  input: { type: 'text' | 'tel' | 'date'; autoComplete?: string; maxLength?: number };
  /** Shown to staff as a link: `tel` for a phone number. */
  link?: 'tel';
}

/**
 * The renter's details, in the order the public form asks for them: each is stored in the column of
 * its name in snake_case (text, '' when not given), accepted by POST /inquiries and the public forms
 * with its rule, answered in every inquiry, shown in the inquiry dialog and exported, with the labels
 * of INQUIRY_DETAIL_TEXT (docs/adding-a-field.md).
 */
export const INQUIRY_DETAILS = {
  phone: {
    rule: optionalText(INQUIRY_LIMITS.phone, K.phoneInvalid),
    input: { type: 'tel', autoComplete: 'tel', maxLength: INQUIRY_LIMITS.phone },
    link: 'tel',
  },
} as const satisfies Record<keyof typeof DETAIL_TEXT, InquiryDetail>;

export type InquiryDetailKey = keyof typeof INQUIRY_DETAILS;
export const INQUIRY_DETAIL_KEYS = Object.keys(INQUIRY_DETAILS) as InquiryDetailKey[];

/** 'moveInDate' → 'move_in_date'. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;
export type InquiryDetailColumn = SnakeCase<InquiryDetailKey>;

/** How staff see a detail: `tel` as a phone link, else as text. */
export const detailLink = (key: InquiryDetailKey): InquiryDetail['link'] => (INQUIRY_DETAILS[key] as InquiryDetail).link;

/** 'moveInDate' → 'move_in_date', in its type too. */
export const snakeCase = <S extends string>(name: S) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<S>;

/** The column a detail is stored in. */
export const detailColumn = <K extends InquiryDetailKey>(key: K) => snakeCase(key);

/** `make(key)` for every detail, as an object keyed by the details. */
export const eachDetail = <V>(make: (key: InquiryDetailKey) => V) =>
  Object.fromEntries(INQUIRY_DETAIL_KEYS.map((key) => [key, make(key)])) as Record<InquiryDetailKey, V>;

/** Outbox delivery of a reply's e-mail as the back-office shows it ('sending' reads as queued). */
const REPLY_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;
export type ReplyDeliveryStatus = (typeof REPLY_DELIVERY_STATUSES)[number];

/** A reply as the API answers it (docs/product.md §3 Reply; delivery joined from the mail outbox). */
const ReplyDtoSchema = z.object({
  id: z.number().int(),
  inquiryId: z.number().int(),
  subject: z.string(),
  message: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string(),
  sentAt: z.string(),
  createdAt: z.string(),
  deliveryStatus: z.enum(REPLY_DELIVERY_STATUSES),
  deliveredAt: z.string().nullable(),
  deliveryError: z.string().nullable(),
});
export type ReplyDto = z.output<typeof ReplyDtoSchema>;

/** An inquiry as the API answers it (docs/product.md §3 Inquiry: both spellings where the spec gives two). */
export const InquiryDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  ...eachDetail(() => z.string()),
  message: z.string(),
  inquiry_type: z.string(),
  listing_id: z.number().int().nullable(),
  listingId: z.number().int().nullable(),
  listing_address: z.string().nullable(),
  /** The apartment number of the listing named ('31A': several listings share one address), while it exists. */
  listing_apartment: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  notes: z.string(),
  /** Where the lead came from (one of INQUIRY_SOURCES). */
  source: z.string(),
  /** The day the agent means to follow up (YYYY-MM-DD, New York), or null. */
  followUpOn: z.string().nullable(),
  followUpNote: z.string(),
  /** The language the renter wrote in ('en', 'es', 'zh'): their e-mails are written in it (decision 072). */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  createdAt: z.string(),
  updated_at: z.string(),
  updatedAt: z.string(),
  replyCount: z.number().int(),
});
export type InquiryDto = z.output<typeof InquiryDtoSchema>;

/** An attachment of a renter's e-mail: staff download it when it was kept. */
const InboundAttachmentDtoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** False when the file was larger than the product keeps (only its name and size are known). */
  kept: z.boolean(),
});
export type InboundAttachmentDto = z.output<typeof InboundAttachmentDtoSchema>;

/** A renter's e-mail imported into the inquiry (webhook or IMAP). */
const InboundMessageDtoSchema = z.object({
  id: z.number().int(),
  inquiryId: z.number().int(),
  fromAddress: z.string(),
  fromName: z.string(),
  subject: z.string(),
  /** The new text, quoted history and signature trimmed. */
  text: z.string(),
  /** True when the full text holds more than `text` (GET …/messages/{id} answers it). */
  trimmed: z.boolean(),
  /** The message's own date (never later than its arrival). */
  sentAt: z.string(),
  receivedAt: z.string(),
  via: z.enum(['webhook', 'imap']),
  attachments: z.array(InboundAttachmentDtoSchema),
});
export type InboundMessageDto = z.output<typeof InboundMessageDtoSchema>;

/** What happened to the viewing an inquiry was booked with (confirmed, moved, cancelled…), with the viewing's time after it. */
export const INQUIRY_EVENT_KINDS = [
  'viewing-confirmed',
  'viewing-declined',
  'viewing-released',
  'viewing-rescheduled',
  'viewing-cancelled',
  'viewing-cancelled-by-renter',
] as const;
const InquiryEventDtoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INQUIRY_EVENT_KINDS),
  viewingId: z.number().int().nullable(),
  /** The viewing's start after the change, and as New York reads it ('Wed, Nov 25, 10:00 AM'). */
  viewingStart: z.string(),
  when: z.string(),
  at: z.string(),
});
export type InquiryEventDto = z.output<typeof InquiryEventDtoSchema>;

/** An inquiry with its conversation: the agent's replies, the renter's e-mails and its viewing's changes, oldest first. */
const InquiryWithRepliesDtoSchema = InquiryDtoSchema.extend({
  replies: z.array(ReplyDtoSchema),
  messages: z.array(InboundMessageDtoSchema),
  events: z.array(InquiryEventDtoSchema),
});
export type InquiryWithReplies = z.output<typeof InquiryWithRepliesDtoSchema>;

/** The answers of the inquiry routes (docs/product.md §7 Inquiries). */
export const InquiryAnswerSchema = Envelope.extend({ inquiry: InquiryDtoSchema });
export const InquiryWithRepliesAnswerSchema = Envelope.extend({ inquiry: InquiryWithRepliesDtoSchema });
export const ReplyAnswerSchema = Envelope.extend({ reply: ReplyDtoSchema, inquiry: InquiryDtoSchema });
export const RetriedReplyAnswerSchema = Envelope.extend({ reply: ReplyDtoSchema });
export const RepliesAnswerSchema = Envelope.extend({ replies: z.array(ReplyDtoSchema) });
export const InquiriesPageSchema = Envelope.extend({
  inquiries: z.array(InquiryDtoSchema),
  totalInquiries: z.number().int(),
  totalPages: z.number().int(),
});
/** GET /inquiries/{id}/messages/{messageId}: a renter's e-mail in full, quoted history included. */
export const InboundTextAnswerSchema = Envelope.extend({ fullText: z.string() });
/** POST /inbound/email: whether the e-mail was added to an inquiry. */
export const InboundImportedAnswerSchema = Envelope.extend({ imported: z.boolean() });
export const FollowUpsAnswerSchema = Envelope.extend({
  today: z.string(),
  total: z.number().int(),
  inquiries: z.array(InquiryDtoSchema),
});

/** Values a form may send for "no listing" (docs/product.md §5: listingId is sent only when not a placeholder). */
const NO_LISTING = new Set(['', 'null', 'undefined', 'none', 'general']);

const listingIdField = z
  .preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string') {
        const text = value.trim();
        if (NO_LISTING.has(text.toLowerCase())) return undefined;
        return /^\d{1,10}$/.test(text) ? Number(text) : value;
      }
      return value;
    },
    z
      .number(said(K.listingIdInvalid))
      .int(said(K.listingIdInvalid))
      .min(1, said(K.listingIdInvalid))
      .max(MAX_ID, said(K.listingIdInvalid))
      .optional(),
  )
  .meta({ type: 'integer', description: 'The listing asked about (optional)' });

/** A required text: missing, non-string or blank answers `required`; longer than `max` answers `tooLong`. */
const textField = (required: string | TextRef, max: number, tooLong: string | TextRef) =>
  z.string(said(required)).trim().min(1, said(required)).max(max, said(tooLong)).meta({ type: 'string', maxLength: max });

/**
 * POST /inquiries and the public forms (docs/product.md §5 'Inquiry and contact forms'), in the spec's order:
 * name, email, email shape, message; phone optional. The keys' order here is the order of the messages.
 */
export const CreateInquirySchema = z.object({
  name: textField(K.nameRequired, INQUIRY_LIMITS.name, K.nameTooLong),
  email: emailField(K.emailRequired, K.emailInvalid).meta({ type: 'string', format: 'email' }),
  message: textField(K.messageRequired, INQUIRY_LIMITS.message, K.messageTooLong),
  ...eachDetail((key) => INQUIRY_DETAILS[key].rule),
  listingId: listingIdField,
  inquiryType: z
    .preprocess(lowerTrim, z.enum(INQUIRY_TYPES, said(K.inquiryTypeInvalid)).optional())
    .meta({ type: 'string', enum: [...INQUIRY_TYPES] }),
  language: languageField,
  [HONEYPOT_FIELD]: honeypotField,
});
export type CreateInquiryInput = z.output<typeof CreateInquirySchema>;

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading + and an extension. */
const PHONE_SHAPE = /^\+?[\d\s().-]+(?:(?:ext\.?|x)\s?\d{1,6})?$/i;
const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** True when `phone` reads as a phone number (7 to 15 digits besides an extension). */
function isPhoneNumber(phone: string): boolean {
  const text = phone.trim();
  if (!PHONE_SHAPE.test(text)) return false;
  const digits = text.replace(/(?:ext\.?|x)\s?\d+$/i, '').replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Blank and null read as not given. */
const blankAsMissing = (value: unknown) =>
  value === null ? undefined : typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * POST /admin/inquiries ('Add Inquiry': a lead staff enter from a call, a walk-in or a portal): name,
 * an e-mail and/or a phone number, the message, the source, and optionally the listing. The keys'
 * order is the order of the messages; 'at least one way to reach them' is checked last.
 */
export const StaffInquirySchema = z
  .object({
    name: textField(T.staffNameRequired, INQUIRY_LIMITS.name, T.nameTooLong),
    email: z
      .preprocess(blankAsMissing, emailField(T.staffEmailInvalid, T.staffEmailInvalid).optional())
      .meta({ type: 'string', format: 'email' }),
    phone: z
      .preprocess(
        blankAsMissing,
        z
          .string({ error: T.phoneNotValid })
          .trim()
          .max(INQUIRY_LIMITS.phone, T.phoneInvalid)
          .refine(isPhoneNumber, T.phoneNotValid)
          .optional(),
      )
      .meta({ type: 'string', maxLength: INQUIRY_LIMITS.phone }),
    message: textField(T.staffMessageRequired, INQUIRY_LIMITS.message, T.messageTooLong),
    source: z
      .preprocess(blankToUndefined, z.enum(STAFF_SOURCES, { error: T.staffSourceRequired }))
      .meta({ type: 'string', enum: [...STAFF_SOURCES] }),
    listingId: listingIdField,
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, { message: T.contactRequired, path: ['email'] });
export type StaffInquiryInput = z.output<typeof StaffInquirySchema>;

/**
 * Every problem of a public form at once, a message per field in the spec's order (an e-mail is first
 * required, then well formed), or none when it can be sent; said with `said`, the page's INQUIRIES_TEXT (the
 * form passes its language's). The viewing booking's form has no message field: it leaves `message` out.
 */
export function inquiryProblems<V extends { name: string; email: string; message?: string }>(
  values: V,
  said: Pick<typeof T, 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'messageRequired'>,
): Partial<Record<'name' | 'email' | 'message', string>> {
  const problems: Partial<Record<'name' | 'email' | 'message', string>> = {};
  if (!values.name.trim()) problems.name = said.nameRequired;
  if (!values.email.trim()) problems.email = said.emailRequired;
  else if (!isEmail(values.email.trim())) problems.email = said.emailInvalid;
  if (values.message !== undefined && !values.message.trim()) problems.message = said.messageRequired;
  return problems;
}

const statusField = z
  .preprocess(lowerTrim, z.enum(INQUIRY_STATUSES, { error: T.statusInvalid }))
  .meta({ type: 'string', enum: [...INQUIRY_STATUSES] });

/** PATCH /inquiries/{id}: status and/or notes. */
export const UpdateInquirySchema = z
  .object({
    status: statusField.optional(),
    notes: z
      .preprocess(
        (value) => (value === null ? '' : value),
        z.string({ error: T.notesTooLong }).max(INQUIRY_LIMITS.notes, T.notesTooLong),
      )
      .optional()
      .meta({ type: 'string', maxLength: INQUIRY_LIMITS.notes }),
    followUpOn: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.string({ error: T.followUpInvalid }).regex(DAY_PATTERN, T.followUpInvalid).nullable(),
      )
      .optional()
      .meta({ type: 'string', format: 'date', nullable: true, description: 'YYYY-MM-DD, or null to clear' }),
    followUpNote: z
      .preprocess(
        (value) => (value === null ? '' : value),
        z.string({ error: T.followUpNoteTooLong }).trim().max(INQUIRY_LIMITS.followUpNote, T.followUpNoteTooLong),
      )
      .optional()
      .meta({ type: 'string', maxLength: INQUIRY_LIMITS.followUpNote }),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: T.nothingToUpdate });
export type UpdateInquiryInput = z.output<typeof UpdateInquirySchema>;

const ids = idsField(T.idsRequired, T.idsTooMany);

export const InquiriesBulkDeleteSchema = z.object({ ids });
export const InquiriesBulkStatusSchema = z.object({ ids, status: statusField });
export type InquiriesBulkStatusInput = z.output<typeof InquiriesBulkStatusSchema>;

export const InquiryIdParams = idParams(T.invalidId, 'Inquiry id');

/** /inquiries/{id}/replies/{replyId}/…: both ids checked alike. */
export const ReplyIdParams = InquiryIdParams.extend({
  replyId: InquiryIdParams.shape.id.meta({ description: 'Reply id' }),
});

/** /inquiries/{id}/messages/{messageId}: a renter's e-mail. */
export const InboundMessageIdParams = InquiryIdParams.extend({
  messageId: InquiryIdParams.shape.id.meta({ description: "Renter's message id" }),
});

/** /inquiries/{id}/messages/{messageId}/attachments/{attachmentId}. */
export const InboundAttachmentIdParams = InboundMessageIdParams.extend({
  attachmentId: InquiryIdParams.shape.id.meta({ description: 'Attachment id' }),
});

/** POST /inquiries/{id}/reply (docs/product.md §3 Reply payload, §5 'Reply'). */
export const ReplySchema = z.object({
  subject: textField(T.subjectRequired, INQUIRY_LIMITS.subject, T.subjectTooLong),
  message: textField(T.replyMessageRequired, INQUIRY_LIMITS.reply, T.replyMessageTooLong),
  recipientEmail: emailField(T.recipientEmailRequired, T.recipientEmailInvalid).meta({ type: 'string', format: 'email' }),
  recipientName: optionalText(INQUIRY_LIMITS.name, T.recipientNameTooLong),
});
export type ReplyInput = z.output<typeof ReplySchema>;

/** Sortable columns (docs/product.md §2 table: Name, Email, Property, Status, Date; §9 default createdAt descending). */
export const INQUIRY_SORTS = ['name', 'email', 'property', 'status', 'createdAt'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** GET /inquiries (signed in). */
/** The filters of the inquiries list beside search and status: the source, and follow-ups due (overdue and today). */
const inquiryFilters = {
  source: z
    .preprocess(blankToUndefined, z.enum(INQUIRY_SOURCES, { error: T.sourceInvalid }).optional())
    .meta({ type: 'string', enum: [...INQUIRY_SOURCES] }),
  followUp: z
    .preprocess(lowerTrim, z.enum(['due'], { error: T.followUpFilterInvalid }).optional())
    .meta({ type: 'string', enum: ['due'], description: 'due: a follow-up date today or earlier (New York)' }),
};

export const InquiriesQuerySchema = listQuery({
  statuses: INQUIRY_STATUSES,
  sorts: INQUIRY_SORTS,
  defaultSort: 'createdAt',
  searchMax: INQUIRY_LIMITS.search,
  maxLimit: MAX_LIST_LIMIT,
  texts: T,
}).extend(inquiryFilters);

/** POST /inquiries/export: the selected inquiries (ids), or every one the filters find. */
export const InquiriesExportSchema = InquiriesQuerySchema.pick({ search: true, status: true, sort: true, order: true })
  .extend(inquiryFilters)
  .extend({ ids: ids.optional() });
export type InquiriesExportInput = z.output<typeof InquiriesExportSchema>;
export type InquiriesQuery = z.output<typeof InquiriesQuerySchema>;
