/**
 * The receipt of one deploy body (receive.ts): its state, from the decompressor through the tar parser to the
 * blob session, and the first failure, which stops every part. Settles once: with the stored files when the
 * archive ended cleanly and every write is done, else with the failure once running writes have settled.
 */
import type { Transform } from 'node:stream';
import { Writable } from 'node:stream';
import type zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { PACKED_BLOB_MAX_BYTES } from '../../store/blobs/packs.ts';
import type { BlobInfo, FileRecord } from '../../store/types.ts';
import { ArchiveError } from './archive-guard.ts';
import { DeployError } from './deploy-error.ts';
import { decoderError, decoderFor, peek, pipeZstd, ZSTD_MAGIC } from './decompress.ts';
import type { Readable } from 'node:stream';
import type { BlobSession } from '../../store/types.ts';
import type { DeployLimits } from './limits.ts';
import type { ArchiveGuard } from './archive-guard.ts';

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

export class Receipt {
  readonly #o: ReceiveOptions;
  readonly #resolve: (files: FileRecord[]) => void;
  readonly #reject: (err: Error) => void;
  readonly #concurrency: number;
  readonly #decompressedCap: number;
  readonly #files: FileRecord[] = [];
  #failure: Error | null = null;
  /** Rejects with the failure: blob writes under way race it and stop. */
  readonly #failed: Promise<never>;
  #rejectFailed!: (e: Error) => void;
  readonly #inflight = new Set<Promise<void>>();
  /** Writes waiting for a place among the `concurrency` running. */
  readonly #waiting: (() => void)[] = [];
  #decoder: Transform | null = null;
  #zstdBody = false;
  /** zstd: settles once the body has ended and what came after the frame is checked (pipeZstd). */
  #afterFrame: Promise<void> = Promise.resolve();
  readonly #parser = new Parser({ strict: true, maxMetaEntrySize: MAX_META_ENTRY });
  readonly #sink: Writable;
  /** Small entries being read for the synchronous path; the archive's end waits for them (#unreadDone). */
  #unread = 0;
  #unreadDone: (() => void) | null = null;
  /** After the end-of-archive marker: later bytes are dropped (counted against the cap). */
  #sawEof = false;
  #decompressed = 0;
  #zerosOnly = true;
  #sniffed = false;

  constructor(o: ReceiveOptions, resolve: (files: FileRecord[]) => void, reject: (err: Error) => void) {
    this.#o = o;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#concurrency = o.concurrency ?? 32;
    const { limits } = o;
    this.#decompressedCap = limits.maxBytes + limits.maxFiles * limits.tarOverheadPerFile + 1024 * 1024;
    this.#failed = new Promise<never>((_, rej) => (this.#rejectFailed = rej));
    this.#failed.catch(() => undefined);
    this.#listenToParser();
    this.#sink = this.#makeSink();
  }

  /** Reads the body: picks its decompressor from its first bytes, then pipes it through to the tar parser. */
  start(): void {
    const { body } = this.#o;
    this.#sink.on('error', (err: Error) => this.#fail(err));
    body.on('error', (err: Error) =>
      this.#fail(new DeployError('SITEPUB_UPLOAD_ABORTED', `upload failed: ${err.message}`)),
    );
    body.on('close', () => {
      if (!body.readableEnded)
        this.#fail(
          new DeployError(
            'SITEPUB_UPLOAD_ABORTED',
            'upload was aborted by the client before the archive ended',
          ),
        );
    });
    peek(body, ZSTD_MAGIC.length).then(
      (head) => {
        if (this.#failure) return;
        const picked = decoderFor(head);
        const decoder = (this.#decoder = picked.stream);
        this.#zstdBody = picked.zstd;
        decoder.on('error', (err: Error) => this.#fail(decoderError(picked.zstd, err)));
        if (!picked.zstd) return void body.pipe(decoder).pipe(this.#sink);
        this.#afterFrame = pipeZstd(body, decoder as zlib.ZstdDecompress, this.#sink, (extra) => {
          if (extra > 0)
            this.#fail(
              new ArchiveError(
                'BAD_ZSTD',
                `archive has ${extra} bytes after the end of its zstd frame; send the tar as one zstd frame`,
              ),
            );
        });
      },
      () => undefined /* the body's own error listener reports it */,
    );
  }

