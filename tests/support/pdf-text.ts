import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/** A font of a page: its name and how its codes turn into text (pdf-lib writes every string as hex). */
interface PageFont {
  baseFont: string;
  /** The ToUnicode map of an embedded font (code in hex → text); null for a standard font (WinAnsi bytes). */
  unicode: Map<string, string> | null;
}

/** WinAnsi's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads 'windows-1252' as Latin-1. */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) => (byte >= 0x80 && byte < 0xa0 ? WIN_ANSI_80[byte - 0x80] : String.fromCharCode(byte))).join('');

const streamText = (stream: PDFObject | undefined) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

/** A ToUnicode CMap's bfchar entries, as pdf-lib writes them: code in hex → text (`<0001> <738B>`, UTF-16BE). */
export function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, entries] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, hex] of entries!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), Buffer.from(hex!, 'hex').swap16().toString('utf16le'));
  return map;
}

function fontsOf(doc: PDFDocument, resources: PDFDict | undefined): Map<string, PageFont> {
  const fonts = new Map<string, PageFont>();
  const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = font.get(PDFName.of('ToUnicode'));
    fonts.set(name.decodeText(), {
      baseFont: font.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
      unicode: cmap ? toUnicode(streamText(doc.context.lookup(cmap))) : null,
    });
  }
  return fonts;
}

/** The BaseFont names of the fonts a PDF's pages use ('Helvetica', 'NotoSansSC-Regular-…'), sorted. */
export async function pdfFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = doc.getPages().flatMap((page) => [...fontsOf(doc, page.node.Resources()).values()].map((font) => font.baseFont));
  return [...new Set(names)].sort();
}

/**
 * The text of a content stream, its fonts from `resources`: each string (hex, or a literal one in a
 * standard font, as the package's image captions) a line, and the text of each Form
 * XObject it draws (`/Cap Do`: a caption of the landlord package written in an embedded font) in its place.
 */
function contentText(doc: PDFDocument, content: string, resources: PDFDict | undefined, lines: string[]) {
  const fonts = fontsOf(doc, resources);
  let font: PageFont | undefined;
  const operators = /\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\/(\S+)\s+Do\b/g;
  for (const [, name, hex, literal, xobject] of content.matchAll(operators)) {
    if (name) font = fonts.get(name);
    else if (literal !== undefined) lines.push(winAnsi(Buffer.from(literal.replace(/\\(.)/g, '$1'), 'latin1')));
    else if (xobject) {
      const ref = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.get(PDFName.of(xobject));
      const form = ref ? doc.context.lookup(ref) : undefined;
      if (form instanceof PDFRawStream && form.dict.get(PDFName.of('Subtype')) === PDFName.of('Form'))
        contentText(doc, streamText(form), form.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), lines);
    } else if (font?.unicode) {
      const codes = hex!.match(/.{4}/g) ?? [];
      lines.push(codes.map((code) => font!.unicode!.get(code.toUpperCase()) ?? '\ufffd').join(''));
    } else lines.push(winAnsi(Buffer.from(hex!, 'hex')));
  }
}

/** The text each page of a PDF made by pdf-lib's drawText shows (one line of the page per line). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const lines: string[] = [];
    const contents = page.node.get(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = streams.map((s) => streamText(s instanceof PDFRef ? doc.context.lookup(s) : s)).join('\n');
    contentText(doc, content, page.node.Resources(), lines);
    return lines.join('\n');
  });
}

/** The text a PDF made by pdf-lib's drawText shows, one line of the page per line of the answer. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n');
}
