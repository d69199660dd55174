/**
 * Content-addressed blob store in the data folder (FileBlobStore): the session logic of sessions.ts over the
 * data folder (file-medium.ts), and the reads, from the files themselves: `<root>/<sha256[0..2]>/<sha256>` and
 * byte ranges of `<root>/packs/<name>.pack` (what an edge in the same process tree hard-links: `local`).
 * A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * The parts, each in this folder: sessions.ts (writes, sessions, removals), file-medium.ts (putting and
 * removing files), loose.ts (blobs with a file of their own), packs-index.ts (blobs in packs), claims.ts (what
 * sessions hold, what is being removed), durable-batch.ts (a session's new blobs until commit), write.ts
 * (hashing a source, spilling it), md5.ts (the md5 pass), file-batch.ts (reading many).
 */
import { createReadStream, statSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { syncFilesystem, type SyncFilesystem } from '../sync-filesystem.ts';
import type { BlobBatch, BlobInfo, BlobLocation, BlobSession, BlobStore, LocalBlobFiles } from '../types.ts';
import { fileBatch } from './file-batch.ts';
import { FileMedium } from './file-medium.ts';
import { SHA256 } from './loose.ts';
import { md5Of } from './md5.ts';
import { BlobSessions } from './sessions.ts';
import { SMALL_BLOB_BYTES, type Source } from './write.ts';

export { MD5_TURN_BLOBS } from './md5.ts';

export interface FileBlobStoreOptions {
  /** The batch durability barrier (tests swap it). Default: `sync -f` on Linux, else none (fsync each). */
  syncFilesystem?: SyncFilesystem;
}

export class FileBlobStore implements BlobStore {
  readonly root: string;
  readonly tmp: string;
  readonly #files: FileMedium;
  readonly #sessions: BlobSessions<never>;

  constructor(root: string, tmp: string, options: FileBlobStoreOptions = {}) {
    this.root = root;
    this.tmp = tmp;
    this.#files = new FileMedium(root, tmp, options.syncFilesystem ?? syncFilesystem);
    this.#sessions = new BlobSessions(this.#files);
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.tmp, { recursive: true });
    await this.#files.packs.load();
  }

  /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
  cleanTemp(): Promise<void> {
    return this.#sessions.cleanTemp();
  }

  async has(sha256: string): Promise<boolean> {
    return this.#files.known(sha256);
  }

  /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
  flush(sha256s: Iterable<string>): Promise<void> {
    return this.#files.flush(sha256s);
  }

  /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
  readonly local: LocalBlobFiles = {
    path: (sha256) => this.#files.loose.path(sha256),
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
    const packed = this.#files.packs.get(sha256);
    if (packed) return { path: packed.pack.path, offset: packed.offset, size: packed.size, packed: true };
    if (!SHA256.test(sha256)) return null;
    const path = this.#files.loose.pathOf(sha256);
    const st = statSync(path, { throwIfNoEntry: false });
    return st?.isFile() ? { path, offset: 0, size: st.size, packed: false } : null;
  }

  /** md5 of each listed blob, from its bytes on disk (md5.ts); a blob not stored is left out. */
  md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    return md5Of((sha256) => this.#locate(sha256), sha256s, SMALL_BLOB_BYTES);
  }

  write(source: Source): Promise<BlobInfo> {
    return this.#sessions.write(source);
  }

  session(): BlobSession {
    return this.#sessions.session();
  }

  /** Removes packed blobs and blobs with a file of their own unused since the grace period; 0 when the data
   * folder cannot be listed. */
  async collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    const cutoff = Date.now() - graceMs;
    const dirs = await readdir(this.root).catch(() => null);
    const removed = await this.#sessions.collect(referenced, this.#files.garbage(cutoff, dirs ?? []));
    return dirs ? removed : 0;
  }
}
