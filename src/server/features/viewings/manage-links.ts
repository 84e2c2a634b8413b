import { createHash, createHmac } from 'node:crypto';

/**
 * The renter's manage link `/viewings/{token}` (docs/decisions/078-private-links-never-lie-in-clear.md):
 * the token is the HMAC of the viewing's random seed (`viewings.manage_token`) under a key derived
 * from the server's secret for this purpose only, and the database keeps only its SHA-256
 * (`manage_token_hash`). Every e-mail of the viewing makes the same link again from the seed; the
 * database or a backup alone (which hold no secret) cannot.
 */
export class ViewingManageLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('viewing-manage-v1').digest();
  }

  /** The link's token (32 base64url characters, 192 bits) of a seed. */
  token(seed: string): string {
    return createHmac('sha256', this.key).update(seed).digest('base64url').slice(0, 32);
  }

  /** What the database keeps of a token. */
  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
