/**
 * Content-addressed blobs in an S3 bucket, for several origins sharing one bucket (docs/scale-out.md, "S3
 * object store"). Keys under the URL's prefix:
 *   blobs/<sha256>              a blob with an object of its own (larger than 256 KiB, or written outside a deploy)
 *   packs/<time>-<random>.pack  a deploy's new small blobs, back to back (one per committed session)
 *   packs/<time>-<random>.idx   its index, one `<sha256> <offset> <size>` line per blob, written after the pack
 * A blob object is created once: PutObject with `If-None-Match: *` (412: the same content is there already).
 * A large blob is spilled to a temp file in `tmpDir` while its sha256 and md5 are computed (the md5 goes with
 * the PUT as Content-MD5); a deploy's small blobs are appended to its pack (src/store/packs.ts PackWriter).
 * Nothing a session writes is in the bucket before `commit()`: the pack, its index and the large blobs are
 * uploaded then. Packed blobs are read back with byte-range GETs (reads.ts); other origins' packs are found by
 * listing `packs/` (pack-listing.ts) at start-up, when a session starts and on a miss.
 *
 * Writes, sessions and removals are the blob-session logic shared with FileBlobStore
 * (src/store/blobs/sessions.ts) over the bucket (medium.ts). Holds (claims.ts) are per process: a session's held
 * blobs are never removed by this process. Another origin's in-flight deploy is protected by time instead:
 * garbage collection removes only objects older than its grace period (1 h on the server), and `discard`
 * removes only what its own session wrote (content it merely found stored is left to garbage collection).
 */
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { SHA256 } from '../blobs/loose.ts';
import { BlobSessions } from '../blobs/sessions.ts';
import type { Source } from '../blobs/write.ts';
import type { BlobBatch, BlobInfo, BlobSession, BlobStore } from '../types.ts';
import { Bucket } from './bucket.ts';
import { clientConfig, DEFAULT_REGION, endpointName, parseS3Url, regionOf, secretsOf } from './config.ts';
import { S3Medium, type Kind } from './medium.ts';
import { PackListing } from './pack-listing.ts';
import { md5s, readBatch, type S3Location } from './reads.ts';

export interface S3BlobStoreOptions {
  /** `s3://BUCKET[/PREFIX]` */
  url: string;
  /** AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, … */
  env: NodeJS.ProcessEnv;
  /** This store's own working folder (temp files of large blobs and packs until commit). */
  tmpDir: string;
}

/** The region when the environment names none: the SDK's own chain (AWS_PROFILE, ~/.aws/config), else us-east-1. */
async function chainRegion(): Promise<string> {
  const probe = new S3Client({});
  try {
    const region = await probe.config.region();
    return region || DEFAULT_REGION;
  } catch {
    return DEFAULT_REGION;
  } finally {
    probe.destroy();
  }
}

export class S3BlobStore implements BlobStore {
  readonly bucket: Bucket;
  readonly prefix: string;
  readonly tmp: string;
  readonly #packs: PackListing;
  readonly #medium: S3Medium;
  readonly #sessions: BlobSessions<Kind>;

  private constructor(bucket: Bucket, prefix: string, tmp: string) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.tmp = tmp;
    this.#packs = new PackListing(bucket, prefix);
    this.#medium = new S3Medium(bucket, prefix, this.#packs, tmp);
    this.#sessions = new BlobSessions(this.#medium);
  }

  /**
   * Opens the store at `url`: checks the URL, creates the bucket when missing, and lists the packs of every
   * origin. Rejects with an Error naming the endpoint and the bucket when S3 cannot be reached or refuses.
   */
  static async open(options: S3BlobStoreOptions): Promise<S3BlobStore> {
    const { bucket: name, prefix } = parseS3Url(options.url);
    const { env } = options;
    const region = regionOf(env) ?? (await chainRegion());
    const client = new S3Client(clientConfig(env, region));
    const bucket = new Bucket(client, {
      endpoint: endpointName(env, region),
      bucket: name,
      secrets: secretsOf(env),
    });
    const store = new S3BlobStore(bucket, prefix, options.tmpDir);
    try {
      await mkdir(options.tmpDir, { recursive: true });
      await bucket.ensure();
      await store.#packs.refresh(true);
    } catch (err) {
      client.destroy();
      throw err;
    }
    return store;
  }

  /** Closes the S3 client's connections. */
  close(): void {
    this.bucket.client.destroy();
  }

  /** Removes this store's temp files left by a crash. Call only when no write of this folder is in progress. */
  cleanTemp(): Promise<void> {
    return this.#sessions.cleanTemp();
  }

  blobKey(sha256: string): string {
    return this.#medium.blobKey(sha256);
  }

  /**
   * Where a blob is: a pack of the listing, else its own object (HEAD), else a pack committed by another origin
   * since the last listing.
   */
  async #locate(sha256: string): Promise<S3Location | null> {
    const packed = this.#packs.get(sha256);
    if (packed) return { path: packed.pack.key, offset: packed.offset, size: packed.size, packed: true };
    if (!SHA256.test(sha256)) return null;
    const own = await this.bucket.head(this.blobKey(sha256));
    if (own) return { path: own.key, offset: 0, size: own.size, packed: false };
    await this.#packs.refresh();
    const found = this.#packs.get(sha256);
    return found ? { path: found.pack.key, offset: found.offset, size: found.size, packed: true } : null;
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.#locate(sha256)) !== null;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    const at = await this.#locate(sha256);
    return at && { size: at.size };
  }

  async read(sha256: string): Promise<Readable | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const at = await this.#locate(sha256);
      if (!at) return null;
      const body = await this.bucket.get(at.path, { offset: at.offset, size: at.size });
      if (body) return body;
      // removed by another origin's garbage collection since it was listed (its content may be in an older
      // pack, which only a full listing is sure to know): look again
      if (!at.packed) return null;
      this.#packs.forget(at.path);
      await this.#packs.refresh(true);
    }
    return null;
  }

  readBatch(sha256s: readonly string[]): Promise<BlobBatch> {
    return readBatch(this.bucket, (sha256) => this.#locate(sha256), sha256s);
  }

  md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    return md5s(this.bucket, (sha256) => this.#locate(sha256), sha256s);
  }

  write(source: Source): Promise<BlobInfo> {
    return this.#sessions.write(source);
  }

  session(): BlobSession {
    return this.#sessions.session();
  }

  /**
   * Removes what no file record references and is older than `graceMs`: blobs with an object of their own,
   * packed blobs (a pack object goes once none of its blobs is listed), and what a crash left half-written (a
   * pack without index). Blobs held by a session of this process are kept.
   */
  collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    return this.#sessions.collect(referenced, this.#medium.garbage(Date.now() - graceMs));
  }
}
