import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what a refresh token or an e-mailed link carries. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored, so a leaked table cannot be replayed. SHA-256 without salt is
 * enough: the input is 256 random bits, not a guessable password.
 */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
