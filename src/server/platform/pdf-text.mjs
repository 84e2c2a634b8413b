// Writes a document of paragraphs on US Letter pages, or lines each on a page of its own (the captions of
// the landlord package's images), with pdf-lib, in the fonts it is given (docs/decisions/075): Helvetica
// on the main thread, or Noto Sans SC in pdf-text.worker.mjs. Plain
// JavaScript, so the same file runs from the sources (tests, development) and beside the compiled
// server (build/backend). Types: pdf-text.d.mts.

let loading;
/**
 * pdf-lib, loaded on first use (docs/decisions/112): the idle server, which writes and reads no PDF, does not
 * carry it. Every module of the server that uses pdf-lib's values loads it through this.
 */
export const loadPdfLib = () => (loading ??= import('pdf-lib'));

export const LETTER = { width: 612, height: 792 };
/** 0.75 in. */
const MARGIN = 54;
/** The text's colours, as pdf-lib's `rgb` gives them. */
const inks = async () => {
  const { rgb } = await loadPdfLib();
  return { ink: rgb(0.1, 0.1, 0.12), muted: rgb(0.38, 0.38, 0.42) };
};

/** Chinese, Japanese and Korean letters and punctuation: a line may break before or after each one. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Closing punctuation never starts a line; opening punctuation never ends one. */
const CLOSING = new Set('，。、；：！？）」』》〉】〕”’…%,.;:!?)]}');
const OPENING = new Set('（「『《〈【〔“‘');

/** The text as it is written: composed (NFC), every run of white space one space. */
export const printable = (text) => text.normalize('NFC').replace(/\s+/g, ' ');

/** A word (no spaces) cut where a line may break: between CJK characters, and between one and a Latin letter. */
function pieces(word) {
  const parts = [];
  let part = '';
  let before = '';
  for (const char of word) {
    const breaks = part !== '' && (CJK.test(char) || CJK.test(before)) && !CLOSING.has(char) && !OPENING.has(before);
    if (breaks) {
      parts.push(part);
      part = '';
    }
    part += char;
    before = char;
  }
  parts.push(part);
  return parts;
}

/**
 * The lines of a paragraph no wider than `width` (`widthOf` measures a line): broken at spaces, which a
 * break drops, and between CJK characters; Latin words stay whole (one longer than the line overflows).
 */
export function wrap(text, width, widthOf) {
  const lines = [];
  let line = '';
  text.split(' ').forEach((word, index) => {
    pieces(word).forEach((piece, at) => {
      const candidate = line ? `${line}${index > 0 && at === 0 ? ' ' : ''}${piece}` : piece;
      if (line && widthOf(candidate) > width) {
        lines.push(line);
        line = piece;
      } else line = candidate;
    });
  });
  lines.push(line);
  return lines;
}

/** The text with each character `charset` (a font's code points) has no glyph for as '?', rather than failing. */
const encodable = (text, charset) =>
  Array.from(printable(text))
    .map((char) => (charset.has(char.codePointAt(0)) ? char : '?'))
    .join('');

/** Paragraphs written top-down, wrapped, a new page started when one is full. */
class TextWriter {
  constructor(doc, colours, regular, bold) {
    this.doc = doc;
    this.colours = colours;
    this.regular = regular;
    this.bold = bold;
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([LETTER.width, LETTER.height]);
    this.y = LETTER.height - MARGIN;
  }

  write({ text, style }) {
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const leading = style.size * 1.35;
    const widthOf = (line) => font.widthOfTextAtSize(line, style.size);
    this.y -= style.before ?? 0;
    for (const line of wrap(encodable(text, this.charset), LETTER.width - 2 * MARGIN - indent, widthOf)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + style.size * 0.3,
        size: style.size,
        font,
        color: style.muted ? this.colours.muted : this.colours.ink,
      });
    }
  }
}

/** Helvetica: a standard font, never embedded, WinAnsi only. */
export const helveticaRegular = async (doc) => doc.embedFont((await loadPdfLib()).StandardFonts.Helvetica);

/** Helvetica and Helvetica Bold. */
export async function helvetica(doc) {
  return [await helveticaRegular(doc), await doc.embedFont((await loadPdfLib()).StandardFonts.HelveticaBold)];
}

/** Every character Helvetica can write (WinAnsi). */
export const winAnsi = async () => (await helvetica(await (await loadPdfLib()).PDFDocument.create()))[0].getCharacterSet();

/** The document as a PDF, in the regular and bold fonts `fonts` embeds. */
export async function writePdf(document, fonts) {
  const doc = await (await loadPdfLib()).PDFDocument.create();
  const { info } = document;
  if (info.title !== undefined) doc.setTitle(info.title);
  doc.setProducer(info.producer);
  if (info.creator !== undefined) doc.setCreator(info.creator);
  if (info.date !== undefined) {
    doc.setCreationDate(new Date(info.date));
    doc.setModificationDate(new Date(info.date));
  }
  const writer = new TextWriter(doc, await inks(), ...(await fonts(doc)));
  for (const paragraph of document.paragraphs) writer.write(paragraph);
  return doc.save({ useObjectStreams: document.objectStreams ?? true });
}

/**
 * Lines each on a page of its own, as wide as the line and its padding either side and `height` high,
 * the line's baseline `baseline` above the page's foot, in the regular font `font` embeds.
 */
export async function writeLines(lines, font) {
  const doc = await (await loadPdfLib()).PDFDocument.create({ updateMetadata: false });
  const regular = await font(doc);
  const colours = await inks();
  const charset = new Set(regular.getCharacterSet());
  for (const text of lines.texts) {
    const line = encodable(text, charset);
    const width = Math.ceil(regular.widthOfTextAtSize(line, lines.size)) + 2 * lines.padding;
    doc.addPage([width, lines.height]).drawText(line, {
      x: lines.padding,
      y: lines.baseline,
      size: lines.size,
      font: regular,
      color: lines.muted ? colours.muted : colours.ink,
    });
  }
  return doc.save({ useObjectStreams: false });
}
