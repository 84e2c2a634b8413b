import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

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

/**
 * Answers a CSV file as a download named `name`: never stored by a browser or a proxy (an export holds
 * private records), with the number of rows in X-Export-Count when `count` is given. Every CSV answer of the
 * API goes through here, so none forgets a header.
 */
export function sendCsv(reply: FastifyReply, file: { name: string; csv: string; count?: number }) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store');
  if (file.count !== undefined) reply.header('x-export-count', String(file.count));
  return reply.send(file.csv);
}
