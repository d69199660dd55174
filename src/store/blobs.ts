/**
 * Content-addressed blob store on disk: `<root>/<sha256[0..2]>/<sha256>`, and a deploy's new small blobs in one
 * pack file per deploy, `<root>/packs/<name>.pack` (packs.ts).
 * A write streams into `<tmp>/<random>` while computing sha256 (md5s are computed later, for manifests only:
 * Store.fillMd5), fsyncs the file, then renames it into place (or drops it when the blob already exists, touching the existing one so garbage collection's grace
 * period protects it). Blobs up to 256 KiB are hashed in memory first and not written at all when they exist.
 * `flush()` then fsyncs the blob directories so the renames themselves are durable before a revision
 * references them. A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * A session's new blobs are made durable as a batch: each is written and closed in `<tmp>`, and `commit()`
 * syncs them all (one filesystem sync for a large batch, see sync-filesystem.ts; an fsync each otherwise),
 * then renames them into place and flushes the directories. Until then no other deploy sees them, and a
 * session that ends without committing deletes its temp files.
 *
 * A session's new blobs of up to 256 KiB (held in memory until hashed) go into the session's pack instead of a
 * temp file each; `commit()` makes the pack and its index durable and puts them in place with two renames. A
 * packed blob is removed from the store's listing alone; its pack is deleted once none of its blobs is listed.
 *
 * A deploy writes through a `session()`: each blob it writes or finds is held (claimed) from the moment its hash
 * is known, before the store checks whether the content exists. A failed deploy's `discard()` removes at once the
 * blobs it held that no revision references and no other session holds; a session that meets a blob being
 * removed waits for the removal, then writes the content again. Garbage collection skips held blobs too.
 * Claims live in this process: one origin process owns a data folder.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { mkdir, open, readdir, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { mapNativeAsync } from './errors.ts';
import { PackWriter } from './packs.ts';
import { eachLimited } from '../runtime/each-limited.ts';
import { fsyncPath } from './fsync.ts';
import { syncFilesystem, type SyncFilesystem } from './sync-filesystem.ts';
import type { BlobBatch, BlobInfo, BlobLocation, BlobSession, BlobStore, LocalBlobFiles } from './types.ts';
import { fileBatch } from './blobs/file-batch.ts';
import { Claims } from './blobs/claims.ts';
import {
  addTemp,
  commitBatch,
  COMMIT_CONCURRENCY,
  dropBatch,
  isPending,
  newPending,
  type Pending,
} from './blobs/durable-batch.ts';
import { LooseBlobs, SHA256 } from './blobs/loose.ts';
import { md5Of } from './blobs/md5.ts';
import { PacksIndex } from './blobs/packs-index.ts';
import { readHead, SMALL_BLOB_BYTES, smallInfo, writeAll, type Head, type Source } from './blobs/write.ts';

export { MD5_TURN_BLOBS } from './blobs/md5.ts';

export interface FileBlobStoreOptions {
  /** The batch durability barrier (tests swap it). Default: `sync -f` on Linux, else none (fsync each). */
  syncFilesystem?: SyncFilesystem;
}

/**
 * The store's parts, each in src/store/blobs/: loose.ts (blobs with a file of their own), packs-index.ts (blobs
 * in packs), claims.ts (what sessions hold, what is being removed), durable-batch.ts (a session's new blobs until
 * commit), write.ts (hashing a source, spilling it), md5.ts (the md5 pass).
 */
export class FileBlobStore implements BlobStore {
  readonly root: string;
  readonly tmp: string;
  /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
  readonly #tmpPrefix = `${Date.now()}-${randomBytes(8).toString('hex')}`;
  #tmpCount = 0;
  readonly #claims = new Claims();
  readonly #syncFilesystem: SyncFilesystem;
  readonly #packs: PacksIndex;
  readonly #loose: LooseBlobs;

