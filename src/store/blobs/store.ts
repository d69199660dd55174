/**
 * The blob store once for both media (medium.ts: the data folder, an S3 bucket): writes by sha256, deploy
 * sessions (hold, commit, release, discard), garbage collection under the same holds, reads (reads.ts) and md5s
 * (md5.ts). How sessions, holds and removals behave: docs/server.md ("Crash safety", "Store contract") and
 * docs/scale-out.md ("Holds, failed deploys and garbage collection").
 */
import { randomBytes } from 'node:crypto';
import { open, readdir, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { mapNativeAsync } from '../errors.ts';
import type { BlobBatch, BlobInfo, BlobSession, BlobSource, BlobStore } from '../types.ts';
import { md5Of } from './md5.ts';
import { addTemp, dropBatch, isPending, newPending, type BlobMedium, type Pending } from './medium.ts';
import { PackWriter } from './packs.ts';
import { readBatch, readOne } from './reads.ts';
import { readHead, smallInfo, spill, type Head } from './write.ts';

/** One session's state, or null for a write outside a session. */
interface Open<K> {
  hold: (sha256: string) => Promise<void>;
  batch: Pending;
  /** The medium brought up to date for this session (medium.starting). */
  ready: Promise<unknown> | null;
  own: Map<string, K>;
}

export class MediumBlobStore<K, M extends BlobMedium<K> = BlobMedium<K>> implements BlobStore {
  readonly tmp: string;
  protected readonly medium: M;
  /** sha256 → number of sessions holding it: a blob held is never removed. */
  readonly #held = new Map<string, number>();
  /** sha256 → its removal in progress (a discard or garbage collection): a session claiming it waits. */
  readonly #removing = new Map<string, Promise<unknown>>();
  /** Temp names: one random prefix per store and a counter (open with `wx` still refuses any clash). */
  readonly #tmpPrefix = `${Date.now()}-${randomBytes(8).toString('hex')}`;
  #tmpCount = 0;

  constructor(medium: M) {
    this.tmp = medium.tmp;
    this.medium = medium;
  }

  /** Removes temp files left by a crash or an aborted upload. Call only when no write is in progress. */
  async cleanTemp(): Promise<void> {
    for (const name of await readdir(this.tmp))
      await rm(join(this.tmp, name), { force: true, recursive: true });
  }

  async has(sha256: string): Promise<boolean> {
    return (await this.medium.locate(sha256)) !== null;
  }

  async stat(sha256: string): Promise<{ size: number } | null> {
    const at = await this.medium.locate(sha256);
    return at && { size: at.size };
  }

  read(sha256: string): Promise<Readable | null> {
    return readOne(this.medium, sha256);
  }

  readBatch(sha256s: readonly string[]): Promise<BlobBatch> {
    return readBatch(this.medium, sha256s);
  }

  md5(sha256s: Iterable<string>): Promise<Map<string, string>> {
    return md5Of(this.medium, sha256s);
  }

  write(source: BlobSource): Promise<BlobInfo> {
    return mapNativeAsync(this.medium.doing, () => this.#write(source, null));
  }

  async collectGarbage(referenced: (sha256: string) => boolean, graceMs: number): Promise<number> {
    let removed = 0;
    for await (const g of this.medium.garbage(Date.now() - graceMs)) {
      if (referenced(g.sha256)) continue;
      if (await this.#remove(g.sha256, g.kind, g.confirm)) removed++;
    }
    return removed;
  }

  session(): BlobSession {
    const medium = this.medium;
    const held = new Set<string>();
    const batch = newPending();
    let open = true;
    const ready = medium.starting?.() ?? null;
    let readyNow = ready === null;
    void ready?.finally(() => (readyNow = true));
    const holdNow = (sha256: string) => {
      if (held.has(sha256)) return;
      held.add(sha256);
      this.#held.set(sha256, (this.#held.get(sha256) ?? 0) + 1);
    };
    const hold = async (sha256: string) => {
      if (!open) throw new Error('blob session already ended');
      holdNow(sha256);
      // A removal that started before this claim finishes first; `has()` then tells the truth.
      await this.#removing.get(sha256);
    };
    const release = () => {
      if (!open) return;
      open = false;
      void dropBatch(batch); // temp files of a session ended without commit()
      for (const sha256 of held) {
        const n = (this.#held.get(sha256) ?? 1) - 1;
        if (n > 0) this.#held.set(sha256, n);
        else this.#held.delete(sha256);
      }
    };
    const s: Open<K> = { hold, batch, ready, own: new Map() };
    return {
      write: (source) => {
        if (!open) return Promise.reject(new Error('blob session already ended'));
        return mapNativeAsync(medium.doing, () => this.#write(source, s));
      },
      // no promise: a deploy of mdi-icons' 7,453 icons went through five or six per file with `write`
      writeNow: (chunks) => {
        if (!open || !readyNow) return null;
        const known = smallInfo(chunks);
        if (!known || this.#removing.has(known.sha256)) return null;
        holdNow(known.sha256);
        this.#keep(batch, known, chunks);
        return known;
      },
      hold,
      commit: (sha256s) =>
        mapNativeAsync(medium.doing, async () => {
          const taken = { ...batch };
          Object.assign(batch, newPending());
          for (const [sha256, kind] of await medium.putBatch(taken, sha256s)) s.own.set(sha256, kind);
        }),
      release,
      discard: async (referenced) => {
        let removed = await dropBatch(batch);
        release();
        for (const sha256 of held) {
          const kind = s.own.get(sha256);
          if (kind === undefined && !medium.ownsFound) continue; // found stored: left to garbage collection
          const confirm = async () => medium.isAt(sha256, kind) && !(await referenced(sha256));
          if (await this.#remove(sha256, kind, confirm)) removed++;
        }
        held.clear();
        return removed;
      },
    };
  }

  /** Removes a blob unless held or being removed; `confirm` runs under the removal mark. A failure: not removed. */
  async #remove(sha256: string, kind: K | undefined, confirm: () => Promise<boolean>): Promise<boolean> {
    if (this.#held.has(sha256) || this.#removing.has(sha256)) return false;
    const removal = (async () => {
      if (!(await confirm())) return false;
      await this.medium.delete(sha256, kind);
      return true;
    })()
      .catch(() => false)
      .finally(() => this.#removing.delete(sha256));
    this.#removing.set(sha256, removal);
    return removal;
  }

  /** The session's hold runs once the hash is known, before the existence check; without a session, put at once. */
  async #write(source: BlobSource, s: Open<K> | null): Promise<BlobInfo> {
    if (Array.isArray(source)) {
      // a small blob already in memory (the deploy's receive): hashed in one call, no iteration through promises
      const chunks = source as Uint8Array[];
      const known = smallInfo(chunks);
      if (known && (await this.#keepSmall(known, chunks, s))) return known;
    }
    const head = await readHead(source);
    if (head.known && (await this.#keepSmall(head.known, head.chunks, s))) return head.known;
    return this.#writeFile(head, s);
  }

  /** A small blob, hashed: kept in the session's batch; false when there is none and the store lacks it. */
  async #keepSmall(known: BlobInfo, chunks: readonly Uint8Array[], s: Open<K> | null): Promise<boolean> {
    if (s) {
      await s.hold(known.sha256);
      await s.ready;
      this.#keep(s.batch, known, chunks);
      return true;
    }
    if (!this.medium.known(known.sha256)) return false;
    await this.medium.touch(known.sha256);
    return true;
  }

  async #writeFile(head: Head, s: Open<K> | null): Promise<BlobInfo> {
    const medium = this.medium;
    const tmpPath = join(medium.tmp, `${this.#tmpPrefix}-${++this.#tmpCount}`);
    const fh = await open(tmpPath, 'wx', medium.tempMode);
    let kept = false; // handed to a batch
    try {
      let blob;
      try {
        blob = await spill(fh, head, medium.md5OfTemps);
      } finally {
        await fh.close();
      }
      const info: BlobInfo = { sha256: blob.sha256, size: blob.size };
      if (s && !head.known) await s.hold(info.sha256);
      if (s && isPending(s.batch, info.sha256)) return info;
      if (await medium.has(info.sha256)) {
        await medium.touch(info.sha256);
        return info;
      }
      const temp = { path: tmpPath, size: info.size, md5: blob.md5 };
      // The same content written twice at once by one session keeps the first temp file; a write outside a
      // session puts a batch of its own at once.
      const batch = s?.batch ?? newPending();
      kept = addTemp(batch, info.sha256, temp, medium.settle?.bind(medium));
      if (!s) await medium.putBatch(batch, [info.sha256]);
      return info;
    } finally {
      if (!kept) await unlink(tmpPath).catch(() => undefined);
    }
  }

  /** New small content into the session's pack; content stored already is touched (garbage collection's grace). */
  #keep(batch: Pending, known: BlobInfo, chunks: readonly Uint8Array[]): void {
    if (isPending(batch, known.sha256)) return;
    if (this.medium.known(known.sha256)) {
      void this.medium.touch(known.sha256);
      return;
    }
    batch.pack ??= new PackWriter(
      this.medium.tmp,
      `${this.#tmpPrefix}-${++this.#tmpCount}`,
      this.medium.md5OfTemps,
    );
    batch.pack.append(known.sha256, chunks, known.size);
  }
}
