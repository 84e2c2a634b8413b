import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** What the database keeps to open one document: its key wrapped by the master key, the IV and tag of its bytes. */
export interface SealedKey {
  /** base64 of IV (12) | the document key encrypted with the master key (32) | tag (16). */
  wrappedKey: string;
  /** base64 IV and GCM tag of the document's ciphertext. */
  iv: string;
  tag: string;
}

function wrap(master: Buffer, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, master, iv);
  const sealed = Buffer.concat([cipher.update(key), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
}

function unwrap(master: Buffer, wrapped: string): Buffer {
  const bytes = Buffer.from(wrapped, 'base64');
  const decipher = createDecipheriv(ALGORITHM, master, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - 16)), decipher.final()]);
}

/**
 * AES-256-GCM with a random key per document, that key wrapped by the master key: the stored bytes
 * and the database row together still need the master key to be read.
 */
export class DocumentCipher {
  constructor(private readonly master: Buffer) {}

  seal(plain: Buffer): { ciphertext: Buffer; key: SealedKey } {
    const documentKey = randomBytes(32);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, documentKey, iv);
    const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
    const key = {
      wrappedKey: wrap(this.master, documentKey),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
    };
    documentKey.fill(0);
    return { ciphertext, key };
  }

  /**
   * A short secret (a package link's token) sealed by the master key alone, as base64: what the database
   * keeps of it is unreadable without the key, like the documents (docs/decisions/098).
   */
  sealSecret(text: string): string {
    return wrap(this.master, Buffer.from(text, 'utf8'));
  }

  /** A secret sealSecret sealed, or null when it does not open (another key, a changed byte). */
  openSecret(sealed: string): string | null {
    try {
      return unwrap(this.master, sealed).toString('utf8');
    } catch {
      return null;
    }
  }

  /** The plaintext of a stored document as a stream; a changed byte fails the stream at its end (the GCM tag). */
  open(ciphertext: Readable, key: SealedKey): Readable {
    const documentKey = unwrap(this.master, key.wrappedKey);
    const decipher = createDecipheriv(ALGORITHM, documentKey, Buffer.from(key.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(key.tag, 'base64'));
    documentKey.fill(0);
    ciphertext.on('error', (error) => decipher.destroy(error));
    return ciphertext.pipe(decipher);
  }
}
