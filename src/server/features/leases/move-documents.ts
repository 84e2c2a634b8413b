// Decided in docs/decisions/096-move-in-move-out: the condition report and the deposit statement are written by the product and signed as the lease is.
import type { ConditionRoom } from '../../../shared/leases.ts';
import { LEASES_TEXT as T } from '../../../shared/texts/leases.ts';
import { AppError } from '../../platform/errors.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { loadPdfLib, type TextDocument, type TextStyle } from '../../platform/pdf-text.mjs';
import { textPdf } from '../../platform/text-pdf.ts';
import { formatCents } from '../../../shared/words/money.ts';

/** A photo is fitted inside this many pixels on its long side: sharp in the PDF, a few hundred KB. */
const PHOTO_SIDE = 1600;
const MAX_PHOTO_PIXELS = 40_000_000;
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

/** A phone's photo as the report keeps it: oriented, sRGB, no metadata (no GPS), a JPEG of at most PHOTO_SIDE. 415 for anything else. */
export async function reportPhoto(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    if (!meta.format || !PHOTO_FORMATS.has(meta.format)) throw new Error('not a photo');
    return await sharp(input, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(415, T.photoNotImage);
  }
}

type Paragraphs = TextDocument['paragraphs'];
const writer =
  (paragraphs: Paragraphs) =>
  (text: string, style: Partial<TextStyle> = {}) =>
    paragraphs.push({ text, style: { size: 11, before: 6, ...style } });

const INFO = { producer: 'Lease signing', date: 0 };

/**
 * The move-in condition report (GOL §7-108(1-a)(c)): the apartment, the tenants, the law's sentence,
 * then each room with its condition and notes; then the photos, two a page, each captioned with its room.
 */
export async function conditionReportPdf(input: {
  place: string;
  tenants: string[];
  leaseStart: string;
  rooms: ConditionRoom[];
  photos: Array<{ room: number; jpeg: Buffer }>;
}): Promise<{ pdf: Uint8Array; pages: number }> {
  const paragraphs: Paragraphs = [];
  const write = writer(paragraphs);
  write(T.reportTitle, { size: 18, bold: true, before: 0 });
  write(T.reportPlace(input.place), { size: 12, bold: true, before: 10 });
  write(T.reportTenants(input.tenants.join(', ')));
  write(T.reportLeaseStart(input.leaseStart));
  write(T.reportLaw, { size: 9, muted: true, before: 10 });
  input.rooms.forEach((room, i) => {
    const photos = input.photos.filter((p) => p.room === i).length;
    write(T.reportRoom(i + 1, room.name, T.conditions[room.condition]), { size: 12, bold: true, before: 16 });
    write(room.notes || T.reportNoNotes);
    if (photos > 0) write(T.reportPhotos(photos), { size: 9, muted: true });
  });
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const doc = await PDFDocument.load(await textPdf({ info: INFO, paragraphs }));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = [612, 792];
  const margin = 54;
  const slot = (height - 3 * margin) / 2;
  let page = null;
  let onPage = 0;
  for (const photo of input.photos) {
    if (!page || onPage === 2) {
      page = doc.addPage([width, height]);
      onPage = 0;
    }
    const image = await doc.embedJpg(photo.jpeg);
    const box = { w: width - 2 * margin, h: slot - 24 };
    const scale = Math.min(box.w / image.width, box.h / image.height, 1);
    const top = height - margin - onPage * (slot + margin / 2);
    const inRoom = input.photos.filter((p) => p.room === photo.room);
    const caption = T.reportPhotoCaption(input.rooms[photo.room].name, inRoom.indexOf(photo) + 1, inRoom.length);
    page.drawText(caption.replace(/[^\x20-\x7e]/g, '?'), { x: margin, y: top - 12, size: 10, font, color: rgb(0.3, 0.3, 0.35) });
    page.drawImage(image, {
      x: margin,
      y: top - 20 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
    onPage += 1;
  }
  doc.setProducer('Lease signing');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}

/** What a deposit statement says, in cents (decision 062). */
export interface StatementFigures {
  place: string;
  tenants: string[];
  movedOutOn: string;
  deadline: string;
  depositCents: number;
  deductions: Array<{ kind: keyof typeof T.deductionKinds; reason: string; amountCents: number }>;
  retainedCents: number;
  balanceCents: number;
}

/**
 * The itemized security deposit statement (GOL §7-108(1-a)(e)): the deposit held, each amount kept
 * with its kind and reason, the total kept and the balance returned, the move-out day and the deadline.
 */
export async function depositStatementPdf(figures: StatementFigures): Promise<{ pdf: Uint8Array; pages: number }> {
  const paragraphs: Paragraphs = [];
  const write = writer(paragraphs);
  write(T.statementTitle, { size: 18, bold: true, before: 0 });
  write(T.reportPlace(figures.place), { size: 12, bold: true, before: 10 });
  write(T.reportTenants(figures.tenants.join(', ')));
  write(T.statementMovedOut(figures.movedOutOn));
  write(T.statementDeadline(figures.deadline), { bold: true });
  write(T.statementDeposit(formatCents(figures.depositCents)), { size: 12, bold: true, before: 16 });
  if (figures.deductions.length === 0) write(T.statementNoDeductions);
  figures.deductions.forEach((d, i) => {
    write(T.statementDeduction(i + 1, T.deductionKinds[d.kind], formatCents(d.amountCents)), { bold: true, before: 10 });
    write(d.reason, { indent: 14, before: 2 });
  });
  write(T.statementRetained(formatCents(figures.retainedCents)), { size: 12, bold: true, before: 16 });
  write(T.statementBalance(formatCents(figures.balanceCents)), { size: 12, bold: true });
  write(T.statementLaw, { size: 9, muted: true, before: 16 });
  const pdf = await textPdf({ info: INFO, paragraphs });
  const { PDFDocument } = await loadPdfLib();
  return { pdf, pages: (await PDFDocument.load(pdf)).getPageCount() };
}
