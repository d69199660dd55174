/**
 * Precompression of compressible blobs, once per blob and edge, in the background after a sync: gzip (level 6)
 * and brotli (quality 7 up to 256 KiB, 5 above; the window fitted to the file: brotliParams). Higher levels cost
 * many times the CPU for a few percent (figures: docs/bench.md, "Measurements behind the code"), so these settings keep a 100 MB site to seconds of
 * CPU per edge. A variant is kept only if it saves at least 10%. Until a blob's variants exist the edge serves it
 * uncompressed, so a deploy is never
 * held up by compression and no response is ever compressed per request. zlib runs on libuv's thread pool.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { readBlob, type Blob, type EdgeBlobStore } from './blob-store.ts';
import { writeFileAtomic } from './disk.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Smaller files are served as they are: a response under ~1.4 KB (body plus ~300 bytes of headers) is one TCP
 * segment compressed or not, so compressing it saves no round trip, while each variant is one more file on the
 * edge's disk (two per icon of an icon set, written after every deploy of new icons).
 */
export const MIN_COMPRESS_BYTES = 1024;
export const MAX_COMPRESS_BYTES = 64 * 1024 * 1024;
const HOLD_MAX_MS = 10_000;
/**
 * Work starts this long after the last sync ended, not at once: a deploy syncs each edge twice (the revision,
 * then production's switch) with its database work and certificate in between, and compression starting in that
 * gap takes the CPU that work needs (figures: docs/bench.md, "Measurements behind the code").
 */
const SETTLE_MS = 250;

/** Files up to this size get brotli quality 7 and a window of at most 64 KiB; larger ones quality 5. */
const BROTLI_SMALL_BYTES = 256 * 1024;

/**
 * Brotli settings for a file of `size` bytes. The window (`LGWIN`) is no larger than the file (and at most
 * 64 KiB up to BROTLI_SMALL_BYTES): brotli sizes its hash tables by quality and window, not by input, so with
 * the default 4 MiB window every call for a 2 KB icon set up the 8 MB of tables quality 7 uses for large
 * windows, in whichever thread of the pool ran it, and glibc kept each thread's peak: the fitted window costs far
 * less memory and time for a fraction of a percent more bytes (figures: docs/bench.md, "Measurements behind the code").
 */
export function brotliParams(size: number): Record<number, number> {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_LGWIN, BROTLI_MIN_WINDOW_BITS } =
    zlib.constants;
  const small = size <= BROTLI_SMALL_BYTES;
  const fits = Math.ceil(Math.log2(Math.max(size, 1)));
  return {
    [BROTLI_PARAM_QUALITY]: small ? 7 : 5,
    [BROTLI_PARAM_SIZE_HINT]: size,
    [BROTLI_PARAM_LGWIN]: Math.max(BROTLI_MIN_WINDOW_BITS, Math.min(fits, small ? 16 : 22)),
  };
}

export class Compressor {
  readonly #store: EdgeBlobStore;
  readonly #queue: Blob[] = [];
  readonly #queued = new Set<string>();
  readonly #concurrency: number;
  readonly #holdMaxMs: number;
  readonly #settleMs: number;
  #running = 0;
  #held = 0;
  /** When the current pause (holds and the settle time after them) began. */
  #pausedSince = 0;
  #settleUntil = 0;
  #wake: NodeJS.Timeout | null = null;
  #wakeAt = 0;
  #idle: Array<() => void> = [];
  #closed = false;
  readonly #onError: (err: unknown, blob: Blob) => void;

  constructor(
    store: EdgeBlobStore,
    options: {
      concurrency?: number;
      holdMaxMs?: number;
      settleMs?: number;
      onError?: (err: unknown, blob: Blob) => void;
    },
  ) {
    this.#store = store;
    this.#concurrency = options.concurrency ?? 1;
    this.#holdMaxMs = options.holdMaxMs ?? HOLD_MAX_MS;
    this.#settleMs = options.settleMs ?? SETTLE_MS;
    this.#onError = options.onError ?? (() => {});
  }

  static worthIt(blob: Blob): boolean {
    return blob.size >= MIN_COMPRESS_BYTES && blob.size <= MAX_COMPRESS_BYTES;
  }

  enqueue(blob: Blob): void {
    if (this.#closed || blob.compressed || this.#queued.has(blob.sha256) || !Compressor.worthIt(blob)) return;
    this.#queued.add(blob.sha256);
    this.#queue.push(blob);
    this.#pump();
  }

  /** Resolves when the queue is empty (tests and benchmarks wait on it). */
  idle(): Promise<void> {
    if (this.#running === 0 && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /**
   * Pauses new work while a sync runs and for `settleMs` after the last one (a deploy waits on syncs, never on
   * compression), for at most `holdMaxMs` (default 10 s) in a row so that back-to-back syncs cannot starve
   * compression. Pair every call with `release`.
   */
  hold(): void {
    const now = Date.now();
    if (!this.#paused(now)) this.#pausedSince = now;
    this.#held++;
  }

  release(): void {
    if (this.#held > 0 && --this.#held === 0) {
      this.#settleUntil = Date.now() + this.#settleMs;
      this.#pump();
    }
  }

  close(): Promise<void> {
    this.#closed = true;
    if (this.#wake) clearTimeout(this.#wake);
    this.#queue.length = 0;
    return this.idle();
  }

  #paused(now: number): boolean {
    return this.#held > 0 || now < this.#settleUntil;
  }

  #pump(): void {
    const now = Date.now();
    if (this.#queue.length > 0 && this.#paused(now)) {
      // until the settle time is over (no sync running), or the pause has lasted long enough
      const resume = Math.min(
        this.#held > 0 ? Infinity : this.#settleUntil,
        this.#pausedSince + this.#holdMaxMs,
      );
      if (resume > now) {
        // enqueue() pumps once per compressible file of a sync: re-arm only when the resume time moved
        if (this.#wake && this.#wakeAt === resume) return;
        if (this.#wake) clearTimeout(this.#wake);
        this.#wakeAt = resume;
        this.#wake = setTimeout(() => {
          this.#wake = null;
          this.#pump();
        }, resume - now).unref();
        return;
      }
    }
    while (this.#running < this.#concurrency && this.#queue.length > 0) {
      const blob = this.#queue.shift()!;
      this.#running++;
      this.#compress(blob)
        .catch((err: unknown) => this.#onError(err, blob))
        .finally(() => {
          this.#running--;
          this.#queued.delete(blob.sha256);
          if (!this.#closed) this.#pump();
          if (this.#running === 0 && this.#queue.length === 0) {
            const waiters = this.#idle;
            this.#idle = [];
            for (const w of waiters) w();
          }
        });
    }
  }

  async #compress(blob: Blob): Promise<void> {
    if (!this.#store.has(blob.sha256)) return;
    const data = await readBlob(blob);
    const limit = Math.floor(data.length * 0.9);
    const gz = await gzip(data, { level: 6 });
    const br = await brotli(data, { params: brotliParams(data.length) });
    if (!this.#store.has(blob.sha256)) return; // removed meanwhile
    // beside the blob's own name, also for a packed blob: packs are never written to
    if (gz.length <= limit) {
      await writeFileAtomic(this.#store.tmp, `${blob.key}.gz`, gz);
      this.#store.setVariant(blob, 'gzip', { path: `${blob.key}.gz`, size: gz.length });
    }
    if (br.length <= limit) {
      await writeFileAtomic(this.#store.tmp, `${blob.key}.br`, br);
      this.#store.setVariant(blob, 'br', { path: `${blob.key}.br`, size: br.length });
    }
    blob.compressed = true;
  }
}
