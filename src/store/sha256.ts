/** Hex digest of bytes already in memory, given as the pieces they arrived in: one call for a single piece. */
import { createHash, hash } from 'node:crypto';

export function digestOf(algorithm: 'sha256' | 'md5', chunks: readonly Uint8Array[]): string {
  if (chunks.length === 1) return hash(algorithm, chunks[0]!, 'hex');
  const h = createHash(algorithm);
  for (const c of chunks) h.update(c);
  return h.digest('hex');
}

export const sha256Of = (chunks: readonly Uint8Array[]): string => digestOf('sha256', chunks);
