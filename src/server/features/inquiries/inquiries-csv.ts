import { INQUIRY_DETAIL_KEYS, type InquiryDto } from '../../../shared/inquiries.schema.ts';
import { INQUIRY_DETAIL_TEXT as DETAIL_TEXT, INQUIRIES_TEXT as T } from '../../../shared/texts/inquiries.ts';
import { csvFile } from '../../platform/csv-file.ts';
import { withApartment } from '../../../shared/listing-format.ts';

/** 'New', 'Responded', 'Closed'. */
const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The listing as staff name it: its address with the apartment, or blank for a general inquiry. */
const listing = (inquiry: InquiryDto) =>
  inquiry.listing_address ? withApartment(inquiry.listing_address, inquiry.listing_apartment) : '';

/** Inquiries as a CSV file, written like the subscribers' export (RFC 4180, UTF-8, formula-safe). */
export function inquiriesCsv(inquiries: InquiryDto[]): string {
  return csvFile(
    [...T.csvContactColumns, ...INQUIRY_DETAIL_KEYS.map((key) => DETAIL_TEXT[key].label), ...T.csvColumns],
    inquiries.map((i) => [
      i.name,
      i.email,
      ...INQUIRY_DETAIL_KEYS.map((key) => i[key]),
      i.source,
      statusLabel(i.status),
      listing(i),
      i.createdAt.slice(0, 10),
      i.updatedAt.slice(0, 10),
      String(i.replyCount),
      i.followUpOn ?? '',
      i.followUpNote,
    ]),
  );
}
