/**
 * In-memory cache of file bodies up to `maxEntryBytes` (identity and precompressed), keyed by blob file path,
 * evicted oldest-first (insertion order) past a byte budget. This is the edge's response cache: `DELETE /:domain/cache` drops a domain's entries.
 * A body not cached yet is read once however many requests ask for it meanwhile (`load`): 32 connections asking
 * for a new 1 MiB file at once read it once, not 32 times into 32 buffers.
 */
export class BodyCache {
  readonly #map = new Map<string, Buffer>();
  /** Reads in flight, by path. */
  readonly #loading = new Map<string, Promise<Buffer>>();
  readonly #maxBytes: number;
  readonly maxEntryBytes: number;
  #bytes = 0;

  constructor(maxBytes = 128 * 1024 * 1024, maxEntryBytes = 2 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
    this.maxEntryBytes = maxBytes > 0 ? maxEntryBytes : 0;
  }

  get(path: string): Buffer | undefined {
    return this.#map.get(path);
  }

  /** The body at `path`: cached, or read by `read` unless a read of it is in flight, then kept (when it fits). */
  load(path: string, read: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.#map.get(path);
    if (cached) return Promise.resolve(cached);
    let loading = this.#loading.get(path);
    if (!loading) {
      loading = read()
        .then((body) => {
          this.set(path, body);
          return body;
        })
        .finally(() => this.#loading.delete(path));
      this.#loading.set(path, loading);
    }
    return loading;
  }

  set(path: string, body: Buffer): void {
    if (body.length > this.maxEntryBytes) return;
    const old = this.#map.get(path);
    if (old) {
      this.#bytes -= old.length;
      this.#map.delete(path);
    }
    this.#map.set(path, body);
    this.#bytes += body.length;
    while (this.#bytes > this.#maxBytes) {
      const first = this.#map.keys().next();
      if (first.done) break;
      this.delete(first.value);
    }
  }

  delete(path: string): boolean {
    const old = this.#map.get(path);
    if (!old) return false;
    this.#bytes -= old.length;
    return this.#map.delete(path);
  }

  get bytes(): number {
    return this.#bytes;
  }
}
