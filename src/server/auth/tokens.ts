/**
 * API tokens: 32 random bytes as 64 hex characters. Only their SHA-256 is stored. The public id is
 * `tok-` + 8 random hex characters unrelated to the token (so listing ids reveals nothing about tokens).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function newTokenId(): string {
  return `tok-${randomBytes(4).toString('hex')}`;
}

export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time equality of two hex digests of equal length. */
export function digestEquals(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A one-time code for mailed links (verification, password reset). */
export function newCode(): string {
  return randomBytes(24).toString('base64url');
}
