/**
 * Streams a deploy body through gunzip (or zstd, by its first bytes) → tar parser → blob store, without
 * buffering the archive.
 * Every entry passes the ArchiveGuard; file content is counted as it arrives. A small file is stored as soon
 * as its last byte is parsed, without a promise (BlobSession.writeNow); larger ones stream into the store, at
 * most `concurrency` at once while the next entries stream in (a deploy's blob session makes them durable and
 * puts them in place as one batch afterwards: BlobSession.commit).
 */
import type { Readable, Transform } from 'node:stream';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { PACKED_BLOB_MAX_BYTES } from '../../store/packs.ts';
import type { BlobInfo, BlobSession, FileRecord } from '../../store/types.ts';
import type { DeployLimits } from './limits.ts';
import { ArchiveError, type ArchiveGuard } from './archive-guard.ts';

export interface ReceiveOptions {
  body: Readable;
  guard: ArchiveGuard;
  /** Where file contents go: the deploy's blob session (`store.blobs.session()`). */
  blobs: Pick<BlobSession, 'write' | 'writeNow'>;
  limits: DeployLimits;
  /** Called after each file is stored. */
  onFile?: (file: FileRecord) => void;
  concurrency?: number;
}

const MAX_META_ENTRY = 64 * 1024;
/**
 * gunzip output piece. Every piece passes the tar parser, the guard, both hashes and a file write, so fewer and
 * larger pieces cost less CPU than zlib's default 16 KiB (bench/ingest-probe.ts, GZ_CHUNK; figures in
 * docs/bench.md).
 */
const GUNZIP_CHUNK = 256 * 1024;

/** zstd frame magic (RFC 8878): a body starting so is decompressed as zstd, any other as gzip. */
const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
/**
 * Largest zstd window accepted, as a power of two: 8 MiB, what `zstd -19` uses at most. A frame may ask its
 * decoder for up to 2 GiB of window (`--long`, `--ultra`); the decoder refuses more than this instead of
 * allocating it for whoever sends such a frame.
 */
export const ZSTD_WINDOW_LOG_MAX = 23;

/** Whether this Node can decompress zstd archives (22.15 / 23.8 and later); upload plans then offer it. */
export const zstdReceivable = (): boolean => typeof zlib.createZstdDecompress === 'function';

