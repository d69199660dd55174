/** Hex sha256 of bytes already in memory, given as the pieces they arrived in: one call for a single piece. */
import { createHash, hash } from 'node:crypto';

export function sha256Of(chunks: readonly Uint8Array[]): string {
  if (chunks.length === 1) return hash('sha256', chunks[0]!, 'hex');
  const h = createHash('sha256');
  for (const c of chunks) h.update(c);
  return h.digest('hex');
}
