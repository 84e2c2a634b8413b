import { SignJWT, jwtVerify } from 'jose';

export const TOKEN_TTL = '12h';
export const REMEMBER_ME_TTL = '30d';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** Issued with 'Remember me' (30 days): a token renewed for this session keeps that lifetime. */
  remember?: boolean;
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
      .setIssuedAt()
      .setExpirationTime(claims.remember ? REMEMBER_ME_TTL : TOKEN_TTL)
      .sign(this.key);
  }

  /** The token's claims, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') return null;
      return { userId, tokenVersion, remember: payload.rm === true };
    } catch {
      return null;
    }
  }
}
