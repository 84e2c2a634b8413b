import { stringify } from 'csv-stringify/sync';

/**
 * A CSV file of `rows` under `columns`: RFC 4180 (CRLF line ends, fields with commas, quotes or line breaks
 * quoted, quotes doubled), UTF-8 with a byte-order mark so spreadsheet apps read accents right, and
 * every cell that starts with =, +, -, @, a tab or a carriage return prefixed with ' so a spreadsheet
 * shows it as text instead of running it as a formula (CSV injection).
 */
export function csvFile(columns: string[], rows: string[][]): string {
  return stringify(rows, {
    header: true,
    columns,
    record_delimiter: 'windows',
    escape_formulas: true,
    // The library quotes only the record delimiter (CRLF): a lone line break must be quoted too (RFC 4180).
    quoted_match: /[\r\n]/,
    bom: true,
  });
}
