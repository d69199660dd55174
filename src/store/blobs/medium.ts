/**
 * What the blob store (store.ts: sessions.ts for writes, reads.ts for reads) needs of the medium that keeps the
 * blobs: put, has, locate and read ranges, delete, and the listing garbage collection walks. Two media: the data
 * folder (file-medium.ts) and an S3 bucket (src/store/s3/medium.ts).
 *
 * `K` is how a blob the medium created is kept (S3: its own object or a pack), handed back to `isAt` and `delete`
 * so a removal removes exactly what was created; the data folder needs none.
 */
import type { Readable } from 'node:stream';
import type { BlobLocation } from '../types.ts';
import type { Pending, TempBlob } from './durable-batch.ts';

/** A blob's bytes: `size` bytes at `offset` of `path` (a file path, or an object key). */
export interface Range {
  path: string;
  offset: number;
  size: number;
}

/** A blob garbage collection may remove: `confirm` runs under the removal mark (claims.ts). */
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
  /** Where a stored blob's bytes are (its own file or object, or a range of a pack), or null. */
  locate(sha256: string): BlobLocation | null | Promise<BlobLocation | null>;
  /** `size` bytes at `offset` of `path`, or null when that file or object is gone. */
  readRange(range: Range): Promise<Readable | null>;
  /** One read of a batch merges neighbouring blobs of a pack up to this many bytes. */
  readonly runBytes: number;
  /** Blobs located at once when reading a batch. */
  readonly locateConcurrency: number;
  /** The md5 (hex) of a blob object this process uploaded, once (S3: its Content-MD5); undefined when unknown. */
  uploadedMd5?(sha256: string): string | undefined;
  /** A pack found gone while reading it: brings the listing up to date (absent: the blob is gone). */
  lost?(at: BlobLocation): Promise<void>;
}
