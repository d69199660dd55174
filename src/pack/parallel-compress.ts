/**
 * Compression off the main thread, on every core where the format allows it, as pigz does: the input is cut into
 * pieces, each compressed on libuv's thread pool by one of `workers` long-lived streams.
 *
 * - gzip: each piece is raw deflate ended with a full flush (byte-aligned, no back-reference into an earlier
 *   piece), so any of the workers may take any piece and a piece's bytes never depend on which one did; joined
 *   in order, plus one empty final block, in one gzip member with the CRC-32 and length of the whole input.
 * - zstd: one stream, one frame (content checksum on), the pieces fed in order on the thread pool while the
 *   main thread reads the next. Not a frame per piece on every core: consecutive frames are one valid zstd
 *   stream, but Node's ZstdDecompress (24.x) ends its output at the first frame that ends inside an input chunk
 *   (zlib.js `processCallback`: input left over means "the stream has ended early"), so the origin would read
 *   a truncated archive. One core of zstd level 1 still takes a third of the CPU of gzip level 2 on two. Nor
 *   zstd's own threads (ZSTD_c_nbWorkers): a ZstdCompress stream given them packed swagger-ui in the same time
 *   (no gain through Node's stream), and with 512 KiB jobs failed (ERR_STREAM_PUSH_AFTER_EOF: zstd returned with
 *   input left while it waited for a worker, which zlib.js takes for the end of the stream).
 *
 * No new compression stream per piece: less memory and faster. At most `workers` pieces are in flight, so
 * memory stays flat.
 *
 * Pieces of 256 KiB: each gzip piece starts without the previous 32 KiB as history, which costs a fraction of a
 * percent of size at the same speed; smaller pieces mean less compressed output in flight and awaiting
 * collection, so a lower peak RSS (figures: docs/bench.md, "Measurements behind the code").
 */
import { availableParallelism } from 'node:os';
import zlib from 'node:zlib';

export const GZIP_CHUNK_BYTES = 256 * 1024;

/** Whether this Node has zstd (22.15 / 23.8 and later). */
export const zstdAvailable = (): boolean => typeof zlib.createZstdCompress === 'function';

/** gzip header: magic, deflate, no flags, mtime 0, no extra flags, OS "unknown" (same bytes on every machine). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final empty fixed-Huffman block (BFINAL=1, BTYPE=01, end of block): ends the deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

export interface ParallelCompressOptions {
  level: number;
  /** Uncompressed bytes per piece. Default GZIP_CHUNK_BYTES. */
  chunkBytes?: number;
  /** Pieces compressed at once (gzip; zstd takes one at a time). Default: the number of cores. */
  workers?: number;
}

