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
 * Holds (claims.ts) are per process, like FileBlobStore's: a session's held blobs are never removed by this
 * process. Another origin's in-flight deploy is protected by time instead: garbage collection removes only
 * objects older than its grace period (1 h on the server), and `discard` removes only what its own session
 * wrote (content it merely found stored is left to garbage collection).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { eachLimited } from '../../runtime/each-limited.ts';
import { Claims } from '../blobs/claims.ts';
import { SHA256 } from '../blobs/loose.ts';
import { readHead, smallInfo, type Source } from '../blobs/write.ts';
import { PackWriter } from '../packs.ts';
import type { BlobBatch, BlobInfo, BlobSession, BlobStore } from '../types.ts';
import { Bucket } from './bucket.ts';
import { clientConfig, DEFAULT_REGION, endpointName, parseS3Url, regionOf, secretsOf } from './config.ts';
import { indexKeyOf, newPackName, PackListing, type S3Pack } from './pack-listing.ts';
import { md5s, readBatch, type S3Location } from './reads.ts';
import { mapNativeAsync } from '../errors.ts';
import { spill } from './spill.ts';

export interface S3BlobStoreOptions {
  /** `s3://BUCKET[/PREFIX]` */
  url: string;
  /** AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, … */
  env: NodeJS.ProcessEnv;
  /** This store's own working folder (temp files of large blobs and packs until commit). */
  tmpDir: string;
}

/** Uploads at once when committing. */
const UPLOAD_CONCURRENCY = 8;

interface Pending {
  /** Large new blobs: sha256 → temp file, size and md5 (base64). */
  files: Map<string, { path: string; size: number; md5: string }>;
  pack: PackWriter | null;
}

const isPending = (p: Pending | null, sha256: string): boolean =>
  p !== null && (p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false));

