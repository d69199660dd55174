/**
 * A first deploy's archive packed ahead, while its listing by size is out: the answer is nearly always "nothing
 * can be reused, take zstd" (negotiate.ts), and the upload then starts with what is ready instead of packing
 * from the first file once the answer is in. At most AHEAD_BYTES of compressed output are read ahead and held;
 * an answer that wants another archive (a delta, gzip) drops it.
 */
import { openArchive, type Archive, type ArchiveOptions, type SiteScan } from '../../pack/pack.ts';

/** Compressed bytes read ahead at most (a 100 MB site's first ~20 MB of files with zstd level 1). */
export const AHEAD_BYTES = 4 * 1024 * 1024;

export class AheadArchive {
  /** What it was opened with: the body takes it only for an archive of the same options. */
  readonly options: ArchiveOptions;
  readonly #archive: Archive;
  readonly #source: AsyncIterator<Buffer>;
  readonly #ready: Buffer[] = [];
  #ended = false;
  #error: unknown;
  #stopped = false;
  #taken = false;
  readonly #pump: Promise<void>;

  constructor(scan: SiteScan, options: ArchiveOptions) {
    this.options = options;
    this.#archive = openArchive(scan, options);
    this.#source = this.#archive.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    this.#pump = this.#readAhead();
  }

  async #readAhead(): Promise<void> {
    let bytes = 0;
    try {
      while (!this.#stopped && bytes < AHEAD_BYTES) {
        const r = await this.#source.next();
        if (r.done) {
          this.#ended = true;
          return;
        }
        this.#ready.push(r.value);
        bytes += r.value.length;
      }
    } catch (err) {
      this.#error = err; // the body's reader gets it, after the bytes that came before it
    }
  }

  /** The archive, for the body: what was read ahead, then the rest of the stream. */
  async take(): Promise<{ archive: Archive; source: AsyncIterator<Uint8Array> }> {
    this.#taken = true;
    this.#stopped = true;
    await this.#pump;
    return { archive: this.#archive, source: this.#rest() };
  }

  async *#rest(): AsyncGenerator<Uint8Array> {
    while (this.#ready.length > 0) yield this.#ready.shift()!;
    if (this.#error !== undefined) throw this.#error;
    if (this.#ended) return;
    for (;;) {
      const r = await this.#source.next();
      if (r.done) return;
      yield r.value;
    }
  }

  /** Not wanted (or already taken: then nothing happens): packing stops, its files are closed. */
  drop(): void {
    if (this.#taken) return;
    this.#taken = true;
    this.#stopped = true;
    this.#ready.length = 0;
    this.#archive.stream.destroy();
  }
}
