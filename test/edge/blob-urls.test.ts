/**
 * A standalone edge whose origin hands out blob URLs (`POST /_sitepub/blob-urls`, an origin on S3) reads the
 * blobs straight from the object store: small files in ranged GETs of the pack holding them (neighbours in one
 * GET), large ones a GET each, nothing through the origin. When the store refuses (an expired URL) or sends
 * wrong bytes, the edge takes the blobs from the origin instead and serves the same bytes. Here the origin is
 * the real server on files, behind a front that answers blob-urls with URLs of a small object store on loopback:
 * each URL once when the edge asks `byObject` (an origin that knows the flag), or one per blob whatever it asks
 * (an older origin, which strips the flag).
 */
import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { blobObjects } from '../../src/protocol/blob-urls.ts';
import type { EdgeBlobUrl } from '../../src/protocol/edge.ts';
import { sha256Of } from '../../src/store/sha256.ts';
import { PACKED_BLOB_MAX_BYTES } from '../../src/store/blobs/packs.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const SECRET = 'blob-urls-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

let srv: TestServer;
let work: string;
let proxy: FaultProxy;
/** In front of the proxy: answers blob-urls itself, as a current origin or as an older one. */
let front: Server;
let frontUrl = '';
let origin: 'current' | 'older' = 'current';
/** The bodies of the blob-urls requests the edge sent. */
const asked: { sha256: string[]; byObject?: boolean }[] = [];
/** The blob-urls answers sent (their JSON). */
const answered: string[] = [];
let store: Server;
let storeUrl = '';
/** How the object store answers: the bytes asked, 403 (an expired URL), or every byte flipped. */
let mode: 'ok' | 'forbidden' | 'corrupt' = 'ok';
/** The store's objects (a pack of the small files, one object per large file) and the GETs it answered. */
const objects = new Map<string, Buffer>();
const gets: { path: string; range: string | undefined }[] = [];
let urls: EdgeBlobUrl[] = [];
const edges: RunningEdge[] = [];

/** A site, its small files packed back to back into one object, each large file an object of its own. */
function site(name: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {
    '/index.html': Buffer.from(`<h1>${name}</h1>`),
    '/empty.txt': Buffer.alloc(0),
    '/big.bin': randomBytes(PACKED_BLOB_MAX_BYTES + 1),
    '/big2.bin': randomBytes(PACKED_BLOB_MAX_BYTES * 2),
  };
  for (let i = 0; i < 200; i++) files[`/icons/${name}-${i}.svg`] = randomBytes(100 + i);
  const pack: Buffer[] = [];
  let offset = 0;
  for (const body of Object.values(files)) {
    const sha256 = sha256Of([body]);
    if (body.length > PACKED_BLOB_MAX_BYTES) {
      objects.set(`/obj/${sha256}`, body);
      urls.push({ sha256, url: `${storeUrl}/obj/${sha256}?X-Amz-Signature=x`, offset: 0, size: body.length });
    } else {
      urls.push({ sha256, url: `${storeUrl}/${name}.pack?X-Amz-Signature=x`, offset, size: body.length });
      pack.push(body);
      offset += body.length;
    }
  }
  objects.set(`/${name}.pack`, Buffer.concat(pack));
  return files;
}

async function deployAndServe(edge: RunningEdge, domain: string, files: Record<string, Buffer>) {
  const res = await putArchive(srv.api, await srv.token(), domain, tgzOf(siteEntries(files)));
  expect(res.events.at(-1)?.type, JSON.stringify(res.events.at(-1))).toBe('info');
  for (const [path, body] of Object.entries(files)) {
    const got = await get(edge.url, domain, path);
    expect(got.status, path).toBe(200);
    expect(got.body.equals(body), path).toBe(true);
  }
}

const throughOrigin = () => proxy.log.filter((l) => l.path.startsWith('/_sitepub/blobs')).length;