  #fail(err: Error): void {
    if (this.#failure) return;
    this.#failure = err;
    this.#rejectFailed(err);
    if (this.#decoder) {
      this.#o.body.unpipe(this.#decoder);
      this.#decoder.destroy();
    }
    this.#sink.destroy();
    for (const w of this.#waiting.splice(0)) w();
    // Let running blob writes settle (they fail fast on `failed`), then report.
    void Promise.allSettled([...this.#inflight]).then(() => this.#reject(err));
  }

  async *#guarded(entry: ReadEntry): AsyncGenerator<Buffer> {
    const it = entry[Symbol.asyncIterator]();
    for (;;) {
      const r = await Promise.race([it.next(), this.#failed]);
      if (r.done) return;
      const chunk = r.value as Buffer;
      this.#o.guard.addBytes(chunk.length);
      yield chunk;
    }
  }

  /** Records a file whose content the store now holds. */
  #stored(path: string, info: BlobInfo): void {
    const file: FileRecord = { path, ...info, md5: null };
    this.#files.push(file);
    this.#o.onFile?.(file);
  }

  /** A larger entry, streamed into the store (at most `concurrency` at once). */
  async #store(entry: ReadEntry, path: string): Promise<void> {
    while (this.#inflight.size > this.#concurrency && !this.#failure)
      await new Promise<void>((r) => this.#waiting.push(r));
    if (this.#failure) return;
    const info = await this.#o.blobs.write(this.#guarded(entry));
    if (this.#failure) return;
    this.#stored(path, info);
  }

  #readOne(): void {
    if (--this.#unread === 0 && this.#unreadDone) this.#unreadDone();
  }

  /**
   * A small entry stored without a promise (BlobSession.writeNow) once its bytes are in; when the session
   * cannot store it at once (content being removed), it takes the usual way.
   */
  #storeNow(entry: ReadEntry, path: string): void {
    this.#unread++;
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => {
      if (this.#failure) return;
      try {
        this.#o.guard.addBytes(chunk.length);
      } catch (err) {
        return this.#fail(err as Error);
      }
      chunks.push(chunk);
    });
    entry.on('error', (err: unknown) => this.#fail(err as Error));
    entry.on('end', () => {
      if (!this.#failure) {
        const info = this.#o.blobs.writeNow(chunks);
        if (info) {
          this.#stored(path, info);
        } else this.#track(this.#storeChunks(chunks, path));
      }
      this.#readOne();
    });
  }

  async #storeChunks(chunks: Buffer[], path: string): Promise<void> {
    const info = await this.#o.blobs.write(chunks);
    if (this.#failure) return;
    this.#stored(path, info);
  }

  #track(work: Promise<void>): void {
    const job: Promise<void> = work.then(
      () => {
        this.#inflight.delete(job);
        this.#waiting.shift()?.();
      },
      (err: Error) => {
        this.#inflight.delete(job);
        this.#fail(err);
      },
    );
    this.#inflight.add(job);
  }

  #onEntry(entry: ReadEntry): void {
    if (this.#failure) return void entry.resume();
    let decision;
    try {
      decision = this.#o.guard.entry(entry.type, entry.path);
    } catch (err) {
      entry.resume();
      return this.#fail(err as Error);
    }
    if (decision.kind === 'dir') return void entry.resume();
    // Small files whole, as an array: the blob store hashes them in one call, with no promise per piece
    // (mdi-icons' 7,453 files: bench/receive-probe.ts, docs/server.md); larger ones stream through.
    if ((entry.size ?? Infinity) <= PACKED_BLOB_MAX_BYTES) this.#storeNow(entry, decision.path);
    else this.#track(this.#store(entry, decision.path));
  }

  #listenToParser(): void {
    const parser = this.#parser;
    parser.on('entry', (entry: ReadEntry) => this.#onEntry(entry));
    parser.on('ignoredEntry', (entry: ReadEntry) => {
      this.#fail(
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
      // delta's archive when the server holds every file): node-tar calls it unrecognised; let it end with no
      // entries, so the guard decides (EMPTY for a plain deploy).
      if (err.code === 'TAR_BAD_ARCHIVE' && this.#zerosOnly && this.#decompressed >= 1024) return;
      this.#fail(tarError(err));
    });
    // After the end-of-archive marker node-tar appends every further byte to one growing buffer (quadratic
    // copying): drop them here instead, still counted against the decompressed cap.
    parser.on('eof', () => (this.#sawEof = true));
    parser.on('end', () => this.#onParserEnd());
  }

  /** The archive ended: once small entries are read, the zstd tail checked and writes done, the guard decides. */
  #onParserEnd(): void {
    if (this.#failure) return;
    const allRead = this.#unread === 0 ? undefined : new Promise<void>((r) => (this.#unreadDone = r));
    void Promise.all([allRead, this.#afterFrame])
      .then(() => Promise.all([...this.#inflight]))
      .then(() => {
        if (this.#failure) return;
        try {
          this.#o.guard.finish();
        } catch (err) {
          return this.#fail(err as Error);
        }
        this.#resolve(this.#files);
      });
  }

  /** The decompressed bytes: capped, checked for a second compression layer, handed to the tar parser. */
  #makeSink(): Writable {
    return new Writable({
      highWaterMark: 64 * 1024,
      write: (chunk: Buffer, _enc, cb) => this.#write(chunk, cb),
      final: (cb) => {
        if (!this.#failure) this.#parser.end();
        cb();
      },
    });
  }

  #write(chunk: Buffer, cb: () => void): void {
    if (this.#failure) return cb();
    this.#decompressed += chunk.length;
    if (this.#zerosOnly) this.#zerosOnly = chunk.every((b) => b === 0);
    if (this.#decompressed > this.#decompressedCap) {
      this.#fail(
        new ArchiveError(
          'DECOMPRESSED_TOO_LARGE',
          `archive decompresses to more than ${this.#decompressedCap} bytes; refusing it as a ${this.#zstdBody ? 'zstd' : 'gzip'} bomb`,
        ),
      );
      return cb();
    }
    if (!this.#sniffed) {
      this.#sniffed = true;
      if ((chunk[0] === 0x1f && chunk[1] === 0x8b) || chunk.subarray(0, 4).equals(ZSTD_MAGIC)) {
        this.#fail(
          new ArchiveError(
            'NESTED_COMPRESSION',
            'archive is compressed twice; send one gzip layer around a plain tar',
          ),
        );
        return cb();
      }
    }
    if (this.#sawEof) return cb();
    if (this.#parser.write(chunk)) cb();
    else this.#parser.once('drain', () => cb());
  }
}
