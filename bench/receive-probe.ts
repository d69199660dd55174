/**
 * Probe (not part of `npm run bench`): the origin's receive of a deploy body alone, as a deploy runs it
 * (src/server/deploy/receive.ts: gunzip → tar parser → archive guard → a blob session of a fresh store, then
 * its commit). Packs the folder once into memory (gzip level 2), then times each round: wall
 * and CPU (user + system) of this process.
 *   npx node bench/receive-probe.ts <folder> [rounds]
 * ENC=zstd packs it as zstd (level 1, as the client when the server offers it) instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { openArchive, scanSite } from '../src/pack/pack.ts';
import { DEFAULT_LIMITS } from '../src/server/deploy/limits.ts';
import { ArchiveGuard } from '../src/server/deploy/archive-guard.ts';
import { receiveArchive } from '../src/server/deploy/receive.ts';
import { FileBlobStore } from '../src/store/blobs/file-store.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/receive-probe.ts <folder> [rounds]');
const rounds = Number(process.argv[3] ?? 5);
const scan = await scanSite(folder);
const chunks: Buffer[] = [];
for await (const c of openArchive(scan, {
  manifest: false,
  encoding: process.env.ENC === 'zstd' ? 'zstd' : 'gzip',
}).stream)
  chunks.push(Buffer.from(c as Buffer));
const archive = Buffer.concat(chunks);

for (let round = 1; round <= rounds; round++) {
  const dir = mkdtempSync(join(tmpdir(), 'receive-probe-'));
  try {
    const store = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
    await store.init();
    const session = store.session();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const files = await receiveArchive({
      // pieces of 64 KiB, as a socket delivers them
      body: Readable.from(
        (function* () {
          for (let o = 0; o < archive.length; o += 65536) yield archive.subarray(o, o + 65536);
        })(),
      ),
      guard: new ArchiveGuard(DEFAULT_LIMITS),
      blobs: session,
      limits: DEFAULT_LIMITS,
    });
    const t1 = performance.now();
    await session.commit(files.map((f) => f.sha256));
    const t2 = performance.now();
    const used = process.cpuUsage(cpu);
    session.release();
    console.log(
      `round ${round}: ${files.length} files, receive ${Math.round(t1 - t0)} ms, commit ${Math.round(t2 - t1)} ms, ` +
        `CPU ${Math.round((used.user + used.system) / 1000)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
