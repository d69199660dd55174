/**
 * gzip on every core, as pigz does: the input is cut into CHUNK-sized pieces, each compressed on libuv's
 * thread pool as raw deflate with the previous 32 KiB as its dictionary, ending in a sync flush (the last one
 * in a final block). Joined in order they form ONE ordinary deflate stream, wrapped in one gzip member with
 * the CRC-32 and length of the whole input: any gunzip reads it, and it is nearly as small as a serial gzip
 * (measured on monaco at level 2: +0.1 %). At most `workers` pieces are in flight, so memory stays flat.
 */
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflateRaw = promisify(zlib.deflateRaw);
const WINDOW = 32 * 1024;
export const GZIP_CHUNK_BYTES = 1024 * 1024;

/** gzip header: magic, deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every machine). */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

export interface ParallelGzipOptions {
  level: number;
  /** Uncompressed bytes per piece. Default 1 MiB. */
  chunkBytes?: number;
  /** Pieces compressed at once. Default: the number of cores. */
  workers?: number;
}

export async function* parallelGzip(
  source: AsyncIterable<Buffer>,
  o: ParallelGzipOptions,
): AsyncGenerator<Buffer> {
  const chunkBytes = o.chunkBytes ?? GZIP_CHUNK_BYTES;
  const workers = Math.max(1, o.workers ?? availableParallelism());
  // Piece buffers are reused once their compression is done (at most workers + 1 exist), so a 100 MB site
  // does not leave 100 MB of spent buffers for the garbage collector; each part is copied in at once, so the
  // source may reuse its own buffers between parts.
  const pool: Buffer[] = [];
  const inflight: Array<{ job: Promise<Buffer>; piece: Buffer }> = [];
  let crc = 0;
  let total = 0;
  // The previous 32 KiB, the next piece's dictionary (zlib copies a dictionary when a job starts).
  const window = Buffer.allocUnsafe(WINDOW);
  let windowLen = 0;

  const submit = (piece: Buffer, len: number, last: boolean): void => {
    const data = piece.subarray(0, len);
    crc = zlib.crc32(data, crc);
    total += len;
    const job = deflateRaw(data, {
      level: o.level,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(windowLen > 0 ? { dictionary: window.subarray(0, windowLen) } : {}),
    });
    job.catch(() => {}); // awaited in order below; never an unhandled rejection meanwhile
    inflight.push({ job, piece });
    if (len >= WINDOW) {
      data.copy(window, 0, len - WINDOW);
      windowLen = WINDOW;
    } else {
      const keep = Math.min(windowLen, WINDOW - len);
      window.copy(window, 0, windowLen - keep, windowLen);
      data.copy(window, keep);
      windowLen = keep + len;
    }
  };
  const done = async (): Promise<Buffer> => {
    const { job, piece } = inflight.shift()!;
    const out = await job;
    pool.push(piece);
    return out;
  };

  yield HEADER;
  let piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
  let fill = 0;
  for await (const part of source) {
    for (let off = 0; off < part.length;) {
      const n = Math.min(part.length - off, chunkBytes - fill);
      part.copy(piece, fill, off, off + n);
      fill += n;
      off += n;
      if (fill < chunkBytes) continue;
      submit(piece, fill, false);
      while (inflight.length >= workers) yield await done();
      piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
      fill = 0;
    }
  }
  submit(piece, fill, true);
  while (inflight.length) yield await done();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(total % 2 ** 32, 4);
  yield trailer;
}
