/**
 * A standalone edge fetches a deploy's small files in batches (`POST /_sitepub/blobs`) into one pack of its
 * own, and larger files one request each: everything is served byte-exact, also after a restart with the
 * origin's blob routes failing; the batch route wants the edge secret and names a missing blob; an origin that
 * answers the batch route with 404 (an older server) still gets the edge every blob, one by one.
 */
import { hash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { PACKED_BLOB_MAX_BYTES } from '../../src/store/blobs/packs.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const SECRET = 'blob-batches-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

const D = 'batches.edge.test';
const SMALL = 600;
const files: Record<string, Buffer> = {
  '/index.html': Buffer.from('<h1>batches</h1>'),
  '/empty.txt': Buffer.alloc(0),
  '/big.bin': randomBytes(PACKED_BLOB_MAX_BYTES + 1),
};
for (let i = 0; i < SMALL; i++) files[`/icons/i${i}.svg`] = randomBytes(100 + (i % 900));

let srv: TestServer;
let work: string;
let proxy: FaultProxy;
let refuseBatches = false;
let failBlobs = false;
const edges: RunningEdge[] = [];

const common = { secret: SECRET, reconcileMs: 0, location: 'test' };
const blobRequests = (method: string) =>
  proxy.log.filter((l) => l.method === method && l.path.startsWith('/_sitepub/blobs')).length;

async function servesAll(edge: RunningEdge): Promise<void> {
  for (const [path, body] of Object.entries(files)) {
    const res = await get(edge.url, D, path);
    expect(res.status, path).toBe(200);
    expect(res.body.equals(body), path).toBe(true);
  }
}

beforeAll(async () => {
  srv = await startTestServer({ edges: 0 });
  work = await mkdtemp(join(tmpdir(), 'sitepub-batches-'));
  proxy = await startFaultProxy(srv.api, (req) => {
    if (!req.url?.startsWith('/_sitepub/blobs')) return null;
    if (failBlobs) return { kind: 'status', status: 503 };
    if (refuseBatches && req.method === 'POST') return { kind: 'status', status: 404, body: '{}' };
    return null;
  });
});

afterAll(async () => {
  for (const e of edges) await e.close().catch(() => {});
  await proxy?.close();
  await srv?.close();
  await rm(work, { recursive: true, force: true });
});

describe('an edge fetching small blobs in batches', { timeout: 60_000 }, () => {
  it('takes all small files in one request into one pack, the large one on its own, and serves them', async () => {
    const edge = await startEdge({ ...common, origin: proxy.url, data: join(work, 'e1'), id: 'edge-1' });
    edges.push(edge);
    await edge.ready;
    const res = await putArchive(srv.api, await srv.token(), D, tgzOf(siteEntries(files)));
    expect(res.events.at(-1)?.type, JSON.stringify(res.events.at(-1))).toBe('info');
    await servesAll(edge);
    expect(blobRequests('POST')).toBe(1);
    expect(blobRequests('GET')).toBe(1); // big.bin
    const packs = await readdir(join(work, 'e1', 'blobs', 'packs'));
    expect(packs.filter((f) => f.endsWith('.pack'))).toHaveLength(1);
    expect(packs.filter((f) => f.endsWith('.idx'))).toHaveLength(1);
  });

  it('serves the packed blobs again after a restart, with the origin unable to send any blob', async () => {
    await edges.pop()!.close();
    failBlobs = true;
    try {
      const edge = await startEdge({ ...common, origin: proxy.url, data: join(work, 'e1'), id: 'edge-1' });
      edges.push(edge);
      await edge.ready;
      expect(await edge.edge.reconcile()).toEqual([]);
      await servesAll(edge);
    } finally {
      failBlobs = false;
    }
  });

  it('falls back to one request per blob when the origin has no batch route', async () => {
    refuseBatches = true;
    try {
      const before = blobRequests('GET');
      const edge = await startEdge({ ...common, origin: proxy.url, data: join(work, 'e2'), id: 'edge-2' });
      edges.push(edge);
      await edge.ready;
      expect(await edge.edge.reconcile()).toEqual([]);
      await servesAll(edge);
      expect(blobRequests('GET') - before).toBe(Object.keys(files).length);
    } finally {
      refuseBatches = false;
    }
  });
});

describe('POST /_sitepub/blobs', () => {
  const post = (body: unknown, auth: string | null = `Bearer ${SECRET}`) =>
    fetch(`${srv.api}/_sitepub/blobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify(body),
    });
  const shaOf = (path: string) => hash('sha256', files[path]!, 'hex');

  it('answers the bytes of the asked blobs back to back, in the order asked', async () => {
    const order = ['/icons/i7.svg', '/empty.txt', '/index.html', '/icons/i3.svg'];
    const res = await post({ sha256: order.map(shaOf) });
    expect(res.status).toBe(200);
    const want = Buffer.concat(order.map((p) => files[p]!));
    expect(res.headers.get('content-length')).toBe(String(want.length));
    expect(Buffer.from(await res.arrayBuffer()).equals(want)).toBe(true);
  });

  it('wants the edge secret', async () => {
    const res = await post({ sha256: [shaOf('/index.html')] }, 'Bearer wrong');
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/Authorization: Bearer <edge secret>/);
  });

  it('names a blob it does not have, and sends nothing', async () => {
    const missing = 'f'.repeat(64);
    const res = await post({ sha256: [shaOf('/index.html'), missing] });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`blob ${missing} not found`);
  });

  it('refuses a malformed list', async () => {
    for (const body of [{ sha256: [] }, { sha256: ['nothex'] }, { list: [] }]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
