/**
 * A session's new blobs, written but not yet durable nor in place: large ones each in a temp file, small ones in
 * the session's pack (the same for both media, sessions.ts). `commitBatch` (the data folder's) makes them durable
 * as a batch (one filesystem sync for a large batch, see
 * sync-filesystem.ts; an fsync each otherwise, the first ones started while the upload goes on) and puts them in
 * place; `dropBatch` deletes what a session ended without committing.
 */
import { unlink } from 'node:fs/promises';
import { eachLimited } from '../each-limited.ts';
import { fsyncPath } from '../fsync.ts';
import type { PackWriter } from './packs.ts';
import type { SyncFilesystem } from '../sync-filesystem.ts';

/**
 * From this many new blobs on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync each
 * (8 at a time) (figures: docs/bench.md, "Measurements behind the code").
 */
const SYNCFS_MIN_FILES = 128;
/** Thread-pool jobs at once when committing (the pool is shared with uploads still running). */
export const COMMIT_CONCURRENCY = 8;
const EARLY_FSYNCS = SYNCFS_MIN_FILES - 1;

/** A new blob closed in a temp file; `md5` (base64) when the medium wants it (md5OfTemps). */
export interface TempBlob {
  path: string;
  size: number;
  md5?: string;
}

/** sha256 → temp file of large new blobs, and the pack of small ones. */
export interface Pending {
  files: Map<string, TempBlob>;
  pack: PackWriter | null;
  /**
   * fsyncs of the first EARLY_FSYNCS temp files (in `files` order), started as each was closed, one at a time,
   * while the upload goes on: by commit most of a batch's data is on disk already (a commit that makes many
   * large files durable at once waits for all of them). A batch of SYNCFS_MIN_FILES or more takes the one filesystem
   * sync at commit instead, without waiting for these.
   */
  early: Promise<void>;
}

export const newPending = (): Pending => ({
  files: new Map(),
  pack: null,
  early: Promise.resolve(),
});

export const isPending = (p: Pending | null, sha256: string): boolean =>
  p !== null && (p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false));

export const fsyncFile = (path: string): Promise<void> => fsyncPath(path, 'r+');

/**
 * Records a closed temp file of new content in the batch (`settle`, the data folder's fsync, started early for
 * the first ones); false when the batch already has that content (the same content written twice at once keeps
 * the first file).
 */
export function addTemp(
  pending: Pending,
  sha256: string,
  blob: TempBlob,
  settle?: (path: string) => Promise<void>,
): boolean {
  if (pending.files.has(sha256)) return false;
  pending.files.set(sha256, blob);
  if (settle && pending.files.size <= EARLY_FSYNCS) {
    pending.early = pending.early.then(() => settle(blob.path));
    // awaited by commit() (unless the batch takes the filesystem sync); a session that never commits
    // drops its files, and their fsyncs' failures
    pending.early.catch(() => undefined);
  }
  return true;
}

/** Deletes the batch's temp files and pack, and empties it; returns how many blobs it held. */
export async function dropBatch(pending: Pending): Promise<number> {
  const temps = [...pending.files.values()].map((f) => f.path);
  const { pack } = pending;
  Object.assign(pending, newPending()); // fsyncs already started fail on the removed files, unheard
  await pack?.discard().catch(() => undefined);
  await eachLimited(temps, COMMIT_CONCURRENCY, (p) => unlink(p).catch(() => undefined));
  return temps.length + (pack?.size ?? 0);
}

/** Where a committed batch goes. */
export interface BatchTarget {
  tmp: string;
  packsDir: string;
  syncFilesystem: SyncFilesystem;
  /** Lists the blobs of a pack placed at `path`. */
  placed: (path: string, writer: PackWriter) => void;
  /** Renames a durable temp file into place as blob `sha256`. */
  place: (sha256: string, tmpPath: string) => Promise<void>;
}

/**
 * Makes the batch durable and puts it in place (the pack and its index with two renames, each temp file with
 * one). On failure no temp file is left behind (what was already placed stays held by the
 * session, and is discarded with it).
 */
export async function commitBatch(pending: Pending, to: BatchTarget): Promise<void> {
  const { pack, early } = pending;
  const batch = [...pending.files].map(([sha256, f]): [string, string] => [sha256, f.path]);
  if (pack) {
    try {
      to.placed(await pack.place(to.packsDir), pack);
    } catch (err) {
      await pack.discard().catch(() => undefined);
      await eachLimited(batch, COMMIT_CONCURRENCY, ([, p]) => unlink(p).catch(() => undefined));
      throw err;
    }
  }
  if (batch.length === 0) return;
  const temps = batch.map(([, p]) => p);
  try {
    const synced = batch.length >= SYNCFS_MIN_FILES && (await to.syncFilesystem(to.tmp));
    if (!synced) {
      await early;
      await eachLimited(temps.slice(EARLY_FSYNCS), COMMIT_CONCURRENCY, fsyncFile);
    }
    await eachLimited(batch, COMMIT_CONCURRENCY, ([sha256, p]) => to.place(sha256, p));
  } catch (err) {
    // the deploy fails: no temp file is left behind (what was already placed is held, and discarded)
    await eachLimited(temps, COMMIT_CONCURRENCY, (p) => unlink(p).catch(() => undefined));
    throw err;
  }
}
