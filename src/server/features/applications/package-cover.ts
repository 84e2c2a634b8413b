import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { PACKAGE_TEXT as T } from '../../../shared/texts/application-package.ts';

/** US Letter, in points, with 0.75 in margins. */
export const LETTER = { width: 612, height: 792 } as const;
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** What the cover page says: the agent, the listing, the people, the income totals, the documents. */
export interface PackageCover {
  agent: { name: string; title: string; email: string; phone: string; licenseLine: string };
  brokerageName: string;
  place: string;
  /** '$3,450' or null without a listing. */
  rent: string | null;
  preparedOn: string;
  people: Array<{
    role: string;
    name: string;
    /** The contact line, then each detail given ('Current address: …', employment, income, pets…). */
    details: string[];
  }>;
  income: { tenants: string; guarantor: string | null };
  documents: Array<{ name: string; person: string }>;
}

interface Style {
  size: number;
  bold?: boolean;
  muted?: boolean;
  indent?: number;
  before?: number;
}

/** Writes lines top-down with wrapping, starting a new page when one is full. Standard fonts (WinAnsi). */
class TextLayout {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: Set<number>;

  constructor(
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

  /** The standard fonts write WinAnsi only: any other character shows as '?' rather than failing. */
  private encodable(text: string): string {
    return Array.from(text.normalize('NFC').replace(/[\r\n\t]+/g, ' '))
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

  write(text: string, style: Style) {
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

async function newLayout() {
  const doc = await PDFDocument.create();
  doc.setProducer('');
  doc.setCreator('');
  const layout = new TextLayout(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  return { doc, layout };
}

/** The cover: one page, more when the household or the document list is long. */
export async function coverPdf(cover: PackageCover): Promise<Uint8Array> {
  const { doc, layout } = await newLayout();
  const agent = [cover.agent.name, cover.brokerageName].filter(Boolean).join(', ');
  layout.write(T.coverTitle, { size: 22, bold: true });
  layout.write(cover.place, { size: 13, before: 4 });
  if (cover.rent) layout.write(T.coverRent(cover.rent), { size: 11 });
  layout.write(T.coverPrepared(cover.preparedOn, agent), { size: 10, muted: true, before: 6 });
  const contact = T.coverContact(cover.agent.email, cover.agent.phone);
  if (contact) layout.write(contact, { size: 10, muted: true });
  if (cover.agent.licenseLine) layout.write(cover.agent.licenseLine, { size: 9, muted: true });

  layout.write(T.coverPeople, { size: 14, bold: true, before: 18 });
  for (const person of cover.people) {
    layout.write(`${person.role}: ${person.name}`, { size: 11, bold: true, before: 8 });
    for (const detail of person.details) layout.write(detail, { size: 10, indent: 12 });
  }

  layout.write(T.coverIncome, { size: 14, bold: true, before: 18 });
  layout.write(cover.income.tenants, { size: 11, before: 4 });
  if (cover.income.guarantor) layout.write(cover.income.guarantor, { size: 11 });

  layout.write(T.coverDocuments, { size: 14, bold: true, before: 18 });
  if (cover.documents.length === 0) layout.write(T.coverNoDocuments, { size: 10, before: 4 });
  cover.documents.forEach((document, index) =>
    layout.write(T.coverDocument(index + 1, document.name, document.person), { size: 10, before: index === 0 ? 4 : 0 }),
  );
  return doc.save({ useObjectStreams: false });
}

/** A page in place of a document that cannot be added (a PDF that does not open). */
export async function noticePdf(title: string, body: string): Promise<Uint8Array> {
  const { doc, layout } = await newLayout();
  layout.write(title, { size: 16, bold: true });
  layout.write(body, { size: 11, before: 8 });
  return doc.save({ useObjectStreams: false });
}
