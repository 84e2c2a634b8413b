import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed one-click unsubscribe tokens (RFC 8058): `{subscriberId}.{HMAC-SHA256(id:email)}` in base64url.
 * The key is derived from the server's signing secret, so tokens survive restarts and every instance
 * accepts the others'; they carry no expiry (an unsubscribe link in a year-old e-mail must still work)
 * and bind the address, so a link keeps working only for the address it was sent to.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  /** `purpose` keeps each kind of link's tokens apart (a saved search's id is no subscriber's). */
  constructor(secret: string, purpose = 'newsletter-unsubscribe-v1') {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  sign(subscriber: { id: number; email: string }): string {
    return `${subscriber.id}.${this.mac(subscriber.id, subscriber.email)}`;
  }

  /** The subscriber id a token names, or null when it is not of our making (checked against the e-mail later). */
  parse(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    return match ? Number(match[1]) : null;
  }

  /** Whether `token` was signed for this subscriber (constant-time comparison). */
  verify(token: string, subscriber: { id: number; email: string }): boolean {
    const expected = Buffer.from(this.sign(subscriber));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(id: number, email: string): string {
    return createHmac('sha256', this.key).update(`${id}:${email}`).digest('base64url');
  }
}
