/**
 * Probe (not part of `npm run bench`): where the origin's ingest time goes. Packs a folder once (gzip -1, in
 * memory), then feeds the archive through gunzip → tar parser → the blob store: into an empty store the way a
 * deploy does (a session: every new file written, one durability barrier, then the renames) and the old way (each
 * write durable on its own: an fsync of the file and of its folder), alternating, then twice more with every blob
 * already stored (a redeploy). Prints wall and CPU time of each pass.
 *   npx node bench/ingest-probe.ts ~/.cache/sitepub/corpora/monaco/site [rounds]
 * GZ_CHUNK=N sets gunzip's output piece size (default 256 KiB, as the server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { openArchive, scanSite } from '../src/pack/pack.ts';
import { FileBlobStore } from '../src/store/blobs/file-store.ts';
import type { BlobInfo } from '../src/store/types.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/ingest-probe.ts <site folder> [rounds]');
const rounds = Number(process.argv[3] ?? 2);
const scan = await scanSite(folder);
const chunks: Buffer[] = [];
for await (const c of openArchive(scan, { gzipLevel: 1 }).stream) chunks.push(c as Buffer);

async function ingest(write: (e: ReadEntry) => Promise<BlobInfo>): Promise<BlobInfo[]> {
  const parser = new Parser({ strict: true });
  const jobs: Promise<BlobInfo>[] = [];
  parser.on('entry', (e: ReadEntry) => void jobs.push(write(e)));
  await new Promise<void>((resolve, reject) => {
    Readable.from(chunks)
      .pipe(createGunzip({ chunkSize: Number(process.env.GZ_CHUNK ?? 256 * 1024) }))
      .pipe(parser);
    parser.on('end', () => resolve());
    parser.on('error', reject);
  });
  return Promise.all(jobs);
}

async function pass(label: string, run: () => Promise<unknown>): Promise<void> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run();
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${label.padEnd(30)} wall ${((performance.now() - t0) / 1000).toFixed(2)} s, cpu user ${(cpu.user / 1e6).toFixed(2)} s` +
      ` system ${(cpu.system / 1e6).toFixed(2)} s`,
  );
}

const dirs: string[] = [];
const freshStore = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-'));
  dirs.push(dir);
  const store = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
  await store.init();
  return store;
};
try {
  let last: FileBlobStore | null = null;
  for (let r = 0; r < rounds; r++) {
    const batched = await freshStore();
    await pass('new content, batched (deploys)', async () => {
      const session = batched.session();
      const infos = await ingest((e) => session.write(e));
      await session.commit(infos.map((i) => i.sha256));
      session.release();
    });
    const each = await freshStore();
    await pass('new content, fsync per file', () => ingest((e) => each.write(e)));
    last = batched;
  }
  for (const label of ['all stored', 'all stored']) await pass(label, () => ingest((e) => last!.write(e)));
} finally {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}