beforeAll(async () => {
  store = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    gets.push({ path, range: req.headers.range });
    const body = objects.get(path);
    if (mode === 'forbidden' || !body) return res.writeHead(mode === 'forbidden' ? 403 : 404).end();
    const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    const part = m ? body.subarray(Number(m[1]), Number(m[2]) + 1) : body;
    res.writeHead(m ? 206 : 200, { 'content-length': part.length });
    res.end(mode === 'corrupt' ? Buffer.from(part.map((b) => b ^ 0xff)) : part);
  });
  await new Promise<void>((ok) => store.listen(0, '127.0.0.1', ok));
  const addr = store.address();
  storeUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  srv = await startTestServer({ edges: 0 });
  work = await mkdtemp(join(tmpdir(), 'sitepub-blob-urls-'));
  proxy = await startFaultProxy(srv.api, () => null);
  front = createServer((req, res) => {
    if (req.url !== '/_sitepub/blob-urls') {
      const up = request(`${proxy.url}${req.url}`, { method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      return void req.pipe(up);
    }
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const ask = JSON.parse(Buffer.concat(body).toString()) as (typeof asked)[number];
      asked.push(ask);
      const bySha = new Map(urls.map((u) => [u.sha256, u]));
      const found = ask.sha256.map((sha) => bySha.get(sha));
      // 404 for a blob without a URL (another test's site, synced at start-up: through the origin)
      if (!found.every((u) => u !== undefined)) return void res.writeHead(404).end();
      const answer = origin === 'current' && ask.byObject ? blobObjects(found) : { urls: found };
      answered.push(JSON.stringify(answer));
      res.writeHead(200, { 'content-type': 'application/json' }).end(answered.at(-1));
    });
  });
  await new Promise<void>((ok) => front.listen(0, '127.0.0.1', ok));
  const at = front.address();
  frontUrl = `http://127.0.0.1:${typeof at === 'object' && at ? at.port : 0}`;
});

afterAll(async () => {
  for (const e of edges) await e.close().catch(() => {});
  await new Promise((ok) => front?.close(ok));
  await proxy?.close();
  await srv?.close();
  await new Promise((ok) => store?.close(ok));
  await rm(work, { recursive: true, force: true });
});

beforeEach(() => {
  urls = [];
  gets.length = 0;
  proxy.log.length = 0;
  asked.length = 0;
  answered.length = 0;
  origin = 'current';
});

const newEdge = async (id: string) => {
  const edge = await startEdge({
    secret: SECRET,
    reconcileMs: 0,
    location: 'test',
    origin: frontUrl,
    data: join(work, id),
    id,
  });
  edges.push(edge);
  await edge.ready;
  return edge;
};

