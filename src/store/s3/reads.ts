/**
 * Reading many blobs of an S3 blob store: a batch back to back (readBatch) and md5s (md5). Every blob is
 * located first; neighbouring blobs of one pack object are fetched with one ranged GET of up to RUN_BYTES, the
 * next GET started while the previous one streams.
 */
import pMap from 'p-map';
import { createHash, hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobBatch } from '../types.ts';
import { readRuns, type Range } from '../blobs/runs.ts';
import type { Bucket } from './bucket.ts';

/** One ranged GET reads up to this much of a pack (a larger blob is a GET of its own). */
export const RUN_BYTES = 8 * 1024 * 1024;
/** Blobs located at once (a HEAD each for blobs with an object of their own). */
export const LOCATE_CONCURRENCY = 16;

/** A stored blob: `size` bytes at `offset` of object `path` (its own object, or a pack). */
export interface S3Location extends Range {
  packed: boolean;
}

export type Locate = (sha256: string) => Promise<S3Location | null>;

/** Where each of `sha256s` is (asked once each); a blob not stored is left out. */
export async function locateAll(locate: Locate, sha256s: Iterable<string>): Promise<Map<string, S3Location>> {
  const found = new Map<string, S3Location>();
  await pMap(
    [...new Set(sha256s)],
    async (sha256) => {
      const at = await locate(sha256);
      if (at) found.set(sha256, at);
    },
    { concurrency: LOCATE_CONCURRENCY },
  );
  return found;
}

export async function readBatch(
  bucket: Bucket,
  locate: Locate,
  sha256s: readonly string[],
): Promise<BlobBatch> {
  const found = await locateAll(locate, sha256s);
  const ranges: Range[] = [];
  let bytes = 0;
  for (const sha256 of sha256s) {
    const at = found.get(sha256);
    if (!at) return { ok: false, missing: sha256 };
    ranges.push(at);
    bytes += at.size;
  }
  const runs = readRuns(ranges, RUN_BYTES).filter((r) => r.size > 0);
  return { ok: true, bytes, stream: Readable.from(streamRuns(bucket, runs), { objectMode: false }) };
}

async function openRun(bucket: Bucket, run: Range): Promise<Readable> {
  const body = await bucket.get(run.path, { offset: run.offset, size: run.size });
  if (!body)
    throw new Error(`S3 object ${run.path} of bucket ${bucket.name} is gone (removed while being read)`);
  return body;
}

async function* streamRuns(bucket: Bucket, runs: readonly Range[]): AsyncGenerator<Buffer> {
  let next: Promise<Readable> | null = runs[0] ? openRun(bucket, runs[0]) : null;
  try {
    for (let i = 0; i < runs.length; i++) {
      const body = await next!;
      next = runs[i + 1] ? openRun(bucket, runs[i + 1]!) : null;
      // a failure of the one started early is seen when its turn comes
      next?.catch(() => undefined);
      let got = 0;
      for await (const chunk of body) {
        got += (chunk as Buffer).byteLength;
        yield chunk as Buffer;
      }
      if (got !== runs[i]!.size)
        throw new Error(`S3 object ${runs[i]!.path} sent ${got} bytes of the ${runs[i]!.size} asked`);
    }
  } finally {
    // the consumer went away: the GET started early is closed unread
    void next?.then((b) => b.destroy()).catch(() => undefined);
  }
}

/** md5 (hex) of each stored blob of `sha256s`, from its bytes; a blob not stored is left out. */
export async function md5s(
  bucket: Bucket,
  locate: Locate,
  sha256s: Iterable<string>,
): Promise<Map<string, string>> {
  const found = await locateAll(locate, sha256s);
  const byObject = new Map<string, [string, S3Location][]>();
  for (const entry of found) {
    let list = byObject.get(entry[1].path);
    if (!list) byObject.set(entry[1].path, (list = []));
    list.push(entry);
  }
  const out = new Map<string, string>();
  await pMap(
    [...byObject.values()],
    async (list) => {
      list.sort((a, b) => a[1].offset - b[1].offset);
      for (const run of groupRuns(list)) await md5Run(bucket, run, out);
    },
    { concurrency: 4 },
  );
  return out;
}

/** Neighbouring blobs of one object, in reads of up to RUN_BYTES (a larger blob alone). */
function groupRuns(list: readonly [string, S3Location][]): [string, S3Location][][] {
  const runs: [string, S3Location][][] = [];
  let last: [string, S3Location][] | undefined;
  let start = 0;
  for (const entry of list) {
    const at = entry[1];
    // gaps (blobs of the pack not asked for) are read through: one GET is worth more than their bytes
    if (last && at.offset + at.size - start <= RUN_BYTES) last.push(entry);
    else {
      runs.push((last = [entry]));
      start = at.offset;
    }
  }
  return runs;
}

async function md5Run(bucket: Bucket, run: [string, S3Location][], out: Map<string, string>): Promise<void> {
  const first = run[0]![1];
  const end = Math.max(...run.map(([, at]) => at.offset + at.size));
  if (run.length === 1 && first.size > RUN_BYTES) {
    // a large blob: hashed as it streams
    const body = await bucket.get(first.path, { offset: first.offset, size: first.size });
    if (!body) return;
    const md5 = createHash('md5');
    for await (const chunk of body) md5.update(chunk as Buffer);
    out.set(run[0]![0], md5.digest('hex'));
    return;
  }
  const bytes = await bucket.getBytes(first.path, { offset: first.offset, size: end - first.offset });
  if (!bytes) return; // gone meanwhile: left out, as a blob not stored
  for (const [sha256, at] of run) {
    const from = at.offset - first.offset;
    if (from + at.size > bytes.length)
      throw new Error(`S3 object ${at.path} is shorter than blob ${sha256} at ${at.offset}+${at.size}`);
    out.set(sha256, hash('md5', bytes.subarray(from, from + at.size), 'hex'));
  }
}
