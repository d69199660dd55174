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
import { groupRuns, locateAll, type Run } from './reads.ts';

/** The md5 pass after a deploy lets the event loop run after this many bytes or blobs, whichever comes first. */
const MD5_TURN_BYTES = 1024 * 1024;
export const MD5_TURN_BLOBS = 256;
/** Reads at once. */
const MD5_CONCURRENCY = 4;

type Located = BlobLocation & { sha256: string };

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
  const toRead: Located[] = [];
  for (const [sha256, at] of await locateAll(medium, sha256s)) {
    const uploaded = medium.uploadedMd5?.(sha256);
    if (uploaded) out.set(sha256, uploaded);
    else if (at.size === 0) out.set(sha256, createHash('md5').digest('hex'));
    else toRead.push({ ...at, sha256 });
  }
  toRead.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.offset - b.offset));
  const runs = groupRuns(toRead, medium.runBytes, true);
  const turn = turns();
  await pMap(runs, (run) => md5Run(medium, run, out, turn), { concurrency: MD5_CONCURRENCY });
  return out;
}

/** The md5s of the blobs of one run into `out`; none when the file or object is gone. */
async function md5Run(
  medium: BlobMedium<unknown>,
  { range, members }: Run<Located>,
  out: Map<string, string>,
  turn: (bytes: number) => Promise<void> | undefined,
): Promise<void> {
  const body = await medium.readRange(range);
  if (!body) return;
  const short = () =>
    new Error(`${range.path} is shorter than the ${range.size} bytes at ${range.offset} its blobs take`);
  if (members.length === 1) {
    const md5 = createHash('md5');
    let got = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      md5.update(chunk);
      got += chunk.byteLength;
    }
    if (got < range.size) throw short();
    out.set(members[0]!.sha256, md5.digest('hex'));
    return turn(range.size);
  }
  // a run is held whole (at most the medium's run size): a data folder's read comes as one chunk, hashed where it
  // lies; an S3 body comes in pieces, joined once
  const chunks = (await body.toArray()) as Buffer[];
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  if (bytes.byteLength < range.size) throw short();
  for (const at of members) {
    const from = at.offset - range.offset;
    out.set(at.sha256, hash('md5', bytes.subarray(from, from + at.size), 'hex'));
    const turned = turn(at.size);
    if (turned) await turned;
  }
}
