/**
 * Probe (not part of `npm run bench`): the origin's CPU for spilling a deploy's large blobs to temp files
 * (src/store/blobs/write.ts `spill`: sha256, md5 and the writes), 81 MiB in 38 blobs, 8 at a time, fed in
 * chunks of CH bytes (16 KiB: what tar hands the receive path), as a deploy of monaco does. Compare builds by
 * running it on each.
 *   npx node bench/spill.ts [rounds]
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readHead, spill } from '../src/store/blobs/write.ts';

const CH = Number(process.env.CH ?? 16 * 1024);
const BLOBS = 38;
const total = 81 * 1024 * 1024;
const bytes = Buffer.alloc(total, 7);
const dir = await mkdtemp(join(tmpdir(), 'spill-'));

async function* chunks(size: number): AsyncGenerator<Uint8Array> {
  for (let o = 0; o < size; o += CH) {
    yield bytes.subarray(o, Math.min(size, o + CH));
    if ((o / CH) % 4 === 0) await setImmediate(); // a socket's reads, not one synchronous run
  }
}

try {
  for (let round = 1; round <= Number(process.argv[2] ?? 5); round++) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    let next = 0;
    const worker = async () => {
      for (let n = next++; n < BLOBS; n = next++) {
        const fh = await open(join(dir, `${round}-${n}`), 'wx');
        try {
          await spill(fh, await readHead(chunks(Math.floor(total / BLOBS))), true);
        } finally {
          await fh.close();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const used = process.cpuUsage(cpu);
    console.log(
      `round ${round}: CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, wall ${(performance.now() - t).toFixed(0)} ms`,
    );
  }
} finally {
  await rm(dir, { recursive: true });
}
