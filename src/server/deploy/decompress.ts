/**
 * The deploy body's decompression: gzip, or zstd by its first bytes (peeked without consuming them), with the
 * zstd window bounded and the bytes after a zstd frame counted.
 */
import type { Readable, Transform, Writable } from 'node:stream';
import zlib from 'node:zlib';
import { ArchiveError } from './archive-guard.ts';

/**
 * gunzip output piece. Every piece passes the tar parser, the guard, both hashes and a file write, so fewer and
 * larger pieces cost less CPU than zlib's default 16 KiB (bench/ingest-probe.ts, GZ_CHUNK; figures in
 * docs/bench.md).
 */
const GUNZIP_CHUNK = 256 * 1024;

/** zstd frame magic (RFC 8878): a body starting so is decompressed as zstd, any other as gzip. */
export const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Largest zstd window accepted, as a power of two: 8 MiB, what `zstd -19` uses at most. A frame may ask its
 * decoder for up to 2 GiB of window (`--long`, `--ultra`); the decoder refuses more than this instead of
 * allocating it for whoever sends such a frame.
 */
export const ZSTD_WINDOW_LOG_MAX = 23;

/** Whether this Node can decompress zstd archives (22.15 / 23.8 and later); upload deltas (POST /:domain/uploads) then offer it. */
export const zstdReceivable = (): boolean => typeof zlib.createZstdDecompress === 'function';

/** The decompressor for a body that starts with `head` (at least 4 bytes, or the whole body). */
export function decoderFor(head: Buffer): { stream: Transform; zstd: boolean } {
  if (head.subarray(0, 4).equals(ZSTD_MAGIC) && zstdReceivable()) {
    const params = { [zlib.constants.ZSTD_d_windowLogMax]: ZSTD_WINDOW_LOG_MAX };
    return { stream: zlib.createZstdDecompress({ chunkSize: GUNZIP_CHUNK, params }), zstd: true };
  }
  return { stream: zlib.createGunzip({ chunkSize: GUNZIP_CHUNK }), zstd: false };
}

/**
 * Resolves with the body's first bytes (4, or fewer when it ends sooner) without consuming them: they are put
 * back, and the body is paused as it was.
 */
export function peek(body: Readable, want: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let have = 0;
    const done = (): void => {
      body.off('readable', onReadable);
      body.off('end', done);
      body.off('error', onError);
      const head = Buffer.concat(parts);
      if (head.length > 0) body.unshift(head);
      resolve(head);
    };
    const onError = (err: Error): void => {
      body.off('readable', onReadable);
      body.off('end', done);
      reject(err);
    };
    const onReadable = (): void => {
      for (let chunk = body.read() as Buffer | null; chunk !== null; chunk = body.read() as Buffer | null) {
        parts.push(chunk);
        have += chunk.length;
        if (have >= want) return done();
      }
    };
    body.on('readable', onReadable);
    body.once('end', done);
    body.once('error', onError);
  });
}

/**
 * Pipes a zstd body through its decoder into `sink`; once the body has ended, calls `counted` with the number of
 * bytes that came after the frame (at once, before the tar parser can report the cut-off archive as truncated)
 * and settles. Node's decoder ends at the end of the first frame and drops whatever follows in that input chunk
 * (see parallel-compress.ts), so the body's bytes are counted here, as gunzip itself refuses bytes after its
 * member; what still arrives after the frame is read and counted, not decoded.
 */
export function pipeZstd(
  body: Readable,
  zstd: zlib.ZstdDecompress,
  sink: Writable,
  counted: (bytesAfterFrame: number) => void,
): Promise<void> {
  let bodyBytes = 0;
  body.on('data', (c: Buffer) => (bodyBytes += c.length));
  const settled = new Promise<void>((resolve) =>
    zstd.once('end', () => {
      body.unpipe(zstd);
      body.resume();
      const count = (): void => {
        counted(bodyBytes - zstd.bytesWritten);
        resolve();
      };
      if (body.readableEnded) count();
      else body.once('end', count);
    }),
  );
  body.pipe(zstd).pipe(sink);
  return settled;
}

/** The ArchiveError of a decoder's failure: not valid zstd, or not valid gzip. */
export function decoderError(zstd: boolean, err: Error): ArchiveError {
  return zstd
    ? new ArchiveError(
        'BAD_ZSTD',
        `archive is not valid zstd (${err.message}); send the tar compressed with zstd (a window of at most ${2 ** (ZSTD_WINDOW_LOG_MAX - 20)} MiB), or gzipped`,
      )
    : new ArchiveError(
        'BAD_GZIP',
        `archive is not valid gzip (${err.message}); send the tar gzipped, Content-Type application/gzip`,
      );
}
