/**
 * Probe (not part of `npm run bench`): the origin's CPU for a commit's PUTs of large blobs to S3, the way
 * src/store/s3/bucket.ts sends them (a temp file streamed as the body, Content-MD5, If-None-Match), with the
 * file read in the stream's default 64 KiB chunks against larger ones, alternating per round; 8 PUTs at a time.
 * CONCURRENCY=4,8,16 compares PUTs at a time instead (1 MiB chunks, as the store reads), alternating per round.
 *   eval "$(scripts/services/ceph-up.sh)"; npx node bench/s3-put.ts <folder> [rounds]
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pMap from 'p-map';
import { PACKED_BLOB_MAX_BYTES } from '../src/store/blobs/packs.ts';
import { clientConfig } from '../src/store/s3/config.ts';
import { median } from './harness/proc.ts';
import { dropScratch, filesOf } from './harness/probe-files.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/s3-put.ts <folder> [rounds]');
const rounds = Number(process.argv[3] ?? 3);

const files = filesOf(folder)
  .filter((f) => f.bytes.length > PACKED_BLOB_MAX_BYTES)
  .map(({ path, bytes }) => ({
    path,
    size: bytes.length,
    md5: createHash('md5').update(bytes).digest('base64'),
  }));
const bytes = files.reduce((n, f) => n + f.size, 0);
console.log(`${files.length} files over ${PACKED_BLOB_MAX_BYTES} bytes, ${(bytes / 1e6).toFixed(1)} MB`);

const client = new S3Client(clientConfig(process.env, process.env.AWS_REGION ?? 'us-east-1'));
const Bucket = `s3put-${Date.now()}`;
await client.send(new CreateBucketCommand({ Bucket }));

const MiB = 1024 * 1024;
/** Per variant: the file stream's chunk size (undefined: its default) and the PUTs at a time. */
const variants: Record<string, { highWaterMark: number | undefined; concurrency: number }> = process.env
  .CONCURRENCY
  ? Object.fromEntries(
      process.env.CONCURRENCY.split(',').map((n) => [
        `${n} at a time`,
        { highWaterMark: MiB, concurrency: Number(n) },
      ]),
    )
  : {
      '64 KiB': { highWaterMark: undefined, concurrency: 8 },
      '1 MiB': { highWaterMark: MiB, concurrency: 8 },
    };
const results = new Map<string, number[][]>();
for (let round = 1; round <= rounds; round++) {
  for (const [name, { highWaterMark, concurrency }] of Object.entries(variants)) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    await pMap(
      files,
      async (f, i) => {
        const put = new PutObjectCommand({
          Bucket,
          Key: `${round}/${name}/${i}`,
          Body: createReadStream(f.path, { highWaterMark }),
          ContentLength: f.size,
          IfNoneMatch: '*',
          ContentMD5: f.md5,
        });
        await client.send(put);
      },
      { concurrency },
    );
    const used = process.cpuUsage(cpu);
    const row = [(used.user + used.system) / 1000, performance.now() - t];
    results.set(name, [...(results.get(name) ?? []), row]);
    console.log(`round ${round} ${name}: CPU ${row[0]!.toFixed(0)} ms, wall ${row[1]!.toFixed(0)} ms`);
  }
}
for (const [name, rows] of results)
  console.log(
    `${name}: median CPU ${median(rows.map((r) => r[0]!)).toFixed(0)} ms, wall ${median(rows.map((r) => r[1]!)).toFixed(0)} ms`,
  );
await dropScratch(client, Bucket);
client.destroy();
