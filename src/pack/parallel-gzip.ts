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
  const inflight: Promise<Buffer>[] = [];
  let crc = 0;
  let total = 0;
  let window: Buffer | null = null;

  const submit = (piece: Buffer, last: boolean): void => {
    crc = zlib.crc32(piece, crc);
    total += piece.length;
    const job = deflateRaw(piece, {
      level: o.level,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(window ? { dictionary: window } : {}),
    });
    job.catch(() => {}); // awaited in order below; never an unhandled rejection meanwhile
    inflight.push(job);
    const joined: Buffer = window && piece.length < WINDOW ? Buffer.concat([window, piece]) : piece;
    window = Buffer.from(joined.subarray(Math.max(0, joined.length - WINDOW)));
  };

  yield HEADER;
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const part of source) {
    held.push(part);
    heldBytes += part.length;
    if (heldBytes < chunkBytes) continue;
    let all = held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes);
    while (all.length >= chunkBytes) {
      submit(all.subarray(0, chunkBytes), false);
      all = all.subarray(chunkBytes);
      while (inflight.length >= workers) yield await inflight.shift()!;
    }
    held = all.length ? [all] : [];
    heldBytes = all.length;
  }
  submit(held.length === 1 ? held[0]! : Buffer.concat(held, heldBytes), true);
  while (inflight.length) yield await inflight.shift()!;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(total % 2 ** 32, 4);
  yield trailer;
}
