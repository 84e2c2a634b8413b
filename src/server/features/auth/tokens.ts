import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const TOKEN_TTL = '12h';
const REMEMBER_ME_TTL = '30d';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** Issued with 'Remember me' (30 days): a token renewed for this session keeps that lifetime. */
  remember?: boolean;
}

/** What a verified token says: its claims, its own id (revoked by Logout) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

/** Signs and verifies the bearer tokens of the back-office (HS256). */
export class TokenService {
  private key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT(claims.remember ? { tv: claims.tokenVersion, rm: true } : { tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(claims.remember ? REMEMBER_ME_TTL : TOKEN_TTL)
      .sign(this.key);
  }

  /** The token's claims, or null when it is malformed, forged, expired or has no id (signed before Logout revoked tokens). */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['jti', 'exp'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number' || typeof payload.jti !== 'string') return null;
      return {
        userId,
        tokenVersion,
        remember: payload.rm === true,
        tokenId: payload.jti,
        expiresAt: new Date(payload.exp! * 1000),
      };
    } catch {
      return null;
    }
  }
}
