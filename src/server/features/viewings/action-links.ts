import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

type ViewingAction = 'confirm' | 'decline';

export interface ActionClaims {
  viewingId: number;
  action: ViewingAction;
  /** The viewing's SEQUENCE when the link was made: a moved viewing does not accept its old links. */
  sequence: number;
}

/** A link is valid for at most this long, and never after the viewing's start. */
const ACTION_LINK_TTL_SECONDS = 14 * 24 * 3600;

/**
 * The Confirm and Decline links of the staff alert (docs/decisions/034-signed-viewing-action-links.md):
 * HS256 tokens under a key derived from the server's secret for this purpose only (so they are no
 * sign-in token and a sign-in token is none of them), expiring at the viewing's start. They are
 * single-use by the viewing's state: an action applies only to a request still waiting at the
 * sequence the link names, so after Confirm, Decline, Cancel or a reschedule every earlier link is spent.
 */
export class ViewingActionLinks {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('viewing-actions-v1').digest();
  }

  sign(claims: ActionClaims, startsAt: string, now: Date): Promise<string> {
    const start = Math.floor(Date.parse(startsAt) / 1000);
    const exp = Math.min(start, Math.floor(now.getTime() / 1000) + ACTION_LINK_TTL_SECONDS);
    return new SignJWT({ v: claims.viewingId, a: claims.action, s: claims.sequence })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('viewing-action')
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** The claims, or null when the token is malformed, forged or expired at `now`. */
  async verify(token: string, now: Date): Promise<ActionClaims | null> {
    if (token.length > 1000) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'viewing-action',
        currentDate: now,
      });
      const { v, a, s } = payload as { v?: unknown; a?: unknown; s?: unknown };
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || typeof s !== 'number') return null;
      if (a !== 'confirm' && a !== 'decline') return null;
      return { viewingId: v, action: a, sequence: s };
    } catch {
      return null;
    }
  }
}
