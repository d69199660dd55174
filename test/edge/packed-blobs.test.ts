/**
 * Edges next to their origin link the origin's packs (many small blobs in one file, src/store/blobs/packs.ts) once per
 * pack, with their index, and serve each blob as its byte range of the pack: whole, as a range, as HEAD, 304,
 * precompressed, from the cache or streamed; they find the packs again after a restart, unlink a pack with its
 * last blob, and remove what a crash left half-linked.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeBlobStore, readBlob } from '../../src/edge/blob-store.ts';
import type { RunningEdge } from '../../src/edge/edge.ts';
import type { BlobLocation } from '../../src/store/types.ts';
import { get } from './helpers/http.ts';
import { startLinkedEdge } from './helpers/linked-edge.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

let root: string;
let origin: MiniOrigin;
const started: RunningEdge[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sitepub-packed-'));
  origin = new MiniOrigin();
  await origin.start();
});

afterAll(async () => {
  for (const e of started) await e.close().catch(() => {});
  await origin?.stop();
  await rm(root, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

interface BuiltPack {
  path: string;
  index: string;
  /** sha256 → where the origin says it is. */
  at: Map<string, BlobLocation>;
  shas: string[];
}

/** Writes `<dir>/packs/<name>.pack` and `.idx` as the origin does, the blobs after some leading bytes. */
async function buildPack(dir: string, name: string, blobs: Buffer[]): Promise<BuiltPack> {
  const packs = join(dir, 'packs');
  await mkdir(packs, { recursive: true });
  const path = join(packs, `${name}.pack`);
  const index = join(packs, `${name}.idx`);
  const parts: Buffer[] = [Buffer.from('leading bytes of another blob')];
  let offset = parts[0]!.length;
  const at = new Map<string, BlobLocation>();
  let idx = '';
  for (const b of blobs) {
    const s = sha(b);
    at.set(s, { path, offset, size: b.length, packed: true });
    idx += `${s} ${offset} ${b.length}\n`;
    parts.push(b);
    offset += b.length;
  }
  await writeFile(path, Buffer.concat(parts));
  await writeFile(index, idx);
  return { path, index, at, shas: [...at.keys()] };
}

async function store(name: string): Promise<EdgeBlobStore> {
  const s = new EdgeBlobStore(join(root, name, 'blobs'), join(root, name, 'tmp'));
  await s.init();
  return s;
}

const BLOBS = [Buffer.from('first blob'), Buffer.from('second, longer blob'), Buffer.from('third')];

