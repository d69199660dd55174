/**
 * Probe (not part of `npm run bench`): where the origin's ingest time goes. Packs a folder once (gzip -1, in
 * memory), then feeds the archive through gunzip → tar parser → the blob store three times: first with new
 * content, then twice with every blob already stored (a redeploy). Prints wall and CPU time of each pass.
 *   npx node bench/ingest-probe.ts ~/.cache/sitepub/corpora/monaco/site
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileBlobStore } from '../src/store/blobs.ts';
import { scanSite, openArchive } from '../src/pack/pack.ts';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
const store = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
await store.init();
const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/ingest-probe.ts <site folder>');
const scan = await scanSite(folder);
const chunks: Buffer[] = [];
for await (const c of openArchive(scan, { gzipLevel: 1 }).stream) chunks.push(c as Buffer);
for (const label of ['first', 'again', 'again']) {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const parser = new Parser({ strict: true });
  const jobs: Promise<unknown>[] = [];
  parser.on('entry', (e: ReadEntry) => {
    jobs.push(store.write(e));
  });
  await new Promise<void>((res, rej) => {
    Readable.from(chunks).pipe(createGunzip()).pipe(parser);
    parser.on('end', () => res());
    parser.on('error', rej);
  });
  await Promise.all(jobs);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${label}: wall ${((performance.now() - t0) / 1000).toFixed(2)} s, cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (user ${(cpu.user/1e6).toFixed(2)} sys ${(cpu.system/1e6).toFixed(2)})`,
  );
}
rmSync(dir, { recursive: true, force: true });
