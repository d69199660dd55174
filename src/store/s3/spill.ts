/**
 * A large blob's bytes spilled to a temp file while both its sha256 (its key) and its md5 (Content-MD5 of the
 * PUT, so the server checks what it received) are computed.
 */
import { createHash } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import type { Head } from '../blobs/write.ts';

export interface Spilled {
  sha256: string;
  size: number;
  /** base64, as Content-MD5 wants it */
  md5: string;
}

export async function spill(fh: FileHandle, head: Head): Promise<Spilled> {
  const md5 = createHash('md5');
  const put = async (chunk: Uint8Array) => {
    md5.update(chunk);
    for (let off = 0; off < chunk.byteLength;) {
      const { bytesWritten } = await fh.write(chunk, off, chunk.byteLength - off);
      off += bytesWritten;
    }
  };
  for (const chunk of head.chunks) await put(chunk);
  head.chunks.length = 0;
  let size = head.size;
  if (!head.known)
    for (let r = await head.rest.next(); !r.done; r = await head.rest.next()) {
      head.sha.update(r.value);
      size += r.value.byteLength;
      await put(r.value);
    }
  const sha256 = head.known ? head.known.sha256 : head.sha.digest('hex');
  return { sha256, size, md5: md5.digest('base64') };
}
