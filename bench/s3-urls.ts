/**
 * Probe (not part of `npm run bench`): an origin's answer to an edge's `POST /_sitepub/blob-urls` on S3
 * (S3BlobStore.urls: every blob located, a presigned URL per object): a session writes every file of the folder
 * and commits, then each round asks the URLs of all of them of that store (the origin that committed) and of one
 * opened afresh (another origin, whose listing misses the new pack); CPU and time of each. Compare builds by
 * running it on each, alternating. Its bucket and temp folders are removed at the end.
 *   eval "$(scripts/services/ceph-up.sh)"; npx node bench/s3-urls.ts <folder> [rounds]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3BlobStore } from '../src/store/s3/store.ts';
import { cpuAndTime, dropScratch, filesOf } from './harness/probe-files.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/s3-urls.ts <folder> [rounds]');
const files = filesOf(folder).map((f) => f.bytes);

const bucket = `s3urls-${Date.now()}`;
const url = `s3://${bucket}/${randomBytes(4).toString('hex')}/`;
const tmpDirs: string[] = [];
const open = async () => {
  const tmpDir = await mkdtemp(join(tmpdir(), 's3urls-'));
  tmpDirs.push(tmpDir);
  return S3BlobStore.open({ url, env: process.env, tmpDir });
};
const store = await open();
const s = store.session();
const shas: string[] = [];
for (const f of files) shas.push((await s.write([f])).sha256);
await s.commit(shas);
s.release();
console.log(`${files.length} files committed`);
for (let round = 1; round <= Number(process.argv[3] ?? 3); round++) {
  const other = await open();
  let answer = '';
  const mine = await cpuAndTime(async () => (answer = JSON.stringify(await store.urls(shas))));
  const theirs = await cpuAndTime(() => other.urls(shas));
  console.log(`round ${round}: committing origin ${mine}; another origin ${theirs} (${answer.length} bytes)`);
  other.close();
}
await dropScratch(store.bucket.client, bucket, tmpDirs);
store.close();
