/**
 * What the blob store (store.ts) needs of the medium that keeps the blobs: the data folder (file-store.ts) or an
 * S3 bucket (src/store/s3/medium.ts). `K` is how a blob the medium created is kept (S3: its own object or a pack),
 * handed back to `isAt` and `delete` so a removal removes exactly what was created.
 */
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { eachLimited } from '../each-limited.ts';
import type { BlobLocation } from '../types.ts';
import type { PackWriter } from './packs.ts';

/** A blob's bytes: `size` bytes at `offset` of `path` (a file path, or an object key). */
export type Range = Omit<BlobLocation, 'packed'>;

/** A blob garbage collection may remove: `confirm` runs under the removal mark (store.ts). */
export interface Garbage<K> {
  sha256: string;
  kind: K | undefined;
  confirm: () => Promise<boolean>;
}

export interface BlobMedium<K> {
  /** Temp files of new blobs and packs until they are put. */
  readonly tmp: string;
  readonly tempMode: number;
  /** Whether a temp file's md5 is computed as it is written (base64, for S3's Content-MD5). */
  readonly md5OfTemps: boolean;
  /** Whether `discard` may remove content a session found rather than created: this process alone uses it. */
  readonly ownsFound: boolean;
  /** What a StoreError of a local write says was being done. */
  readonly doing: string;
  /** A session starting: resolves once `known` is up to date. */
  starting?(): Promise<unknown>;
  /** Whether content is stored, from what this process knows at once (a small blob found so is not packed again). */
  known(sha256: string): boolean;
  has(sha256: string): Promise<boolean>;
  /** Marks stored content as just used, so garbage collection's grace period protects it. */
  touch(sha256: string): Promise<void>;
  /** Early work on a session's temp file as it is closed (the data folder: its fsync). */
  settle?(path: string): Promise<void>;
  /** Puts a batch, a session's or one write's (its temp files are gone after); returns what it created, and how. */
  putBatch(batch: Pending, sha256s: Iterable<string>): Promise<Iterable<[string, K]>>;
  /** Under the removal mark: whether the blob is still stored as `kind` (the one this session created). */
  isAt(sha256: string, kind: K | undefined): boolean;
  delete(sha256: string, kind: K | undefined): Promise<void>;
  /** Blobs unused since `cutoff` (ms), each confirmed under the removal mark. */
  garbage(cutoff: number): AsyncIterable<Garbage<K>>;
  locate(sha256: string): BlobLocation | null | Promise<BlobLocation | null>;
  /** `size` bytes at `offset` of `path`, or null when that file or object is gone. */
  readRange(range: Range): Promise<Readable | null>;
  /** One read of a batch merges neighbouring blobs of a pack up to this many bytes. */
  readonly runBytes: number;
  /** Blobs located at once when reading a batch. */
  readonly locateConcurrency: number;
  /** The md5 (hex) of a blob this process uploaded, asked once (S3: from its upload). */
  uploadedMd5?(sha256: string): string | undefined;
  /** A pack found gone while reading it: brings the listing up to date. */
  lost?(at: BlobLocation): Promise<void>;
}

/** From this many new blobs on, one `sync -f` is cheaper than an fsync each (docs/bench.md). */
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

/** A session's new blobs, until the medium's putBatch: sha256 → temp file of large ones, the pack of small ones. */
export interface Pending {
  files: Map<string, TempBlob>;
  pack: PackWriter | null;
  /** `settle` of the first EARLY_FSYNCS temp files, one at a time as each is closed, while the upload goes on. */
  early: Promise<void>;
}

export const newPending = (): Pending => ({ files: new Map(), pack: null, early: Promise.resolve() });

export const isPending = (p: Pending, sha256: string): boolean =>
  p.files.has(sha256) || (p.pack?.entries.has(sha256) ?? false);

/** Records a closed temp file of new content in the batch; false when the batch has that content already. */
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
    // awaited by the commit; a session that never commits drops its files and their failures
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
