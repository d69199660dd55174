/**
 * Which blobs live in pack objects of the bucket, and where: `<prefix>packs/<name>.pack` with its index
 * `<name>.idx` (one `<sha256> <offset> <size>` line per blob, src/store/blobs/packs.ts), written by any origin. Names
 * start with the time the pack was named (15 digits of milliseconds), so the keys are time-ordered: a refresh
 * lists only the keys after the newest one seen, less SKEW_MS (a pack named earlier may be committed later,
 * and clocks of origins differ), and loads the indexes it has not seen. The index is written after its pack:
 * a listed index means a complete pack.
 */
import pMap from 'p-map';
import { randomBytes } from 'node:crypto';
import { PacksIndex, type PackedAt } from '../blobs/packs-index.ts';
import { indexPathOf, parseIndex } from '../blobs/packs.ts';
import type { BlobLocation } from '../types.ts';
import type { Bucket, ObjectInfo } from './bucket.ts';

/** How far back before the newest pack seen a refresh lists again. */
export const SKEW_MS = 15 * 60 * 1000;
const TIME_DIGITS = 15;
/** Index objects fetched at once when listing. */
const INDEX_CONCURRENCY = 16;

export interface S3Pack {
  /** The pack object's key (its index: the same with `.idx`). */
  key: string;
  bytes: number;
  /** When the pack object was written (the bucket's LastModified). */
  writtenAt: number;
  /** The blobs of this pack the listing points at. */
  live: number;
  /** Every blob its index lists: sha256 → [offset, size]. */
  entries: Map<string, [number, number]>;
}

/** A new pack's name: time-ordered, unique. */
export function newPackName(now = Date.now()): string {
  return `${String(now).padStart(TIME_DIGITS, '0')}-${randomBytes(8).toString('hex')}`;
}

export class PackListing {
  readonly #bucket: Bucket;
  /** `<prefix>packs/` */
  readonly dir: string;
  /** Where each blob is found: in the oldest pack that has it, by every origin alike once each listed both. */
  readonly #packed = new PacksIndex<S3Pack>(true);
  readonly #packs = new Map<string, S3Pack>();
  /** Time in the name of the newest pack seen. */
  #newest = 0;
  /** What the last full listing found half-written: a pack without index, an index without pack. */
  orphans: ObjectInfo[] = [];
  /** The listing running or run last; listings run one after another. */
  #last: Promise<void> = Promise.resolve();
  /** The listing queued after it, not started yet: every call until it starts shares it. */
  #next: Promise<void> | null = null;

  constructor(bucket: Bucket, prefix: string) {
    this.#bucket = bucket;
    this.dir = `${prefix}packs/`;
  }

  get(sha256: string): PackedAt<S3Pack> | undefined {
    return this.#packed.get(sha256);
  }

  locate(sha256: string): BlobLocation | null {
    return this.#packed.locate(sha256);
  }

  packs(): S3Pack[] {
    return [...this.#packs.values()];
  }

  /**
   * Lists new packs of the bucket (`full`: every pack, forgetting those deleted). A call made while one runs
   * waits for the next one, which starts after it: whoever asks sees every pack committed before the call
   * (calls arriving together share one listing).
   */
  refresh(full = false): Promise<void> {
    const after = (work: () => Promise<void>) => this.#last.catch(() => undefined).then(work);
    if (full) return (this.#last = after(() => this.#list(true)));
    this.#next ??= this.#last = after(() => {
      this.#next = null;
      return this.#list(false);
    });
    return this.#next;
  }

  async #list(full: boolean): Promise<void> {
    const since = full || this.#newest === 0 ? undefined : this.#keyAt(this.#newest - SKEW_MS);
    const found = new Map<string, ObjectInfo>();
    for await (const o of this.#bucket.list(this.dir, since)) found.set(o.key, o);
    const todo: ObjectInfo[] = [];
    for (const [key, pack] of found)
      if (key.endsWith('.pack') && found.has(indexPathOf(key)) && !this.#packs.has(key)) todo.push(pack);
    // indexes fetched a few at once, added in key (time) order: the older pack keeps content both hold
    const texts = await pMap(todo, (pack) => this.#bucket.text(indexPathOf(pack.key)), {
      concurrency: INDEX_CONCURRENCY,
    });
    todo.forEach((pack, i) => {
      const text = texts[i];
      if (text != null && !this.#packs.has(pack.key)) this.#add(pack.key, pack, text);
    });
    if (!full) return;
    // a full listing also forgets packs deleted meanwhile (by another origin's garbage collection)
    for (const key of [...this.#packs.keys()]) if (!found.has(key)) this.forget(key);
    this.orphans = [...found.values()].filter((o) =>
      o.key.endsWith('.pack') ? !found.has(indexPathOf(o.key)) : !found.has(o.key.replace(/\.idx$/, '.pack')),
    );
  }

  #keyAt(ms: number): string {
    return `${this.dir}${String(Math.max(0, ms)).padStart(TIME_DIGITS, '0')}`;
  }

  #add(packKey: string, info: ObjectInfo, indexText: string): S3Pack {
    const pack: S3Pack = {
      key: packKey,
      bytes: info.size,
      writtenAt: info.lastModified,
      live: 0,
      entries: new Map(),
    };
    const entries = parseIndex(indexText, info.size);
    for (const [sha256, offset, size] of entries) pack.entries.set(sha256, [offset, size]);
    // a pack is deleted only when none of its blobs is found in it (garbage collection)
    this.#packed.add(pack, entries, info.lastModified);
    this.#packs.set(packKey, pack);
    const time = Number(packKey.slice(this.dir.length, this.dir.length + TIME_DIGITS));
    if (Number.isSafeInteger(time) && time > this.#newest) this.#newest = time;
    return pack;
  }

  /** Lists a pack this process just wrote. */
  placed(packKey: string, bytes: number, indexText: string, now = Date.now()): S3Pack {
    return this.#add(packKey, { key: packKey, size: bytes, lastModified: now }, indexText);
  }

  /** Unlists a packed blob; returns its pack when that was the pack's last listed blob. */
  unlist(sha256: string): S3Pack | null {
    return this.#packed.unlist(sha256);
  }

  /** Forgets a pack (deleted, by this origin or another): its blobs are no longer found in it. */
  forget(packKey: string): void {
    const pack = this.#packs.get(packKey);
    if (!pack) return;
    this.#packs.delete(packKey);
    for (const sha256 of pack.entries.keys()) {
      if (this.#packed.get(sha256)?.pack !== pack) continue;
      this.#packed.unlist(sha256);
      // the same content in another pack (two origins packed it): found in the oldest from now on
      for (const other of this.#packs.values()) {
        const at = other.entries.get(sha256);
        if (at) this.#packed.add(other, [[sha256, ...at]], other.writtenAt);
      }
    }
  }
}
