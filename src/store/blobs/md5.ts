/**
 * md5 of stored blobs, from their bytes on disk (writes compute sha256 only; a manifest's `md5sum` needs md5).
 * Each file or pack is opened once for all its listed blobs and read synchronously in 256 KiB pieces,
 * neighbouring blobs of a pack from one piece (thousands of icons in one pack: the cost would be thread-pool
 * round trips, not bytes), the event loop getting a turn every MD5_TURN_BLOBS blobs or MD5_TURN_BYTES. A blob
 * not stored, or gone before it was opened, is left out of the map.
 */
import { createHash, hash } from 'node:crypto';
import { readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { BlobLocation } from '../types.ts';

/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
export const MD5_TURN_BLOBS = 256;

interface Located {
  sha256: string;
  offset: number;
  size: number;
}

/**
 * The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn at least every
 * MD5_TURN_BYTES and every MD5_TURN_BLOBS: after a deploy of thousands of icons, one turn per 4 MiB alone held
 * the first request to an edge noticeably (figures: docs/bench.md, "Measurements behind the code").
 */
class Turns {
  #bytes = 0;
  #blobs = 0;
  /** Whether it is time for a turn, after a blob (or a piece of one) of `bytes` bytes. */
  due(bytes: number): boolean {
    this.#bytes += bytes;
    if (++this.#blobs < MD5_TURN_BLOBS && this.#bytes < MD5_TURN_BYTES) return false;
    this.#bytes = this.#blobs = 0;
    return true;
  }
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function md5Of(
  locate: (sha256: string) => BlobLocation | null,
  sha256s: Iterable<string>,
  bufferBytes: number,
): Promise<Map<string, string>> {
  const byPath = new Map<string, Located[]>();
  for (const sha256 of new Set(sha256s)) {
    const at = locate(sha256);
    if (!at) continue;
    let list = byPath.get(at.path);
    if (!list) byPath.set(at.path, (list = []));
    list.push({ sha256, offset: at.offset, size: at.size });
  }
  const out = new Map<string, string>();
  const buf = Buffer.allocUnsafe(bufferBytes);
  const turns = new Turns();
  for (const [path, list] of byPath) await md5OfFile(path, list, { buf, turns, out });
  return out;
}

/** The md5s of the blobs `list` in one file, into `out`; none when the file is gone. */
async function md5OfFile(
  path: string,
  list: Located[],
  { buf, turns, out }: { buf: Buffer; turns: Turns; out: Map<string, string> },
): Promise<void> {
  let fh;
  try {
    fh = await open(path, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  try {
    // In the order they lie in the file, so neighbouring blobs of a pack come from one read of `buf`.
    list.sort((a, b) => a.offset - b.offset);
    /** The file's bytes `buf` holds: [held, held + heldBytes). */
    let held = 0;
    let heldBytes = 0;
    const short = (blob: Located) =>
      new Error(`blob ${blob.sha256} in ${path} is shorter than its ${blob.size} bytes`);
    for (const blob of list) {
      if (blob.size <= buf.length) {
        if (blob.offset < held || blob.offset + blob.size > held + heldBytes) {
          held = blob.offset;
          heldBytes = readSync(fh.fd, buf, 0, buf.length, held);
          if (heldBytes < blob.size) throw short(blob);
        }
        const at = blob.offset - held;
        out.set(blob.sha256, hash('md5', buf.subarray(at, at + blob.size), 'hex'));
        if (turns.due(blob.size)) await turn();
        continue;
      }
      const md5 = createHash('md5');
      for (let done = 0; done < blob.size;) {
        const n = readSync(fh.fd, buf, 0, Math.min(buf.length, blob.size - done), blob.offset + done);
        if (n === 0) throw short(blob);
        md5.update(buf.subarray(0, n));
        done += n;
        if (turns.due(n)) await turn();
      }
      heldBytes = 0; // buf now holds the end of this blob's pieces, not a window from `held`
      out.set(blob.sha256, md5.digest('hex'));
    }
  } finally {
    await fh.close();
  }
}