/** The decompressor for a body that starts with `head` (at least 4 bytes, or the whole body). */
function decoderFor(head: Buffer): { stream: Transform; zstd: boolean } {
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
function peek(body: Readable, want: number): Promise<Buffer> {
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
function pipeZstd(
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

function tarError(err: Error & { code?: string; tarCode?: string }): ArchiveError {
  if (err instanceof ArchiveError) return err;
  const msg = err.message.replace(/^TAR_[A-Z_]+: /, '');
  if (/Truncated/i.test(msg))
    return new ArchiveError(
      'TRUNCATED',
      `archive is truncated (${msg}); the upload ended early or the file is damaged`,
    );
  return new ArchiveError(
    'NOT_TAR',
    `archive is not a valid tar file (${msg}); send a gzipped tar of the site folder`,
  );
}

/** Resolves with the stored files once the archive ended cleanly; rejects with ArchiveError (or an I/O error). */
export function receiveArchive(o: ReceiveOptions): Promise<FileRecord[]> {
  const { body, guard, blobs, limits } = o;
  const concurrency = o.concurrency ?? 32;
  const files: FileRecord[] = [];
  const decompressedCap = limits.maxBytes + limits.maxFiles * limits.tarOverheadPerFile + 1024 * 1024;

  return new Promise<FileRecord[]>((resolve, reject) => {
    let failure: Error | null = null;
    let rejectFailed!: (e: Error) => void;
    const failed = new Promise<never>((_, rej) => (rejectFailed = rej));
    failed.catch(() => undefined);
    const inflight = new Set<Promise<void>>();
    const waiting: (() => void)[] = [];
    let decoder: Transform | null = null;
    let zstdBody = false;
    /** zstd: settles once the body has ended and what came after the frame is checked (pipeZstd). */
    let afterFrame: Promise<void> = Promise.resolve();
    const parser = new Parser({ strict: true, maxMetaEntrySize: MAX_META_ENTRY });

    const fail = (err: Error) => {
      if (failure) return;
      failure = err;
      rejectFailed(err);
      if (decoder) {
        body.unpipe(decoder);
        decoder.destroy();
      }
      sink.destroy();
      for (const w of waiting.splice(0)) w();
      // Let running blob writes settle (they fail fast on `failed`), then report.
      void Promise.allSettled([...inflight]).then(() => reject(err));
    };

    async function* guarded(entry: ReadEntry): AsyncGenerator<Buffer> {
      const it = entry[Symbol.asyncIterator]();
      for (;;) {
        const r = await Promise.race([it.next(), failed]);
        if (r.done) return;
        const chunk = r.value as Buffer;
        guard.addBytes(chunk.length);
        yield chunk;
      }
    }

    /** Records a file whose content the store now holds. */
    function stored(path: string, info: BlobInfo): void {
      const file: FileRecord = { path, ...info, md5: null };
      files.push(file);
      o.onFile?.(file);
    }

    /** A larger entry, streamed into the store (at most `concurrency` at once). */
    async function store(entry: ReadEntry, path: string): Promise<void> {
      while (inflight.size > concurrency && !failure) await new Promise<void>((r) => waiting.push(r));
      if (failure) return;
      const info = await blobs.write(guarded(entry));
      if (failure) return;
      stored(path, info);
    }

    /** Small entries being read for the synchronous path; the archive's end waits for them (unreadDone). */
    let unread = 0;
    let unreadDone: (() => void) | null = null;
    const readOne = (): void => {
      if (--unread === 0 && unreadDone) unreadDone();
    };

    /**
     * A small entry stored without a promise (BlobSession.writeNow) once its bytes are in; when the session
     * cannot store it at once (content being removed), it takes the usual way.
     */
    function storeNow(entry: ReadEntry, path: string): void {
      unread++;
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => {
        if (failure) return;
        try {
          guard.addBytes(chunk.length);
        } catch (err) {
          return fail(err as Error);
        }
        chunks.push(chunk);
      });
      entry.on('error', (err: unknown) => fail(err as Error));
      entry.on('end', () => {
        if (!failure) {
          const info = blobs.writeNow(chunks);
          if (info) {
            stored(path, info);
          } else track(storeChunks(chunks, path));
        }
        readOne();
      });
    }

    async function storeChunks(chunks: Buffer[], path: string): Promise<void> {
      const info = await blobs.write(chunks);
      if (failure) return;
      stored(path, info);
    }

    function track(work: Promise<void>): void {
      const job: Promise<void> = work.then(
        () => {
          inflight.delete(job);
          waiting.shift()?.();
        },
        (err: Error) => {
          inflight.delete(job);
          fail(err);
        },
      );
      inflight.add(job);
    }

    parser.on('entry', (entry: ReadEntry) => {
      if (failure) return void entry.resume();
      let decision;
      try {
        decision = guard.entry(entry.type, entry.path);
      } catch (err) {
        entry.resume();
        return fail(err as Error);
      }
      if (decision.kind === 'dir') return void entry.resume();
      // Small files whole, as an array: the blob store hashes them in one call, with no promise per piece
      // (mdi-icons' 7,453 files: bench/receive-probe.ts, docs/server.md); larger ones stream through.
      if ((entry.size ?? Infinity) <= PACKED_BLOB_MAX_BYTES) storeNow(entry, decision.path);
      else track(store(entry, decision.path));
    });
    parser.on('ignoredEntry', (entry: ReadEntry) => {
      fail(
        entry.meta
          ? new ArchiveError('BAD_NAME', `archive has an extended header larger than ${MAX_META_ENTRY} bytes`)
          : new ArchiveError(
              'UNSUPPORTED_ENTRY',
              `archive entry ${JSON.stringify(entry.path.slice(0, 200))} has unsupported type ${entry.type}; only regular files and directories are accepted`,
            ),
      );
    });
    parser.on('error', (err: Error & { code?: string }) => {
      // A tar of nothing but end-of-archive blocks is well formed, just empty (`tar -cT /dev/null`, or an upload
      // plan's archive when the server holds every file): node-tar calls it unrecognised; let it end with no
      // entries, so the guard decides (EMPTY for a plain deploy).
      if (err.code === 'TAR_BAD_ARCHIVE' && zerosOnly && decompressed >= 1024) return;
      fail(tarError(err));
    });
    // After the end-of-archive marker node-tar appends every further byte to one growing buffer (quadratic
    // copying): drop them here instead, still counted against the decompressed cap.
    let sawEof = false;
    parser.on('eof', () => (sawEof = true));
    parser.on('end', () => {
      if (failure) return;
      const allRead = unread === 0 ? undefined : new Promise<void>((r) => (unreadDone = r));
      void Promise.all([allRead, afterFrame])
        .then(() => Promise.all([...inflight]))
        .then(() => {
          if (failure) return;
          try {
            guard.finish();
          } catch (err) {
            return fail(err as Error);
          }
          resolve(files);
        });
    });

    let decompressed = 0;
    let zerosOnly = true;
    let sniffed = false;
    const sink = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _enc, cb) {
        if (failure) return cb();
        decompressed += chunk.length;
        if (zerosOnly) zerosOnly = chunk.every((b) => b === 0);
        if (decompressed > decompressedCap) {
          fail(
            new ArchiveError(
              'DECOMPRESSED_TOO_LARGE',
              `archive decompresses to more than ${decompressedCap} bytes; refusing it as a ${zstdBody ? 'zstd' : 'gzip'} bomb`,
            ),
          );
          return cb();
        }
        if (!sniffed) {
          sniffed = true;
          if ((chunk[0] === 0x1f && chunk[1] === 0x8b) || chunk.subarray(0, 4).equals(ZSTD_MAGIC)) {
            fail(
              new ArchiveError(
                'NESTED_COMPRESSION',
                'archive is compressed twice; send one gzip layer around a plain tar',
              ),
            );
            return cb();
          }
        }
        if (sawEof) return cb();
        if (parser.write(chunk)) cb();
        else parser.once('drain', () => cb());
      },
      final(cb) {
        if (!failure) parser.end();
        cb();
      },
    });

    sink.on('error', (err: Error) => fail(err));
    body.on('error', (err: Error) => fail(new Error(`upload failed: ${err.message}`)));
    body.on('close', () => {
      if (!body.readableEnded) fail(new Error('upload was aborted by the client before the archive ended'));
    });
    peek(body, ZSTD_MAGIC.length).then(
      (head) => {
        if (failure) return;
        const picked = decoderFor(head);
        decoder = picked.stream;
        zstdBody = picked.zstd;
        decoder.on('error', (err: Error) =>
          fail(
            picked.zstd
              ? new ArchiveError(
                  'BAD_ZSTD',
                  `archive is not valid zstd (${err.message}); send the tar compressed with zstd (a window of at most ${2 ** (ZSTD_WINDOW_LOG_MAX - 20)} MiB), or gzipped`,
                )
              : new ArchiveError(
                  'BAD_GZIP',
                  `archive is not valid gzip (${err.message}); send the tar gzipped, Content-Type application/gzip`,
                ),
          ),
        );
        if (!picked.zstd) return void body.pipe(decoder).pipe(sink);
        afterFrame = pipeZstd(body, decoder as zlib.ZstdDecompress, sink, (extra) => {
          if (extra > 0)
            fail(
              new ArchiveError(
                'BAD_ZSTD',
                `archive has ${extra} bytes after the end of its zstd frame; send the tar as one zstd frame`,
              ),
            );
        });
      },
      () => undefined /* the body's own error listener reports it */,
    );
  });
}
