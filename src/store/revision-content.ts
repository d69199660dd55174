/** What RevisionsRepository keeps in memory: the file lists completed last, and the md5 fills running. */
import type { ContentFile } from './types.ts';

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

  async settled(): Promise<void> {
    await Promise.allSettled(this.#running.values());
  }
}