  constructor(root: string, tmp: string, options: FileBlobStoreOptions = {}) {
    this.root = root;
    this.tmp = tmp;
    this.#syncFilesystem = options.syncFilesystem ?? syncFilesystem;
    this.#packs = new PacksIndex(root);
    this.#loose = new LooseBlobs(root);
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.tmp, { recursive: true });
    await this.#packs.load();
  }

  /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
  async cleanTemp(): Promise<void> {
    for (const name of await readdir(this.tmp))
      await rm(join(this.tmp, name), { force: true, recursive: true });
  }

  async has(sha256: string): Promise<boolean> {
    if (this.#packs.has(sha256)) return true;
    if (!SHA256.test(sha256)) return false;
    return this.#loose.has(sha256);
  }

  async flush(sha256s: Iterable<string>): Promise<void> {
    const dirs = new Set<string>();
    // a packed blob's folder is `packs/`, made durable when its pack was placed
    for (const sha of sha256s) if (!this.#packs.has(sha)) dirs.add(join(this.root, sha.slice(0, 2)));
    const list = [...dirs];
    // A few at a time: the thread pool is shared with the uploads still running.
    await eachLimited(list, COMMIT_CONCURRENCY, (dir) => fsyncPath(dir));
  }

  /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
  readonly local: LocalBlobFiles = {
    path: (sha256) => this.#loose.path(sha256),
    locate: (sha256) => this.#locate(sha256),
  };

  async stat(sha256: string): Promise<{ size: number } | null> {
    const at = this.#locate(sha256);
    return at && { size: at.size };
  }

  async read(sha256: string): Promise<Readable | null> {
    const at = this.#locate(sha256);
    if (!at) return null;
    if (at.size === 0) return Readable.from([]);
    return createReadStream(at.path, { start: at.offset, end: at.offset + at.size - 1 });
  }

  async readBatch(sha256s: readonly string[]): Promise<BlobBatch> {
    return fileBatch((sha256) => this.#locate(sha256), sha256s);
  }

  #locate(sha256: string): BlobLocation | null {
    const packed = this.#packs.get(sha256);
    if (packed) return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
    if (!SHA256.test(sha256)) return null;
    const path = this.#loose.pathOf(sha256);
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
  }

  /** md5 of each listed blob, from its bytes on disk (blobs/md5.ts); a blob not stored is left out. */
  md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    return md5Of((sha256) => this.#locate(sha256), sha256s, SMALL_BLOB_BYTES);
  }

  async write(source: Source): Promise<BlobInfo> {
    return mapNativeAsync(this.#storing, () => this.#write(source, async () => undefined, null));
  }

  /** What a StoreError of a write says was being done (for the log: it names the folder). */
  get #storing(): string {
    return `storing blobs in ${this.root}`;
  }

  session(): BlobSession {
    const held = new Set<string>();
    const pending = newPending();
    let open = true;
    const holdNow = (sha256: string) => {
      if (!held.has(sha256)) {
        held.add(sha256);
        this.#claims.add(sha256);
      }
    };
    const hold = async (sha256: string) => {
      if (!open) throw new Error('blob session already ended');
      holdNow(sha256);
      // A removal that started before this claim finishes first; `has()` then tells the truth.
      await this.#claims.removal(sha256);
    };
    const release = () => {
      if (!open) return;
      open = false;
      void dropBatch(pending); // temp files of a session ended without commit()
      for (const sha256 of held) this.#claims.drop(sha256);
    };
    return {
      write: (source) => {
        if (!open) return Promise.reject(new Error('blob session already ended'));
        return mapNativeAsync(this.#storing, () => this.#write(source, hold, pending));
      },
      // The same steps as a small blob's `write` (#keepSmall), without a promise: a deploy of mdi-icons' 7,453
      // icons went through five or six per file.
      writeNow: (chunks) => {
        if (!open) return null;
        const known = smallInfo(chunks);
        if (!known || this.#claims.isRemoving(known.sha256)) return null;
        holdNow(known.sha256);
        const where = this.#whereIs(known.sha256, pending);
        if (where === 'stored')
          void this.#touch(known.sha256); // held meanwhile: garbage collection skips it
        else if (where === 'new') this.#append(pending, known, chunks);
        return known;
      },
      hold,
      commit: (sha256s) =>
        mapNativeAsync(this.#storing, async () => {
          await commitBatch(pending, {
            tmp: this.tmp,
            packsDir: this.#packs.dir,
            syncFilesystem: this.#syncFilesystem,
            placed: (path, writer) => this.#packs.placed(path, writer),
            place: (sha256, tmpPath) => this.#loose.place(sha256, tmpPath),
          });
          await this.flush(sha256s);
        }),
      release,
      discard: async (referenced) => {
        const dropped = await dropBatch(pending);
        release();
        let removed = dropped;
        for (const sha256 of held) {
          const gone = this.#remove(sha256, async () => !(await referenced(sha256)));
          if (gone && (await gone)) removed++;
        }
        held.clear();
        return removed;
      },
    };
  }

  /**
   * Removes a blob unless a session holds it or a removal is already running (claims.ts); `confirm` runs under
   * the removal mark. Returns null when skipped, else whether it was removed.
   */
  #remove(sha256: string, confirm: () => Promise<boolean>): Promise<boolean> | null {
    return this.#claims.remove(sha256, confirm, async () => {
      const packed = this.#packs.get(sha256);
      if (packed) await this.#packs.remove(sha256, packed);
      else await this.#loose.remove(sha256);
    });
  }

  /**
   * Streams `source` into the store; `claim(sha256)` runs once the hash is known, before the existence check.
   * With `pending` (a session), new content is left in the session's pack (small) or closed in its temp file
   * (large) and recorded there for commit(); without, it is made durable and put in place at once.
   */
  async #write(
    source: Source,
    claim: (sha256: string) => Promise<void>,
    pending: Pending | null,
  ): Promise<BlobInfo> {
    if (Array.isArray(source)) {
      // A small blob already in memory (the receive of a deploy reads small files whole): hashed in one call,
      // no iteration through promises (src/server/deploy/receive.ts).
      const chunks = source as Uint8Array[];
      const known = smallInfo(chunks);
      if (known && (await this.#keepSmall(known, chunks, claim, pending))) return known;
    }
    // A small blob is held in memory until its hash is known, so content that is already stored (most of a
    // redeploy) never touches the disk; a larger one spills to a temp file as it streams.
    const head = await readHead(source);
    if (head.known && (await this.#keepSmall(head.known, head.chunks, claim, pending))) return head.known;
    return this.#writeFile(head, claim, pending);
  }

  /** Writes a blob to a temp file of its own, then keeps it (new content) or drops it (content already here). */
  async #writeFile(
    head: Head,
    claim: (sha256: string) => Promise<void>,
    pending: Pending | null,
  ): Promise<BlobInfo> {
    const tmpPath = join(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    const fh = await open(tmpPath, 'wx', 0o644);
    let kept = false; // renamed into place, or handed to the session's pending batch
    let info: BlobInfo;
    let exists: boolean;
    try {
      try {
        info = await writeAll(fh, head);
        if (head.known)
          exists = false; // claimed by #keepSmall
        else {
          await claim(info.sha256);
          exists = isPending(pending, info.sha256) || (await this.has(info.sha256));
        }
        // A blob already stored was made durable when it was first written: only new content is synced, and a
        // session's new content is synced as one batch by commit().
        if (!exists && !pending) await fh.sync();
      } finally {
        await fh.close();
      }
      if (exists) {
        if (!isPending(pending, info.sha256)) await this.#touch(info.sha256);
      } else if (pending) {
        // The same content written twice at once by one session keeps the first temp file.
        kept = addTemp(pending, info.sha256, tmpPath);
      } else {
        await this.#loose.place(info.sha256, tmpPath);
        kept = true;
      }
      return info;
    } finally {
      if (!kept) await unlink(tmpPath).catch(() => undefined);
    }
  }

  /**
   * A small blob whose hash is known: claimed, then nothing more when the store or the session has it, else
   * appended to the session's pack. False when there is no session: the caller writes it as a file of its own.
   */
  async #keepSmall(
    known: BlobInfo,
    chunks: readonly Uint8Array[],
    claim: (sha256: string) => Promise<void>,
    pending: Pending | null,
  ): Promise<boolean> {
    await claim(known.sha256);
    const where = this.#whereIs(known.sha256, pending);
    if (where === 'stored') await this.#touch(known.sha256);
    if (where !== 'new') return true;
    if (!pending) return false;
    this.#append(pending, known, chunks);
    return true;
  }

  /** Once claimed, where content already is: in the session ('pending'), in the store ('stored'), or nowhere. */
  #whereIs(sha256: string, pending: Pending | null): 'pending' | 'stored' | 'new' {
    if (isPending(pending, sha256)) return 'pending';
    return this.#packs.has(sha256) || this.#loose.has(sha256) ? 'stored' : 'new';
  }

  /** Adds new small content to the session's pack (made durable and placed by commit()). */
  #append(pending: Pending, known: BlobInfo, chunks: readonly Uint8Array[]): void {
    pending.pack ??= new PackWriter(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    pending.pack.append(known.sha256, chunks, known.size);
  }

  /** Marks an existing blob as just used, so garbage collection's grace period protects it. */
  async #touch(sha256: string): Promise<void> {
    const packed = this.#packs.get(sha256);
    if (packed) {
      packed.usedAt = Date.now();
      return;
    }
    const now = new Date();
    await utimes(this.#loose.path(sha256), now, now).catch(() => undefined);
  }

  async collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    let removed = 0;
    const cutoff = Date.now() - graceMs;
    for (const [sha256, entry] of this.#packs.snapshot()) {
      if (referenced(sha256)) continue;
      const gone = this.#remove(
        sha256,
        async () => this.#packs.get(sha256) === entry && entry.usedAt <= cutoff,
      );
      if (gone && (await gone)) removed++;
    }
    const loose = await this.#collectLoose(referenced, cutoff);
    return loose === null ? 0 : removed + loose;
  }

  /** Garbage collection of the blobs with a file of their own, unused since `cutoff`; null when the root cannot
   * be listed. */
  async #collectLoose(referenced: (sha256: string) => boolean, cutoff: number): Promise<number | null> {
    let removed = 0;
    let dirs: string[];
    try {
      dirs = await readdir(this.root);
    } catch {
      return null;
    }
    for (const dir of dirs) {
      let names: string[];
      try {
        names = await readdir(join(this.root, dir));
      } catch {
        continue;
      }
      for (const name of names) {
        if (!SHA256.test(name) || referenced(name)) continue;
        const p = join(this.root, dir, name);
        // raced with another removal or a write (stat/unlink failing): left
        const gone = this.#remove(name, async () => (await stat(p)).mtimeMs <= cutoff);
        if (gone && (await gone)) removed++;
      }
    }
    return removed;
  }
}
