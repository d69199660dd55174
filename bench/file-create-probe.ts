/**
 * Probe (not part of `npm run bench`): what storing one file per blob costs on this machine's disk, apart from
 * everything else the origin does. Reads a folder's files into memory, then writes each one as its own file the
 * way the blob store does (temp file, write, close, rename into place, 32 at a time) in three ways:
 *   each    fsync every file before its rename (the blob store today)
 *   none    no fsync at all (not durable: the floor of any one-file-per-blob store)
 *   batched write and close every file, one `sync -f` (syncfs) for the whole filesystem, then the renames
 *   local   like each, with the temp file in the blob's own folder (a rename within one folder)
 *   local-none  like none, with the temp file in the blob's own folder
 *   pack    all blobs one after another in one file, one fsync, one rename (the store's packs, src/store/blobs/packs.ts)
 * and prints wall and CPU (user/system) time of each. Blobs go to 256 prefix folders, as in the store.
 *   npx node bench/file-create-probe.ts ~/.cache/sitepub/corpora/mdi-icons/site [mode,mode,...]
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  fsyncSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: npx node bench/file-create-probe.ts <folder>');
const contents: Buffer[] = [];
const walk = (dir: string): void => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.isFile()) contents.push(readFileSync(p));
  }
};
walk(folder);

async function pool(n: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let i = next++; i < n; i = next++) await job(i);
    }),
  );
}

const MODES = ['each', 'none', 'batched', 'local', 'local-none', 'pack'] as const;
const modes = (process.argv[3]?.split(',') ?? MODES) as (typeof MODES)[number][];
for (const mode of modes) {
  const root = mkdtempSync(join(tmpdir(), 'file-create-'));
  await mkdir(join(root, 'tmp'));
  await mkdir(join(root, 'final'));
  const prefix = (i: number) => join(root, 'final', (i % 256).toString(16).padStart(2, '0'));
  for (let i = 0; i < 256; i++) await mkdir(prefix(i));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const local = mode.startsWith('local');
  const temp = (i: number) => (local ? join(prefix(i), `.tmp-${i}`) : join(root, 'tmp', String(i)));
  const final = (i: number) => join(prefix(i), String(i));
  if (mode === 'pack') {
    const fd = openSync(join(root, 'tmp', 'p.pack'), 'wx');
    for (const c of contents) writeSync(fd, c);
    fsyncSync(fd);
    closeSync(fd);
    await rename(join(root, 'tmp', 'p.pack'), join(root, 'final', 'p.pack'));
  } else
    await pool(contents.length, async (i) => {
      const fh = await open(temp(i), 'wx');
      try {
        await fh.write(contents[i]!);
        if (mode === 'each' || mode === 'local') await fh.sync();
      } finally {
        await fh.close();
      }
      if (mode !== 'batched') await rename(temp(i), final(i));
    });
  if (mode === 'batched') {
    spawnSync('sync', ['-f', root]);
    await pool(contents.length, (i) => rename(temp(i), final(i)));
  }
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${mode.padEnd(7)} ${contents.length} files: wall ${wall.toFixed(2)} s, cpu user ${(cpu.user / 1e6).toFixed(2)} s` +
      ` system ${(cpu.system / 1e6).toFixed(2)} s (${((wall * 1e6) / contents.length).toFixed(0)} µs wall per file)`,
  );
  rmSync(root, { recursive: true, force: true });
}
