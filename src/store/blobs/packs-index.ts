/**
 * Which blobs live in packs (`<root>/packs/<name>.pack`, packs.ts) and where: read from the packs' indexes at
 * start-up, extended by each pack a session places, shrunk by removals (a pack is deleted once none of its
 * blobs is listed).
 */
import { join } from 'node:path';
import {
  indexPathOf,
  readPacks,
  PACKS_DIR,
  removePack,
  type Pack,
  type PackedBlob,
  type PackWriter,
} from './packs.ts';

export class PacksIndex {
  readonly dir: string;
  /** Blobs held in packs: sha256 → where. */
  readonly #packed = new Map<string, PackedBlob>();

  constructor(root: string) {
    this.dir = join(root, PACKS_DIR);
  }

  /** Lists the blobs of the packs on disk; deletes packs none of whose blobs is listed. */
  async load(): Promise<void> {
    for (const found of await readPacks(this.dir)) {
      const pack: Pack = { path: found.path, index: found.index, live: 0 };
      for (const [sha256, offset, size] of found.entries)
        this.#list(sha256, pack, offset, size, found.mtimeMs);
      if (pack.live === 0) await removePack(pack);
    }
  }

  get(sha256: string): PackedBlob | undefined {
    return this.#packed.get(sha256);
  }

  has(sha256: string): boolean {
    return this.#packed.has(sha256);
  }

  /** A copy of the listing (sha256 → where), to iterate while removing. */
  snapshot(): [string, PackedBlob][] {
    return [...this.#packed];
  }

  /** Lists a packed blob unless the store already has that content. */
  #list(sha256: string, pack: Pack, offset: number, size: number, usedAt: number): void {
    if (this.#packed.has(sha256)) return;
    this.#packed.set(sha256, { pack, offset, size, usedAt });
    pack.live++;
  }

  /** Lists the blobs of a pack just placed (content another session placed meanwhile stays listed there). */
  placed(path: string, writer: PackWriter): void {
    const pack: Pack = { path, index: indexPathOf(path), live: 0 };
    const now = Date.now();
    for (const [sha256, [offset, size]] of writer.entries) this.#list(sha256, pack, offset, size, now);
    if (pack.live === 0) void removePack(pack);
  }

  /** Unlists a packed blob; its pack is deleted when it was the last one listed. */
  async remove(sha256: string, packed: PackedBlob): Promise<void> {
    this.#packed.delete(sha256);
    if (--packed.pack.live === 0) await removePack(packed.pack);
  }
}
