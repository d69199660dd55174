/**
 * A blob's source hashed as it streams: a small blob held in memory until its hash is known (content already
 * stored never touches the disk), a larger one spilled to a temp file.
 */
import { createHash, type Hash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { PACKED_BLOB_MAX_BYTES } from './packs.ts';
import { sha256Of } from '../sha256.ts';
import type { BlobInfo, BlobSource } from '../types.ts';

/** Hashed in memory before any disk write (at most 16 in flight per deploy). */
const SMALL_BLOB_BYTES = PACKED_BLOB_MAX_BYTES;

/** A blob given whole in memory: its digest and size, or null when it is larger than a small blob. */
export function smallInfo(chunks: readonly Uint8Array[]): BlobInfo | null {
  let size = 0;
  for (const c of chunks) size += c.byteLength;
  return size <= SMALL_BLOB_BYTES ? { sha256: sha256Of(chunks), size } : null;
}

/** The start of a source, read up to just past a small blob's size; `known` when the source ended. */
export interface Head {
  chunks: Uint8Array[];
  sha: Hash;
  size: number;
  rest: AsyncIterator<Uint8Array>;
  known: BlobInfo | null;
}

export async function readHead(source: BlobSource): Promise<Head> {
  const sha = createHash('sha256');
  let size = 0;
  const rest =
    Symbol.asyncIterator in source
      ? source[Symbol.asyncIterator]()
      : (async function* () {
          yield* source;
        })();
  const chunks: Uint8Array[] = [];
  for (let r = await rest.next(); !r.done; r = await rest.next()) {
    sha.update(r.value);
    size += r.value.byteLength;
    chunks.push(r.value);
    if (size > SMALL_BLOB_BYTES) return { chunks, sha, size, rest, known: null };
  }
  return { chunks, sha, size, rest, known: { sha256: sha.digest('hex'), size } };
}

/** A spilled blob goes to disk in writes of about this much (tar hands it over in chunks of 16 KiB and less). */
const SPILL_WRITE_BYTES = 256 * 1024;

/**
 * Writes the head and the rest of the source to `fh`; returns the whole blob's digest and size, and with
 * `withMd5` its md5 (base64, as S3's Content-MD5 wants it, so the server checks what it received).
 */
export async function spill(
  fh: FileHandle,
  head: Head,
  withMd5: boolean,
): Promise<BlobInfo & { md5?: string }> {
  const md5 = withMd5 ? createHash('md5') : null;
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  const flush = async () => {
    const chunks = held;
    let left = heldBytes;
    held = [];
    heldBytes = 0;
    while (left > 0) {
      const { bytesWritten } = await fh.writev(chunks);
      left -= bytesWritten;
      if (left > 0) chunks.splice(0, chunks.length, Buffer.concat(chunks).subarray(bytesWritten));
    }
  };
  const put = async (chunk: Uint8Array) => {
    md5?.update(chunk);
    held.push(chunk);
    heldBytes += chunk.byteLength;
    if (heldBytes >= SPILL_WRITE_BYTES) await flush();
  };
  for (const chunk of head.chunks) await put(chunk);
  head.chunks.length = 0;
  let info = head.known;
  if (!info) {
    let size = head.size;
    for (let r = await head.rest.next(); !r.done; r = await head.rest.next()) {
      head.sha.update(r.value);
      size += r.value.byteLength;
      await put(r.value);
    }
    info = { sha256: head.sha.digest('hex'), size };
  }
  await flush();
  return md5 ? { ...info, md5: md5.digest('base64') } : info;
}
