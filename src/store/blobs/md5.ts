/**
 * md5 of stored blobs, from their bytes (writes compute sha256 only; a manifest's `md5sum` needs md5):
 * neighbouring blobs of one file or object hashed from one read of up to the medium's `runBytes` (gaps read
 * through: one read is worth more than their bytes), a larger blob as it streams; a blob this process uploaded
 * from its upload (medium.uploadedMd5), so the pass after a deploy reads back nothing it wrote.
 */
import pMap from 'p-map';
import { createHash, hash } from 'node:crypto';
import type { BlobLocation } from '../types.ts';
import type { BlobMedium } from './medium.ts';
import { locateAll } from './reads.ts';

/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
export const MD5_TURN_BLOBS = 256;
/** Reads at once. */
const MD5_CONCURRENCY = 4;

type Located = [sha256: string, at: BlobLocation];

/**
 * The server's own requests (the edges of `sitepub serve` answer on this thread) get a turn: after a deploy of
 * thousands of icons, one turn per 4 MiB alone held the first request to an edge noticeably (docs/bench.md).
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

/** md5 (hex) of each stored blob of `sha256s`; a blob not stored, or gone before it was read, is left out. */
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
  const [sha256, first] = run[0]!;
  const size = Math.max(...run.map(([, at]) => at.offset + at.size)) - first.offset;
  const body = await medium.readRange({ path: first.path, offset: first.offset, size });
  if (!body) return;
  const short = () =>
    new Error(`${first.path} is shorter than the ${size} bytes at ${first.offset} its blobs take`);
  if (run.length === 1) {
    const md5 = createHash('md5');
    let got = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      md5.update(chunk);
      got += chunk.byteLength;
    }
    if (got < size) throw short();
    out.set(sha256, md5.digest('hex'));
    return turn(size);
  }
  // a run is held whole (at most the medium's run size): a data folder's read comes as one chunk, hashed where it
  // lies; an S3 body comes in pieces, joined once
  const chunks = (await body.toArray()) as Buffer[];
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  if (bytes.byteLength < size) throw short();
  for (const [sha256, at] of run) {
    const from = at.offset - first.offset;
    out.set(sha256, hash('md5', bytes.subarray(from, from + at.size), 'hex'));
    const turned = turn(at.size);
    if (turned) await turned;
  }
}
