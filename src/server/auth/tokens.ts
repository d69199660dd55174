/**
 * API tokens: 32 random bytes as 64 hex characters. Only their SHA-256 is stored. The public id is
 * `tok-` + the token's first 8 characters, as the real service makes it, so `surge token rem <id>` can be typed
 * from the token itself. Those 32 bits reveal nothing usable of the other 224. Tokens minted before kept their
 * older random `tok-` ids (stored with them), which keep working.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TokenRecord } from '../../store/types.ts';
import type { Store } from '../../store/sql/store.ts';

export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** The public id of a token: `tok-` + its first 8 characters. */
export function tokenIdOf(token: string): string {
  return `tok-${token.slice(0, 8)}`;
}

/**
 * Mints and stores a new token; returns it (shown once) with its record. Ids are unique across the server: a
 * new token whose id is taken (about one in 4 billion per existing token) is drawn again.
 */
export async function mintToken(
  store: Store,
  fields: Omit<TokenRecord, 'id' | 'hash'>,
): Promise<{ token: string; record: TokenRecord }> {
  for (;;) {
    const token = newToken();
    const record: TokenRecord = { ...fields, id: tokenIdOf(token), hash: sha256Hex(token) };
    if (await store.accounts.createToken(record)) return { token, record };
  }
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
