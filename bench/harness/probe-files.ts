/**
 * What the S3 and cluster probes (bench/s3-*.ts, bench/blob-urls.ts) share: a folder's files, a step's CPU and
 * wall time, and removing the scratch bucket and temp folders a probe made.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Every regular file under `folder`: its path and bytes. */
export function filesOf(folder: string): { path: string; bytes: Buffer }[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const path = join(e.parentPath, e.name);
      return { path, bytes: readFileSync(path) };
    });
}

/** `run`'s CPU time (this process) and wall time: "N ms CPU / M ms". */
export async function cpuAndTime(run: () => Promise<unknown>): Promise<string> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await run();
  const u = process.cpuUsage(cpu);
  return `${((u.user + u.system) / 1000).toFixed(0)} ms CPU / ${(performance.now() - t).toFixed(0)} ms`;
}

/** Deletes the bucket `name` with every object in it, and the temp folders given. */
export async function dropScratch(
  client: S3Client,
  name: string,
  dirs: readonly string[] = [],
): Promise<void> {
  for (;;) {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: name }));
    const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    if (keys.length === 0) break;
    // one by one: a probe's bucket holds tens of objects (DeleteObjects wants a checksum some servers refuse)
    for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket: name, Key }));
  }
  await client.send(new DeleteBucketCommand({ Bucket: name }));
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