describe('EdgeBlobStore with packs', () => {
  it('links a pack and its index once, and reads each blob as its range of the pack', async () => {
    const pack = await buildPack(join(root, 'origin-a'), 'p1', BLOBS);
    const s = await store('edge-a');
    for (const [i, h] of pack.shas.entries()) {
      const blob = s.adopt(h, BLOBS[i]!.length, pack.at.get(h)!);
      expect(blob).not.toBeNull();
      expect(blob!.path).toBe(join(s.root, 'packs', 'p1.pack'));
      expect(blob!.offset).toBe(pack.at.get(h)!.offset);
      expect(blob!.offset).toBeGreaterThan(0);
      expect(blob!.key).toBe(join(s.root, h.slice(0, 2), h));
      expect(await readBlob(blob!)).toEqual(BLOBS[i]);
      expect(s.dirOf(h)).toBe(join(s.root, 'packs'));
    }
    expect(statSync(pack.path).nlink).toBe(2);
    expect(statSync(pack.index).nlink).toBe(2);
    expect(statSync(join(s.root, 'packs', 'p1.idx')).ino).toBe(statSync(pack.index).ino);
    expect(await readdir(s.root)).toEqual(['packs']); // no prefix folder for a packed blob
  });

  it('refuses a range outside the pack or a size the origin does not promise (the caller downloads)', async () => {
    const pack = await buildPack(join(root, 'origin-b'), 'p2', BLOBS);
    const s = await store('edge-b');
    const [h] = pack.shas;
    const loc = pack.at.get(h!)!;
    const size = statSync(pack.path).size;
    expect(s.adopt(h!, 5, { ...loc, offset: size - 4, size: 5 })).toBeNull();
    expect(s.has(h!)).toBe(false);
    expect(existsSync(join(s.root, 'packs', 'p2.pack'))).toBe(false); // not left linked for nothing
    expect(s.adopt(h!, loc.size + 1, loc)).toBeNull();
    expect(s.adopt(h!, loc.size, { ...loc, path: join(root, 'origin-b', 'packs', 'gone.pack') })).toBeNull();
    expect(s.adopt(h!, loc.size, loc)).not.toBeNull();
  });

  it('finds its packed blobs and their variants again after a restart', async () => {
    const pack = await buildPack(join(root, 'origin-c'), 'p3', BLOBS);
    const first = await store('edge-c');
    // only two adopted: the index lists the third as well, which the restarted store lists too (GC drops it)
    for (const h of pack.shas.slice(0, 2)) first.adopt(h, pack.at.get(h)!.size, pack.at.get(h)!);
    const key = first.get(pack.shas[0]!)!.key;
    await mkdir(join(first.root, pack.shas[0]!.slice(0, 2)), { recursive: true });
    await writeFile(`${key}.gz`, 'gz bytes');

    const again = await store('edge-c');
    for (const [i, h] of pack.shas.entries()) {
      const blob = again.get(h)!;
      expect(blob.path).toBe(join(again.root, 'packs', 'p3.pack'));
      expect(blob.offset).toBe(pack.at.get(h)!.offset);
      expect(await readBlob(blob)).toEqual(BLOBS[i]);
    }
    expect(again.get(pack.shas[0]!)!.gzip).toEqual({ path: `${key}.gz`, size: 8 });
    expect(again.get(pack.shas[0]!)!.compressed).toBe(true);
  });

  it('unlinks a pack with its last listed blob, and only then', async () => {
    const pack = await buildPack(join(root, 'origin-d'), 'p4', BLOBS.slice(0, 2));
    const s = await store('edge-d');
    const [a, b] = pack.shas as [string, string];
    for (const h of [a, b]) s.adopt(h, pack.at.get(h)!.size, pack.at.get(h)!);
    const edgePack = join(s.root, 'packs', 'p4.pack');
    const edgeIndex = join(s.root, 'packs', 'p4.idx');
    await mkdir(join(s.root, a.slice(0, 2)), { recursive: true });
    await writeFile(`${s.get(a)!.key}.br`, 'br bytes');

    await s.remove(a);
    expect(s.has(a)).toBe(false);
    expect(existsSync(`${join(s.root, a.slice(0, 2), a)}.br`)).toBe(false);
    expect(existsSync(edgePack) && existsSync(edgeIndex)).toBe(true);
    expect(await readBlob(s.get(b)!)).toEqual(BLOBS[1]);

    await s.remove(b);
    expect(existsSync(edgePack)).toBe(false);
    expect(existsSync(edgeIndex)).toBe(false);
    expect(statSync(pack.path).nlink).toBe(1);

    // the same origin pack is linked again when wanted again
    expect(s.adopt(b, pack.at.get(b)!.size, pack.at.get(b)!)).not.toBeNull();
    expect(statSync(pack.path).nlink).toBe(2);
    expect(await readBlob(s.get(b)!)).toEqual(BLOBS[1]);
  });

  it('removes what a crash left half-linked at start-up, and prefers a blob file of its own', async () => {
    const pack = await buildPack(join(root, 'origin-e'), 'p5', BLOBS);
    const s = await store('edge-e');
    for (const h of pack.shas) s.adopt(h, pack.at.get(h)!.size, pack.at.get(h)!);
    const packs = join(s.root, 'packs');
    await writeFile(join(packs, 'crashed-before-index.pack'), 'bytes');
    await writeFile(join(packs, 'orphan-index.idx'), `${pack.shas[0]} 0 5\n`);
    const own = pack.shas[2]!;
    await mkdir(join(s.root, own.slice(0, 2)), { recursive: true });
    await writeFile(join(s.root, own.slice(0, 2), own), BLOBS[2]!);

    const again = await store('edge-e');
    expect((await readdir(packs)).sort()).toEqual(['p5.idx', 'p5.pack']);
    expect(again.get(own)!.path).toBe(join(again.root, own.slice(0, 2), own));
    expect(again.get(own)!.offset).toBe(0);
    expect(again.get(pack.shas[0]!)!.path).toBe(join(packs, 'p5.pack'));
    // the pack's live count excludes the blob held as its own file: two removals unlink it
    await again.remove(pack.shas[0]!);
    await again.remove(pack.shas[1]!);
    expect(existsSync(join(packs, 'p5.pack'))).toBe(false);
    expect(await readBlob(again.get(own)!)).toEqual(BLOBS[2]);
  });
});

