// Reads one raw e-mail off the main thread (decision 035): MIME parsing of a message of up to
// several megabytes, HTML turned into text and the reply parser's patterns (which backtrack on
// crafted input) must never hold the server's event loop. Plain JavaScript, so the same file runs
// from the sources (tests, development) and beside the compiled server (build/backend).
//
// Posts { type: 'parsed', message } first, then { type: 'trimmed', text }: the caller keeps the
// parsed message and falls back to the full text when trimming runs out of time.
import { parentPort, workerData } from 'node:worker_threads';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser } from 'mailparser';

/** The new text of a reply is at its top: the parser reads this much of it at most. */
const TRIM_INPUT_CHARS = 20_000;

const ids = (value) =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : [])
    .map((id) => id.trim())
    .filter((id) => /^<[^<>\s]+>$/.test(id));

/**
 * Line ends unified, trailing blanks dropped and runs of empty lines collapsed: what a person sees is
 * unchanged, and the patterns anchored at line starts have no long blank runs to rescan.
 */
function normalise(text) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const parsed = await simpleParser(Buffer.from(workerData.raw), {
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
});
const sender = parsed.from?.value?.[0] ?? {};
const fullText = normalise(parsed.text ?? '');
const attachments = (parsed.attachments ?? [])
  .filter((a) => a.contentDisposition === 'attachment' || a.filename)
  .map((a) => ({
    filename: a.filename ?? 'attachment',
    contentType: a.contentType ?? 'application/octet-stream',
    size: a.size ?? a.content.length,
    // A copy of its own: a small Buffer may share its memory with others, which must not be transferred.
    content: new Uint8Array(a.content),
  }));
parentPort.postMessage(
  {
    type: 'parsed',
    message: {
      messageId: ids(parsed.messageId)[0] ?? null,
      inReplyTo: ids(parsed.inReplyTo),
      references: ids(parsed.references),
      fromAddress: typeof sender.address === 'string' ? sender.address : '',
      fromName: typeof sender.name === 'string' ? sender.name : '',
      subject: parsed.subject ?? '',
      date: parsed.date instanceof Date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null,
      fullText,
      attachments,
    },
  },
  attachments.map((a) => a.content.buffer),
);

const reply = normalise(new EmailReplyParser().parseReply(fullText.slice(0, TRIM_INPUT_CHARS)));
parentPort.postMessage({ type: 'trimmed', text: reply });
