import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** US Letter, in points. */
export const LETTER = { width: 612, height: 792 } as const;
/** 0.75 in. */
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** How one paragraph is written: its size in points, the space before it and its indent (points). */
export interface TextStyle {
  size: number;
  bold?: boolean;
  muted?: boolean;
  indent?: number;
  before?: number;
}

/**
 * Writes paragraphs top-down on US Letter pages (0.75 in margins), wrapped at word breaks, starting a
 * new page when one is full. Helvetica writes WinAnsi only: any other character shows as '?' rather
 * than failing, and every run of white space is one space.
 */
export class PdfTextWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: Set<number>;

  /** A writer on `doc`, its first page added. */
  static async on(doc: PDFDocument): Promise<PdfTextWriter> {
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    return new PdfTextWriter(doc, regular, await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([LETTER.width, LETTER.height]);
    this.y = LETTER.height - MARGIN;
  }

  private encodable(text: string): string {
    return Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .map((char) => (this.charset.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  }

  write(text: string, style: TextStyle) {
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const leading = style.size * 1.35;
    this.y -= style.before ?? 0;
    for (const line of this.wrap(this.encodable(text), font, style.size, LETTER.width - 2 * MARGIN - indent)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y + style.size * 0.3,
        size: style.size,
        font,
        color: style.muted ? MUTED : INK,
      });
    }
  }
}
