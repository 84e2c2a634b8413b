import { z } from 'zod';
import { sendCsv } from '../../platform/csv-file.ts';
import { newYorkDate } from '../../../shared/new-york-time.ts';
import {
  CreateInquirySchema,
  FollowUpsAnswerSchema,
  InquiriesBulkDeleteSchema,
  InquiriesBulkStatusSchema,
  InquiriesExportSchema,
  InquiriesPageSchema,
  InquiriesQuerySchema,
  InquiryAnswerSchema,
  InquiryIdParams,
  InquiryWithRepliesAnswerSchema,
  RepliesAnswerSchema,
  ReplyAnswerSchema,
  ReplyIdParams,
  ReplySchema,
  RetriedReplyAnswerSchema,
  StaffInquirySchema,
  UpdateInquirySchema,
} from '../../../shared/inquiries.schema.ts';
import { INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';
import { MAIL_TEXT } from '../../../shared/texts/mail.ts';
import { CountAnswerSchema, Envelope, ErrorSchema, RecordErrors } from '../../../shared/api-envelopes.ts';
import { notFound } from '../../platform/errors.ts';
import { toNumber } from '../../platform/db/mappers.ts';
import { inquiriesCsv } from './inquiries-csv.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route, formRoute } = routesTagged('Inquiries');

/** How many follow-ups due the dashboard box lists. */
const DASHBOARD_FOLLOW_UPS = 5;

/** docs/product.md §7 Inquiries: visitors send them; every other call is for signed-in staff. */
export async function inquiriesRoutes(app: RoutesApp) {
  const inquiries = app.services.inquiries;

  app.post(
    '/inquiries',
    formRoute('inquiry', {
      summary: 'Send an inquiry (name, email, message; phone optional; listingId or inquiryType)',
      body: CreateInquirySchema,
      response: { 201: InquiryAnswerSchema, 400: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      const { inquiry, listingPublic, dropped } = await inquiries.create(request.body);
      if (dropped) request.log.info('inquiry honeypot filled: dropped');
      // A visitor learns no more than the public site shows: not the address of a listing that is not public.
      const answer = listingPublic ? inquiry : { ...inquiry, listing_address: null, listing_apartment: null };
      return reply.status(201).send({ success: true, message: T.submitted, inquiry: answer });
    },
  );

  app.post(
    '/admin/inquiries',
    route('private', {
      summary:
        'Add Inquiry: a lead staff enter (a call, a walk-in, a portal): name, email and/or phone, message, source, listing optional; no acknowledgement is e-mailed',
      body: StaffInquirySchema,
      response: { 201: InquiryAnswerSchema, ...RecordErrors },
    }),
    async (request, reply) => {
      const inquiry = await inquiries.add(request.body, toNumber(request.user!.id));
      return reply.status(201).send({ success: true, message: T.added, inquiry });
    },
  );

  app.get(
    '/inquiries',
    route('private', {
      summary:
        'One page of inquiries: search over name, email, message and property; status filter; sort (default createdAt desc)',
      querystring: InquiriesQuerySchema,
      response: { 200: InquiriesPageSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ success: true, ...(await inquiries.read.list(request.query)) }),
  );

  app.get(
    '/inquiries/follow-ups',
    route('private', {
      summary:
        "The follow-ups due (a follow-up day today or earlier, New York), the most overdue first: at most five, how many in all, and today's day",
      response: {
        200: FollowUpsAnswerSchema,
        401: ErrorSchema,
      },
    }),
    async () => ({ success: true, ...(await inquiries.read.followUpsDue(DASHBOARD_FOLLOW_UPS)) }),
  );

  app.post(
    '/inquiries/bulk/status',
    route('private', {
      summary: "Set several inquiries' status",
      body: InquiriesBulkStatusSchema,
      response: { 200: CountAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const count = await inquiries.setStatus(request.body);
      return { success: true, message: T.bulkUpdated(count), count };
    },
  );

  app.delete(
    '/inquiries/bulk/delete',
    route('private', {
      summary: 'Delete several inquiries (and their replies)',
      body: InquiriesBulkDeleteSchema,
      response: { 200: CountAnswerSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const count = await inquiries.removeMany(request.body.ids);
      return { success: true, message: T.bulkDeleted(count), count };
    },
  );

  app.post(
    '/inquiries/export',
    route('private', {
      summary:
        'CSV file (RFC 4180, UTF-8) of the given inquiries (ids), or of every one the search and filters find: name, email, phone, source, status, listing, dates, replies, follow-up; formula-like cells escaped',
      body: InquiriesExportSchema,
      produces: ['text/csv'],
      response: { 200: z.string().meta({ description: 'text/csv attachment' }), ...RecordErrors },
    }),
    async (request, reply) => {
      const rows = await inquiries.read.forExport(request.body);
      if (rows.length === 0) throw notFound(T.exportNoneFound);
      const name = T.exportFileName(newYorkDate(new Date()));
      return sendCsv(reply, { name, csv: inquiriesCsv(rows), count: rows.length });
    },
  );

  app.get(
    '/inquiries/:id',
    route('private', {
      summary: "An inquiry with its replies and the renter's e-mails (each oldest first)",
      params: InquiryIdParams,
      response: { 200: InquiryWithRepliesAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, inquiry: await inquiries.read.get(request.params.id) }),
  );

  app.patch(
    '/inquiries/:id',
    route('private', {
      summary: 'Change an inquiry’s status and/or notes',
      params: InquiryIdParams,
      body: UpdateInquirySchema,
      response: { 200: InquiryAnswerSchema, ...RecordErrors },
    }),
    async (request) => {
      const { status, notes, followUpOn, followUpNote } = request.body;
      const inquiry = await inquiries.update(request.params.id, request.body);
      const followUp = followUpOn !== undefined || followUpNote !== undefined;
      const message =
        status !== undefined && notes === undefined && !followUp
          ? T.statusUpdated(status)
          : notes !== undefined && status === undefined && !followUp
            ? T.notesAdded
            : followUp && status === undefined && notes === undefined
              ? T.followUpSaved
              : T.inquiryUpdated;
      return { success: true, message, inquiry };
    },
  );

  app.delete(
    '/inquiries/:id',
    route('private', {
      summary: 'Delete an inquiry (and its replies)',
      params: InquiryIdParams,
      response: { 200: Envelope, ...RecordErrors },
    }),
    async (request) => {
      await inquiries.remove(request.params.id);
      return { success: true, message: T.deleted };
    },
  );

  app.post(
    '/inquiries/:id/reply',
    route('private', {
      summary: 'Reply by e-mail: stores the reply, queues its e-mail and sets the inquiry to responded, all at once',
      params: InquiryIdParams,
      body: ReplySchema,
      response: { 201: ReplyAnswerSchema, ...RecordErrors },
    }),
    async (request, reply) => {
      const answer = await inquiries.replies.send(request.params.id, request.body);
      return reply.status(201).send({ success: true, message: T.replySent, ...answer });
    },
  );

  app.post(
    '/inquiries/:id/replies/:replyId/retry',
    route('private', {
      summary: "Queue a reply's failed e-mail again (409 when its delivery has not failed)",
      params: ReplyIdParams,
      response: { 200: RetriedReplyAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request) => {
      const reply = await inquiries.replies.retry(request.params.id, request.params.replyId);
      return { success: true, message: MAIL_TEXT.retryQueued, reply };
    },
  );

  app.get(
    '/inquiries/:id/replies',
    route('private', {
      summary: "An inquiry's replies (oldest first) with the delivery of each e-mail",
      params: InquiryIdParams,
      response: { 200: RepliesAnswerSchema, ...RecordErrors },
    }),
    async (request) => ({ success: true, replies: await inquiries.replies.list(request.params.id) }),
  );
}
