/**
 * Reading blobs, once for both media: one, or many back to back (readBatch, what `POST /_sitepub/blobs` sends a
 * standalone edge: every blob located first, neighbouring ranges of a pack merged into one read of up to the
 * medium's `runBytes`, the next read opened while the previous one streams).
 */
import pMap from 'p-map';
import { Readable } from 'node:stream';
import type { BlobBatch, BlobLocation } from '../types.ts';
import type { BlobMedium, Range } from './medium.ts';

/** One read of neighbouring ranges (`members`, by offset) of one file or object. */
export interface Run<R extends Range> {
  range: Range;
  members: R[];
}

/**
 * Ranges of one source merged into reads of at most `maxBytes` (a larger range is a read of its own): adjacent
 * ones, or with `gaps` any later one of the same source, the bytes between read through (ranges sorted by offset).
 */
export function groupRuns<R extends Range>(ranges: readonly R[], maxBytes: number, gaps = false): Run<R>[] {
  const runs: Run<R>[] = [];
  let last: Range | undefined;
  for (const at of ranges) {
    const end = at.offset + at.size;
    if (
      last?.path === at.path &&
      (gaps ? at.offset >= last.offset : at.offset === last.offset + last.size) &&
      end - last.offset <= maxBytes
    ) {
      last.size = Math.max(last.size, end - last.offset);
      runs.at(-1)!.members.push(at);
    } else runs.push({ range: (last = { path: at.path, offset: at.offset, size: at.size }), members: [at] });
  }
  return runs;
}

/** Adjacent ranges of one source merged into reads of at most `maxBytes` (a larger blob is a run of its own). */
export const readRuns = (ranges: readonly Range[], maxBytes: number): Range[] =>
  groupRuns(ranges, maxBytes).map((run) => run.range);

type Medium = BlobMedium<unknown>;

/** Where each of `sha256s` is; a blob not stored is left out. */
export async function locateAll(
  medium: Medium,
  sha256s: Iterable<string>,
): Promise<Map<string, BlobLocation>> {
  const found = new Map<string, BlobLocation>();
  const locate = async (sha256: string) => {
    const at = await medium.locate(sha256);
    if (at) found.set(sha256, at);
  };
  const unique = [...new Set(sha256s)];
  // one at a time: a plain loop (thousands of map lookups through p-map cost more than the lookups)
  if (medium.locateConcurrency === 1) for (const sha256 of unique) await locate(sha256);
  else await pMap(unique, locate, { concurrency: medium.locateConcurrency });
  return found;
}

/** A stored blob's bytes, or null; a pack gone since it was listed is looked for again once (medium.lost). */
export async function readOne(medium: Medium, sha256: string): Promise<Readable | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const at = await medium.locate(sha256);
    if (!at) return null;
    if (at.size === 0) return Readable.from([]);
    const body = await medium.readRange(at);
    if (body) return body;
    // removed (by another origin's garbage collection) since it was listed: its content may be in another pack
    if (!at.packed || !medium.lost) return null;
    await medium.lost(at);
  }
  return null;
}

/** Where each of `sha256s` is, in the order asked; or the first one not stored. */
export async function locateEach(
  medium: Medium,
  sha256s: readonly string[],
): Promise<{ ok: true; at: BlobLocation[] } | { ok: false; missing: string }> {
  const found = await locateAll(medium, sha256s);
  const missing = sha256s.find((sha256) => !found.has(sha256));
  return missing === undefined
    ? { ok: true, at: sha256s.map((sha256) => found.get(sha256)!) }
    : { ok: false, missing };
}

export async function readBatch(medium: Medium, sha256s: readonly string[]): Promise<BlobBatch> {
  const located = await locateEach(medium, sha256s);
  if (!located.ok) return located;
  const runs = readRuns(located.at, medium.runBytes).filter((r) => r.size > 0);
  return {
    ok: true,
    bytes: located.at.reduce((sum, at) => sum + at.size, 0),
    stream: Readable.from(
      streamRuns((run) => medium.readRange(run), runs),
      { objectMode: false },
    ),
  };
}

/**
 * The bytes of `runs` one after another, each opened with `open` (null: gone) while the previous one streams;
 * a run that sends more or fewer bytes than its size fails the stream. Also how a standalone edge reads runs of
 * a bucket's objects by URL (src/edge/sync.ts).
 */
export async function* streamRuns(
  open: (run: Range) => Promise<Readable | null>,
  runs: readonly Range[],
): AsyncGenerator<Buffer> {
  const openRun = async (run: Range): Promise<Readable> => {
    const body = await open(run);
    if (!body) throw new Error(`${run.path} is gone (removed while being read)`);
    return body;
  };
  let next: Promise<Readable> | null = runs[0] ? openRun(runs[0]) : null;
  try {
    for (let i = 0; i < runs.length; i++) {
      const body = await next!;
      next = runs[i + 1] ? openRun(runs[i + 1]!) : null;
      // a failure of the one started early is seen when its turn comes
      next?.catch(() => undefined);
      let got = 0;
      for await (const chunk of body) {
        got += (chunk as Buffer).byteLength;
        yield chunk as Buffer;
      }
      if (got !== runs[i]!.size)
        throw new Error(`${runs[i]!.path} sent ${got} bytes of the ${runs[i]!.size} asked`);
    }
  } finally {
    // the consumer went away: the read started early is closed unread
    void next?.then((b) => b.destroy()).catch(() => undefined);
  }
}