describe('an edge serving packed blobs', () => {
  const HTML = `<h1>${'packed page '.repeat(120)}</h1>`;
  const CSS = 'body { color: red }';
  const JS = `console.log(${JSON.stringify('packed script')});\n`.repeat(40);
  const BIN = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));
  let pack: BuiltPack;

  async function edge(name: string, cacheBytes?: number): Promise<RunningEdge> {
    const e = await startLinkedEdge(origin, {
      data: join(root, name),
      id: name,
      cacheBytes,
      localBlob: (h) => pack.at.get(h) ?? null,
    });
    started.push(e);
    return e;
  }

  async function cachedBytes(e: RunningEdge): Promise<number> {
    const res = await get(e.url, 'edge', '/_sitepub/health', { authorization: `Bearer ${origin.secret}` });
    return (JSON.parse(res.body.toString()) as { cachedBytes: number }).cachedBytes;
  }

  beforeAll(async () => {
    const files = { '/index.html': HTML, '/style.css': CSS, '/data.bin': BIN, '/app.js': JS };
    origin.addRevision('packed.test', 1, files);
    pack = await buildPack(
      join(root, 'origin-serve'),
      'site',
      Object.values(files).map((f) => Buffer.from(f)),
    );
  });

  it('links the pack instead of downloading; serves whole bodies, ranges, HEAD, 304, variants', async () => {
    const before = origin.blobBytesServed;
    const e = await edge('edge-serve');
    const res = await e.edge.syncDomain('packed.test');
    expect(res.blobsFetched).toBe(4);
    expect(origin.blobBytesServed).toBe(before);
    expect(statSync(pack.path).nlink).toBe(2);
    expect(statSync(pack.index).nlink).toBe(2);

    for (let round = 0; round < 2; round++) {
      // the second round is answered from the body cache
      const page = await get(e.url, 'packed.test', '/index.html');
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(HTML);
      expect((await get(e.url, 'packed.test', '/style.css')).body.toString()).toBe(CSS);
      const range = await get(e.url, 'packed.test', '/data.bin', { range: 'bytes=100-299' });
      expect(range.status).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 100-299/${BIN.length}`);
      expect(range.body).toEqual(BIN.subarray(100, 300));
    }
    const head = await get(e.url, 'packed.test', '/data.bin', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(BIN.length));
    expect(head.body.length).toBe(0);
    const page = await get(e.url, 'packed.test', '/index.html');
    const again = await get(e.url, 'packed.test', '/index.html', { 'if-none-match': page.headers.etag! });
    expect(again.status).toBe(304);

    await e.edge.compressionIdle();
    for (const [path, text] of [
      ['/index.html', HTML],
      ['/app.js', JS],
    ]) {
      // each variant cached under its own file (two packed blobs share their pack's path)
      const gz = await get(e.url, 'packed.test', path!, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(text);
    }
    const h = sha(Buffer.from(HTML));
    expect(existsSync(join(root, 'edge-serve', 'blobs', h.slice(0, 2), `${h}.gz`))).toBe(true);
  });

  it('streams ranges of the pack when bodies are not cached', async () => {
    const e = await edge('edge-stream', 0);
    await e.edge.syncDomain('packed.test');
    const whole = await get(e.url, 'packed.test', '/data.bin');
    expect(whole.body).toEqual(BIN);
    const range = await get(e.url, 'packed.test', '/data.bin', { range: 'bytes=-10' });
    expect(range.status).toBe(206);
    expect(range.body).toEqual(BIN.subarray(BIN.length - 10));
    expect((await get(e.url, 'packed.test', '/style.css')).body.toString()).toBe(CSS);
  });

  it('serves the packed blobs after a restart, and unlinks the pack once the site is gone', async () => {
    const name = 'edge-restart';
    const first = await edge(name);
    await first.edge.syncDomain('packed.test');
    await first.close();
    const e = await edge(name);
    expect((await get(e.url, 'packed.test', '/style.css')).body.toString()).toBe(CSS);
    const range = await get(e.url, 'packed.test', '/data.bin', { range: 'bytes=0-9' });
    expect(range.body).toEqual(BIN.subarray(0, 10));
    expect(await cachedBytes(e)).toBeGreaterThan(0);

    origin.projects.delete('packed.test');
    await e.edge.reconcile();
    expect(await readdir(join(root, name, 'blobs', 'packs'))).toEqual([]);
    expect((await get(e.url, 'packed.test', '/style.css')).status).toBe(404);
    expect(await cachedBytes(e)).toBe(0); // the removed blobs' bodies left the cache
  });
});
