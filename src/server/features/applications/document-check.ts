import { APPLICATIONS_TEXT } from '../../../shared/texts/applications.ts';
import { keyed } from '../../../shared/i18n/text-ref.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { SandboxBusy } from '../../platform/sandbox.ts';
import { heicToJpeg } from './heic.ts';
import { checkPdf } from './pdf-sandbox.ts';

/** Refusals by key (docs/decisions/101): a client tells them by it, a page says them in its language. */
const T = keyed('applications', 'APPLICATIONS_TEXT', APPLICATIONS_TEXT);

/** Largest image a document may be (pixels): a phone's 48 MP photo fits; a decompression bomb does not. */
const MAX_PIXELS = 60_000_000;

type DetectedType = 'pdf' | 'jpeg' | 'png' | 'heic';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The type a file's bytes say it is (never its name nor its declared type), or null. */
function detectType(data: Buffer): DetectedType | null {
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (
    data.length >= 12 &&
    data.subarray(4, 8).toString('latin1') === 'ftyp' &&
    HEIF_BRANDS.has(data.subarray(8, 12).toString('latin1'))
  )
    return 'heic';
  return null;
}

/** A document ready to be sealed: its bytes with no metadata, its content type and its name's extension. */
export interface CheckedDocument {
  data: Buffer;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

/**
 * Checks a document by its bytes and removes what it carries besides the page: images are decoded
 * and encoded again without their metadata (EXIF with its location, XMP, IPTC; the orientation is
 * applied first); HEIC becomes JPEG (sharp's libvips reads no HEVC, so heic-decode's libheif in
 * WebAssembly decodes it, in a worker thread: docs/decisions/055); sharp runs on libuv's threads, never this one.
 * A PDF is kept as it is once pdf-lib opens it, in a worker, within CHECK_TIMEOUT_MS (docs/decisions/076-hostile-input.md):
 * bytes that merely start with '%PDF-' are refused, and nothing is kept. A file that is none of the
 * four types, or that its decoder cannot read, is refused with 415/400.
 */
export async function checkDocument(data: Buffer): Promise<CheckedDocument> {
  const type = detectType(data);
  if (!type) throw new AppError(415, T.fileTypeRefused);
  if (type === 'pdf') {
    try {
      await checkPdf(data);
    } catch (error) {
      if (error instanceof SandboxBusy) throw new AppError(503, T.uploadsBusy);
      throw badRequest(T.fileUnreadable);
    }
    return { data, contentType: 'application/pdf', extension: 'pdf' };
  }
  const sharp = await loadSharp();
  try {
    if (type === 'heic') {
      const jpeg = await heicToJpeg(data, MAX_PIXELS);
      if (jpeg === 'too-big') throw badRequest(T.imageTooBig);
      if (jpeg === 'unreadable') throw badRequest(T.fileUnreadable);
      return { data: jpeg, contentType: 'image/jpeg', extension: 'jpg' };
    }
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    if (type === 'png') return { data: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    return { data: await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(T.fileUnreadable);
  }
}
