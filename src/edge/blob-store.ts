/**
 * The edge's content-addressed blobs: `<data>/blobs/<sha256[0..2]>/<sha256>` plus precompressed siblings
 * `<sha256>.gz` and `<sha256>.br`. An incoming blob streams into a temp file while its sha256 is computed; it is
 * kept only if the hash and size match what the manifest promised (then fsync + rename). Which blobs and variants
 * exist is held in memory (read once at start-up), so the serving path never stats the disk.
 *
 * Edges next to their origin (`sitepub serve`) hard-link the origin's blobs instead. Small blobs the origin keeps
 * in a pack (src/store/blobs/packs.ts) are linked as the whole pack and its index, once per pack, into
 * `<data>/blobs/packs/`: a blob is then a byte range of the pack. A pack is unlinked when none of its blobs is
 * listed any more. Precompressed siblings of a packed blob are still files of their own beside its `key`.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { indexPathOf, PACKS_DIR as PACKS, readPacks } from '../store/blobs/packs.ts';
import type { BlobLocation } from '../store/types.ts';
import { tempName } from './disk.ts';

/**
 * A downloaded blob is written to its file in pieces of about this size: one write (a thread-pool round trip)
 * per MiB rather than one per piece of the HTTP body.
 */
const WRITE_BYTES = 1024 * 1024;

export interface Variant {
  path: string;
  size: number;
}

/** One blob and its precompressed forms; shared by every file entry with that content. */
export interface Blob {
  sha256: string;
  /** The file holding the bytes: the blob's own file, or a pack. */
  path: string;
  /** Where the bytes start in `path` (0 for a blob in its own file). */
  offset: number;
  size: number;
  /** `<root>/<sha256[0..2]>/<sha256>`: the blob's own file when it has one (then equal to `path`), the base name
   * of its precompressed siblings, and its identity body's key in the body cache. */
  key: string;
  gzip: Variant | null;
  br: Variant | null;
  /** Compression was attempted (variants may still be null when not worth it). */
  compressed: boolean;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** A pack linked into this store, and how many blobs the store lists in it (unlinked at 0). */
interface Pack {
  path: string;
  index: string;
  size: number;
  live: number;
  /** The origin's pack it was linked from in this process (null: found at start-up, or written by this edge). */
  source: string | null;
}

export function isPacked(blob: Blob): boolean {
  return blob.path !== blob.key;
}

/** The blob's bytes (its file, or its range of a pack). */
export async function readBlob(blob: Blob): Promise<Buffer> {
  if (!isPacked(blob)) return readFile(blob.path);
  const fh = await open(blob.path, 'r');
  try {
    const buf = Buffer.allocUnsafe(blob.size);
    let got = 0;
    while (got < blob.size) {
      const { bytesRead } = await fh.read(buf, got, blob.size - got, blob.offset + got);
      if (bytesRead === 0) throw new Error(`pack ${basename(blob.path)} ends inside blob ${blob.sha256}`);
      got += bytesRead;
    }
    return buf;
  } finally {
    await fh.close();
  }
}

/**
 * Hard-links `source` as `target`: 'linked', 'present' (an earlier link is there, with the same size), or null
 * when linking is not possible (the caller downloads).
 */
function link(source: string, target: string, size: number): 'linked' | 'present' | null {
  try {
    linkSync(source, target);
    return 'linked';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return null;
    return statSync(target, { throwIfNoEntry: false })?.size === size ? 'present' : null;
  }
}

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
  /** Linked packs by their path in this store. */
  readonly #packs = new Map<string, Pack>();
  /** The same packs by the origin's path they were linked from (one link per pack and process). */
  readonly #linked = new Map<string, Pack>();
  /** Called after a blob is deleted (the edge drops its cached bodies). */
  onRemove: ((blob: Blob) => void) | null = null;

  /**
   * `join(root, x)` is `#prefix + x` for a plain name x, and `packs/` is `#packsDir`: a blob's paths are built
   * without `path.join`, whose normalising pass showed in the distribution of sites of thousands of blobs.
   */
  readonly #prefix: string;
  readonly #packsDir: string;

  constructor(root: string, tmp: string) {
    this.root = root;
    this.tmp = tmp;
    this.#prefix = join(root, 'x').slice(0, -1);
    this.#packsDir = join(root, PACKS);
  }