/** Deletes a batch's temp files; returns how many blobs it held. */
async function dropPending(p: Pending): Promise<number> {
  const files = [...p.files.values()];
  const pack = p.pack;
  p.files = new Map();
  p.pack = null;
  await pack?.discard().catch(() => undefined);
  await eachLimited(files, UPLOAD_CONCURRENCY, (f) => unlink(f.path).catch(() => undefined));
  return files.length + (pack?.size ?? 0);
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
  readonly #claims = new Claims();
  readonly #packs: PackListing;
  readonly #tmpPrefix = `s3-${Date.now()}-${randomBytes(6).toString('hex')}`;
  #tmpCount = 0;

  private constructor(bucket: Bucket, prefix: string, tmp: string) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.tmp = tmp;
    this.#packs = new PackListing(bucket, prefix);
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
  async cleanTemp(): Promise<void> {
    for (const name of await readdir(this.tmp))
      await rm(join(this.tmp, name), { force: true, recursive: true });
  }

  blobKey(sha256: string): string {
    return `${this.prefix}blobs/${sha256}`;
  }

  /**
   * Where a blob is: a pack of the listing, else its own object (HEAD), else — unless `refresh` is false — a
   * pack committed by another origin since the last listing.
   */
  async #locate(sha256: string, refresh = true): Promise<S3Location | null> {
    const packed = this.#packs.get(sha256);
    if (packed) return { path: packed.pack.key, offset: packed.offset, size: packed.size, packed: true };
    if (!SHA256.test(sha256)) return null;
    const own = await this.bucket.head(this.blobKey(sha256));
    if (own) return { path: own.key, offset: 0, size: own.size, packed: false };
    if (!refresh) return null;
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
    return mapNativeAsync(this.#spooling, () => this.#write(source, async () => undefined, null));
  }

  /** What a StoreError of the local spool says was being done (the S3 calls say their own). */
  get #spooling(): string {
    return `spooling an upload in ${this.tmp}`;
  }

  session(): BlobSession {
    const held = new Set<string>();
    /** What this session created in the bucket, and how (discard removes only that). */
    const own = new Map<string, Kind>();
    const pending: Pending = { files: new Map(), pack: null };
    let open = true;
    // other origins' packs committed since the last listing, so this deploy does not pack their content again
    let listed = false;
    const fresh = this.#packs
      .refresh()
      .catch(() => undefined) // S3 unreachable: the writes and the commit say so
      .finally(() => (listed = true));
    const holdNow = (sha256: string) => {
      if (!held.has(sha256)) {
        held.add(sha256);
        this.#claims.add(sha256);
      }
    };
    const hold = async (sha256: string) => {
      if (!open) throw new Error('blob session already ended');
      holdNow(sha256);
      await this.#claims.removal(sha256);
    };
    const release = () => {
      if (!open) return;
      open = false;
      void dropPending(pending);
      for (const sha256 of held) this.#claims.drop(sha256);
    };
    const ctx: SessionWrite = { hold, pending, fresh };
    return {
      write: (source) => {
        if (!open) return Promise.reject(new Error('blob session already ended'));
        return mapNativeAsync(this.#spooling, () => this.#write(source, hold, ctx));
      },
      writeNow: (chunks) => {
        if (!open || !listed) return null;
        const known = smallInfo(chunks);
        if (!known || this.#claims.isRemoving(known.sha256)) return null;
        holdNow(known.sha256);
        if (!isPending(pending, known.sha256) && !this.#packs.get(known.sha256))
          this.#append(pending, known, chunks);
        return known;
      },
      hold,
      commit: () =>
        mapNativeAsync(this.#spooling, async () => {
          for (const [sha256, kind] of await this.#commit(pending)) own.set(sha256, kind);
        }),
      release,
      discard: async (referenced) => {
        const dropped = await dropPending(pending);
        release();
        let removed = dropped;
        for (const sha256 of held) {
          const kind = own.get(sha256);
          if (!kind) continue; // found stored: perhaps another origin's deploy uses it; left to GC
          const gone = this.#remove(
            sha256,
            kind,
            // a packed blob is now found in an older pack of another origin: that one is not this deploy's
            async () =>
              (kind === 'object' || this.#packs.get(sha256)?.pack === kind) && !(await referenced(sha256)),
          );
          if (gone && (await gone)) removed++;
        }
        held.clear();
        return removed;
      },
    };
  }

  /** Uploads a session's pack (then its index) and large blobs; returns the blobs it created, and how. */
  async #commit(pending: Pending): Promise<[string, Kind][]> {
    const { pack, files } = pending;
    pending.pack = null;
    pending.files = new Map();
    const created: [string, Kind][] = [];
    try {
      if (pack) {
        const file = pack.finish();
        const key = `${this.#packs.dir}${newPackName()}.pack`;
        const text = pack.indexText();
        await this.bucket.create(key, { file, size: pack.bytes });
        await this.bucket.create(indexKeyOf(key), text);
        const placed = this.#packs.placed(key, pack.bytes, text);
        for (const sha256 of pack.entries.keys())
          if (this.#packs.get(sha256)?.pack === placed) created.push([sha256, placed]);
      }
      await eachLimited([...files], UPLOAD_CONCURRENCY, async ([sha256, f]) => {
        const result = await this.bucket.create(this.blobKey(sha256), { file: f.path, size: f.size }, f.md5);
        if (result === 'created') created.push([sha256, 'object']);
      });
      return created;
    } finally {
      await dropPending({ files, pack });
    }
  }

  /**
   * Streams `source` into the store. With a session (`ctx`), new content waits in the session's pack (small)
   * or temp file (large) until commit; without, it is uploaded at once.
   */
  async #write(
    source: Source,
    claim: (sha256: string) => Promise<void>,
    ctx: SessionWrite | null,
  ): Promise<BlobInfo> {
    const head = await readHead(source);
    const pending = ctx?.pending ?? null;
    if (head.known) {
      const known = head.known;
      await claim(known.sha256);
      if (isPending(pending, known.sha256)) return known;
      if (ctx) {
        await ctx.fresh;
        // small content stored with an object of its own (written outside a deploy) is packed again: harmless
        if (!this.#packs.get(known.sha256)) this.#append(ctx.pending, known, head.chunks);
        return known;
      }
      if (await this.#locate(known.sha256, false)) return known;
      await this.bucket.create(this.blobKey(known.sha256), Buffer.concat(head.chunks));
      return known;
    }
    const tmpPath = join(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    const fh = await open(tmpPath, 'wx', 0o600);
    let kept = false;
    try {
      let blob;
      try {
        blob = await spill(fh, head);
      } finally {
        await fh.close();
      }
      const info = { sha256: blob.sha256, size: blob.size };
      await claim(info.sha256);
      if (isPending(pending, info.sha256) || (await this.#locate(info.sha256, false))) return info;
      if (pending) {
        pending.files.set(info.sha256, { path: tmpPath, size: info.size, md5: blob.md5 });
        kept = true;
      } else
        await this.bucket.create(this.blobKey(info.sha256), { file: tmpPath, size: info.size }, blob.md5);
      return info;
    } finally {
      if (!kept) await unlink(tmpPath).catch(() => undefined);
    }
  }

  #append(pending: Pending, known: BlobInfo, chunks: readonly Uint8Array[]): void {
    pending.pack ??= new PackWriter(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    pending.pack.append(known.sha256, chunks, known.size);
  }

  /**
   * Removes a blob unless a session of this process holds it or a removal is running (claims.ts): its own
   * object, or its entry in the listing (the pack object goes once none of its blobs is listed).
   */
  #remove(sha256: string, kind: Kind, confirm: () => Promise<boolean>): Promise<boolean> | null {
    return this.#claims.remove(sha256, confirm, async () => {
      if (kind === 'object') return this.bucket.delete(this.blobKey(sha256));
      const emptied = this.#packs.unlist(sha256);
      if (emptied) await this.#deletePack(emptied.key);
    });
  }

  async #deletePack(key: string): Promise<void> {
    // the index first: no origin lists the pack again once it is going
    await this.bucket.delete(indexKeyOf(key));
    await this.bucket.delete(key);
    this.#packs.forget(key);
  }

  /**
   * Removes what no file record references and is older than `graceMs`: blobs with an object of their own,
   * packed blobs (a pack object goes once none of its blobs is listed), and what a crash left half-written (a
   * pack without index). Blobs held by a session of this process are kept.
   */
  async collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    const cutoff = Date.now() - graceMs;
    await this.#packs.refresh(true);
    let removed = 0;
    for (const pack of this.#packs.packs()) {
      if (pack.writtenAt > cutoff) continue;
      for (const sha256 of pack.entries.keys()) {
        if (referenced(sha256) || this.#packs.get(sha256)?.pack !== pack) continue;
        const gone = this.#remove(sha256, pack, async () => this.#packs.get(sha256)?.pack === pack);
        if (gone && (await gone)) removed++;
      }
    }
    // packs whose every blob is found in an older pack (two origins packed the same content)
    for (const pack of this.#packs.packs())
      if (pack.live === 0 && pack.writtenAt <= cutoff) await this.#deletePack(pack.key);
    for (const orphan of this.#packs.orphans)
      if (orphan.lastModified <= cutoff) await this.bucket.delete(orphan.key);
    const dir = `${this.prefix}blobs/`;
    for await (const o of this.bucket.list(dir)) {
      const sha256 = o.key.slice(dir.length);
      if (!SHA256.test(sha256) || referenced(sha256) || o.lastModified > cutoff) continue;
      const gone = this.#remove(sha256, 'object', async () => {
        const now = await this.bucket.head(o.key);
        return now !== null && now.lastModified <= cutoff;
      });
      if (gone && (await gone)) removed++;
    }
    return removed;
  }
}

/** How a blob is stored: an object of its own, or in a pack. */
type Kind = 'object' | S3Pack;

interface SessionWrite {
  hold: (sha256: string) => Promise<void>;
  pending: Pending;
  /** The listing of packs started with the session. */
  fresh: Promise<unknown>;
}
