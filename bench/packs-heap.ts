/**
 * Heap a data folder's blob store keeps for its packs: a folder of PACKS packs of BLOBS small blobs each is made
 * once, then `FileBlobStore.init()` opens it in a fresh process per round (garbage collected before and after),
 * alternating the source trees given (this checkout's `src/` when none, e.g. `git archive <rev> src | tar -x`).
 *
 *   npx node bench/packs-heap.ts [rounds] [source-root ...]
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FileBlobStore } from '../src/store/blobs/file-store.ts';

const PACKS = 100;
const BLOBS = 1000;

if (process.argv[2] === '--measure') {
  const [root = '', dir = ''] = process.argv.slice(3);
  const { FileBlobStore: Store } = (await import(join(root, 'src/store/blobs/file-store.ts'))) as {
    FileBlobStore: typeof FileBlobStore;
  };
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  const before = process.memoryUsage().heapUsed;
  const store = new Store(join(dir, 'blobs'), join(dir, 'tmp'));
  await store.init();
  gc();
  console.log(
    ((process.memoryUsage().heapUsed - before) / 1e6).toFixed(1),
    store.local.locate('0'.repeat(64)),
  );
} else {
  const rounds = Number(process.argv[2] ?? 3);
  const roots = process.argv.slice(3).map((r) => resolve(r));
  if (roots.length === 0) roots.push(resolve(import.meta.dirname, '..'));
  const dir = mkdtempSync(join(tmpdir(), 'sitepub-packs-heap-'));
  try {
    const store = new FileBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
    await store.init();
    for (let p = 0; p < PACKS; p++) {
      const s = store.session();
      const shas: string[] = [];
      for (let i = 0; i < BLOBS; i++) shas.push((await s.write([randomBytes(100)])).sha256);
      await s.commit(shas);
      s.release();
    }
    for (let r = 0; r < rounds; r++)
      for (const root of roots) {
        const args = ['--expose-gc', import.meta.filename, '--measure', root, dir];
        const [mb] = execFileSync(process.execPath, args, { encoding: 'utf8' }).split(' ');
        console.log(`${root}: ${PACKS * BLOBS} packed blobs, heap after init ${mb} MB`);
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
