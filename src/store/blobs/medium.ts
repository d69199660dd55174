/**
 * What the blob store (store.ts, reads.ts) needs of the medium that keeps the
 * blobs: put, has, locate and read ranges, delete, and the listing garbage collection walks. Two media: the data
 * folder (file-store.ts) and an S3 bucket (src/store/s3/medium.ts).
 *
 * `K` is how a blob the medium created is kept (S3: its own object or a pack), handed back to `isAt` and `delete`
 * so a removal removes exactly what was created; the data folder needs none.
 */
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { eachLimited } from '../each-limited.ts';
import type { BlobLocation } from '../types.ts';
import type { PackWriter } from './packs.ts';

/** A blob's bytes: `size` bytes at `offset` of `path` (a file path, or an object key). */
export interface Range {
  path: string;
  offset: number;
  size: number;
}

/** A blob garbage collection may remove: `confirm` runs under the removal mark (store.ts). */
export interface Garbage<K> {
  sha256: string;
  kind: K | undefined;
  confirm: () => Promise<boolean>;
}

export interface BlobMedium<K> {
  /** This medium's working folder: temp files of new blobs and packs until they are put. */
  readonly tmp: string;
  /** Mode of temp files (a file put in the data folder keeps it). */
  readonly tempMode: number;
  /** Whether a temp file's md5 is computed as it is written (base64, for S3's Content-MD5). */
  readonly md5OfTemps: boolean;
  /**
   * Whether `discard` may remove content a session found stored rather than created: true when this process
   * alone uses the medium (its claims cover every deploy).
   */
  readonly ownsFound: boolean;
  /** What a StoreError of a local write says was being done. */
  readonly doing: string;
  /** A session starting: resolves once `known` is up to date (null: it is). */
  starting(): Promise<unknown> | null;
  /** Whether content is stored, from what this process knows at once (a small blob found so is not packed again). */
  known(sha256: string): boolean;
  /** Whether content is stored, asking the medium when need be. */
  has(sha256: string): Promise<boolean>;
  /** Marks stored content as just used, so garbage collection's grace period protects it. */
  touch(sha256: string): Promise<void>;
  /** Early work on a session's temp file as it is closed (the data folder: its fsync). */
  settle?(path: string): Promise<void>;
  /** Puts one new blob now (outside a session), from its temp file (moved, or copied: the caller drops it). */
  put(sha256: string, blob: TempBlob): Promise<void>;
  /** Puts a session's batch (its temp files are gone after); returns what it created, and how. */
  putBatch(batch: Pending, sha256s: Iterable<string>): Promise<Iterable<[string, K]>>;
  /** Under the removal mark: whether the blob is still stored as `kind` (the one this session created). */
  isAt(sha256: string, kind: K | undefined): boolean;
  delete(sha256: string, kind: K | undefined): Promise<void>;
  /** What garbage collection may remove: blobs unused since `cutoff` (ms), each confirmed under the removal mark. */
  garbage(cutoff: number): AsyncIterable<Garbage<K>>;
  /** Where a stored blob's bytes are (its own file or object, or a range of a pack), or null. */
  locate(sha256: string): BlobLocation | null | Promise<BlobLocation | null>;
  /** `size` bytes at `offset` of `path`, or null when that file or object is gone. */
  readRange(range: Range): Promise<Readable | null>;
  /** One read of a batch merges neighbouring blobs of a pack up to this many bytes. */
  readonly runBytes: number;
  /** Blobs located at once when reading a batch. */
  readonly locateConcurrency: number;
  /** The md5 (hex) of a blob this process uploaded, once (S3: its Content-MD5, or taken as it was packed); undefined when unknown. */
  uploadedMd5?(sha256: string): string | undefined;
  /** A pack found gone while reading it: brings the listing up to date (absent: the blob is gone). */
  lost?(at: BlobLocation): Promise<void>;
}

/**
 * From this many new blobs on, one filesystem sync (a `sync -f` child process) is cheaper than an fsync each
 * (8 at a time) (figures: docs/bench.md, "Measurements behind the code").
 */
export const SYNCFS_MIN_FILES = 128;
/** Thread-pool jobs at once when putting or dropping a batch (the pool is shared with uploads still running). */
export const COMMIT_CONCURRENCY = 8;
export const EARLY_FSYNCS = SYNCFS_MIN_FILES - 1;

/** A new blob closed in a temp file; `md5` (base64) when the medium wants it (md5OfTemps). */
export interface TempBlob {
  path: string;
  size: number;
  md5?: string;
}

/**
 * A session's new blobs, written but not yet durable nor in place, until the medium's putBatch: sha256 → temp
 * file of large ones, and the pack of small ones.
 */
export interface Pending {
  files: Map<string, TempBlob>;
  pack: PackWriter | null;
  /**
   * The medium's `settle` (the data folder's fsync) of the first EARLY_FSYNCS temp files (in `files` order),
   * started as each was closed, one at a time, while the upload goes on: by commit most of a batch's data is on
   * disk already. A batch of SYNCFS_MIN_FILES or more takes one filesystem sync at commit instead.
   */
  early: Promise<void>;
}

export const newPending = (): Pending => ({ files: new Map(), pack: null, early: Promise.resolve() });

export const isPending = (p: Pending, sha256: string): boolean =>
  p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false);

/**
 * Records a closed temp file of new content in the batch (`settle` started early for the first ones); false
 * when the batch already has that content (the same content written twice at once keeps the first file).
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
    // awaited by the commit (unless the batch takes the filesystem sync); a session that never commits
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
