/**
 * The bucket as the blob store's medium (src/store/blobs/medium.ts; keys, create-once, commits, reads:
 * docs/scale-out.md, "S3 object store"). A removal removes a blob as its session created it (`Kind`).
 */
import type { Readable } from 'node:stream';
import { eachLimited } from '../each-limited.ts';
import { indexPathOf, type PackWriter } from '../blobs/packs.ts';
import { SHA256 } from '../blobs/loose.ts';
import { dropBatch, type BlobMedium, type Garbage, type Pending, type Range } from '../blobs/medium.ts';
import { GC_GRACE_MS, type BlobLocation } from '../types.ts';
import type { Bucket } from './bucket.ts';
import { newPackName, PackListing, type ListedPack } from './pack-listing.ts';

/** md5s of uploaded objects kept until asked for (about 100 bytes each): the latest ones beyond are dropped. */
const UPLOADED_MD5_MAX = 100_000;
/**
 * How long an object this process created is located without a HEAD (10 minutes): well inside the grace before any
 * origin's garbage collection may delete it, and long enough for the edges' asks after a deploy.
 */
const CREATED_TRUST_MS = GC_GRACE_MS / 6;
/**
 * Objects created within CREATED_TRUST_MS kept for `locate` (about 150 bytes each, 1.5 MB at most): each is a blob
 * over 256 KiB, so this many is over 2.5 GB of new large blobs in the window; beyond, the oldest are found by HEAD.
 */
const CREATED_MAX = 10_000;
/** Uploads at once when committing. */
const UPLOAD_CONCURRENCY = 8;
/** One ranged GET reads up to this much of a pack (a larger blob is a GET of its own). */
const RUN_BYTES = 8 * 1024 * 1024;

/** How a blob is stored: an object of its own, or in a pack. */
export type Kind = 'object' | ListedPack;

export class S3Medium implements BlobMedium<Kind> {
  readonly tmp: string;
  readonly doing: string;
  readonly tempMode = 0o600;
  readonly md5OfTemps = true;
  readonly ownsFound = false;
  readonly runBytes = RUN_BYTES;
  readonly locateConcurrency = 16; // a HEAD each for blobs with an object of their own
  readonly bucket: Bucket;
  readonly prefix: string;
  /** The packs of every origin (listed at start-up, when a session starts and on a miss). */
  readonly packs: PackListing;
  /** sha256 → md5 (hex) of blobs this process uploaded, until asked for once. */
  readonly #uploadedMd5 = new Map<string, string>();
  /** sha256 → size and time of the objects of their own this process created lately, oldest first, for `locate`. */
  readonly #created = new Map<string, { size: number; at: number }>();

