import { stringify } from 'csv-stringify/sync';
import type { SubscriberDto } from '../../../shared/subscribers.schema.ts';
import { NEWSLETTER_ADMIN_TEXT as T } from '../../../shared/texts/newsletter.ts';

/**
 * Subscribers as a CSV file: RFC 4180 (CRLF line ends, fields with commas, quotes or line breaks
 * quoted, quotes doubled), UTF-8 with a byte-order mark so spreadsheet apps read accents right, and
 * every cell that starts with =, +, -, @, a tab or a carriage return prefixed with ' so a spreadsheet
 * shows it as text instead of running it as a formula (CSV injection).
 */
export function subscribersCsv(subscribers: SubscriberDto[]): string {
  return stringify(
    subscribers.map((s) => [s.email, s.name ?? '', T.statusLabel(s.status), s.subscribedAt.slice(0, 10)]),
    {
      header: true,
      columns: [...T.csvColumns],
      record_delimiter: 'windows',
      escape_formulas: true,
      // The library quotes only the record delimiter (CRLF): a lone line break must be quoted too (RFC 4180).
      quoted_match: /[\r\n]/,
      bom: true,
    },
  );
}
