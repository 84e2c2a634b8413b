import { z } from 'zod';
import { emailField, isEmail } from './auth.schema.ts';
import { HONEYPOT_FIELD, MAX_LIST_LIMIT } from './constants.ts';
import {
  blankToUndefined,
  honeypotField,
  idParams,
  idsField,
  intParam,
  lowerTrim,
  MAX_ID,
  orderParam,
  searchParam,
} from './query-params.ts';
import { INQUIRIES_TEXT as T } from './texts/inquiries.ts';

/** Inquiry states (SPEC §4): any may be set to any other. */
export const INQUIRY_STATUSES = ['new', 'responded', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** 'general' from the contact page, 'property' when a listing is named (SPEC §3). */
export const INQUIRY_TYPES = ['general', 'property'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_LIMITS = {
  name: 100,
  phone: 40,
  message: 5000,
  notes: 5000,
  search: 200,
  subject: 200,
  reply: 20_000,
} as const;

/** Outbox delivery of a reply's e-mail as the back-office shows it ('sending' reads as queued). */
export type ReplyDeliveryStatus = 'queued' | 'sent' | 'failed';

/** A reply as the API answers it (SPEC §3 Reply; delivery joined from the mail outbox). */
export interface ReplyDto {
  id: number;
  inquiryId: number;
  subject: string;
  message: string;
  recipientEmail: string;
  recipientName: string;
  sentAt: string;
  createdAt: string;
  deliveryStatus: ReplyDeliveryStatus;
  deliveredAt: string | null;
  deliveryError: string | null;
}

/** An inquiry as the API answers it (SPEC §3 Inquiry: both spellings where the spec gives two). */
export interface InquiryDto {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  inquiry_type: string;
  listing_id: number | null;
  listingId: number | null;
  listing_address: string | null;
  status: InquiryStatus;
  notes: string;
  created_at: string;
  createdAt: string;
  updated_at: string;
  updatedAt: string;
  replyCount: number;
}

export interface InquiryWithReplies extends InquiryDto {
  replies: ReplyDto[];
}

/** Values a form may send for "no listing" (SPEC §5: listingId is sent only when not a placeholder). */
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
      .number({ error: T.listingIdInvalid })
      .int(T.listingIdInvalid)
      .min(1, T.listingIdInvalid)
      .max(MAX_ID, T.listingIdInvalid)
      .optional(),
  )
  .meta({ type: 'integer', description: 'The listing asked about (optional)' });

/** A required text: missing, non-string or blank answers `required`; longer than `max` answers `tooLong`. */
const textField = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).meta({ type: 'string', maxLength: max });

const optionalText = (max: number, message: string) =>
  z
    .preprocess(
      (value) => (value === null ? undefined : typeof value === 'string' ? value.trim() || undefined : value),
      z.string({ error: message }).max(max, message).optional(),
    )
    .meta({ type: 'string', maxLength: max });

/**
 * POST /inquiries and the public forms (SPEC §5 'Public inquiry/contact forms'), in the spec's order:
 * name, email, email shape, message; phone optional. The keys' order here is the order of the messages.
 */
export const CreateInquirySchema = z.object({
  name: textField(T.nameRequired, INQUIRY_LIMITS.name, T.nameTooLong),
  email: emailField(T.emailRequired, T.emailInvalid).meta({ type: 'string', format: 'email' }),
  message: textField(T.messageRequired, INQUIRY_LIMITS.message, T.messageTooLong),
  phone: optionalText(INQUIRY_LIMITS.phone, T.phoneInvalid),
  listingId: listingIdField,
  inquiryType: z
    .preprocess(lowerTrim, z.enum(INQUIRY_TYPES, { error: T.inquiryTypeInvalid }).optional())
    .meta({ type: 'string', enum: [...INQUIRY_TYPES] }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type CreateInquiryInput = z.output<typeof CreateInquirySchema>;

/** The first problem of a public form, field by field in the spec's order, or null when it can be sent. */
export function firstInquiryProblem(values: {
  name: string;
  email: string;
  message: string;
}): { field: 'name' | 'email' | 'message'; message: string } | null {
  if (!values.name.trim()) return { field: 'name', message: T.nameRequired };
  if (!values.email.trim()) return { field: 'email', message: T.emailRequired };
  if (!isEmail(values.email.trim())) return { field: 'email', message: T.emailInvalid };
  if (!values.message.trim()) return { field: 'message', message: T.messageRequired };
  return null;
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
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: T.nothingToUpdate });
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

/** POST /inquiries/{id}/reply (SPEC §3 Reply payload, §5 'Reply'). */
export const ReplySchema = z.object({
  subject: textField(T.subjectRequired, INQUIRY_LIMITS.subject, T.subjectTooLong),
  message: textField(T.replyMessageRequired, INQUIRY_LIMITS.reply, T.replyMessageTooLong),
  recipientEmail: emailField(T.recipientEmailRequired, T.recipientEmailInvalid).meta({ type: 'string', format: 'email' }),
  recipientName: optionalText(INQUIRY_LIMITS.name, T.recipientNameTooLong),
});
export type ReplyInput = z.output<typeof ReplySchema>;

/** Sortable columns (SPEC §2 table: Name, Email, Property, Status, Date; §9 default createdAt descending). */
export const INQUIRY_SORTS = ['name', 'email', 'property', 'status', 'createdAt'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];

/** GET /inquiries (signed in). */
export const InquiriesQuerySchema = z.object({
  page: intParam(T.pageInvalid, 1, 1_000_000, 1),
  limit: intParam(T.limitInvalid, 1, MAX_LIST_LIMIT, MAX_LIST_LIMIT),
  search: searchParam(INQUIRY_LIMITS.search, T.searchTooLong),
  status: z
    .preprocess(lowerTrim, z.enum([...INQUIRY_STATUSES, 'all'], { error: T.statusFilterInvalid }).optional())
    .meta({ type: 'string', enum: [...INQUIRY_STATUSES, 'all'] }),
  sort: z
    .preprocess((value) => blankToUndefined(value) ?? 'createdAt', z.enum(INQUIRY_SORTS, { error: T.sortInvalid }))
    .meta({ type: 'string', enum: [...INQUIRY_SORTS], default: 'createdAt' }),
  order: orderParam(T.orderInvalid),
});
export type InquiriesQuery = z.output<typeof InquiriesQuerySchema>;
