/**
 * Which blobs live in packs and where, for both media (file-store.ts, src/store/s3/pack-listing.ts). Each blob
 * is found in one pack; a pack none of whose blobs is found in it any more (`live` 0) is deleted by the medium.
 */
import type { BlobLocation } from '../types.ts';

export interface IndexedPack {
  /** The pack's path or object key (its index: the same with `.idx`). */
  readonly key: string;
  /** When the pack was written (its file's mtime, its object's LastModified). */
  readonly writtenAt: number;
  /** Every blob its index lists: sha256 → [offset, size]. */
  readonly entries: Map<string, [number, number]>;
  /** How many of its blobs are found in it. */
  live: number;
}

export const indexedPack = (
  key: string,
  writtenAt: number,
  listed: Iterable<readonly [string, number, number]>,
): IndexedPack => ({
  key,
  writtenAt,
  live: 0,
  entries: new Map(Array.from(listed, ([sha256, offset, size]) => [sha256, [offset, size]])),
});

/** A blob inside a pack. `usedAt`: last written or found by a deploy (garbage collection's grace period). */
export interface PackedAt {
  pack: IndexedPack;
  offset: number;
  size: number;
  usedAt: number;
}

export class PacksIndex {
  readonly #packed = new Map<string, PackedAt>();
  readonly #packs = new Map<string, IndexedPack>();
  /**
   * Content in two packs is found in the one with the smaller key (S3: the older, by every origin alike once
   * each has listed both); else in the pack listed first (the data folder: what a reader located stays).
   */
  readonly #olderWins: boolean;

  constructor(olderWins: boolean) {
    this.#olderWins = olderWins;
  }

  get(sha256: string): PackedAt | undefined {
    return this.#packed.get(sha256);
  }

  locate(sha256: string): BlobLocation | null {
    const at = this.#packed.get(sha256);
    return at ? { path: at.pack.key, offset: at.offset, size: at.size, packed: true } : null;
  }

  has(sha256: string): boolean {
    return this.#packed.has(sha256);
  }

  hasPack(key: string): boolean {
    return this.#packs.has(key);
  }

  packs(): IndexedPack[] {
    return [...this.#packs.values()];
  }

  /** A copy, to iterate while removing. */
  snapshot(): [string, PackedAt][] {
    return [...this.#packed];
  }

  /** Lists the blobs of `pack` where no pack preferred to it has them; returns it. */
  add(pack: IndexedPack, entries: Iterable<[string, [number, number]]> = pack.entries): IndexedPack {
    this.#packs.set(pack.key, pack);
    for (const [sha256, [offset, size]] of entries) {
      const known = this.#packed.get(sha256);
      if (known && !(this.#olderWins && pack.key < known.pack.key)) continue;
      if (known) known.pack.live--;
      this.#packed.set(sha256, { pack, offset, size, usedAt: pack.writtenAt });
      pack.live++;
    }
    return pack;
  }

  /** Unlists a packed blob; returns its pack when that was the pack's last blob found in it. */
  unlist(sha256: string): IndexedPack | null {
    const at = this.#packed.get(sha256);
    if (!at) return null;
    this.#packed.delete(sha256);
    return --at.pack.live === 0 ? at.pack : null;
  }

  /** Forgets a pack (deleted, by this origin or another): its blobs are no longer found in it. */
  forget(key: string): void {
    const pack = this.#packs.get(key);
    if (!pack) return;
    this.#packs.delete(key);
    for (const sha256 of pack.entries.keys()) {
      if (this.#packed.get(sha256)?.pack !== pack) continue;
      this.#packed.delete(sha256);
      // the same content in another pack (two origins packed it): found in the oldest from now on
      for (const other of this.#packs.values()) {
        const at = other.entries.get(sha256);
        if (at) this.add(other, [[sha256, at]]);
      }
    }
  }
}