  /** Creates folders, clears crash leftovers in tmp, and indexes what is on disk. */
  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await rm(this.tmp, { recursive: true, force: true });
    await mkdir(this.tmp, { recursive: true });
    const variants: string[] = [];
    for (const prefix of await readdir(this.root)) {
      if (prefix === PACKS) continue;
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
    await this.#loadPacks();
    for (const name of variants) {
      const m = /^([0-9a-f]{64})\.(gz|br)$/.exec(name);
      const blob = m && this.#blobs.get(m[1]!);
      if (!blob) {
        await rm(join(this.root, name.slice(0, 2), name), { force: true });
        continue;
      }
      const path = `${blob.key}.${m[2]}`;
      const { size } = await stat(path);
      if (m[2] === 'gz') blob.gzip = { path, size };
      else blob.br = { path, size };
      blob.compressed = true;
    }
  }

  /**
   * Lists the blobs of every linked pack that are not known as files of their own, and removes what a crash
   * left half-linked (a pack without its index or an index without its pack) or a pack no blob is left in.
   */
  async #loadPacks(): Promise<void> {
    for (const found of await readPacks(this.#packsDir)) {
      const pack: Pack = { path: found.path, index: found.index, size: found.size, live: 0, source: null };
      for (const [sha256, offset, size] of found.entries) {
        if (!this.#blobs.has(sha256)) this.#blobs.set(sha256, this.#packedEntry(sha256, size, pack, offset));
      }
      if (pack.live > 0) this.#packs.set(found.path, pack);
      else this.#unlinkPack(pack);
    }
  }

  #entry(sha256: string, size: number): Blob {
    const key = this.#key(sha256);
    return { sha256, path: key, offset: 0, size, key, gzip: null, br: null, compressed: false };
  }

