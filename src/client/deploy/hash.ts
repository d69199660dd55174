/**
 * The digests of a folder source, for its upload delta, and the hash cache (pack/hash-cache.ts) kept between
 * deploys. One FolderHashing per deploy() of a folder: the pass is made once, if at all, and may be stopped early
 * when a size-only listing made it needless. What it holds changes only through its own methods.
 */
import { openHashCache, type HashCache } from '../../pack/hash-cache.ts';
import {
  hashContent,
  hashSite,
  manifestKey,
  SMALL_FILE_BYTES,
  type ContentHashes,
  type SiteContentHashes,
  type SiteHashes,
} from '../../pack/manifest.ts';
import type { SiteScan } from '../../pack/pack.ts';
import type { SiteFile } from '../../pack/walk.ts';
import type { DeployJob } from './job.ts';

export class FolderHashing {
  readonly #job: DeployJob;
  readonly #scan: SiteScan;
  #hashes: SiteContentHashes | undefined;
  #md5s: SiteHashes | undefined;
  /** The hash pass under way (or done); stop() ends it early when a size-only listing made it needless. */
  #pass: { done: Promise<void>; stop: AbortController } | undefined;
  /** Every file a hash pass got through, even one stopped early: the hash cache's pass does not read them again. */
  readonly #early = new Map<SiteFile, ContentHashes>();
  #cache: Promise<HashCache | undefined> | undefined;
  /** The hash cache was written (once per deploy: saveCache). */
  #saved = false;
  /** Stops saveCache's pass over the large files when the deploy fails (stop() stops the others). */
  readonly #cachePass = new AbortController();

  /** `prepared`: digests the caller made (the Action's local build), used as they are. */
  constructor(job: DeployJob, scan: SiteScan, prepared: SiteHashes | undefined) {
    this.#job = job;
    this.#scan = scan;
    this.#hashes = prepared;
    this.#md5s = prepared;
  }

  /** The sha256 and size of every file, once a pass has finished (or digests were prepared). */
  get hashes(): SiteContentHashes | undefined {
    return this.#hashes;
  }

  /** The md5s too, when the pass computed the manifest (DeployOptions.manifest). */
  get md5s(): SiteHashes | undefined {
    return this.#md5s;
  }

  /** The hash cache of this folder (options.hashCache), opened once. */
  openCache(): Promise<HashCache | undefined> {
    const { hashCache } = this.#job.options;
    return (this.#cache ??= hashCache
      ? openHashCache(this.#scan.folder, hashCache)
      : Promise.resolve(undefined));
  }

  /** Starts the hash pass (or joins the one under way); resolves with every file's digests. */
  async hash(): Promise<SiteContentHashes> {
    if (this.#hashes) return this.#hashes;
    this.#pass ??= this.#startPass();
    await this.#pass.done;
    return this.#hashes!;
  }

  #startPass(): { done: Promise<void>; stop: AbortController } {
    const { signal, wantManifest } = this.#job;
    const stop = new AbortController();
    const done = (async () => {
      const cache = await this.openCache();
      const o = {
        signal: signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
        cache,
        onHashed: (file: SiteFile, h: ContentHashes) => this.#early.set(file, h),
      };
      this.#hashes = wantManifest
        ? (this.#md5s = await hashSite(this.#scan.files, o))
        : await hashContent(this.#scan.files, o);
      this.#early.clear(); // wanted only from a pass stopped early; `hashes` has every file now
    })();
    return { done, stop };
  }

  /** Ends a hash pass under way (its result is no longer wanted); a finished one is kept. */
  stop(): void {
    if (this.#hashes) return;
    this.#pass?.stop.abort();
    this.#pass = undefined;
  }

  /** The deploy failed: no pass goes on for the cache. */
  abort(): void {
    this.stop(); // a pass still running for the cache
    this.#cachePass.abort();
  }

  /**
   * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
   * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
   * the peak): the digests of the delta's pass, or the packer's (`packed`), or of a pass made now. The caller
   * skips it for a server without deltas. A deploy never waits for it, nor fails by it.
   */
  async saveCache(packed: Promise<SiteContentHashes> | undefined): Promise<void> {
    const files = this.#scan.files;
    if (!this.#hashes && packed) {
      const small = await packed;
      const cache = await this.openCache();
      const { signal } = this.#job;
      const large = await hashContent(
        files.filter((f) => f.size > SMALL_FILE_BYTES && !this.#early.has(f)),
        {
          signal: signal ? AbortSignal.any([signal, this.#cachePass.signal]) : this.#cachePass.signal,
          cache,
        },
      );
      const all: SiteContentHashes = {};
      for (const f of files) {
        const key = manifestKey(f.path);
        all[key] = small[key] ?? this.#early.get(f) ?? large[key]!;
      }
      this.#hashes ??= all;
    }
    const hashes = await this.hash();
    const cache = await this.openCache();
    if (!cache || this.#saved) return;
    this.#saved = true;
    await cache.save(files, hashes);
  }
}
