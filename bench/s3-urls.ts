/**
 * Probe (not part of `npm run bench`): an origin's answer to an edge's `POST /_sitepub/blob-urls` on S3
 * (S3BlobStore.urls: every blob located, a presigned URL per object): a session writes every file of the folder
 * and commits, then each round asks the URLs of all of them of that store (the origin that committed) and of one
 * opened afresh (another origin, whose listing misses the new pack); CPU and time of each. Compare builds by
 * running it on each, alternating.
 *   eval "$(scripts/services/ceph-up.sh)"; npx node bench/s3-urls.ts <folder> [rounds]
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3BlobStore } from '../src/store/s3/store.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/s3-urls.ts <folder> [rounds]');
const files: Buffer[] = [];
const walk = (dir: string): void => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path);
    else if (e.isFile()) files.push(readFileSync(path));
  }
};
walk(folder);

const timed = async (run: () => Promise<unknown>): Promise<string> => {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await run();
  const u = process.cpuUsage(cpu);
  return `${((u.user + u.system) / 1000).toFixed(0)} ms CPU / ${(performance.now() - t).toFixed(0)} ms`;
};

const url = `s3://s3urls-${Date.now()}/${randomBytes(4).toString('hex')}/`;
const open = () =>
  S3BlobStore.open({
    url,
    env: process.env,
    tmpDir: join(tmpdir(), `s3urls-${process.pid}-${randomBytes(4).toString('hex')}`),
  });
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
  const mine = await timed(async () => (answer = JSON.stringify(await store.urls(shas))));
  const theirs = await timed(() => other.urls(shas));
  console.log(`round ${round}: committing origin ${mine}; another origin ${theirs} (${answer.length} bytes)`);
  other.close();
}
store.close();
