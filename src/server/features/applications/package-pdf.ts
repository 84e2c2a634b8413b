import type { Readable } from 'node:stream';
import type { PDFContext, PDFDocument, PDFObjectCopier, PDFPage, PDFRef } from 'pdf-lib';
import { PACKAGE_TEXT as T } from '../../../shared/texts/application-package.ts';
import { LETTER, loadPdfLib } from '../../platform/pdf-text.mjs';
import { textLinesPdf } from '../../platform/text-pdf.ts';
import { noticePdf } from './package-cover.ts';
import { copyPdfPages, type CopiedPages } from './pdf-sandbox.ts';
import { jpegImage, pngImage, type PdfImage } from './package-images.ts';

/** One document of the package, opened only when its turn comes (decrypted as it is read). */
export interface PackageDocument {
  name: string;
  /** Written above an image's page ('1. Photo ID.jpg (Riley Renter)'). */
  caption: string;
  contentType: string;
  /** Bytes of the plaintext. */
  size: number;
  open: () => Promise<Readable | null>;
}

/** The page tree's root and the catalog: numbered first, written last (when every page is known). */
const PAGES = 1;
const CATALOG = 2;
const IMAGE_MARGIN = 36;
/** Small pieces are gathered into writes of about this size. */
const WRITE_BYTES = 64 * 1024;

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** A character the caption's Helvetica string writes: Latin-1, and the typographic quotes (made plain). */
const LATIN_1 = /^[\x20-\x7e\xa0-\xff‘’“”]$/;
/** Text as a PDF literal string for a WinAnsi font: Latin-1 kept, typographic quotes made plain, anything else '?'. */
const pdfString = (text: string) =>
  `(${Array.from(text.normalize('NFC'))
    .map((char) => (LATIN_1.test(char) ? char.replace(/[‘’]/, "'").replace(/[“”]/, '"') : '?'))
    .join('')
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;
/** Whether the caption's Helvetica string writes the whole text (no '?'). */
const latinCaption = (text: string) => Array.from(text.normalize('NFC')).every((char) => LATIN_1.test(char));
/** The caption's font: a standard one, never embedded. */
const CAPTION_FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
const CAPTION_SIZE = 9;
/**
 * A caption the Helvetica string cannot write whole is a page of the captions' PDF (textLinesPdf: Noto
 * Sans SC when Helvetica cannot write it), drawn as a Form XObject: a strip this high, the baseline this
 * far above its foot, the line this far from its left edge.
 */
const CAPTION_STRIP = { height: 14, baseline: 4, padding: 2 };

/** One page of the captions' PDF, for the image whose caption it writes. */
interface CaptionPage {
  doc: PDFDocument;
  page: PDFPage;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Writes one PDF object by object, keeping only each object's offset: the header, the objects of
 * each source as their turn comes (numbered on from the last), the page tree, the cross-reference
 * table and the trailer. Nothing of an earlier document is kept once its objects are written.
 */
class PdfWriter {
  private offset = 0;
  private readonly offsets = new Map<number, number>();
  private largest = CATALOG;
  private readonly kids: number[] = [];
  /** The captions' pages copied so far: one copier, so that what they share (the font) is written once. */
  private forms?: { source: PDFContext; context: PDFContext; copier: PDFObjectCopier };

  /** The number of pages written so far. */
  get pageCount() {
    return this.kids.length;
  }

  private emit(bytes: Uint8Array): Buffer {
    this.offset += bytes.length;
    return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  }

  *header(): Generator<Buffer> {
    // The comment of four bytes above 127 tells transfer tools the file is binary.
    yield this.emit(Buffer.concat([ascii('%PDF-1.7\n%'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]), ascii('\n')]));
  }

  private *object(num: number, body: Uint8Array): Generator<Buffer> {
    this.offsets.set(num, this.offset);
    yield this.emit(ascii(`${num} 0 obj\n`));
    yield this.emit(body);
    yield this.emit(ascii('\nendobj\n'));
  }

  /**
   * The pages of a PDF (an applicant's, the cover, a notice), in a worker (pdf.worker.mjs,
   * docs/decisions/076-hostile-input.md): loaded by pdf-lib, each page copied with what it uses (inherited
   * resources and boxes made its own) into a fresh context whose numbers continue this file's, its actions,
   * scripts, links and embedded files dropped, off this thread and within a time limit; here only its objects'
   * bytes are written. Throws before writing anything when the PDF does not open or has no page.
   */
  async pdf(bytes: Uint8Array): Promise<Generator<Buffer>> {
    const copied = await copyPdfPages(bytes, this.largest, PAGES);
    this.largest = copied.largest;
    this.kids.push(...copied.kids);
    return this.copiedObjects(copied);
  }

  private *copiedObjects({ data, index }: CopiedPages): Generator<Buffer> {
    const all = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    for (let i = 0; i < index.length; i += 3) yield* this.object(index[i], all.subarray(index[i + 1], index[i + 2]));
  }

  /** Each object of a copied source, serialized by pdf-lib one at a time. */
  private *objects(objects: ReturnType<PDFContext['enumerateIndirectObjects']>): Generator<Buffer> {
    for (const [ref, object] of objects) {
      const body = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(body, 0);
      yield* this.object(ref.objectNumber, body);
    }
  }

  private next(): number {
    this.largest += 1;
    return this.largest;
  }

  /**
   * A page of a PDF as a Form XObject (its content, its resources, /BBox its MediaBox): the form's number and
   * its objects not written before, numbered on from the last (the font of the captions' PDF comes with the
   * first of its pages, and is referred to by the next).
   */
  private async form({ doc, page }: CaptionPage): Promise<{ num: number; objects: Generator<Buffer> }> {
    const pdfLib = await loadPdfLib();
    if (this.forms?.source !== doc.context) {
      const context = pdfLib.PDFContext.create();
      this.forms = { source: doc.context, context, copier: pdfLib.PDFObjectCopier.for(doc.context, context) };
    }
    const { context, copier } = this.forms;
    const form = await (await pdfLib.PDFPageEmbedder.for(page.node)).embedIntoContext(doc.context);
    context.largestObjectNumber = this.largest;
    const num = (copier.copy(form) as PDFRef).objectNumber;
    this.largest = context.largestObjectNumber;
    const fresh = context.enumerateIndirectObjects();
    // Written now: the copier keeps their numbers, the context need not keep them.
    for (const [ref] of fresh) context.delete(ref);
    return { num, objects: this.objects(fresh) };
  }

  /**
   * An image on a page of its own under its caption, fitted within Letter (landscape for a wide image); its
   * bytes are passed through. The caption is a Helvetica string, or a page of the captions' PDF drawn as a form.
   */
  async *image(image: PdfImage, caption: string | CaptionPage): AsyncGenerator<Buffer> {
    const form = typeof caption === 'string' ? null : await this.form(caption);
    if (form) yield* form.objects;
    const [imageNum, contentNum, pageNum] = [this.next(), this.next(), this.next()];
    const lengthNum = image.length === null ? this.next() : null;
    const wide = image.width > image.height;
    const [pageWidth, pageHeight] = wide ? [LETTER.height, LETTER.width] : [LETTER.width, LETTER.height];
    const captionY = pageHeight - IMAGE_MARGIN + 6;
    const scale = Math.min((pageWidth - 2 * IMAGE_MARGIN) / image.width, (pageHeight - 2 * IMAGE_MARGIN - 12) / image.height);
    const [w, h] = [image.width * scale, image.height * scale];
    const [x, y] = [(pageWidth - w) / 2, IMAGE_MARGIN + (pageHeight - 2 * IMAGE_MARGIN - 12 - h) / 2];

    this.offsets.set(imageNum, this.offset);
    const length = lengthNum === null ? String(image.length) : `${lengthNum} 0 R`;
    yield this.emit(
      ascii(
        `${imageNum} 0 obj\n<< /Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} ` +
          `${image.entries} /Length ${length} >>\nstream\n`,
      ),
    );
    let written = 0;
    for await (const piece of image.bytes) {
      written += piece.length;
      yield this.emit(piece);
    }
    if (image.length !== null && written !== image.length) throw new Error('An image shorter than its length');
    await image.finish();
    yield this.emit(ascii('\nendstream\nendobj\n'));
    if (lengthNum !== null) yield* this.object(lengthNum, ascii(String(written)));

    const content = ascii(
      `q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /Im0 Do Q\n` +
        (typeof caption === 'string'
          ? `BT 0.38 0.38 0.42 rg /F1 ${CAPTION_SIZE} Tf ${IMAGE_MARGIN} ${captionY} Td ${pdfString(caption)} Tj ET`
          : `q 1 0 0 1 ${IMAGE_MARGIN - CAPTION_STRIP.padding} ${captionY - CAPTION_STRIP.baseline} cm /Cap Do Q`),
    );
    const resources = form
      ? `<< /XObject << /Im0 ${imageNum} 0 R /Cap ${form.num} 0 R >> >>`
      : `<< /XObject << /Im0 ${imageNum} 0 R >> /Font << /F1 ${CAPTION_FONT} >> >>`;
    yield* this.object(
      contentNum,
      Buffer.concat([ascii(`<< /Length ${content.length} >>\nstream\n`), content, ascii('\nendstream')]),
    );
    yield* this.object(
      pageNum,
      ascii(
        `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources ${resources} /Contents ${contentNum} 0 R >>`,
      ),
    );
    this.kids.push(pageNum);
  }

  /** The page tree, the catalog, a null for any number a source referred to without defining, the xref and trailer. */
  *end(): Generator<Buffer> {
    yield* this.object(
      PAGES,
      ascii(`<< /Type /Pages /Kids [${this.kids.map((n) => `${n} 0 R`).join(' ')}] /Count ${this.kids.length} >>`),
    );
    yield* this.object(CATALOG, ascii(`<< /Type /Catalog /Pages ${PAGES} 0 R >>`));
    for (let num = 1; num <= this.largest; num += 1) if (!this.offsets.has(num)) yield* this.object(num, ascii('null'));
    const xref = this.offset;
    const size = this.largest + 1;
    const rows = ['xref', `0 ${size}`, '0000000000 65535 f '];
    for (let num = 1; num < size; num += 1) rows.push(`${String(this.offsets.get(num)).padStart(10, '0')} 00000 n `);
    yield this.emit(ascii(`${rows.join('\n')}\ntrailer\n<< /Size ${size} /Root ${CATALOG} 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  }
}

