import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../../../shared/applications.ts';
import { APPLICATIONS_TEXT } from '../../../shared/texts/applications.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { AppError, badRequest } from '../../platform/errors.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('applications', 'APPLICATIONS_TEXT', APPLICATIONS_TEXT);

/** The `kind` and `reportDate` fields and the one file of a document upload (the applicant's, or staff's copy of a report); 413 past 10 MB. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ kind: string | undefined; data: Buffer | null; reportDate: string | undefined }> {
  if (!request.isMultipart()) throw badRequest(T.fileRequired);
  let kind: string | undefined;
  let reportDate: string | undefined;
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    })) {
      if (part.type === 'file') data = await part.toBuffer();
      else if (part.fieldname === 'kind' && typeof part.value === 'string') kind = part.value.trim();
      else if (part.fieldname === 'reportDate' && typeof part.value === 'string') reportDate = part.value;
    }
  } catch (error) {
    const { code } = (error ?? {}) as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, T.fileTooLarge);
    throw badRequest(T.fileRequired);
  }
  return { kind, data, reportDate };
}
