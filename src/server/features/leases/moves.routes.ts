import type { FastifyRequest } from 'fastify';
import { RecordErrors, ErrorSchema } from '../../../shared/api-envelopes.ts';
import {
  ConditionRoomsSchema,
  DealIdParams,
  DepositDeadlinesAnswerSchema,
  DepositStatementSchema,
  LeaseAnswerSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  type ConditionRoom,
} from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { routesTagged, type RoutesApp } from '../../platform/route.ts';

const { route } = routesTagged('Leases');

/** The condition report's rooms (JSON field `rooms`) and photos (file fields `photos.{room index}`). */
async function readReport(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(T.roomsInvalid);
  let rooms: ConditionRoom[] | null = null;
  const photos: Array<{ room: number; data: Buffer }> = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS, fields: 2, parts: MAX_PHOTOS + 2, fieldSize: 128 * 1024 },
    })) {
      if (part.type === 'file') {
        const match = /^photos\.(\d{1,2})$/.exec(part.fieldname);
        const data = await part.toBuffer();
        if (!match) throw badRequest(T.photoRoomInvalid);
        photos.push({ room: Number(match[1]), data });
      } else if (part.fieldname === 'rooms' && typeof part.value === 'string') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(part.value);
        } catch {
          throw badRequest(T.roomsInvalid);
        }
        const result = ConditionRoomsSchema.safeParse(parsed);
        if (!result.success) throw badRequest(T.roomsInvalid);
        rooms = result.data;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code } = (error ?? {}) as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, T.photoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(T.tooManyPhotos);
    throw badRequest(T.roomsInvalid);
  }
  if (!rooms) throw badRequest(T.roomsInvalid);
  return { rooms, photos };
}

/**
 * Move-in and move-out (GOL §7-108, docs/decisions/096), registered by leasesRoutes (its multipart
 * parser): the condition report and the deposit statement drafted from what the staff enter (then sent
 * and signed as a lease is: POST /admin/leases/{id}/send), and the deposit deadlines of ended leases.
 */
export async function moveRoutes(app: RoutesApp) {
  const moves = app.services.leases.moves;

  app.post(
    '/admin/deals/:id/condition-report',
    route(
      'private',
      {
        summary:
          "Write the move-in condition report (multipart: rooms, JSON [{ name, condition: 'good'|'fair'|'poor', notes }]; photos.{room index}, images, at most 5 a room and 40 in all, 15 MB each) as a draft to send for the tenants' and the landlord's signatures",
        params: DealIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: LeaseAnswerSchema, ...RecordErrors, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
      { config: { upload: true } },
    ),
    async (request, reply) => {
      const { rooms, photos } = await readReport(request);
      const lease = await moves.moveIn(request.params.id, rooms, photos);
      return reply.status(201).send({ success: true, message: T.reportWritten, lease });
    },
  );

  app.post(
    '/admin/deals/:id/deposit-statement',
    route('private', {
      summary:
        "Write the itemized security deposit statement (the move-out day, the deposit held, each deduction with its kind, reason and amount; the balance) as a draft to send for the landlord's signature; the tenants are e-mailed the signed copy",
      params: DealIdParams,
      body: DepositStatementSchema,
      response: { 201: LeaseAnswerSchema, ...RecordErrors, 409: ErrorSchema },
    }),
    async (request, reply) => {
      const lease = await moves.depositStatement(request.params.id, request.body);
      return reply.status(201).send({ success: true, message: T.statementWritten, lease });
    },
  );

  app.get(
    '/admin/deposit-deadlines',
    route('private', {
      summary:
        "Signed leases that ended in the last 30 days: the deposit statement's 14-day deadline (GOL §7-108(1-a)(e)), the days left and the statement's state",
      response: { 200: DepositDeadlinesAnswerSchema, 401: ErrorSchema },
    }),
    async () => ({ success: true, deadlines: await moves.deadlines() }),
  );
}