/**
 * The captions of the image documents that the Helvetica string cannot write whole (a name such as 王小明),
 * one page each of one PDF, written at once when the package starts (in the font worker: once for all of
 * them) and read when the first is drawn. Null for a caption written as a Helvetica string, or when the
 * PDF could not be written (the caption is then the Helvetica string, '?' for what it cannot write).
 */
function captionPages(documents: PackageDocument[]): (caption: string) => Promise<CaptionPage | null> {
  const texts = [
    ...new Set(documents.filter((d) => d.contentType !== 'application/pdf' && !latinCaption(d.caption)).map((d) => d.caption)),
  ];
  const doc =
    texts.length === 0
      ? Promise.resolve(null)
      : textLinesPdf({ texts, size: CAPTION_SIZE, muted: true, ...CAPTION_STRIP })
          .then(async (bytes) => (await loadPdfLib()).PDFDocument.load(bytes, { updateMetadata: false }))
          .catch(() => null);
  return async (caption) => {
    // A PDF document's caption is not among them (it is never drawn).
    const index = texts.indexOf(caption);
    const loaded = index < 0 ? null : await doc;
    return loaded && { doc: loaded, page: loaded.getPage(index) };
  };
}

/** How each kind of stored document becomes pages; null when its header cannot be read (a notice page instead). */
async function imageOf(document: PackageDocument, body: Readable): Promise<PdfImage | null> {
  try {
    return document.contentType === 'image/png' ? await pngImage(body, document.size) : await jpegImage(body, document.size);
  } catch {
    body.destroy();
    return null;
  }
}

