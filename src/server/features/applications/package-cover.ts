import { PACKAGE_TEXT as T } from '../../../shared/texts/application-package.ts';
import type { TextDocument, TextStyle } from '../../platform/pdf-text.mjs';
import { textPdf } from '../../platform/text-pdf.ts';

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
  /** The tenants' line, the vouchers' share line (null without a voucher), the guarantor's line. */
  income: { tenants: string; voucher: string | null; guarantor: string | null };
  documents: Array<{ name: string; person: string }>;
}

/** A document that names no producer or creator, written paragraph by paragraph. */
function newLayout() {
  const paragraphs: TextDocument['paragraphs'] = [];
  return {
    layout: { write: (text: string, style: TextStyle) => paragraphs.push({ text, style }) },
    pdf: () => textPdf({ info: { producer: '', creator: '' }, paragraphs, objectStreams: false }),
  };
}

/** The cover: one page, more when the household or the document list is long. */
export async function coverPdf(cover: PackageCover): Promise<Uint8Array> {
  const { layout, pdf } = newLayout();
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
  if (cover.income.voucher) layout.write(cover.income.voucher, { size: 11 });
  if (cover.income.guarantor) layout.write(cover.income.guarantor, { size: 11 });

  layout.write(T.coverDocuments, { size: 14, bold: true, before: 18 });
  if (cover.documents.length === 0) layout.write(T.coverNoDocuments, { size: 10, before: 4 });
  cover.documents.forEach((document, index) =>
    layout.write(T.coverDocument(index + 1, document.name, document.person), { size: 10, before: index === 0 ? 4 : 0 }),
  );
  return pdf();
}

/** A page in place of a document that cannot be added (a PDF that does not open). */
export async function noticePdf(title: string, body: string): Promise<Uint8Array> {
  const { layout, pdf } = newLayout();
  layout.write(title, { size: 16, bold: true });
  layout.write(body, { size: 11, before: 8 });
  return pdf();
}
