import { Transform } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Passes a page's HTML through without the `<link rel="modulepreload">` elements React Router
 * writes into its `<head>` (decision 028): on a phone's connection the page's own bytes, its first
 * photo and its images then have the bandwidth to themselves, and the scripts (which only hydrate
 * a page that is already complete) follow from the page's module script at their browser's
 * normal, lower priority.
 *
 * The head is held until its end arrives (React writes it in one piece); the body passes untouched.
 */
export function withoutModulePreloads(): Transform {
  let head: Buffer | undefined = Buffer.alloc(0);
  const release = (bytes: Buffer, end: number) =>
    Buffer.concat([Buffer.from(bytes.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, '')), bytes.subarray(end)]);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) return callback(null, chunk);
      const bytes = Buffer.concat([head, chunk]);
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        head = bytes;
        return callback();
      }
      head = undefined;
      callback(null, release(bytes, end));
    },
    flush(callback) {
      callback(null, head && head.length > 0 ? release(head, head.length) : undefined);
    },
  });
}
