import { PDFDocument, StandardFonts } from 'pdf-lib';
import { multipart } from './listings-fixtures.ts';

/** A real PDF of `pages` pages, each with its text (the marker shows whether it is stored in the clear). */
export async function leasePdf(marker: string, pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${marker} page ${i}`, { x: 72, y: 700, size: 18, font });
    page.drawText('The tenant shall pay the rent on the first day of each month.', { x: 72, y: 660, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** Every rider ticked. */
export const FULL_CHECKLIST = {
  'lead-paint': 'attached',
  'window-guards': 'attached',
  'bedbug-history': 'attached',
  sprinkler: 'not-applicable',
  'rent-stabilization-rider': 'not-applicable',
  'tenants-rights-guide': 'not-applicable',
  'good-cause-eviction': 'attached',
} as const;

/** The upload's multipart body: the lease, its riders and optionally the checklist. */
export function leaseUpload(lease: Buffer | null, riders: Buffer[] = [], checklist?: Record<string, string>) {
  return multipart(checklist ? { checklist: JSON.stringify(checklist) } : {}, [
    ...(lease ? [{ name: 'file', filename: 'lease.pdf', contentType: 'application/pdf', data: lease }] : []),
    ...riders.map((data, i) => ({ name: 'riders', filename: `rider-${i + 1}.pdf`, contentType: 'application/pdf', data })),
  ]);
}
