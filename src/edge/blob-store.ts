/**
 * The edge's content-addressed blobs: `<data>/blobs/<sha256[0..2]>/<sha256>` plus precompressed siblings
 * `<sha256>.gz` and `<sha256>.br`. An incoming blob streams into a temp file while its sha256 is computed; it is
 * kept only if the hash and size match what the manifest promised (then fsync + rename). Which blobs and variants
 * exist is held in memory (read once at start-up), so the serving path never stats the disk.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, linkSync, mkdirSync, statSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { tempName } from './disk.ts';

export interface Variant {
  path: string;
  size: number;
}

/** One blob and its precompressed forms; shared by every file entry with that content. */
export interface Blob {
  sha256: string;
  path: string;
  size: number;
  gzip: Variant | null;
  br: Variant | null;
  /** Compression was attempted (variants may still be null when not worth it). */
  compressed: boolean;
}

const SHA256 = /^[0-9a-f]{64}$/;

export class BlobMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobMismatchError';
  }
}

export class EdgeBlobStore {
  readonly root: string;
  readonly tmp: string;
  readonly #blobs = new Map<string, Blob>();
  /** Prefix folders known to exist (saves a mkdir per blob). */
  readonly #dirs = new Set<string>();
  /** Called after a blob is deleted (the edge drops its cached bodies). */
  onRemove: ((blob: Blob) => void) | null = null;

  constructor(root: string, tmp: string) {
    this.root = root;
    this.tmp = tmp;
  }

  /** Creates folders, clears crash leftovers in tmp, and indexes what is on disk. */
  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await rm(this.tmp, { recursive: true, force: true });
    await mkdir(this.tmp, { recursive: true });
    const variants: string[] = [];
    for (const prefix of await readdir(this.root)) {
      const dir = join(this.root, prefix);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        continue;
      }
      for (const name of names) {
        if (SHA256.test(name)) {
          const st = await stat(join(dir, name));
          this.#blobs.set(name, this.#entry(name, st.size));
        } else variants.push(name);
      }
    }
    for (const name of variants) {
      const m = /^([0-9a-f]{64})\.(gz|br)$/.exec(name);
      const blob = m && this.#blobs.get(m[1]!);
      if (!blob) {
        await rm(join(this.root, name.slice(0, 2), name), { force: true });
        continue;
      }
      const path = `${blob.path}.${m[2]}`;
      const { size } = await stat(path);
      if (m[2] === 'gz') blob.gzip = { path, size };
      else blob.br = { path, size };
      blob.compressed = true;
    }
  }

  #entry(sha256: string, size: number): Blob {
    return {
      sha256,
      path: join(this.root, sha256.slice(0, 2), sha256),
      size,
      gzip: null,
      br: null,
      compressed: false,
    };
  }

  dirOf(sha256: string): string {
    return join(this.root, sha256.slice(0, 2));
  }

  get(sha256: string): Blob | undefined {
    return this.#blobs.get(sha256);
  }

  has(sha256: string): boolean {
    return this.#blobs.has(sha256);
  }

  shas(): IterableIterator<string> {
    return this.#blobs.keys();
  }

  get count(): number {
    return this.#blobs.size;
  }

  /**
   * Stores `source` as blob `sha256` if its bytes hash to it and have `size` bytes; otherwise throws. The file is
   * fsynced before its rename; the caller fsyncs the directories (`dirOf`) once per batch with `fsyncDir`.
   */
  async put(sha256: string, size: number, source: Readable): Promise<Blob> {
    if (!SHA256.test(sha256)) throw new BlobMismatchError(`not a sha256 digest: ${sha256.slice(0, 80)}`);
    const tmp = tempName(this.tmp);
    const hash = createHash('sha256');
    let seen = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        hash.update(chunk);
        seen += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(tmp, { flags: 'wx', mode: 0o644 }));
      const actual = hash.digest('hex');
      if (actual !== sha256 || seen !== size) {
        throw new BlobMismatchError(
          `blob ${sha256.slice(0, 12)}… arrived with sha256 ${actual.slice(0, 12)}… and ${seen} bytes (expected ${size})`,
        );
      }
      const fh = await open(tmp, 'r+');
      try {
        await fh.sync();
      } finally {
        await fh.close();
      }
      this.#mkdir(sha256);
      const blob = this.#entry(sha256, size);
      await rename(tmp, blob.path);
      const existing = this.#blobs.get(sha256);
      if (existing) return existing;
      this.#blobs.set(sha256, blob);
      return blob;
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /**
   * Adopts `source`, a file the origin verified and stores on this machine, as blob `sha256` by hard link: no
   * copy, no second hash. Used by the edges `sitepub serve` starts next to its origin. Returns null when linking
   * is not possible (another filesystem, a missing file, a size that does not match): the caller downloads.
   */
  adopt(sha256: string, size: number, source: string): Blob | null {
    if (!SHA256.test(sha256)) throw new BlobMismatchError(`not a sha256 digest: ${sha256.slice(0, 80)}`);
    const existing = this.#blobs.get(sha256);
    if (existing) return existing;
    const blob = this.#entry(sha256, size);
    // Synchronous: a stat and a link take microseconds on a local disk, against two thread-pool round trips
    // each for thousands of files (mdi-icons' 7,453 files to 2 edges).
    const st = statSync(source, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size !== size) return null;
    this.#mkdir(sha256);
    try {
      linkSync(source, blob.path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return null;
      // a concurrent put placed it first; keep it only if it is whole
      if (statSync(blob.path, { throwIfNoEntry: false })?.size !== size) return null;
    }
    this.#blobs.set(sha256, blob);
    return blob;
  }

  /** The blob's prefix folder, created once per store (at most 256, so synchronously). */
  #mkdir(sha256: string): void {
    const dir = this.dirOf(sha256);
    if (this.#dirs.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    this.#dirs.add(dir);
  }

  /** Records a variant written by the compressor (already renamed into place). */
  setVariant(blob: Blob, kind: 'gzip' | 'br', variant: Variant | null): void {
    blob[kind] = variant;
  }

  /** Deletes a blob and its variants. Open read streams keep working (unlink semantics). */
  async remove(sha256: string): Promise<void> {
    const blob = this.#blobs.get(sha256);
    if (!blob) return;
    this.#blobs.delete(sha256);
    this.onRemove?.(blob);
    await rm(blob.path, { force: true });
    await rm(`${blob.path}.gz`, { force: true });
    await rm(`${blob.path}.br`, { force: true });
  }
}