  constructor(bucket: Bucket, prefix: string, tmp: string) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.packs = new PackListing(bucket, prefix);
    this.tmp = tmp;
    this.doing = `spooling an upload in ${tmp}`; // the S3 calls say their own
  }

  blobKey(sha256: string): string {
    return `${this.prefix}blobs/${sha256}`;
  }

  /** Other origins' packs committed since the last listing, so a deploy does not pack their content again. */
  starting(): Promise<unknown> {
    return this.packs.refresh().catch(() => undefined); // S3 unreachable: the writes and the commit say so
  }

  /** In a pack of the listing (small content stored with an object of its own is packed again: harmless). */
  known(sha256: string): boolean {
    return this.packs.get(sha256) !== undefined;
  }

  async has(sha256: string): Promise<boolean> {
    return (
      this.known(sha256) || (SHA256.test(sha256) && (await this.bucket.head(this.blobKey(sha256))) !== null)
    );
  }

  async touch(): Promise<void> {}

  async putBatch(batch: Pending): Promise<[string, Kind][]> {
    const { pack, files } = batch;
    const created: [string, Kind][] = [];
    const putPack = async (writer: PackWriter) => {
      const file = writer.finish();
      const key = `${this.packs.dir}${newPackName()}.pack`;
      const text = writer.indexText();
      await this.bucket.create(key, { file, size: writer.bytes });
      await this.bucket.create(indexPathOf(key), text);
      const placed = this.packs.placed(key, writer.bytes, text);
      for (const sha256 of writer.entries.keys())
        if (this.packs.get(sha256)?.pack === placed) {
          created.push([sha256, placed]);
          this.#uploaded(sha256, writer.md5s?.get(sha256));
        }
    };
    // the pack (then its index) beside the large blobs, UPLOAD_CONCURRENCY uploads in all
    const jobs: (() => Promise<void>)[] = pack ? [() => putPack(pack)] : [];
    for (const [sha256, f] of files)
      jobs.push(async () => {
        const result = await this.bucket.create(this.blobKey(sha256), { file: f.path, size: f.size }, f.md5);
        if (result === 'created') {
          created.push([sha256, 'object']);
          this.#createdNow(sha256, f.size);
        }
        if (f.md5) this.#uploaded(sha256, Buffer.from(f.md5, 'base64').toString('hex'));
      });
    try {
      await eachLimited(jobs, UPLOAD_CONCURRENCY, (job) => job());
      return created;
    } finally {
      await dropBatch(batch);
    }
  }

  #createdNow(sha256: string, size: number): void {
    const now = Date.now();
    this.#created.delete(sha256); // set again below: the map stays oldest first
    for (const [oldest, { at }] of this.#created) {
      if (now - at < CREATED_TRUST_MS && this.#created.size < CREATED_MAX) break;
      this.#created.delete(oldest);
    }
    this.#created.set(sha256, { size, at: now });
  }

  #uploaded(sha256: string, md5: string | undefined): void {
    if (md5 && this.#uploadedMd5.size < UPLOADED_MD5_MAX) this.#uploadedMd5.set(sha256, md5);
  }

  uploadedMd5(sha256: string): string | undefined {
    const md5 = this.#uploadedMd5.get(sha256);
    this.#uploadedMd5.delete(sha256);
    return md5;
  }

  /**
   * A pack of the listing, else its own object (an object this process created lately without a HEAD: the edges'
   * asks right after a deploy), else a pack another origin committed since the listing.
   */
  async locate(sha256: string): Promise<BlobLocation | null> {
    const known = this.locateAtHand(sha256);
    if (known || !SHA256.test(sha256)) return known;
    const own = await this.bucket.head(this.blobKey(sha256));
    if (own) return { path: own.key, offset: 0, size: own.size, packed: false };
    await this.packs.refresh();
    return this.packs.locate(sha256);
  }

  /** Where `sha256` is when this process knows without asking the bucket: a listed pack, or an object it created lately. */
  locateAtHand(sha256: string): BlobLocation | null {
    const packed = this.packs.locate(sha256);
    if (packed) return packed;
    const created = this.#created.get(sha256);
    return created && Date.now() - created.at < CREATED_TRUST_MS
      ? { path: this.blobKey(sha256), offset: 0, size: created.size, packed: false }
      : null;
  }

  readRange({ path, offset, size }: Range): Promise<Readable | null> {
    return this.bucket.get(path, { offset, size });
  }

  /** A pack another origin deleted: its content may be in an older pack, which only a full listing is sure to know. */
  async lost(at: BlobLocation): Promise<void> {
    this.packs.forget(at.path);
    await this.packs.refresh(true);
  }

  /** A packed blob found now in an older pack of another origin: that one is not this deploy's. */
  isAt(sha256: string, kind: Kind | undefined): boolean {
    return kind === 'object' || this.packs.get(sha256)?.pack === kind;
  }

  /** Removes its own object, or its entry in the listing (the pack object goes once none of its blobs is listed). */
  async delete(sha256: string, kind: Kind | undefined): Promise<void> {
    this.#uploadedMd5.delete(sha256);
    this.#created.delete(sha256);
    if (kind === 'object') return this.bucket.delete(this.blobKey(sha256));
    const emptied = this.packs.unlist(sha256);
    if (emptied) await this.#deletePack(emptied.key);
  }

  async #deletePack(key: string): Promise<void> {
    // the index first: no origin lists the pack again once it is going
    await this.bucket.delete(indexPathOf(key));
    await this.bucket.delete(key);
    this.packs.forget(key);
  }

  /**
   * Packed blobs, then blobs with an object of their own; on the way, deletes what a crash left half-written and
   * packs whose every blob is found in an older pack (two origins packed the same content).
   */
  async *garbage(cutoff: number): AsyncGenerator<Garbage<Kind>> {
    await this.packs.refresh(true);
    yield* this.packs.garbage(cutoff);
    for (const pack of this.packs.packs())
      if (pack.live === 0 && pack.writtenAt <= cutoff) await this.#deletePack(pack.key);
    for (const orphan of this.packs.orphans)
      if (orphan.lastModified <= cutoff) await this.bucket.delete(orphan.key);
    const dir = `${this.prefix}blobs/`;
    for await (const o of this.bucket.list(dir)) {
      const sha256 = o.key.slice(dir.length);
      if (!SHA256.test(sha256) || o.lastModified > cutoff) continue;
      yield {
        sha256,
        kind: 'object',
        confirm: async () => {
          const now = await this.bucket.head(o.key);
          return now !== null && now.lastModified <= cutoff;
        },
      };
    }
  }
}
