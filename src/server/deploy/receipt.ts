/**
 * The receipt of one deploy body (receive.ts): its state, from the decompressor through the tar parser to the
 * blob session, and the first failure, which stops every part. Settles once: with the stored files when the
 * archive ended cleanly and every write is done, else with the failure once running writes have settled.
 */
import type { Readable, Transform } from 'node:stream';
import { Writable } from 'node:stream';
import type zlib from 'node:zlib';
import { PACKED_BLOB_MAX_BYTES } from '../../store/blobs/packs.ts';
import type { BlobInfo, BlobSession, FileRecord } from '../../store/types.ts';
import type { ArchiveGuard } from './archive-guard.ts';
import { ArchiveError } from './archive-guard.ts';
import { DeployError } from './deploy-error.ts';
import { decoderError, decoderFor, peek, pipeZstd, ZSTD_MAGIC } from './decompress.ts';
import type { DeployLimits } from './limits.ts';
import { TarReader, type EntryBody, type TarEntry } from './tar-reader.ts';

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
 * Bytes of large entries read but not yet taken by their blob writes: above this, the decompressed stream waits
 * (until half of it is taken), so a slow disk holds back the upload instead of filling memory.
 */
const QUEUED_MAX = 4 * 1024 * 1024;

/** A large entry's body, as its blob write takes it: pieces queued by the reader, until its end or a failure. */
class BodyQueue implements AsyncIterable<Buffer> {
  readonly #pieces: Buffer[] = [];
  #ended = false;
  #wake: (() => void) | null = null;
  readonly #failed: Promise<never>;
  readonly #taken: (bytes: number) => void;
  constructor(failed: Promise<never>, taken: (bytes: number) => void) {
    this.#failed = failed;
    this.#taken = taken;
  }
  push(piece: Buffer): void {
    this.#pieces.push(piece);
    this.#wake?.();
  }
  end(): void {
    this.#ended = true;
    this.#wake?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<Buffer> {
    for (;;) {
      const piece = this.#pieces.shift();
      if (piece) {
        this.#taken(piece.length);
        yield piece;
      } else if (this.#ended) return;
      else {
        await Promise.race([new Promise<void>((r) => (this.#wake = r)), this.#failed]);
        this.#wake = null;
      }
    }
  }
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
  /** Large entries' writes running (at most `concurrency`), and those waiting for a place among them. */
  #writing = 0;
  readonly #waiting: (() => void)[] = [];
  #decoder: Transform | null = null;
  #zstdBody = false;
  /** zstd: settles once the body has ended and what came after the frame is checked (pipeZstd). */
  #afterFrame: Promise<void> = Promise.resolve();
  readonly #reader = new TarReader((entry) => this.#onEntry(entry), { maxMetaBytes: MAX_META_ENTRY });
  readonly #sink: Writable;
  /** Large entries' bytes read and not yet taken (QUEUED_MAX), and the write waiting for them to be. */
  #queued = 0;
  #resume: (() => void) | null = null;
  #decompressed = 0;
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
    this.#sink = this.#makeSink();
  }

  /** Reads the body: picks its decompressor from its first bytes, then pipes it through to the tar reader. */
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
    this.#resumeInput();
    // Let running blob writes settle (they fail fast on `failed`), then report.
    void Promise.allSettled([...this.#inflight]).then(() => this.#reject(err));
  }

  /** Records a file whose content the store now holds. */
  #stored(path: string, info: BlobInfo): void {
    const file: FileRecord = { path, ...info, md5: null };
    this.#files.push(file);
    this.#o.onFile?.(file);
  }

  /** One entry: what the guard decides of it, and who takes its body. */
  #onEntry(entry: TarEntry): EntryBody | null {
    const decision = this.#o.guard.entry(entry.type, entry.path);
    if (decision.kind === 'dir') return null;
    // Small files whole, as an array: the blob store hashes them in one call, with no promise per piece
    // (mdi-icons' 7,453 files: bench/receive-probe.ts, docs/server.md); larger ones stream through.
    return entry.size <= PACKED_BLOB_MAX_BYTES ? this.#small(decision.path) : this.#large(decision.path);
  }

  /**
   * A small entry, stored without a promise (BlobSession.writeNow) once its last byte is read; when the session
   * cannot store it at once (content being removed), it takes the usual way.
   */
  #small(path: string): EntryBody {
    const pieces: Buffer[] = [];
    return {
      data: (piece) => {
        this.#o.guard.addBytes(piece.length);
        pieces.push(piece);
      },
      end: () => {
        const info = this.#o.blobs.writeNow(pieces);
        if (info) this.#stored(path, info);
        else this.#track(this.#storeChunks(pieces, path));
      },
    };
  }

  async #storeChunks(chunks: Buffer[], path: string): Promise<void> {
    const info = await this.#o.blobs.write(chunks);
    if (this.#failure) return;
    this.#stored(path, info);
  }

  /** A larger entry, streamed into the store (at most `concurrency` at once) as its pieces are read. */
  #large(path: string): EntryBody {
    const queue = new BodyQueue(this.#failed, (bytes) => {
      this.#queued -= bytes;
      if (this.#queued <= QUEUED_MAX / 2) this.#resumeInput();
    });
    this.#track(this.#store(queue, path));
    return {
      data: (piece) => {
        this.#o.guard.addBytes(piece.length);
        this.#queued += piece.length;
        queue.push(piece);
      },
      end: () => queue.end(),
    };
  }

  async #store(queue: BodyQueue, path: string): Promise<void> {
    while (this.#writing >= this.#concurrency && !this.#failure)
      await new Promise<void>((r) => this.#waiting.push(r));
    if (this.#failure) return;
    this.#writing++;
    let info: BlobInfo;
    try {
      info = await this.#o.blobs.write(queue);
    } finally {
      this.#writing--;
      this.#waiting.shift()?.();
    }
    if (this.#failure) return;
    this.#stored(path, info);
  }

  #track(work: Promise<void>): void {
    const job: Promise<void> = work.then(
      () => {
        this.#inflight.delete(job);
      },
      (err: Error) => {
        this.#inflight.delete(job);
        this.#fail(err);
      },
    );
    this.#inflight.add(job);
  }

  #resumeInput(): void {
    const resume = this.#resume;
    this.#resume = null;
    resume?.();
  }

  /** The archive ended: once the zstd tail is checked and writes are done, the guard decides. */
  #finish(): void {
    try {
      this.#reader.end();
    } catch (err) {
      return this.#fail(err as Error);
    }
    void this.#afterFrame
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

  /** The decompressed bytes: capped, checked for a second compression layer, handed to the tar reader. */
  #makeSink(): Writable {
    return new Writable({
      highWaterMark: 64 * 1024,
      write: (chunk: Buffer, _enc, cb) => this.#write(chunk, cb),
      final: (cb) => {
        if (!this.#failure) this.#finish();
        cb();
      },
    });
  }

  #write(chunk: Buffer, cb: () => void): void {
    if (this.#failure) return cb();
    this.#decompressed += chunk.length;
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
    // After the end-of-archive marker the reader looks at nothing more; the bytes still count against the cap.
    if (this.#reader.eof) return cb();
    try {
      this.#reader.write(chunk);
    } catch (err) {
      this.#fail(err as Error);
      return cb();
    }
    if (this.#queued > QUEUED_MAX && !this.#failure) this.#resume = cb;
    else cb();
  }
}
