/**
 * Edges that share a machine with their origin (`sitepub serve`) hard-link the origin's verified blob files
 * instead of downloading them; anything that cannot be linked as promised is downloaded and verified instead.
 * Precompression waits while a sync runs, up to its time bound.
 */
import { mkdir, mkdtemp, rm, stat, writeFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeBlobStore } from '../../src/edge/blob-store.ts';
import { Compressor } from '../../src/edge/compressor.ts';
import type { RunningEdge } from '../../src/edge/edge.ts';
import { get } from './helpers/http.ts';
import { startLinkedEdge } from './helpers/linked-edge.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

let origin: MiniOrigin;
let root: string;
let shelf: string;
const started: RunningEdge[] = [];

beforeAll(async () => {
  origin = new MiniOrigin();
  await origin.start();
  root = await mkdtemp(join(tmpdir(), 'sitepub-local-blobs-'));
  shelf = join(root, 'origin-blobs');
  await mkdir(shelf, { recursive: true });
});

afterAll(async () => {
  for (const e of started) await e.close().catch(() => {});
  await origin?.stop();
  await rm(root, { recursive: true, force: true });
});

/** Writes the origin's blobs as files; `tamper` may change what is written for a sha. */
async function shelve(tamper: (sha: string, bytes: Buffer) => Buffer | null = (_s, b) => b): Promise<void> {
  for (const [sha, bytes] of origin.blobs) {
    const out = tamper(sha, bytes);
    if (out) await writeFile(join(shelf, sha), out);
  }
}

async function edge(name: string): Promise<RunningEdge> {
  const e = await startLinkedEdge(origin, {
    data: join(root, name),
    id: name,
    // what the origin promises; the file on the shelf may differ (the edge checks)
    localBlob: (sha) => ({
      path: join(shelf, sha),
      offset: 0,
      size: origin.blobs.get(sha)?.length ?? 0,
      packed: false,
    }),
  });
  started.push(e);
  await e.ready;
  return e;
}

describe('edges next to their origin', () => {
  it('hard-links the origin blob files: same inode, no byte downloaded, served as deployed', async () => {
    origin.addRevision('linked.test', 1, { '/index.html': '<h1>linked</h1>', '/a/b.css': 'body{}' });
    await shelve();
    const before = origin.blobBytesServed;
    const e = await edge('edge-linked');
    const res = await e.edge.syncDomain('linked.test');
    expect(res.blobsFetched).toBe(2);
    expect(origin.blobBytesServed).toBe(before);
    for (const f of origin.projects.get('linked.test')!.revisions.get(1)!.files) {
      const edgeFile = join(root, 'edge-linked', 'blobs', f.sha256.slice(0, 2), f.sha256);
      const [a, b] = await Promise.all([stat(edgeFile), stat(join(shelf, f.sha256))]);
      expect(a.ino).toBe(b.ino);
      expect(a.nlink).toBeGreaterThanOrEqual(2);
    }
    const page = await get(e.url, 'linked.test', '/index.html');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('<h1>linked</h1>');
  });

  it('downloads and verifies what cannot be linked as promised (missing or wrong size)', async () => {
    const files = origin.addRevision('fallback.test', 1, {
      '/index.html': '<h1>real bytes</h1>',
      '/gone.txt': 'not on the shelf',
    });
    const index = files.find((f) => f.path === '/index.html')!;
    const gone = files.find((f) => f.path === '/gone.txt')!;
    await rm(join(shelf, gone.sha256), { force: true });
    await shelve((sha, bytes) =>
      sha === gone.sha256 ? null : sha === index.sha256 ? Buffer.from('<h1>short</h1>') : bytes,
    );
    const before = origin.blobBytesServed;
    const e = await edge('edge-fallback');
    await e.edge.syncDomain('fallback.test');
    expect(origin.blobBytesServed - before).toBe(index.size + gone.size);
    expect((await get(e.url, 'fallback.test', '/index.html')).body.toString()).toBe('<h1>real bytes</h1>');
    expect((await get(e.url, 'fallback.test', '/gone.txt')).body.toString()).toBe('not on the shelf');
  });
});

describe('precompression during syncs', () => {
  it('waits while held and for the settle time after, resumes then, and goes ahead once a pause lasts longer than its bound', async () => {
    const dir = join(root, 'compress');
    const store = new EdgeBlobStore(join(dir, 'blobs'), join(dir, 'tmp'));
    await store.init();
    const { Readable } = await import('node:stream');
    const { createHash } = await import('node:crypto');
    const put = async (text: string) => {
      const bytes = Buffer.from(text.repeat(200));
      const sha = createHash('sha256').update(bytes).digest('hex');
      return store.put(sha, bytes.length, Readable.from([bytes]));
    };
    const variants = async () =>
      (await readdir(join(dir, 'blobs'), { recursive: true })).filter((n) => n.endsWith('.gz'));

    const held = new Compressor(store, { holdMaxMs: 60_000, settleMs: 0 });
    held.hold();
    held.enqueue(await put('first blob '));
    await new Promise((r) => setTimeout(r, 200));
    expect(await variants()).toHaveLength(0);
    held.release();
    await held.idle();
    expect(await variants()).toHaveLength(1);

    const bounded = new Compressor(store, { holdMaxMs: 150, settleMs: 0 });
    bounded.hold();
    bounded.enqueue(await put('second blob '));
    await new Promise((r) => setTimeout(r, 50));
    expect(await variants()).toHaveLength(1);
    await bounded.idle(); // still held: the bound lets it through
    expect(await variants()).toHaveLength(2);
    bounded.release();

    // after the last sync ends, work waits for the settle time (the deploy's next steps run first)
    const settling = new Compressor(store, { holdMaxMs: 60_000, settleMs: 400 });
    settling.hold();
    settling.enqueue(await put('third blob '));
    settling.release();
    settling.hold(); // a second sync within the settle time restarts it when it ends
    await new Promise((r) => setTimeout(r, 100));
    settling.release();
    const released = Date.now();
    await new Promise((r) => setTimeout(r, 200));
    expect(await variants()).toHaveLength(2);
    await settling.idle();
    expect(Date.now() - released).toBeGreaterThanOrEqual(390);
    expect(await variants()).toHaveLength(3);

    // ... but a pause never outlasts holdMaxMs, settle time included
    const capped = new Compressor(store, { holdMaxMs: 150, settleMs: 60_000 });
    capped.hold();
    capped.enqueue(await put('fourth blob '));
    capped.release();
    const t0 = Date.now();
    await capped.idle();
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(await variants()).toHaveLength(4);
  });
});
