/**
 * md5 of stored blobs, from their bytes (writes compute sha256 only; a manifest's `md5sum` needs md5), once for
 * both media: every blob located first, then neighbouring blobs of one file or object hashed from one read of up
 * to the medium's `runBytes` (the gaps between them read through: one read is worth more than their bytes), a
 * larger blob as it streams. A blob the medium uploaded itself gives its md5 from the upload (S3: a large blob's
 * Content-MD5, a small one's md5 taken as it was packed; medium.ts `uploadedMd5`), so the pass after a deploy
 * reads back neither the deploy's large files nor its pack. A blob not
 * stored, or gone before it was read, is left out of the map.
 */
import pMap from 'p-map';
import { createHash, hash, type Hash } from 'node:crypto';
import type { BlobLocation } from '../types.ts';
import type { BlobMedium, Range } from './medium.ts';
import { locateAll } from './reads.ts';

/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
export const MD5_TURN_BLOBS = 256;
/** Reads at once. */
const MD5_CONCURRENCY = 4;

type Located = [sha256: string, at: BlobLocation];

/**
 * The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn at least every
 * MD5_TURN_BYTES and every MD5_TURN_BLOBS: after a deploy of thousands of icons, one turn per 4 MiB alone held
 * the first request to an edge noticeably (figures: docs/bench.md, "Measurements behind the code").
 */
function turns(): (bytes: number) => Promise<void> | undefined {
  let bytes = 0;
  let blobs = 0;
  return (n) => {
    bytes += n;
    if (++blobs < MD5_TURN_BLOBS && bytes < MD5_TURN_BYTES) return undefined;
    bytes = blobs = 0;
    return new Promise((resolve) => setImmediate(resolve));
  };
}

/** md5 (hex) of each stored blob of `sha256s`, from its bytes; a blob not stored is left out. */
export async function md5Of(
  medium: BlobMedium<unknown>,
  sha256s: Iterable<string>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const byPath = new Map<string, Located[]>();
  for (const [sha256, at] of await locateAll(medium, sha256s)) {
    const uploaded = medium.uploadedMd5?.(sha256);
    if (uploaded) out.set(sha256, uploaded);
    else if (at.size === 0) out.set(sha256, createHash('md5').digest('hex'));
    else {
      let list = byPath.get(at.path);
      if (!list) byPath.set(at.path, (list = []));
      list.push([sha256, at]);
    }
  }
  const runs: Located[][] = [];
  for (const list of byPath.values()) {
    list.sort((a, b) => a[1].offset - b[1].offset);
    let start = 0;
    for (const entry of list) {
      const last = runs.at(-1);
      if (last?.[0]?.[1].path === entry[1].path && entry[1].offset + entry[1].size - start <= medium.runBytes)
        last.push(entry);
      else {
        runs.push([entry]);
        start = entry[1].offset;
      }
    }
  }
  const turn = turns();
  await pMap(runs, (run) => md5Run(medium, run, out, turn), { concurrency: MD5_CONCURRENCY });
  return out;
}

/** The md5s of the blobs of one run (sorted by offset), into `out`; none when the file or object is gone. */
async function md5Run(
  medium: BlobMedium<unknown>,
  run: Located[],
  out: Map<string, string>,
  turn: (bytes: number) => Promise<void> | undefined,
): Promise<void> {
  const first = run[0]![1];
  const range: Range = {
    path: first.path,
    offset: first.offset,
    size: Math.max(...run.map(([, at]) => at.offset + at.size)) - first.offset,
  };
  const body = await medium.readRange(range);
  if (!body) return;
  let i = 0;
  /** The md5 so far of a blob that spans chunks. */
  let md5: Hash | null = null;
  let pos = range.offset;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const end = pos + chunk.length;
    for (; i < run.length; i++) {
      const [sha256, at] = run[i]!;
      const stop = at.offset + at.size;
      if (!md5 && at.offset >= pos && stop <= end)
        out.set(sha256, hash('md5', chunk.subarray(at.offset - pos, stop - pos), 'hex'));
      else {
        md5 ??= createHash('md5');
        const from = Math.max(at.offset, pos);
        const to = Math.min(stop, end);
        if (to > from) md5.update(chunk.subarray(from - pos, to - pos));
        if (stop > end) break;
        out.set(sha256, md5.digest('hex'));
        md5 = null;
      }
      const turned = turn(at.size);
      if (turned) await turned;
    }
    pos = end;
  }
  if (i < run.length)
    throw new Error(`${range.path} is shorter than blob ${run[i]![0]} at ${run[i]![1].offset}`);
}
