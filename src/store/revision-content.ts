/**
 * What both Store backends do alike around a revision's files, apart from their SQL: the file lists of the few
 * revisions completed last, kept in memory (Store.getRevisionContent: a completed revision's list never changes);
 * md5 fills run once per revision at a time in a process (Store.fillMd5); and a manifest, which needs every md5.
 */
import type { BlobStore, ContentFile, FileRecord, HashedFileRecord } from './types.ts';

/** Revisions whose file lists are kept in memory. */
const RECENT_CONTENT = 4;

const keyOf = (domain: string, rev: number) => `${domain}\0${rev}`;

/** The file lists of the revisions completed last (the oldest forgotten first). */
export class RecentContent {
  readonly #lists = new Map<string, { contentHash: string; files: readonly ContentFile[] }>();

  keep(domain: string, rev: number, contentHash: string, files: readonly ContentFile[]): void {
    this.#lists.set(keyOf(domain, rev), { contentHash, files });
    for (const key of this.#lists.keys()) {
      if (this.#lists.size <= RECENT_CONTENT) break;
      this.#lists.delete(key); // the oldest first: a Map keeps insertion order
    }
  }

  /** The kept list, while the revision still has the content it was kept with (a number taken again is not). */
  get(revision: { domain: string; rev: number; contentHash: string }): readonly ContentFile[] | null {
    const kept = this.#lists.get(keyOf(revision.domain, revision.rev));
    return kept && kept.contentHash === revision.contentHash ? kept.files : null;
  }
}

/**
 * md5 fills of this process, one per revision at a time: a manifest asked for while the fill after its deploy runs
 * waits for it (another origin filling the same revision at once only repeats the work).
 */
export class Md5Fills {
  readonly #running = new Map<string, Promise<void>>();

  async run(domain: string, rev: number, fill: () => Promise<void>): Promise<void> {
    const key = keyOf(domain, rev);
    for (let running = this.#running.get(key); running; running = this.#running.get(key))
      await running.catch(() => undefined);
    const job = fill().finally(() => this.#running.delete(key));
    this.#running.set(key, job);
    return job;
  }

  /** Settles once every running fill has (before the store closes). */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#running.values());
  }
}

/**
 * One md5 fill: the md5 of each of `missing` (content without one) from its bytes, recorded by `record` for every
 * file record of that content; rejects naming the revision when content is not in the blob store.
 */
export async function fillMissingMd5(o: {
  domain: string;
  rev: number;
  missing: readonly string[];
  blobs: BlobStore;
  record: (found: ReadonlyMap<string, string>) => Promise<void>;
}): Promise<void> {
  if (o.missing.length === 0) return;
  const found = await o.blobs.md5(o.missing);
  await o.record(found);
  const lost = o.missing.filter((sha256) => !found.has(sha256));
  if (lost.length > 0)
    throw new Error(
      `${lost.length} file(s) of ${o.domain} revision ${o.rev} have no content in the blob store (first: ${lost[0]})`,
    );
}

/** A revision's files as a manifest lists them: each with its md5 (filled before). */
export function manifestOf(files: readonly FileRecord[], domain: string, rev: number): HashedFileRecord[] {
  return files.map((f) => {
    if (f.md5 === null) throw new Error(`the md5 of ${f.path} in ${domain} revision ${rev} is still unknown`);
    return { ...f, md5: f.md5 };
  });
}
