/**
 * A standalone edge's side of `POST /_sitepub/blobs` (docs/edge.md): the origin answers many blobs' bytes back
 * to back in the order asked; the edge knows each size from the revision's manifest, so `receiveBatch` cuts the
 * body at those sizes and checks each blob's sha256 before handing it on (to a pack: src/store/blobs/packs.ts). The
 * first blob that does not match, a body that ends early or one with bytes left over fails the whole batch.
 *
 * `batches` cuts a sync's list of small blobs into requests of bounded count and bytes. One request per blob
 * cost mdi-icons' 7,453 icons 11.6 s to reach two edges; what it costs now is in docs/edge.md.
 */
import { chunksOf } from '../store/chunks.ts';
import { sha256Of } from '../store/sha256.ts';
import { BlobMismatchError } from './blob-store.ts';

/** Blobs per request, and bytes per request (a batch of small blobs only: PACKED_BLOB_MAX_BYTES each at most). */
export const BATCH_BLOBS = 1024;
export const BATCH_BYTES = 4 * 1024 * 1024;

export interface WantedBlob {
  sha256: string;
  size: number;
}

/** `wanted` in order, cut into lists of at most BATCH_BLOBS blobs and BATCH_BYTES bytes (a bigger blob alone). */
export function batches<T extends WantedBlob>(wanted: readonly T[]): T[][] {
  return chunksOf(wanted, BATCH_BLOBS, BATCH_BYTES);
}

/**
 * Reads `body` as the blobs of `wanted`, in order; calls `onBlob` with each verified blob's bytes (the chunks
 * as they arrived, `size` bytes in all). Throws BlobMismatchError on a wrong digest, a short body or extra bytes.
 */
export async function receiveBatch(
  body: AsyncIterable<Uint8Array>,
  wanted: readonly WantedBlob[],
  onBlob: (sha256: string, chunks: Uint8Array[], size: number) => void,
): Promise<void> {
  let i = 0;
  let need = 0;
  let parts: Uint8Array[] = [];
  /** Hands on every blob whose bytes are all here, and readies the next one. */
  const advance = (): void => {
    while (i < wanted.length && need === 0) {
      if (parts.length > 0 || wanted[i]!.size === 0) {
        finish(wanted[i]!, parts);
        parts = [];
        i++;
      }
      if (i < wanted.length) need = wanted[i]!.size;
      if (need > 0) return;
    }
  };
  const finish = (blob: WantedBlob, chunks: Uint8Array[]): void => {
    const actual = sha256Of(chunks);
    if (actual !== blob.sha256) {
      throw new BlobMismatchError(
        `blob ${blob.sha256.slice(0, 12)}… arrived in a batch with sha256 ${actual.slice(0, 12)}…`,
      );
    }
    onBlob(blob.sha256, chunks, blob.size);
  };
  need = wanted.length > 0 ? wanted[0]!.size : 0;
  advance();
  for await (const chunk of body) {
    let at = 0;
    while (at < chunk.byteLength) {
      if (i >= wanted.length) {
        throw new BlobMismatchError(`the origin's batch of ${wanted.length} blobs has bytes left over`);
      }
      const n = Math.min(need, chunk.byteLength - at);
      parts.push(chunk.subarray(at, at + n));
      at += n;
      need -= n;
      if (need === 0) advance();
    }
  }
  if (i < wanted.length) {
    throw new BlobMismatchError(
      `the origin's batch ended after ${i} of ${wanted.length} blobs (blob ${wanted[i]!.sha256.slice(0, 12)}… incomplete)`,
    );
  }
}
