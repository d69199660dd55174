/**
 * md5s of an S3 blob store's blobs, from their bytes: every blob located first; neighbouring blobs of one pack
 * object hashed from one ranged GET of up to RUN_BYTES, a larger blob as it streams, unless this process
 * uploaded that object itself: its md5 went with the PUT (Content-MD5) and is taken from there, once
 * (medium.ts `uploadedMd5`), so the md5 pass after a deploy does not read the deploy's large files back.
 */
import pMap from 'p-map';
import { createHash, hash } from 'node:crypto';
import { locateAll } from '../blobs/reads.ts';
import type { BlobLocation } from '../types.ts';
import type { Bucket } from './bucket.ts';
import { RUN_BYTES, type S3Medium } from './medium.ts';

/** md5 (hex) of each stored blob of `sha256s`, from its bytes; a blob not stored is left out. */
export async function md5s(
  bucket: Bucket,
  medium: S3Medium,
  sha256s: Iterable<string>,
): Promise<Map<string, string>> {
  const found = await locateAll(medium, sha256s);
  const out = new Map<string, string>();
  const byObject = new Map<string, [string, BlobLocation][]>();
  for (const entry of found) {
    const uploaded = entry[1].packed ? undefined : medium.uploadedMd5(entry[0]);
    if (uploaded) {
      out.set(entry[0], uploaded);
      continue;
    }
    let list = byObject.get(entry[1].path);
    if (!list) byObject.set(entry[1].path, (list = []));
    list.push(entry);
  }
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
function groupRuns(list: readonly [string, BlobLocation][]): [string, BlobLocation][][] {
  const runs: [string, BlobLocation][][] = [];
  let last: [string, BlobLocation][] | undefined;
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

async function md5Run(
  bucket: Bucket,
  run: [string, BlobLocation][],
  out: Map<string, string>,
): Promise<void> {
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
