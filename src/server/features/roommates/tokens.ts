import { createHash, randomBytes } from 'node:crypto';

/**
 * A seeker's private link `/roommates/{token}`: 128 random bits, written as 22 base64url characters.
 * Only the sha256 of the token is stored, so a copy of the database opens no profile.
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function newSeekerToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of a token; null for text that cannot be one (answered 404 like an unknown token). */
export function seekerTokenHash(token: string): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}
