/**
 * The digests of a folder source, for its upload delta, and the hash cache (pack/hash-cache.ts) kept between
 * deploys. One FolderHashing per deploy() of a folder: the pass is made once, if at all (a first deploy makes
 * none: the packer hashes what it packs). What it holds changes only through its own methods.
 */
import { openHashCache, type HashCache } from '../../pack/hash-cache.ts';
import { hashContent, hashSite, type SiteContentHashes, type SiteHashes } from '../../pack/manifest.ts';
import type { SiteScan } from '../../pack/pack.ts';
import type { DeployJob } from './job.ts';

export class FolderHashing {
  readonly #job: DeployJob;
  readonly #scan: SiteScan;
  #hashes: SiteContentHashes | undefined;
  #md5s: SiteHashes | undefined;
  /** The hash pass under way (or done). */
  #pass: Promise<void> | undefined;
  /** Ends a pass when the deploy fails. */
  readonly #stop = new AbortController();
  #cache: Promise<HashCache | undefined> | undefined;
  /** The hash cache was written (once per deploy: saveCache). */
  #saved = false;

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
    await this.#pass;
    return this.#hashes!;
  }

  async #startPass(): Promise<void> {
    const { signal, wantManifest } = this.#job;
    const cache = await this.openCache();
    const o = { signal: signal ? AbortSignal.any([signal, this.#stop.signal]) : this.#stop.signal, cache };
    this.#hashes = wantManifest
      ? (this.#md5s = await hashSite(this.#scan.files, o))
      : await hashContent(this.#scan.files, o);
  }

  /** The deploy failed: no pass goes on for the cache. */
  abort(): void {
    this.#stop.abort();
  }

  /**
   * Writes the hash cache, once, after an upload body has been sent, when this process only waits for the
   * origin (its lines are built on this thread; before the upload they would delay it, and during it add to
   * the peak): the digests of the delta's pass, or the packer's (`packed`, every file of a whole upload), or of
   * a pass made now. The caller skips it for a server without deltas. A deploy never waits for it, nor fails by
   * it.
   */
  async saveCache(packed: Promise<SiteContentHashes> | undefined): Promise<void> {
    if (!this.#hashes && packed) this.#hashes = await packed;
    const hashes = await this.hash();
    const cache = await this.openCache();
    if (!cache || this.#saved) return;
    this.#saved = true;
    await cache.save(this.#scan.files, hashes);
  }
}
