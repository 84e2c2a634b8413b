import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

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

function fontsOf(doc: PDFDocument, page: PDFPage): Map<string, PageFont> {
  const fonts = new Map<string, PageFont>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
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
  const names = doc.getPages().flatMap((page) => [...fontsOf(doc, page).values()].map((font) => font.baseFont));
  return [...new Set(names)].sort();
}

/** The text a PDF made by pdf-lib's drawText shows, one line of the page per line of the answer. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = fontsOf(doc, page);
    const contents = page.node.get(PDFName.of('Contents'));
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = streams.map((s) => streamText(s instanceof PDFRef ? doc.context.lookup(s) : s)).join('\n');
    let font: PageFont | undefined;
    for (const [, name, hex] of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (name) font = fonts.get(name);
      else if (font?.unicode) {
        const codes = hex!.match(/.{4}/g) ?? [];
        lines.push(codes.map((code) => font!.unicode!.get(code.toUpperCase()) ?? '\ufffd').join(''));
      } else lines.push(winAnsi(Buffer.from(hex!, 'hex')));
    }
  }
  return lines.join('\n');
}
