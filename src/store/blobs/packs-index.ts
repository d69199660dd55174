/**
 * Which blobs live in packs and where, for both media (file-store.ts, src/store/s3/pack-listing.ts). Each blob
 * is found in one pack; a pack none of whose blobs is found in it any more (`live` 0) is deleted by the medium.
 * Only where a blob is found is kept here: a pack's whole index only where it is needed again (S3's listing).
 */
import type { BlobLocation } from '../types.ts';
import type { Garbage } from './medium.ts';

export interface IndexedPack {
  /** The pack's path or object key (its index: the same with `.idx`). */
  readonly key: string;
  /** When the pack was written (its file's mtime, its object's LastModified). */
  readonly writtenAt: number;
  /** How many of its blobs are found in it. */
  live: number;
}

/** A pack's index: sha256, offset, size of each blob. */
export type PackEntry = readonly [sha256: string, offset: number, size: number];

/** A blob inside a pack. `usedAt`: last written or found by a deploy (garbage collection's grace period). */
export interface PackedAt<P> {
  pack: P;
  offset: number;
  size: number;
  usedAt: number;
}

export class PacksIndex<P extends IndexedPack = IndexedPack> {
  readonly #packed = new Map<string, PackedAt<P>>();

  get(sha256: string): PackedAt<P> | undefined {
    return this.#packed.get(sha256);
  }

  locate(sha256: string): BlobLocation | null {
    const at = this.#packed.get(sha256);
    return at ? { path: at.pack.key, offset: at.offset, size: at.size, packed: true } : null;
  }

  has(sha256: string): boolean {
    return this.#packed.has(sha256);
  }

  /** Lists the blobs of `pack` where no pack preferred to it has them; returns it. */
  add(pack: P, entries: Iterable<PackEntry>): P {
    for (const [sha256, offset, size] of entries) {
      const known = this.#packed.get(sha256);
      if (known && !this.prefers(pack, known.pack)) continue;
      if (known) known.pack.live--;
      this.#packed.set(sha256, { pack, offset, size, usedAt: pack.writtenAt });
      pack.live++;
    }
    return pack;
  }

  /** Whether content two packs hold is found in `pack` rather than in `known`: here the one listed first keeps it. */
  protected prefers(_pack: P, _known: P): boolean {
    return false;
  }

  /** Unlists a packed blob; returns its pack when that was the pack's last blob found in it. */
  unlist(sha256: string): P | null {
    const at = this.#packed.get(sha256);
    if (!at) return null;
    this.#packed.delete(sha256);
    return --at.pack.live === 0 ? at.pack : null;
  }

  /** Packed blobs unused since `cutoff` (ms), each confirmed under the removal mark: still found there, unused. */
  *garbage(cutoff: number): Generator<Garbage<P>> {
    for (const [sha256, at] of [...this.#packed])
      if (at.usedAt <= cutoff)
        yield {
          sha256,
          kind: at.pack,
          confirm: async () => this.#packed.get(sha256) === at && at.usedAt <= cutoff,
        };
  }
}
