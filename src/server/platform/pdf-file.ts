import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * What a file name may not hold on any computer it is saved to, nor a header: a folder's separator, a drive's
 * colon, a wildcard, a quote, a control character (a line break).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes.
const UNSAVEABLE = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** `name` as a file may be named: no path separator or control character, spaces collapsed, at most 150 characters. */
export function fileName(name: string): string {
  const ext = /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';
  const base = name
    .slice(0, name.length - ext.length)
    .replace(UNSAVEABLE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150 - ext.length)
    .trim();
  return `${base || 'document'}${ext}`;
}

/** The ASCII a browser without RFC 6266 shows: accents dropped, dashes as '-', anything else not ASCII as '_'. */
const asciiOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_');

/** RFC 5987's value characters: encodeURIComponent leaves `'()*` as they are, which a `filename*` may not hold. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `inline; filename="…"` (or `attachment`) naming a file as a person reads it (RFC 6266): the name in
 * ASCII, and when it holds more than ASCII (an accent, a dash '—'), the UTF-8 name in `filename*` too, which
 * every current browser prefers.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const safe = fileName(name);
  const ascii = asciiOf(safe);
  return ascii === safe
    ? `${disposition}; filename="${safe}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${extValue(safe)}`;
}

/**
 * Answers a PDF to be read in the browser, named for what it is ('Application package — 145 East 29th
 * Street, Apt 4B.pdf'): the browser's tab and its Save keep that name. Every PDF answer of the API goes
 * through here (docs/decisions/105).
 */
export function sendPdf(reply: FastifyReply, file: { filename: string; body: Buffer | Readable }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', file.filename))
    .header('x-content-type-options', 'nosniff')
    .send(file.body);
}
