import { createHash, randomBytes } from 'node:crypto';

/**
 * A signer's private link `/leases/{token}`: 128 random bits as 22 base64url characters. Only the
 * sha256 of the token is stored: a copy of the database signs nothing.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export const newToken = () => randomBytes(16).toString('base64url');

/** The stored form of a token; null for text that cannot be one (answered like an unknown token). */
export function tokenHash(token: string): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}
