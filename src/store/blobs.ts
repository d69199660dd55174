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
import { createHash, hash, randomBytes } from 'node:crypto';
import { createReadStream, readdirSync, readSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { mkdir, open, readdir, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import {
  indexPathOf,
  readPacks,
  PACKED_BLOB_MAX_BYTES,
  PACKS_DIR,
  PackWriter,
  removePack,
  type Pack,
  type PackedBlob,
} from './packs.ts';
import { eachLimited } from '../runtime/each-limited.ts';
import { fsyncPath } from './fsync.ts';
import { sha256Of } from './sha256.ts';
import { syncFilesystem, type SyncFilesystem } from './sync-filesystem.ts';
import type { BlobInfo, BlobLocation, BlobSession, BlobStore } from './types.ts';

const SHA256 = /^[0-9a-f]{64}$/;
/** Blobs up to this size are hashed in memory before any disk write (at most 16 in flight per deploy). */
const SMALL_BLOB_BYTES = PACKED_BLOB_MAX_BYTES;
/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
export const MD5_TURN_BLOBS = 256;
/**
 * From this many new blobs on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync each
 * (8 at a time). Measured here from a process holding 200 MB, like a server: 32 files of 8 kB took 7–10 ms with
 * an fsync each and 15–72 ms with the child process; 256 files 39–45 vs 21–28 ms; 1,918 files 290–350 vs
 * 47–54 ms.
 */
const SYNCFS_MIN_FILES = 128;
/** Thread-pool jobs at once when committing (the pool is shared with uploads still running). */
const COMMIT_CONCURRENCY = 8;

/**
 * A session's new blobs, written but not yet durable nor in place: large ones each in a temp file (sha256 → temp
 * file), small ones in the session's pack.
 */
interface Pending {
  files: Map<string, string>;
  pack: PackWriter | null;
  /**
   * fsyncs of the first EARLY_FSYNCS temp files (in `files` order), started as each was closed, one at a time,
   * while the upload goes on: by commit most of a batch's data is on disk already (a monaco commit took 73–83 ms
   * when it made 34 large files durable at once). A batch of SYNCFS_MIN_FILES or more takes the one filesystem
   * sync at commit instead, without waiting for these.
   */
  early: Promise<void>;
}

const EARLY_FSYNCS = SYNCFS_MIN_FILES - 1;

const newPending = (): Pending => ({
  files: new Map(),
  pack: null,
  early: Promise.resolve(),
});

/** A blob given whole in memory: its digest and size, or null when it is larger than a small blob. */
function smallInfo(chunks: readonly Uint8Array[]): BlobInfo | null {
  let size = 0;
  for (const c of chunks) size += c.byteLength;
  return size <= SMALL_BLOB_BYTES ? { sha256: sha256Of(chunks), size } : null;
}

/** A folder's entry names; none when it does not exist (yet), or is not a folder (as `stat` would find no blob). */
function listFolder(path: string): string[] {
  try {
    return readdirSync(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw err;
  }
}

const isPending = (p: Pending | null, sha256: string): boolean =>
  p !== null && (p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false));

export interface FileBlobStoreOptions {
  /** The batch durability barrier (tests swap it). Default: `sync -f` on Linux, else none (fsync each). */
  syncFilesystem?: SyncFilesystem;
}

const fsyncFile = (path: string): Promise<void> => fsyncPath(path, 'r+');

type Source = Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

export class FileBlobStore implements BlobStore {
  readonly root: string;
  readonly tmp: string;
  /** Prefix folders known to exist (saves a mkdir per blob). */
  readonly #dirs = new Set<string>();
  /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
  readonly #tmpPrefix = `${Date.now()}-${randomBytes(8).toString('hex')}`;
  #tmpCount = 0;
  /** sha256 → number of sessions holding it. */
  readonly #claims = new Map<string, number>();
  /** sha256 → its removal in progress (a discard or garbage collection). */
  readonly #removing = new Map<string, Promise<unknown>>();
  readonly #syncFilesystem: SyncFilesystem;
  /** Blobs held in packs: sha256 → where. */
  readonly #packed = new Map<string, PackedBlob>();
  readonly #packsDir: string;
  /** `root` normalised, ending in `/`: blob paths are this plus `<sha256[0..2]>/<sha256>`. */
  readonly #rootPrefix: string;
  /**
   * The blobs with a file of their own, per prefix folder (`<sha256[0..2]>` → names), each folder listed on
   * first use and kept up to date by this process's renames and unlinks (see #hasLoose).
   */
  readonly #loose = new Map<string, Set<string>>();

  constructor(root: string, tmp: string, options: FileBlobStoreOptions = {}) {
    this.root = root;
    this.tmp = tmp;
    this.#syncFilesystem = options.syncFilesystem ?? syncFilesystem;
    this.#packsDir = join(root, PACKS_DIR);
    this.#rootPrefix = join(root, '/');
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.tmp, { recursive: true });
    for (const found of await readPacks(this.#packsDir)) {
      const pack: Pack = { path: found.path, index: found.index, live: 0 };
      for (const [sha256, offset, size] of found.entries)
        this.#list(sha256, pack, offset, size, found.mtimeMs);
      if (pack.live === 0) await removePack(pack);
    }
  }

  /** Lists a packed blob unless the store already has that content. */
  #list(sha256: string, pack: Pack, offset: number, size: number, usedAt: number): void {
    if (this.#packed.has(sha256)) return;
    this.#packed.set(sha256, { pack, offset, size, usedAt });
    pack.live++;
  }

  /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
  async cleanTemp(): Promise<void> {
    for (const name of await readdir(this.tmp))
      await rm(join(this.tmp, name), { force: true, recursive: true });
  }

  path(sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`not a sha256 hex digest: ${sha256.slice(0, 80)}`);
    return this.#loosePath(sha256);
  }

  /** Where a blob's own file is, for a digest known to be well formed (no check, no path.join per call). */
  #loosePath(sha256: string): string {
    return `${this.#rootPrefix}${sha256.slice(0, 2)}/${sha256}`;
  }

  async has(sha256: string): Promise<boolean> {
    if (this.#packed.has(sha256)) return true;
    if (!SHA256.test(sha256)) return false;
    return this.#hasLoose(sha256);
  }

  /**
   * Whether a blob the store hashed itself has a file of its own. Asked once per uploaded file (a deploy of
   * 7,453 icons asks 7,453 times, nearly always of new content), so the answer comes from the listing of its
   * prefix folder, read once (one `readdir` instead of a `stat` per new blob: 7,453 failed `stat`s took 15–35 ms
   * of the origin's CPU during such a deploy). A blob the listing has is confirmed with a `stat`, so a file
   * removed behind the store's back is written again, as before; a file put there behind its back is only
   * written again (same content, same name).
   */
  #hasLoose(sha256: string): boolean {
    const prefix = sha256.slice(0, 2);
    let names = this.#loose.get(prefix);
    if (!names) {
      names = new Set(listFolder(this.#rootPrefix + prefix));
      this.#loose.set(prefix, names);
    }
    return (
      names.has(sha256) && (statSync(this.#loosePath(sha256), { throwIfNoEntry: false })?.isFile() ?? false)
    );
  }

  /** Keeps a listed prefix folder's names in step with a blob file placed (true) or removed (false). */
  #looseChanged(sha256: string, present: boolean): void {
    const names = this.#loose.get(sha256.slice(0, 2));
    if (present) names?.add(sha256);
    else names?.delete(sha256);
  }

  async flush(sha256s: Iterable<string>): Promise<void> {
    const dirs = new Set<string>();
    // a packed blob's folder is `packs/`, made durable when its pack was placed
    for (const sha of sha256s) if (!this.#packed.has(sha)) dirs.add(join(this.root, sha.slice(0, 2)));
    const list = [...dirs];
    // A few at a time: the thread pool is shared with the uploads still running.
    await eachLimited(list, COMMIT_CONCURRENCY, (dir) => fsyncPath(dir));
  }

  createReadStream(sha256: string): Readable {
    const packed = this.#packed.get(sha256);
    if (!packed) return createReadStream(this.path(sha256));
    if (packed.size === 0) return Readable.from([]);
    return createReadStream(packed.pack.path, { start: packed.offset, end: packed.offset + packed.size - 1 });
  }

  locate(sha256: string): BlobLocation | null {
    const packed = this.#packed.get(sha256);
    if (packed) return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
    if (!SHA256.test(sha256)) return null;
    const path = this.path(sha256);
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
  }

  /**
   * md5 of each listed blob, from its bytes on disk (writes compute sha256 only; a manifest's `md5sum` needs
   * md5). Each file or pack is opened once for all its listed blobs and read synchronously in 256 KiB pieces,
   * neighbouring blobs of a pack from one piece (thousands of icons in one pack: the cost would be thread-pool
   * round trips, not bytes), the event loop getting a turn every MD5_TURN_BLOBS blobs or MD5_TURN_BYTES. A blob
   * not stored, or gone before it was opened, is left out of the map.
   */
  async md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    const byPath = new Map<string, { sha256: string; offset: number; size: number }[]>();
    for (const sha256 of new Set(sha256s)) {
      const at = this.locate(sha256);
      if (!at) continue;
      let list = byPath.get(at.path);
      if (!list) byPath.set(at.path, (list = []));
      list.push({ sha256, offset: at.offset, size: at.size });
    }
    const out = new Map<string, string>();
    const buf = Buffer.allocUnsafe(SMALL_BLOB_BYTES);
    // The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn at least every
    // MD5_TURN_BYTES and every MD5_TURN_BLOBS: after a deploy of 7,453 icons, one turn per 4 MiB held the first
    // request to an edge 40–60 ms.
    let bytesSinceTurn = 0;
    let blobsSinceTurn = 0;
    /** Whether it is time for a turn, after a blob (or a piece of one) of `bytes` bytes. */
    const turnDue = (bytes: number): boolean => {
      bytesSinceTurn += bytes;
      if (++blobsSinceTurn < MD5_TURN_BLOBS && bytesSinceTurn < MD5_TURN_BYTES) return false;
      bytesSinceTurn = blobsSinceTurn = 0;
      return true;
    };
    const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
    for (const [path, list] of byPath) {
      let fh;
      try {
        fh = await open(path, 'r');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      try {
        // In the order they lie in the file, so neighbouring blobs of a pack come from one read of `buf`.
        list.sort((a, b) => a.offset - b.offset);
        /** The file's bytes `buf` holds: [held, held + heldBytes). */
        let held = 0;
        let heldBytes = 0;
        const short = (blob: { sha256: string; size: number }) =>
          new Error(`blob ${blob.sha256} in ${path} is shorter than its ${blob.size} bytes`);
        for (const blob of list) {
          if (blob.size <= buf.length) {
            if (blob.offset < held || blob.offset + blob.size > held + heldBytes) {
              held = blob.offset;
              heldBytes = readSync(fh.fd, buf, 0, buf.length, held);
              if (heldBytes < blob.size) throw short(blob);
            }
            const at = blob.offset - held;
            out.set(blob.sha256, hash('md5', buf.subarray(at, at + blob.size), 'hex'));
            if (turnDue(blob.size)) await turn();
            continue;
          }
          const md5 = createHash('md5');
          for (let done = 0; done < blob.size;) {
            const n = readSync(fh.fd, buf, 0, Math.min(buf.length, blob.size - done), blob.offset + done);
            if (n === 0) throw short(blob);
            md5.update(buf.subarray(0, n));
            done += n;
            if (turnDue(n)) await turn();
          }
          heldBytes = 0; // buf now holds the end of this blob's pieces, not a window from `held`
          out.set(blob.sha256, md5.digest('hex'));
        }
      } finally {
        await fh.close();
      }
    }
    return out;
  }

  async write(source: Source): Promise<BlobInfo> {
    return this.#write(source, async () => undefined, null);
  }

  session(): BlobSession {
    const held = new Set<string>();
    const pending = newPending();
    let open = true;
    const holdNow = (sha256: string) => {
      if (!held.has(sha256)) {
        held.add(sha256);
        this.#claims.set(sha256, (this.#claims.get(sha256) ?? 0) + 1);
      }
    };
    const hold = async (sha256: string) => {
      if (!open) throw new Error('blob session already ended');
      holdNow(sha256);
      // A removal that started before this claim finishes first; `has()` then tells the truth.
      await this.#removing.get(sha256);
    };
    const dropPending = async (): Promise<number> => {
      const temps = [...pending.files.values()];
      const { pack } = pending;
      Object.assign(pending, newPending()); // fsyncs already started fail on the removed files, unheard
      await pack?.discard().catch(() => undefined);
      await eachLimited(temps, COMMIT_CONCURRENCY, (p) => unlink(p).catch(() => undefined));
      return temps.length + (pack?.size ?? 0);
    };
    const release = () => {
      if (!open) return;
      open = false;
      void dropPending(); // temp files of a session ended without commit()
      for (const sha256 of held) {
        const n = (this.#claims.get(sha256) ?? 1) - 1;
        if (n > 0) this.#claims.set(sha256, n);
        else this.#claims.delete(sha256);
      }
    };
    return {
      write: (source) => {
        if (!open) return Promise.reject(new Error('blob session already ended'));
        return this.#write(source, hold, pending);
      },
      // The same steps as a small blob's `write` (#keepSmall), without a promise: a deploy of mdi-icons' 7,453
      // icons went through five or six per file.
      writeNow: (chunks) => {
        if (!open) return null;
        const known = smallInfo(chunks);
        if (!known || this.#removing.has(known.sha256)) return null;
        holdNow(known.sha256);
        const where = this.#whereIs(known.sha256, pending);
        if (where === 'stored')
          void this.#touch(known.sha256); // held meanwhile: garbage collection skips it
        else if (where === 'new') this.#append(pending, known, chunks);
        return known;
      },
      hold,
      commit: async (sha256s) => {
        const { pack, early } = pending;
        const batch = [...pending.files];
        Object.assign(pending, newPending());
        if (pack) {
          try {
            this.#placed(await pack.place(this.#packsDir), pack);
          } catch (err) {
            await pack.discard().catch(() => undefined);
            await eachLimited(batch, COMMIT_CONCURRENCY, ([, p]) => unlink(p).catch(() => undefined));
            throw err;
          }
        }
        if (batch.length > 0) {
          const temps = batch.map(([, p]) => p);
          try {
            const synced = batch.length >= SYNCFS_MIN_FILES && (await this.#syncFilesystem(this.tmp));
            if (!synced) {
              await early;
              await eachLimited(temps.slice(EARLY_FSYNCS), COMMIT_CONCURRENCY, fsyncFile);
            }
            await eachLimited(batch, COMMIT_CONCURRENCY, ([sha256, p]) => this.#place(sha256, p));
          } catch (err) {
            // the deploy fails: no temp file is left behind (what was already placed is held, and discarded)
            await eachLimited(temps, COMMIT_CONCURRENCY, (p) => unlink(p).catch(() => undefined));
            throw err;
          }
        }
        await this.flush(sha256s);
      },
      release,
      discard: async (referenced) => {
        const dropped = await dropPending();
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
   * Removes a blob unless a session holds it or a removal is already running; `confirm` runs under the removal
   * mark (a session claiming the blob meanwhile waits). Returns null when skipped, else whether it was removed.
   */
  #remove(sha256: string, confirm: () => Promise<boolean>): Promise<boolean> | null {
    if (this.#claims.has(sha256) || this.#removing.has(sha256)) return null;
    const removal = (async () => {
      if (!(await confirm())) return false;
      const packed = this.#packed.get(sha256);
      if (!packed) {
        await unlink(this.path(sha256));
        this.#looseChanged(sha256, false);
        return true;
      }
      this.#packed.delete(sha256);
      if (--packed.pack.live === 0) await removePack(packed.pack);
      return true;
    })()
      .catch(() => false)
      .finally(() => this.#removing.delete(sha256));
    this.#removing.set(sha256, removal);
    return removal;
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
    const sha = createHash('sha256');
    let size = 0;
    const it =
      Symbol.asyncIterator in source
        ? source[Symbol.asyncIterator]()
        : (async function* () {
            yield* source;
          })();
    // A small blob is held in memory until its hash is known, so content that is already stored (most of a
    // redeploy) never touches the disk; a larger one spills to a temp file as it streams.
    const head: Uint8Array[] = [];
    let spilled = false;
    for (let r = await it.next(); !r.done; r = await it.next()) {
      sha.update(r.value);
      size += r.value.byteLength;
      head.push(r.value);
      if (size > SMALL_BLOB_BYTES) {
        spilled = true;
        break;
      }
    }
    let known: BlobInfo | null = null;
    if (!spilled) {
      known = { sha256: sha.digest('hex'), size };
      if (await this.#keepSmall(known, head, claim, pending)) return known;
    }
    const tmpPath = join(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    const fh = await open(tmpPath, 'wx', 0o644);
    let kept = false; // renamed into place, or handed to the session's pending batch
    let info: BlobInfo;
    let exists: boolean;
    try {
      try {
        const put = async (chunk: Uint8Array) => {
          let off = 0;
          while (off < chunk.byteLength) {
            const { bytesWritten } = await fh.write(chunk, off, chunk.byteLength - off);
            off += bytesWritten;
          }
        };
        for (const chunk of head) await put(chunk);
        head.length = 0;
        if (known) {
          info = known;
          exists = false;
        } else {
          for (let r = await it.next(); !r.done; r = await it.next()) {
            sha.update(r.value);
            size += r.value.byteLength;
            await put(r.value);
          }
          info = { sha256: sha.digest('hex'), size };
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
        if (!pending.files.has(info.sha256)) {
          pending.files.set(info.sha256, tmpPath);
          kept = true;
          if (pending.files.size <= EARLY_FSYNCS) {
            pending.early = pending.early.then(() => fsyncFile(tmpPath));
            // awaited by commit() (unless the batch takes the filesystem sync); a session that never commits
            // drops its files, and their fsyncs' failures
            pending.early.catch(() => undefined);
          }
        }
      } else {
        await this.#place(info.sha256, tmpPath);
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
    return this.#packed.has(sha256) || this.#hasLoose(sha256) ? 'stored' : 'new';
  }

  /** Adds new small content to the session's pack (made durable and placed by commit()). */
  #append(pending: Pending, known: BlobInfo, chunks: readonly Uint8Array[]): void {
    pending.pack ??= new PackWriter(this.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    pending.pack.append(known.sha256, chunks, known.size);
  }

  /** Renames a durable temp file into place as blob `sha256`. */
  async #place(sha256: string, tmpPath: string): Promise<void> {
    const dir = join(this.root, sha256.slice(0, 2));
    if (!this.#dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.#dirs.add(dir);
    }
    await rename(tmpPath, this.path(sha256));
    this.#looseChanged(sha256, true);
  }

  /** Lists the blobs of a pack just placed (content another session placed meanwhile stays listed there). */
  #placed(path: string, writer: PackWriter): void {
    const pack: Pack = { path, index: indexPathOf(path), live: 0 };
    const now = Date.now();
    for (const [sha256, [offset, size]] of writer.entries) this.#list(sha256, pack, offset, size, now);
    if (pack.live === 0) void removePack(pack);
  }

  /** Marks an existing blob as just used, so garbage collection's grace period protects it. */
  async #touch(sha256: string): Promise<void> {
    const packed = this.#packed.get(sha256);
    if (packed) {
      packed.usedAt = Date.now();
      return;
    }
    const now = new Date();
    await utimes(this.path(sha256), now, now).catch(() => undefined);
  }

  async collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    let removed = 0;
    const cutoff = Date.now() - graceMs;
    for (const [sha256, entry] of [...this.#packed]) {
      if (referenced(sha256)) continue;
      const gone = this.#remove(
        sha256,
        async () => this.#packed.get(sha256) === entry && entry.usedAt <= cutoff,
      );
      if (gone && (await gone)) removed++;
    }
    let dirs: string[];
    try {
      dirs = await readdir(this.root);
    } catch {
      return 0;
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
