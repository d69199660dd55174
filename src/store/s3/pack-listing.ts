/**
 * Which blobs live in the bucket's pack objects, written by any origin. Names start with the time the pack was
 * named (15 digits of ms), so the keys are time-ordered: a refresh lists only the keys after the newest one seen,
 * less SKEW_MS (a pack named earlier may be committed later; clocks differ). A listed index means a complete pack.
 */
import pMap from 'p-map';
import { randomBytes } from 'node:crypto';
import { PacksIndex, type IndexedPack, type PackEntry } from '../blobs/packs-index.ts';
import { indexPathOf, parseIndex } from '../blobs/packs.ts';
import type { Bucket, ObjectInfo } from './bucket.ts';

/** How far back before the newest pack seen a refresh lists again. */
export const SKEW_MS = 15 * 60 * 1000;
const TIME_DIGITS = 15;
/** Index objects fetched at once when listing. */
const INDEX_CONCURRENCY = 16;

export function newPackName(now = Date.now()): string {
  return `${String(now).padStart(TIME_DIGITS, '0')}-${randomBytes(8).toString('hex')}`;
}

/** A pack of the bucket, with its index: content found in it is found in another pack once it is gone. */
export interface ListedPack extends IndexedPack {
  readonly entries: readonly PackEntry[];
}

export class PackListing extends PacksIndex<ListedPack> {
  readonly #bucket: Bucket;
  readonly #packs = new Map<string, ListedPack>();
  readonly dir: string;
  /** Time in the name of the newest pack seen. */
  #newest = 0;
  /** What the last full listing found half-written: a pack without index, an index without pack. */
  orphans: ObjectInfo[] = [];
  /** The listing running or run last; listings run one after another. */
  #last: Promise<void> = Promise.resolve();
  /** The listing queued after it, not started yet: every call until it starts shares it. */
  #next: Promise<void> | null = null;

  constructor(bucket: Bucket, prefix: string) {
    super();
    this.#bucket = bucket;
    this.dir = `${prefix}packs/`;
  }

  /**
   * Lists new packs (`full`: every pack, forgetting those deleted). A call made while one runs waits for the next,
   * so it sees every pack committed before it (calls arriving together share one listing).
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
    for (const { key } of this.packs()) if (!found.has(key)) this.forget(key);
    this.orphans = [...found.values()].filter((o) =>
      o.key.endsWith('.pack') ? !found.has(indexPathOf(o.key)) : !found.has(o.key.replace(/\.idx$/, '.pack')),
    );
  }

  /** Every origin finds content in the oldest pack that has it, once each listed both. */
  protected override prefers(pack: ListedPack, known: ListedPack): boolean {
    return pack.key < known.key;
  }

  packs(): ListedPack[] {
    return [...this.#packs.values()];
  }

  /** Forgets a pack (deleted, by this origin or another): its blobs are no longer found in it. */
  forget(key: string): void {
    const pack = this.#packs.get(key);
    if (!pack) return;
    this.#packs.delete(key);
    const lost = new Set<string>();
    for (const [sha256] of pack.entries) {
      if (this.get(sha256)?.pack !== pack) continue;
      this.unlist(sha256);
      lost.add(sha256);
    }
    if (lost.size === 0) return;
    // the same content in another pack (two origins packed it): found in the oldest from now on
    for (const p of this.#packs.values()) {
      const again = p.entries.filter(([sha]) => lost.has(sha));
      if (again.length > 0) this.add(p, again);
    }
  }

  #keyAt(ms: number): string {
    return `${this.dir}${String(Math.max(0, ms)).padStart(TIME_DIGITS, '0')}`;
  }

  #add(packKey: string, info: ObjectInfo, indexText: string): ListedPack {
    // a pack is deleted only when none of its blobs is found in it (garbage collection)
    const entries = parseIndex(indexText, info.size);
    const pack = { key: packKey, writtenAt: info.lastModified, live: 0, entries };
    this.#packs.set(packKey, pack);
    this.add(pack, entries);
    const time = Number(packKey.slice(this.dir.length, this.dir.length + TIME_DIGITS));
    if (Number.isSafeInteger(time) && time > this.#newest) this.#newest = time;
    return pack;
  }

  /** Lists a pack this process just wrote. */
  placed(packKey: string, bytes: number, indexText: string, now = Date.now()): ListedPack {
    return this.#add(packKey, { key: packKey, size: bytes, lastModified: now }, indexText);
  }
}
