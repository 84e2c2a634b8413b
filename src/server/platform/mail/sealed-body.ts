import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '../master-key.ts';
import type { CalendarPart, MailAttachment } from './types.ts';

/** What of a message can carry a private link: sealed in the outbox until it is delivered. */
export interface MailBody {
  text: string;
  html: string;
  headers?: Record<string, string>;
  calendar?: CalendarPart;
  attachments?: MailAttachment[];
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The body of an outbox message at rest: AES-256-GCM under a key derived from the application
 * master key (APPLICATION_KEY or DATA_DIR/application-key, never in the database nor in a backup),
 * so the database, its WAL and its backups hold no private link in clear; the worker opens it to
 * send and the outbox erases it once delivered (docs/decisions/078-private-links-never-lie-in-clear.md).
 */
export class MailBodyCipher {
  private readonly key: Buffer;

  constructor(master: Buffer) {
    this.key = derivedKey(master, 'mail-bodies-v1');
  }

  seal(body: MailBody): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64')}`;
  }

  /** The body; throws when the text was sealed under another key or changed. */
  open(sealed: string): MailBody {
    if (!sealed.startsWith(`${VERSION}.`)) throw new Error('mail body: unknown sealing');
    const bytes = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as MailBody;
  }
}