  /** A blob's own file: `<root>/<first two hex digits>/<sha256>` (also its name in the body cache). */
  #key(sha256: string): string {
    return `${this.#prefix}${sha256.slice(0, 2)}/${sha256}`;
  }

  /** A blob at `offset` of `pack`, counted as one of the pack's live blobs. */
  #packedEntry(sha256: string, size: number, pack: Pack, offset: number): Blob {
    pack.live++;
    const key = this.#key(sha256);
    return { sha256, path: pack.path, offset, size, key, gzip: null, br: null, compressed: false };
  }

  /** The folder whose entry names the blob's file (its prefix folder, or `packs` for a packed blob). */
  dirOf(sha256: string): string {
    const blob = this.#blobs.get(sha256);
    if (blob && isPacked(blob)) return this.#packsDir;
    return `${this.#prefix}${sha256.slice(0, 2)}`;
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
    // the body may fail while the file opens, before it is iterated: its error is then the read's to report
    // (an errored stream ends the iteration below with it), not an uncaught 'error' event
    source.on('error', () => {});
    try {
      const fh = await open(tmp, 'wx', 0o644);
      try {
        // the body's pieces (tens of KiB each) go to the file about WRITE_BYTES at a time, one write each
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          const buf = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
          pending = [];
          pendingBytes = 0;
          for (let at = 0; at < buf.length;) at += (await fh.write(buf, at)).bytesWritten;
        };
        for await (const chunk of source as AsyncIterable<Buffer>) {
          hash.update(chunk);
          seen += chunk.length;
          if (seen > size) break; // more than promised: refused below without writing the rest
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= WRITE_BYTES) await flush();
        }
        if (pendingBytes > 0) await flush();
        const actual = hash.digest('hex');
        if (actual !== sha256 || seen !== size) {
          throw new BlobMismatchError(
            `blob ${sha256.slice(0, 12)}… arrived with sha256 ${actual.slice(0, 12)}… and ${seen} bytes (expected ${size})`,
          );
        }
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
   * Takes in a pack this edge wrote itself and placed in `packs/` (downloaded small blobs, each verified:
   * src/edge/blob-batch.ts): its blobs are held from now on. `entries` maps sha256 → [offset, size]. A blob
   * held already (a concurrent sync) keeps its place; a pack none of whose blobs is new is unlinked.
   */
  addPack(path: string, bytes: number, entries: ReadonlyMap<string, readonly [number, number]>): void {
    const pack: Pack = { path, index: indexPathOf(path), size: bytes, live: 0, source: null };
    for (const [sha256, [offset, size]] of entries) {
      if (!this.#blobs.has(sha256)) this.#blobs.set(sha256, this.#packedEntry(sha256, size, pack, offset));
    }
    if (pack.live > 0) this.#packs.set(path, pack);
    else this.#unlinkPack(pack);
  }

  /**
   * Adopts `source`, where the origin keeps verified blob `sha256` on this machine, by hard link: no copy, no
   * second hash. Used by the edges `sitepub serve` starts next to its origin. A blob in a file of its own is
   * linked as that file; a packed blob by linking its pack and the pack's index (once per pack). Returns null
   * when linking is not possible (another filesystem, a missing file, a size that does not match): the caller
   * downloads.
   */
  adopt(sha256: string, size: number, source: BlobLocation): Blob | null {
    if (!SHA256.test(sha256)) throw new BlobMismatchError(`not a sha256 digest: ${sha256.slice(0, 80)}`);
    const existing = this.#blobs.get(sha256);
    if (existing) return existing;
    if (source.size !== size) return null;
    if (source.packed) return this.#adoptPacked(sha256, size, source);
    const blob = this.#entry(sha256, size);
    // Synchronous: a stat and a link take microseconds on a local disk, against two thread-pool round trips
    // each for thousands of files (mdi-icons' 7,453 files to 2 edges).
    const st = statSync(source.path, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size !== size) return null;
    this.#mkdir(sha256);
    // 'present': a concurrent put placed it first, and it is whole
    if (!link(source.path, blob.path, size)) return null;
    this.#blobs.set(sha256, blob);
    return blob;
  }

  #adoptPacked(sha256: string, size: number, source: BlobLocation): Blob | null {
    const pack = this.#linked.get(source.path) ?? this.#linkPack(source.path);
    if (!pack) return null;
    if (source.offset < 0 || source.offset + size > pack.size) {
      if (pack.live === 0) this.#unlinkPack(pack); // linked for nothing
      return null;
    }
    const blob = this.#packedEntry(sha256, size, pack, source.offset);
    this.#blobs.set(sha256, blob);
    return blob;
  }

  /**
   * Links the origin's pack `source` and its index into `packs/` under the same names (the pack first: a crash
   * in between leaves a pack without index, which `init` removes). An earlier link of the same pack (found at
   * start-up) is reused.
   */
  #linkPack(source: string): Pack | null {
    const st = statSync(source, { throwIfNoEntry: false });
    const ist = statSync(indexPathOf(source), { throwIfNoEntry: false });
    if (!st?.isFile() || !ist?.isFile()) return null;
    const dir = this.#packsDir;
    if (!this.#dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.#dirs.add(dir);
    }
    const path = join(dir, basename(source));
    const index = indexPathOf(path);
    const packed = link(source, path, st.size);
    if (!packed) return null;
    if (!link(indexPathOf(source), index, ist.size)) {
      if (packed === 'linked') unlinkSync(path);
      return null;
    }
    let pack = this.#packs.get(path);
    if (!pack) {
      pack = { path, index, size: st.size, live: 0, source };
      this.#packs.set(path, pack);
    }
    pack.source = source;
    this.#linked.set(source, pack);
    return pack;
  }

  /**
   * Unlinks a pack no listed blob is in. Synchronous, so that no adopt can find the pack still linked between
   * this decision and the unlink (and then lose its blob with it).
   */
  #unlinkPack(pack: Pack): void {
    this.#packs.delete(pack.path);
    if (pack.source !== null && this.#linked.get(pack.source) === pack) this.#linked.delete(pack.source);
    for (const file of [pack.path, pack.index]) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
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

  /**
   * Deletes a blob and its variants; a packed blob's pack goes with its last listed blob. Open read streams keep
   * working (unlink semantics).
   */
  async remove(sha256: string): Promise<void> {
    const blob = this.#blobs.get(sha256);
    if (!blob) return;
    this.#blobs.delete(sha256);
    this.onRemove?.(blob);
    if (isPacked(blob)) {
      const pack = this.#packs.get(blob.path);
      if (pack && --pack.live === 0) this.#unlinkPack(pack);
    } else await rm(blob.path, { force: true });
    await rm(`${blob.key}.gz`, { force: true });
    await rm(`${blob.key}.br`, { force: true });
  }
}