/** One persistent stream: a piece in, with a flush of the given kind, and what came out by then. */
class Compressor {
  readonly #stream: zlib.DeflateRaw | zlib.ZstdCompress;
  #out: Buffer[] = [];
  #failed: Error | null = null;
  constructor(stream: zlib.DeflateRaw | zlib.ZstdCompress) {
    this.#stream = stream;
    stream.on('data', (c: Buffer) => this.#out.push(c));
    stream.on('error', (e: Error) => (this.#failed = e));
  }
  compress(piece: Buffer | null, flush: number): Promise<Buffer[]> {
    return new Promise((resolve, reject) => {
      if (piece) this.#stream.write(piece);
      this.#stream.flush(flush, (err?: Error | null) => {
        if (err || this.#failed) return reject(err ?? this.#failed);
        const out = this.#out;
        this.#out = [];
        resolve(out);
      });
    });
  }
  close(): void {
    this.#stream.destroy();
  }
}

/** What a format adds around the pieces, and how its compressors are made and fed. */
interface Format {
  /** Compressors at most (zstd: 1). */
  maxWorkers: number;
  compressor: (level: number) => Compressor;
  /** Flush after each piece. */
  pieceFlush: number;
  head: () => Buffer[];
  /** Sees every piece before it is compressed. */
  see: (piece: Buffer) => void;
  /** The stream's last bytes, once every piece is out (`first`: the first compressor, zstd's only one). */
  tail: (first: Compressor) => Promise<Buffer[]>;
}

function gzipFormat(): Format {
  let crc = 0;
  let total = 0;
  return {
    maxWorkers: Infinity,
    compressor: (level) => new Compressor(zlib.createDeflateRaw({ level, chunkSize: 64 * 1024 })),
    pieceFlush: zlib.constants.Z_FULL_FLUSH,
    head: () => [GZIP_HEADER],
    see(piece) {
      crc = zlib.crc32(piece, crc);
      total += piece.length;
    },
    tail() {
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(total % 2 ** 32, 4);
      return Promise.resolve([LAST_BLOCK, trailer]);
    },
  };
}

/** zstd's output buffer. */
const ZSTD_OUTPUT_BYTES = 1024 * 1024;

function zstdFormat(): Format {
  const c = zlib.constants;
  return {
    maxWorkers: 1,
    compressor: (level) =>
      new Compressor(
        zlib.createZstdCompress({
          // Room for a whole piece's output: zlib.js goes back to the thread pool each time its output buffer
          // fills, and one piece's output in 64 KiB buffers took one or two more round trips (figures:
          // docs/bench.md, "Measurements behind the code").
          chunkSize: ZSTD_OUTPUT_BYTES,
          params: { [c.ZSTD_c_compressionLevel]: level, [c.ZSTD_c_checksumFlag]: 1 },
        }),
      ),
    // Whatever zstd has ready, without ending a block early (its blocks are up to 128 KiB).
    pieceFlush: c.ZSTD_e_continue,
    head: () => [],
    see: () => {},
    tail: (only) => only.compress(null, c.ZSTD_e_end),
  };
}

async function* parallelPieces(
  source: AsyncIterable<Buffer>,
  format: Format,
  o: ParallelCompressOptions,
): AsyncGenerator<Buffer> {
  const chunkBytes = o.chunkBytes ?? GZIP_CHUNK_BYTES;
  const workers = Math.max(1, Math.min(format.maxWorkers, o.workers ?? availableParallelism()));
  const idle: Compressor[] = Array.from({ length: workers }, () => format.compressor(o.level));
  const all = [...idle];
  const pool: Buffer[] = [];
  const inflight: Array<{ job: Promise<Buffer[]>; piece: Buffer; worker: Compressor }> = [];
  const submit = (piece: Buffer, len: number): void => {
    const data = piece.subarray(0, len);
    format.see(data);
    const worker = idle.pop()!;
    const job = worker.compress(data, format.pieceFlush);
    job.catch(() => {});
    inflight.push({ job, piece, worker });
  };
  const done = async (): Promise<Buffer[]> => {
    const { job, piece, worker } = inflight.shift()!;
    const out = await job;
    pool.push(piece);
    idle.push(worker);
    return out;
  };
  try {
    yield* format.head();
    let piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
    let fill = 0;
    for await (const part of source) {
      for (let off = 0; off < part.length;) {
        const n = Math.min(part.length - off, chunkBytes - fill);
        part.copy(piece, fill, off, off + n);
        fill += n;
        off += n;
        if (fill < chunkBytes) continue;
        if (idle.length === 0) for (const b of await done()) yield b;
        submit(piece, fill);
        piece = pool.pop() ?? Buffer.allocUnsafe(chunkBytes);
        fill = 0;
      }
    }
    if (fill > 0) {
      if (idle.length === 0) for (const b of await done()) yield b;
      submit(piece, fill);
    }
    while (inflight.length) for (const b of await done()) yield b;
    yield* await format.tail(all[0]!);
  } finally {
    for (const w of all) w.close();
  }
}

/** One gzip member of the whole input. */
export function parallelGzip(
  source: AsyncIterable<Buffer>,
  o: ParallelCompressOptions,
): AsyncGenerator<Buffer> {
  return parallelPieces(source, gzipFormat(), o);
}

/** One zstd frame of the whole input. Needs zstdAvailable(). */
export function parallelZstd(
  source: AsyncIterable<Buffer>,
  o: ParallelCompressOptions,
): AsyncGenerator<Buffer> {
  if (!zstdAvailable()) throw new Error(`this Node (${process.version}) has no zstd; use gzip`);
  return parallelPieces(source, zstdFormat(), o);
}
