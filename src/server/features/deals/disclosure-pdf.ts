import { textsFor } from '../../../shared/i18n/catalogues.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { TextDocument, TextStyle } from '../../platform/pdf-text.mjs';
import { textPdf } from '../../platform/text-pdf.ts';
import type { DisclosedFee } from './disclosure-text.ts';
import { formatCents } from '../../../shared/words/money.ts';

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

/** The signed FARE Act disclosure as a PDF: e-mailed to the tenant and the agent, and kept (decision 061). */
export async function disclosurePdf(signed: SignedDisclosure, language: Language = 'en'): Promise<Uint8Array> {
  const P = textsFor(language, 'deals-public').DISCLOSURE_TEXT;
  const paragraphs: TextDocument['paragraphs'] = [];
  // Body text unless said otherwise: 11 pt, 6 pt after the paragraph before.
  const write = (text: string, style: Partial<TextStyle> = {}) =>
    paragraphs.push({ text, style: { size: 11, before: 6, ...style } });
  write(P.pdfTitle, { size: 18, bold: true, before: 0 });
  write(signed.place, { size: 12, muted: true });
  write(P.pdfTenant(signed.tenant.name, signed.tenant.email), { before: 14 });
  write(P.feesHeading, { size: 13, bold: true, before: 16 });
  if (signed.fees.length === 0) write(P.noFees);
  for (const fee of signed.fees) write(P.pdfFeeLine(fee.name, formatCents(fee.amountCents), fee.payee));
  write(P.textHeading, { size: 13, bold: true, before: 16 });
  for (const paragraph of signed.text) write(paragraph, { before: 8 });
  write(P.pdfSignedBy(signed.signedName), { bold: true, before: 20 });
  write(P.pdfSignedAt(signed.signedAt));
  write(P.pdfAddress(signed.signedAddress), { muted: true });
  return textPdf({ info: { title: `${P.pdfTitle}: ${signed.place}`, producer: signed.brand, date: 0 }, paragraphs });
}
