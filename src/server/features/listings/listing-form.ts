import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../../../shared/constants.ts';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { NewPhoto } from './listings.service.ts';

/** Limits of one listing form (docs/product.md §9: 10 photos of at most 5 MB). */
export const FORM_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES,
  fields: 40,
  fieldSize: 64 * 1024,
  parts: 60,
} as const;

const uploads = new WeakMap<FastifyRequest, NewPhoto[]>();

/** The photos uploaded with this request (empty for a JSON body). */
export function uploadedPhotos(request: FastifyRequest): NewPhoto[] {
  return uploads.get(request) ?? [];
}

/** Errors while reading the form are the client's: limits keep their status, a malformed body is a 400. */
function translate(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, T.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(T.tooManyImages(MAX_IMAGES));
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return badRequest(T.formMalformed);
}

/**
 * preValidation hook of the listing create/edit routes: a multipart form becomes a plain body of its
 * text fields (validated by the route's zod schema next) and a list of photos (every file part,
 * e.g. image_0 … image_9); a JSON body is taken as it is. Limits answer 413 (file over 5 MB) or 400
 * (more than 10 files), before anything is stored.
 */
export async function readListingForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) request.body = {};
    return;
  }
  const fields: Record<string, string> = {};
  const photos: NewPhoto[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file input left empty still sends a part with no name and no bytes.
        if (data.length === 0 && !part.filename) continue;
        photos.push({ data });
      } else {
        if (part.valueTruncated) throw badRequest(T.fieldTooLong(part.fieldname));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw translate(error);
  }
  request.body = fields;
  uploads.set(request, photos);
}
