/**
 * Probe (not part of `npm run bench`): the origin's side of a deploy's small files on S3 (src/store/s3/): a
 * session writes every file of the folder up to 256 KiB (packed), commits (the pack's PUT), then the md5 pass
 * after the deploy (`md5()`, as revision-content.ts runs it); CPU and time of each step, and GETs made by the
 * md5 pass. Compare builds by running it on each. Each round's bucket and temp folder are removed after it.
 *   eval "$(scripts/services/ceph-up.sh)"; npx node bench/s3-md5.ts <folder> [rounds]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKED_BLOB_MAX_BYTES } from '../src/store/blobs/packs.ts';
import { S3BlobStore } from '../src/store/s3/store.ts';
import { cpuAndTime, dropScratch, filesOf } from './harness/probe-files.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/s3-md5.ts <folder> [rounds]');
const files = filesOf(folder)
  .map((f) => f.bytes)
  .filter((b) => b.length <= PACKED_BLOB_MAX_BYTES);
console.log(`${files.length} files up to ${PACKED_BLOB_MAX_BYTES} bytes`);

for (let round = 1; round <= Number(process.argv[3] ?? 3); round++) {
  const bucket = `s3md5-${Date.now()}`;
  const tmpDir = await mkdtemp(join(tmpdir(), 's3md5-'));
  const store = await S3BlobStore.open({
    url: `s3://${bucket}/${randomBytes(4).toString('hex')}/`,
    env: process.env,
    tmpDir,
  });
  const s = store.session();
  const shas: string[] = [];
  const write = await cpuAndTime(async () => {
    for (const f of files) shas.push((await s.write([f])).sha256);
    await s.commit(shas);
  });
  s.release();
  let gets = 0;
  store.bucket.client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'GetObjectCommand') gets++;
      return next(args);
    },
    { step: 'initialize' },
  );
  const md5 = await cpuAndTime(() => store.md5(shas));
  console.log(`round ${round}: write + commit ${write}; md5 pass ${md5}, ${gets} GET(s)`);
  await dropScratch(store.bucket.client, bucket, [tmpDir]);
  store.close();
}
