import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDollars } from '../../../shared/listing-format.ts';
import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { DisclosedFee } from './disclosure-text.ts';

/** US Letter in points, 0.75 in margins. */
const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** What the signed copy shows: the frozen text and fees, and who signed, when and from where. */
export interface SignedDisclosure {
  brand: string;
  place: string;
  tenant: { name: string; email: string };
  fees: DisclosedFee[];
  text: string[];
  signedName: string;
  /** 'November 26, 2026, 4:40 PM' (New York). */
  signedAt: string;
  signedAddress: string;
}

/** Lines written top-down, wrapped, on as many pages as they need; WinAnsi only (other characters show as '?'). */
class Writer {
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
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private encodable(text: string) {
    return Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .map((char) => (this.charset.has(char.codePointAt(0)!) ? char : '?'))
      .join('');
  }

  write(text: string, { size = 11, bold = false, muted = false, before = 6 } = {}) {
    const font = bold ? this.bold : this.regular;
    const width = PAGE.width - 2 * MARGIN;
    const lines: string[] = [];
    let line = '';
    for (const word of this.encodable(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    this.y -= before;
    for (const l of lines) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color: muted ? MUTED : INK });
    }
  }
}

/** The signed FARE Act disclosure as a PDF: e-mailed to the tenant and the agent, and kept (decision 061). */
export async function disclosurePdf(signed: SignedDisclosure, language: Language = 'en'): Promise<Uint8Array> {
  // English or Spanish: Helvetica (WinAnsi) prints both; Chinese is never passed here (disclosures.ts).
  const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
  const doc = await PDFDocument.create();
  doc.setTitle(`${P.pdfTitle}: ${signed.place}`);
  doc.setProducer(signed.brand);
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const out = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  out.write(P.pdfTitle, { size: 18, bold: true, before: 0 });
  out.write(signed.place, { size: 12, muted: true });
  out.write(P.pdfTenant(signed.tenant.name, signed.tenant.email), { before: 14 });
  out.write(P.feesHeading, { size: 13, bold: true, before: 16 });
  if (signed.fees.length === 0) out.write(P.noFees);
  for (const fee of signed.fees)
    out.write(`${fee.name} — ${formatDollars(fee.amountCents / 100)} — ${P.payeeColumn}: ${fee.payee}`);
  out.write(P.textHeading, { size: 13, bold: true, before: 16 });
  for (const paragraph of signed.text) out.write(paragraph, { before: 8 });
  out.write(P.pdfSignedBy(signed.signedName), { bold: true, before: 20 });
  out.write(P.pdfSignedAt(signed.signedAt));
  out.write(P.pdfAddress(signed.signedAddress), { muted: true });
  return doc.save();
}
