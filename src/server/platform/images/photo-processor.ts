// Decided in docs/decisions/006-listing-photo-pipeline: listing photos: decoded by sharp, re-encoded as WebP variants, saved all-or-nothing.
import type { OutputInfo } from 'sharp';
import { LISTINGS_TEXT as T } from '../../../shared/texts/listings.ts';
import { AppError } from '../errors.ts';
import { loadSharp } from './sharp.ts';

/** Widths of the WebP variants written for every photo (never wider than the original). */
const PHOTO_WIDTHS = [480, 960, 1600] as const;
/**
 * Decoded size beyond which a photo is refused (40 megapixels: more than any phone or camera photo
 * a listing needs; decision 029): a 5 MB file can still decompress to gigabytes.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

/**
 * Formats accepted as listing photos, by what the decoder finds in the bytes (the file name and the
 * declared type are ignored). SVG and PDF are refused: they can reference other files and are not photos.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

interface PhotoVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** The link-preview image every photo gets: what WhatsApp, LinkedIn and the rest show, JPEG under 300 KB. */
const PREVIEW = { width: 1200, height: 630, quality: 82 } as const;

/**
 * The photo the listing portals get (StreetEasy, Zillow): they take no WebP. A JPEG of at most
 * PORTAL.maxSide pixels on its long side, never enlarged, without metadata.
 */
const PORTAL = { maxSide: 2048, quality: 85 } as const;

export interface ProcessedPhoto {
  /** Dimensions of the largest variant. */
  width: number;
  height: number;
  /** Ascending by width; the last one is the largest. */
  variants: PhotoVariant[];
  /** The link-preview JPEG (PREVIEW.width × PREVIEW.height, cropped around the centre). */
  preview: Buffer;
  /** The portal JPEG (at most PORTAL.maxSide on the long side). */
  portal: Buffer;
}

/** A link-preview JPEG cropped from any image sharp reads (a stored WebP variant for older photos). */
export async function previewJpeg(
  input: Buffer | { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = Buffer.isBuffer(input)
    ? sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    : sharp(input.data, { raw: input.raw, limitInputPixels: MAX_INPUT_PIXELS });
  return pipeline
    .resize({ width: PREVIEW.width, height: PREVIEW.height, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PREVIEW.quality, mozjpeg: true })
    .toBuffer();
}

/**
 * The portal JPEG of any image sharp reads (an upload, or a stored WebP variant for older photos):
 * oriented from EXIF, sRGB, fitted inside PORTAL.maxSide × PORTAL.maxSide, transparency on white,
 * and no metadata (sharp writes none unless asked).
 */
export async function portalJpeg(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: PORTAL.maxSide, height: PORTAL.maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PORTAL.quality, mozjpeg: true })
    .toBuffer();
}

/** The variant widths for an image `width` pixels wide: the standard widths below it, plus its own (capped). */
function variantWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

const notAnImage = () => new AppError(415, T.imageNotAnImage);

/**
 * Decodes an uploaded file and turns it into WebP variants: orientation applied from EXIF, colours
 * converted to sRGB, and every piece of metadata (EXIF with GPS, XMP, IPTC, ICC) left behind.
 * Throws 415 when the bytes are not a supported image, 413 when the image is absurdly large.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  let pixels = 0;
  try {
    // The header only: an image over the pixel limit is told apart from a file that is no image.
    const meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw notAnImage();
  }
  if (!format || !PHOTO_FORMATS.has(format)) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS) throw new AppError(413, T.imageDimensionsTooLarge);

  let base: { data: Buffer; info: OutputInfo };
  try {
    // One full decode, oriented and shrunk to the largest width; the variants are made from these pixels.
    base = await sharp(input, options)
      .rotate()
      .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage();
  }
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } } as const;
  const variants: PhotoVariant[] = [];
  for (const w of variantWidths(width)) {
    const pipeline = sharp(base.data, raw);
    if (w < width) pipeline.resize({ width: w });
    const { data, info } = await pipeline.webp(WEBP).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  const largest = variants[variants.length - 1];
  const preview = await previewJpeg({ data: base.data, raw: { width, height, channels } });
  // A second decode of the upload: the portals take up to 2048 px, more than the largest WebP variant.
  const portal = await portalJpeg(input);
  return { width: largest.width, height: largest.height, variants, preview, portal };
}