/**
 * Gathers small pieces into writes of about WRITE_BYTES; after each, other work has its turn (a reader that
 * takes every write at once, as a fast client does, would otherwise hold the event loop for the whole package:
 * docs/decisions/076-hostile-input.md).
 */
async function* gathered(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let bytes = 0;
  for await (const piece of pieces) {
    pending.push(piece);
    bytes += piece.length;
    if (bytes >= WRITE_BYTES) {
      yield pending.length === 1 ? pending[0] : Buffer.concat(pending, bytes);
      pending = [];
      bytes = 0;
      await new Promise(setImmediate);
    }
  }
  if (bytes > 0) yield Buffer.concat(pending, bytes);
}

/**
 * The landlord's package as a stream of bytes: the cover's pages, then each document in order (a
 * PDF's pages; a JPEG or PNG as a page of its own, its encoded bytes passed through). One document
 * is open at a time; a PDF is held in memory only while its objects are written, an image never is.
 * A document that cannot become pages is replaced by a page that says so.
 */
export function packagePdf(cover: Uint8Array, documents: PackageDocument[]): AsyncGenerator<Buffer> {
  const writer = new PdfWriter();
  async function* pieces(): AsyncGenerator<Buffer> {
    yield* writer.header();
    const captionPage = captionPages(documents);
    yield* await writer.pdf(cover);
    for (const document of documents) {
      const caption = (await captionPage(document.caption)) ?? document.caption;
      const body = await document.open();
      if (body && document.contentType === 'application/pdf') {
        const pages = await readAll(body)
          .then((bytes) => writer.pdf(bytes))
          .catch(() => null);
        if (pages) {
          yield* pages;
          continue;
        }
      } else if (body) {
        const image = await imageOf(document, body);
        if (image) {
          try {
            yield* writer.image(image, caption);
          } finally {
            // A download cut short leaves the document's stream half read: its file is closed now.
            body.destroy();
          }
          continue;
        }
      }
      yield* await writer.pdf(await noticePdf(T.unreadableTitle(document.name), T.unreadableBody));
    }
    yield* writer.end();
  }
  return gathered(pieces());
}
