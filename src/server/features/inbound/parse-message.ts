import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { MADE_UP_ID_DOMAIN } from '../../platform/mail/outbox.ts';

/** One attachment as received. */
interface ReceivedAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Uint8Array;
}

/** What the product reads from a raw e-mail. */
export interface ReceivedMessage {
  /** The Message-ID, or one derived from the message's bytes when it has none (so a repost is the same message). */
  messageId: string;
  /** In-Reply-To and References, the ids this message answers. */
  answers: string[];
  fromAddress: string;
  fromName: string;
  subject: string;
  /** The Date header, ISO; null when missing or unreadable. */
  date: string | null;
  /** The whole text (an HTML-only message turned into text). */
  fullText: string;
  /** The new text: quoted history and signature trimmed; the full text when trimming found nothing or ran out of time. */
  text: string;
  attachments: ReceivedAttachment[];
}

export interface ParseLimits {
  /** How long reading the message may take before it is given up. */
  parseMs: number;
  /** How long trimming the quoted history may take before the full text is kept. */
  trimMs: number;
}

/** The largest raw message the webhook takes: a 10 MB attachment in base64 with its text fits. */
export const MAX_INBOUND_MESSAGE_BYTES = 16 * 1024 * 1024;

export const DEFAULT_PARSE_LIMITS: ParseLimits = { parseMs: 20_000, trimMs: 2_000 };

export class UnreadableMessageError extends Error {}

interface WorkerParsed {
  messageId: string | null;
  inReplyTo: string[];
  references: string[];
  fromAddress: string;
  fromName: string;
  subject: string;
  date: string | null;
  fullText: string;
  attachments: ReceivedAttachment[];
}

type WorkerAnswer = { type: 'parsed'; message: WorkerParsed } | { type: 'trimmed'; text: string };

const WORKER_FILE = new URL('./parse-message.worker.mjs', import.meta.url);

/**
 * Parses a raw e-mail in a worker thread (MIME, HTML to text, reply trimming), so no message, however
 * large or crafted, holds the event loop; a worker that runs out of time is stopped.
 */
export function parseMessage(raw: Buffer, limits: ParseLimits = DEFAULT_PARSE_LIMITS): Promise<ReceivedMessage> {
  const copy = new Uint8Array(raw);
  const worker = new Worker(WORKER_FILE, {
    workerData: { raw: copy },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return new Promise<ReceivedMessage>((resolve, reject) => {
    let parsed: WorkerParsed | null = null;
    let timer: NodeJS.Timeout;
    const finish = (text: string | null, error?: Error) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
      if (!parsed) {
        reject(error ?? new UnreadableMessageError('The message could not be read'));
        return;
      }
      const fullText = parsed.fullText;
      resolve({
        messageId: parsed.messageId ?? `<${createHash('sha256').update(raw).digest('hex')}@${MADE_UP_ID_DOMAIN}>`,
        answers: [...new Set([...parsed.inReplyTo, ...parsed.references.slice().reverse()])],
        fromAddress: parsed.fromAddress.trim().toLowerCase(),
        fromName: parsed.fromName.trim(),
        subject: parsed.subject.replace(/\s+/g, ' ').trim(),
        date: parsed.date,
        fullText,
        text: text || fullText,
        attachments: parsed.attachments,
      });
    };
    timer = setTimeout(() => finish(null, new UnreadableMessageError('Reading the message took too long')), limits.parseMs);
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.type === 'parsed') {
        parsed = answer.message;
        clearTimeout(timer);
        timer = setTimeout(() => finish(null), limits.trimMs);
      } else finish(answer.text);
    });
    worker.on('error', (error) => finish(null, new UnreadableMessageError(error.message)));
    worker.on('exit', () => finish(null));
  });
}