describe('an edge given blob URLs by its origin', { timeout: 60_000 }, () => {
  it('reads every blob from the object store, neighbouring packed ones in one ranged GET, none through the origin', async () => {
    mode = 'ok';
    const edge = await newEdge('edge-direct');
    await deployAndServe(edge, 'direct.edge.test', site('direct'));
    expect(throughOrigin()).toBe(0);
    expect(gets.filter((g) => g.path === '/direct.pack')).toHaveLength(1);
    expect(gets.filter((g) => g.path.startsWith('/obj/'))).toHaveLength(2);
    expect(gets.every((g) => /^bytes=\d+-\d+$/.test(g.range ?? ''))).toBe(true);
    // asked by object, and each URL came once: 204 blobs, 3 objects (the pack, 2 large files)
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((a) => a.byObject === true)).toBe(true);
    const answers = answered.map((a) => JSON.parse(a) as { objects: string[]; blobs: unknown[] });
    expect(answers.flatMap((a) => a.blobs)).toHaveLength(204);
    for (const a of answers) expect(new Set(a.objects).size).toBe(a.objects.length);
    expect(new Set(answers.flatMap((a) => a.objects)).size).toBe(3);
  });

  it('reads the answer of an older origin (a URL per blob: the flag stripped) the same way', async () => {
    mode = 'ok';
    origin = 'older';
    const edge = await newEdge('edge-older-origin');
    proxy.log.length = 0; // the first test's site, synced at start-up through the origin (its URLs are gone)
    await deployAndServe(edge, 'older.edge.test', site('older'));
    expect(throughOrigin()).toBe(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(answered.every((a) => 'urls' in (JSON.parse(a) as object))).toBe(true);
    // every running edge (the first test's too) syncs the site: one GET of the pack and one per large file each
    expect(gets.filter((g) => g.path === '/older.pack')).toHaveLength(edges.length);
    expect(gets.filter((g) => g.path.startsWith('/obj/'))).toHaveLength(2 * edges.length);
  });

  it('an origin refuses no request for a property it does not know (`aLaterFlag`; as an older one took `byObject`)', async () => {
    const ask = (body: object) =>
      fetch(`${srv.api}/_sitepub/blob-urls`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sha256: ['a'.repeat(64)], ...body }),
      });
    // the data folder has no blob URLs: 404 for the request as it is, not 400 for the unknown property
    for (const extra of [{}, { byObject: true }, { aLaterFlag: 1 }]) {
      const res = await ask(extra);
      expect(res.status, JSON.stringify(extra)).toBe(404);
      expect(await res.text()).toMatch(/read through the origin only/);
    }
  });

  it('takes the blobs from the origin when the store refuses the URLs (expired)', async () => {
    mode = 'forbidden';
    const edge = await newEdge('edge-refused');
    await deployAndServe(edge, 'refused.edge.test', site('refused'));
    expect(gets.length).toBeGreaterThan(0);
    expect(throughOrigin()).toBeGreaterThan(0);
  });

  it('takes the blobs from the origin when the store sends wrong bytes (each one is verified)', async () => {
    mode = 'corrupt';
    const edge = await newEdge('edge-corrupt');
    await deployAndServe(edge, 'corrupt.edge.test', site('corrupt'));
    expect(gets.length).toBeGreaterThan(0);
    expect(throughOrigin()).toBeGreaterThan(0);
  });
  it("takes the URLs a sync request carries (no sha256 list: the file list's blobs in order) and asks none", async () => {
    mode = 'ok';
    const edge = await newEdge('edge-sent');
    const domain = 'sent.edge.test';
    const files = site('sent'); // `urls` in the files' order: the file list's blobs, each once
    const manifest = {
      domain,
      rev: 1,
      createdAt: Date.now(),
      files: Object.entries(files).map(([path, body]) => ({
        path,
        sha256: sha256Of([body]),
        size: body.length,
      })),
    };
    const state = { domain, version: 1, liveRev: 1, settings: {}, revisions: [1], aliases: {} };
    const content = { state, manifests: [manifest], urls: blobObjects(urls) };
    proxy.log.length = 0;
    const res = await fetch(`${edge.url}/_sitepub/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ domain, content }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { liveRev: number }).liveRev).toBe(1);
    for (const [path, body] of Object.entries(files)) {
      const got = await get(edge.url, domain, path);
      expect(got.status, path).toBe(200);
      expect(got.body.equals(body), path).toBe(true);
    }
    // nothing of this site asked of the origin: neither state, nor file list, nor URLs, nor blobs (the edge's
    // start-up reconcile asks for the other tests' sites meanwhile)
    const mine = new Set(manifest.files.filter((f) => f.size > 0).map((f) => f.sha256)); // every site has empty.txt
    const names = (l: { path: string; json?: unknown }) =>
      l.path.includes(domain) ||
      [...mine].some((sha) => l.path.includes(sha)) ||
      ((l.json as { sha256?: string[] } | undefined)?.sha256 ?? []).some((sha) => mine.has(sha));
    expect(proxy.log.filter(names)).toEqual([]);
    expect(asked.filter((a) => a.sha256.some((sha) => mine.has(sha)))).toEqual([]);
    expect(gets.filter((g) => g.path === '/sent.pack')).toHaveLength(1);
  });
});
