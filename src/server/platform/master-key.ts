import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the master key is generated into on the first start without APPLICATION_KEY. */
const MASTER_KEY_FILE = 'application-key';
const HEX_KEY = /^[0-9a-f]{64}$/i;

/**
 * The master key that wraps each document's own key (docs/decisions/055-application-documents-encrypted.md):
 * APPLICATION_KEY (64 hexadecimal characters), else the key in DATA_DIR/application-key, generated once
 * (mode 0600). Losing it loses every document; it is never logged nor stored in the database.
 */
export function loadMasterKey(setting: string | undefined, dataDir: string): Buffer {
  if (setting) return Buffer.from(setting, 'hex');
  const file = path.join(dataDir, MASTER_KEY_FILE);
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8').trim();
    if (!HEX_KEY.test(text)) throw new Error(`${file}: not a key of 64 hexadecimal characters; restore the right file`);
    chmodSync(file, 0o600);
    return Buffer.from(text, 'hex');
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

/**
 * A key of its own for one purpose, derived from the master key (HMAC-SHA256 of the purpose): the
 * mail bodies waiting in the outbox are sealed under `derivedKey(master, 'mail-bodies-v1')`
 * (docs/decisions/078-private-links-never-lie-in-clear.md), so no key but the master is kept.
 */
export function derivedKey(master: Buffer, purpose: string): Buffer {
  return createHmac('sha256', master).update(purpose).digest();
}
