/**
 * The blob store (store.ts) over the data folder (FileMedium): blobs with a file of their own (loose.ts) and a
 * deploy's new small blobs in one pack (packs.ts), which an edge in the same process tree hard-links (`local`).
 * New content is durable before it is put in place, and its renames before a revision references it
 * (docs/server.md, "Crash safety"). One origin process owns a data folder, so a failed deploy may remove content
 * it found stored (ownsFound).
 */
import pMap from 'p-map';
import { mkdir, open, readdir, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fsyncPath } from '../fsync.ts';
import { syncFilesystem, type SyncFilesystem } from '../sync-filesystem.ts';
import type { BlobLocation, LocalBlobFiles } from '../types.ts';
import { eachLimited } from '../each-limited.ts';
import { LooseBlobs, SHA256 } from './loose.ts';
import {
  COMMIT_CONCURRENCY,
  dropBatch,
  EARLY_FSYNCS,
  SYNCFS_MIN_FILES,
  type BlobMedium,
  type Garbage,
  type Pending,
  type Range,
} from './medium.ts';
import { PacksIndex, type IndexedPack, type PackEntry } from './packs-index.ts';
import { readPacks, removePack, PACKS_DIR } from './packs.ts';
import { MediumBlobStore } from './store.ts';

export class FileBlobStore extends MediumBlobStore<IndexedPack, FileMedium> {
  readonly root: string;

  /** `syncFilesystem`: the batch's durability barrier (tests swap it). */
  constructor(root: string, tmp: string, options: { syncFilesystem?: SyncFilesystem } = {}) {
    super(new FileMedium(root, tmp, options.syncFilesystem ?? syncFilesystem));
    this.root = root;
  }

  /** Makes the folders, lists the packs and removes what a crash left half-written; `readOnly`: only lists. */
  async init({ readOnly = false } = {}): Promise<void> {
    if (!readOnly) for (const dir of [this.root, this.tmp]) await mkdir(dir, { recursive: true });
    await this.medium.loadPacks(!readOnly);
  }

  readonly local: LocalBlobFiles = {
    path: (sha256) => this.medium.loose.path(sha256),
    locate: (sha256) => this.medium.locate(sha256),
  };
}

const fsyncFile = (path: string): Promise<void> => fsyncPath(path, 'r+');

/** One read of a batch merges neighbouring packed blobs up to this many bytes. */
const FILE_RUN_BYTES = 1024 * 1024;

/** A removal decides by where the blob is found (`kind` unused): this process alone changes the data folder. */
class FileMedium implements BlobMedium<IndexedPack> {
  readonly root: string;
  readonly tmp: string;
  readonly doing: string;
  readonly tempMode = 0o644;
  readonly md5OfTemps = false;
  readonly ownsFound = true;
  readonly runBytes = FILE_RUN_BYTES;
  readonly locateConcurrency = 1; // a map lookup or a stat: nothing to wait for
  /** The packs' blobs (`key`: the pack file's path). */
  readonly packs = new PacksIndex();
  readonly packsDir: string;
  readonly loose: LooseBlobs;
  readonly #syncFilesystem: SyncFilesystem;

  constructor(root: string, tmp: string, syncFilesystem: SyncFilesystem) {
    this.root = root;
    this.tmp = tmp;
    this.doing = `storing blobs in ${root}`;
    this.#syncFilesystem = syncFilesystem;
    this.packsDir = join(root, PACKS_DIR);
    this.loose = new LooseBlobs(root);
  }

  async loadPacks(tidy: boolean): Promise<void> {
    for (const found of await readPacks(this.packsDir, tidy))
      await this.#list({ key: found.path, writtenAt: found.mtimeMs, live: 0 }, found.entries, tidy);
  }

  /** Lists a pack's blobs (content another pack has stays there); `tidy`: removes the pack when none is left. */
  async #list(pack: IndexedPack, entries: Iterable<PackEntry>, tidy = true): Promise<void> {
    if (this.packs.add(pack, entries).live === 0 && tidy) await removePack(pack.key);
  }

  known(sha256: string): boolean {
    return this.locate(sha256) !== null;
  }

  async has(sha256: string): Promise<boolean> {
    return this.known(sha256);
  }

  async touch(sha256: string): Promise<void> {
    const packed = this.packs.get(sha256);
    if (packed) {
      packed.usedAt = Date.now();
      return;
    }
    const now = new Date();
    await utimes(this.loose.path(sha256), now, now).catch(() => undefined);
  }

  settle(path: string): Promise<void> {
    return fsyncFile(path);
  }

  /** On failure no temp file is left behind (what was placed stays held by the session, discarded with it). */
  async putBatch(batch: Pending, sha256s: Iterable<string>): Promise<[]> {
    const temps = [...batch.files];
    try {
      if (batch.pack) {
        const path = await batch.pack.place(this.packsDir);
        const entries = Array.from(
          batch.pack.entries,
          ([sha256, [offset, size]]) => [sha256, offset, size] as const,
        );
        void this.#list({ key: path, writtenAt: Date.now(), live: 0 }, entries);
      }
      if (temps.length > 0) {
        const synced = temps.length >= SYNCFS_MIN_FILES && (await this.#syncFilesystem(this.tmp));
        if (!synced) {
          await batch.early;
          await eachLimited(temps.slice(EARLY_FSYNCS), COMMIT_CONCURRENCY, ([, f]) => fsyncFile(f.path));
        }
        await eachLimited(temps, COMMIT_CONCURRENCY, ([sha256, f]) => this.loose.place(sha256, f.path));
      }
    } catch (err) {
      await dropBatch(batch);
      throw err;
    }
    await this.flush(sha256s);
    return [];
  }

  /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
  async flush(sha256s: Iterable<string>): Promise<void> {
    const dirs = new Set<string>();
    // a packed blob's folder is `packs/`, made durable when its pack was placed
    for (const sha of sha256s) if (!this.packs.has(sha)) dirs.add(join(this.root, sha.slice(0, 2)));
    // A few at a time: the thread pool is shared with the uploads still running.
    await pMap([...dirs], (dir) => fsyncPath(dir), { concurrency: COMMIT_CONCURRENCY });
  }

  /** Loose blobs from the listing of their prefix folder (loose.ts). */
  locate(sha256: string): BlobLocation | null {
    return this.packs.locate(sha256) ?? (SHA256.test(sha256) ? this.loose.locate(sha256) : null);
  }

  async readRange({ path, offset, size }: Range): Promise<Readable | null> {
    const fh = await open(path, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    if (!fh) return null;
    // size > 0: the store answers an empty blob without reading (reads.ts, md5.ts)
    const highWaterMark = Math.min(size, FILE_RUN_BYTES);
    return fh.createReadStream({ start: offset, end: offset + size - 1, highWaterMark });
  }

  isAt(): boolean {
    return true;
  }

  async delete(sha256: string): Promise<void> {
    if (!this.packs.has(sha256)) return this.loose.remove(sha256);
    const emptied = this.packs.unlist(sha256);
    if (emptied) await removePack(emptied.key);
  }

  async *garbage(cutoff: number): AsyncGenerator<Garbage<IndexedPack>> {
    yield* this.packs.garbage(cutoff);
    for (const dir of await readdir(this.root).catch(() => [])) {
      for (const name of await readdir(join(this.root, dir)).catch(() => [])) {
        if (!SHA256.test(name)) continue;
        const p = join(this.root, dir, name);
        // raced with another removal or a write (stat/unlink failing): left
        yield { sha256: name, kind: undefined, confirm: async () => (await stat(p)).mtimeMs <= cutoff };
      }
    }
  }
}
