/**
 * Content-addressed blob store in the data folder (FileBlobStore): the blob store of store.ts (sessions, reads, md5s, removals)
 * over the data folder (file-medium.ts): `<root>/<sha256[0..2]>/<sha256>` and byte ranges of
 * `<root>/packs/<name>.pack` (what an edge in the same process tree hard-links: `local`).
 * A crash leaves at most temp files, which `cleanTemp()` removes at start-up.
 *
 * The parts, each in this folder: store.ts (the store over a medium: writes, sessions, removals), medium.ts
 * (what it needs of a medium, and a session's batch until commit), reads.ts (reading one or many), md5.ts (the
 * md5 pass), file-medium.ts (putting, reading and removing files), loose.ts (blobs with a file of their own),
 * packs.ts and packs-index.ts (blobs in packs), write.ts (hashing a source, spilling it).
 */
import { mkdir } from 'node:fs/promises';
import { syncFilesystem, type SyncFilesystem } from '../sync-filesystem.ts';
import type { LocalBlobFiles } from '../types.ts';
import { FileMedium } from './file-medium.ts';
import { MediumBlobStore } from './store.ts';

export { MD5_TURN_BLOBS } from './md5.ts';

export interface FileBlobStoreOptions {
  /** The batch durability barrier (tests swap it). Default: `sync -f` on Linux, else none (fsync each). */
  syncFilesystem?: SyncFilesystem;
}

export class FileBlobStore extends MediumBlobStore<never> {
  readonly root: string;
  readonly #files: FileMedium;

  constructor(root: string, tmp: string, options: FileBlobStoreOptions = {}) {
    const files = new FileMedium(root, tmp, options.syncFilesystem ?? syncFilesystem);
    super(files);
    this.root = root;
    this.#files = files;
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await mkdir(this.tmp, { recursive: true });
    await this.#files.loadPacks();
  }

  /** From the listing of each prefix folder (loose.ts): no failed `stat` per new blob. */
  override async has(sha256: string): Promise<boolean> {
    return this.#files.known(sha256);
  }

  /** fsyncs the folders of `sha256s`, so their renames into place are durable. */
  flush(sha256s: Iterable<string>): Promise<void> {
    return this.#files.flush(sha256s);
  }

  /** The blobs as files on this machine: what an edge in the same process tree hard-links (types.ts). */
  readonly local: LocalBlobFiles = {
    path: (sha256) => this.#files.loose.path(sha256),
    locate: (sha256) => this.#files.locate(sha256),
  };
}
