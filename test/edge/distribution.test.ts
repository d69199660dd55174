/**
 * Distribution from an origin to several edges over real HTTP: prefetch before publish, every file of a real
 * site on every edge (md5), preview vs production, cutover/rollback on all edges, an edge down during a deploy
 * converging at restart, edges serving with the origin gone, teardown, purge and audit.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import {
  createHttpDistributor,
  type HttpDistributor,
} from '../../src/server/distribution/http-distributor.ts';
import { corpusPath } from '../helpers/corpora.ts';
import { get } from './helpers/http.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

const D = 'swagger.test';
const R1 = 1_700_000_000_000;
const R2 = 1_700_000_200_000;
const R3 = 1_700_000_300_000;

let origin: MiniOrigin;
let dirs: string[] = [];
const edges: RunningEdge[] = [];
let dist: HttpDistributor;

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function edgeAt(i: number, port = 0): Promise<RunningEdge> {
  const e = await startEdge({
    origin: origin.url,
    secret: origin.secret,
    data: dirs[i]!,
    id: `edge-${i + 1}`,
    port,
    register: false,
    reconcileMs: 0,
    location: 'test',
  });
  await e.ready;
  return e;
}

beforeAll(async () => {
  origin = new MiniOrigin();
  await origin.start();
  dirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'sitepub-dist-'))));
  for (let i = 0; i < 2; i++) edges.push(await edgeAt(i));
  dist = createHttpDistributor({
    secret: origin.secret,
    edges: edges.map((e) => ({ id: e.id, url: e.url, location: 'test', ip: '127.0.0.1' })),
  });
});

afterAll(async () => {
  await dist?.close();
  for (const e of edges) await e.close().catch(() => {});
  await origin?.stop();
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('distribution to edges', () => {
  it('prefetches a pending revision, then serves every file of the site on every edge once live', async () => {
    origin.addRevisionFromDir(D, R1, corpusPath('swagger-ui'), { live: false });
    origin.projects.get(D)!.revisions.get(R1)!.ready = false;
    const progress: Array<[number, number]> = [];
    const pre = await dist.sync(D, { prefetch: [R1], onConfirm: (c, t) => progress.push([c, t]) });
    expect(pre.confirmed.map((e) => e.id)).toEqual(['edge-1', 'edge-2']);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const unique = new Map(
      origin.projects
        .get(D)!
        .revisions.get(R1)!
        .files.map((f) => [f.sha256, f.size]),
    );
    const total = [...unique.values()].reduce((n, size) => n + size, 0);
    expect(pre.bytesFetched).toBe(2 * total); // each edge fetched each distinct blob once
    // not live yet: production is not served, the preview is
    expect((await get(edges[0]!.url, D, '/index.html')).status).toBe(404);
    expect((await get(edges[0]!.url, `${R1}-${D}`, '/index.html')).status).toBe(200);

    origin.update(D, (p) => {
      p.revisions.get(R1)!.ready = true;
      p.liveRev = R1;
    });
    const live = await dist.sync(D);
    expect(live.confirmed).toHaveLength(2);
    expect(live.bytesFetched).toBe(0);
    const files = origin.projects.get(D)!.revisions.get(R1)!.files;
    expect(files.length).toBeGreaterThan(20);
    for (const e of edges) {
      for (const f of files) {
        const r = await get(e.url, D, encodeURI(f.path));
        expect(r.status, f.path).toBe(200);
        expect(md5(r.body), f.path).toBe(md5(origin.blobs.get(f.sha256)!));
      }
    }
    const rows = dist.instances(D);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'HTTP',
      provider: 'sitepub',
      status: 'serving',
      info: `rev ${R1}`,
    });
    expect(dist.publicUrl(D)).toBe(`http://${D}:${new URL(edges[0]!.url).port}`);
  });

  it('serves a staged revision on its preview host only, and cutover/rollback move every edge', async () => {
    origin.addRevision(D, R2, { '/index.html': 'second' }, { live: false });
    await dist.sync(D);
    for (const e of edges) {
      expect((await get(e.url, `${R2}-${D}`, '/')).body.toString()).toBe('second');
      expect((await get(e.url, D, '/')).body.toString()).not.toBe('second');
    }
    origin.update(D, (p) => (p.liveRev = R2));
    await dist.sync(D);
    for (const e of edges) expect((await get(e.url, D, '/')).body.toString()).toBe('second');
    origin.update(D, (p) => (p.liveRev = R1));
    await dist.sync(D);
    for (const e of edges) expect((await get(e.url, D, '/')).body.toString()).not.toBe('second');
  });

  it('reports an edge that is down as unconfirmed, and the edge converges when it comes back', async () => {
    const port = edges[1]!.port;
    await edges[1]!.close();
    origin.addRevision(D, R3, { '/index.html': 'third' });
    const res = await dist.sync(D);
    expect(res.confirmed.map((e) => e.id)).toEqual(['edge-1']);
    expect(res.unconfirmed.map((e) => e.id)).toEqual(['edge-2']);
    expect(dist.instances(D)[1]).toMatchObject({ status: 'unreachable', confirmation: '✘' });
    expect((await get(edges[0]!.url, D, '/')).body.toString()).toBe('third');

    edges[1] = await edgeAt(1, port); // same folder: it reconciles with the origin at start-up
    expect((await get(edges[1]!.url, D, '/')).body.toString()).toBe('third');
    expect((await get(edges[1]!.url, `${R2}-${D}`, '/')).body.toString()).toBe('second');
  });

  it('answers audit and purge per edge', async () => {
    const audit = await dist.audit(D);
    expect(audit.map((a) => [a.edge.id, a.ok, a.status?.liveRev])).toEqual([
      ['edge-1', true, R3],
      ['edge-2', true, R3],
    ]);
    expect(audit[0]!.status).toMatchObject({ present: true, publicFileCount: 1, lastError: null });
    const purge = await dist.purge(D);
    expect(purge.confirmed).toHaveLength(2);
  });

  it('removes a torn-down project from every edge', async () => {
    origin.addRevision('gone.test', R1, { '/index.html': 'bye' });
    await dist.sync('gone.test');
    expect((await get(edges[0]!.url, 'gone.test', '/')).status).toBe(200);
    origin.projects.delete('gone.test');
    const res = await dist.sync('gone.test');
    expect(res.confirmed).toHaveLength(2);
    for (const e of edges) expect((await get(e.url, 'gone.test', '/')).status).toBe(404);
  });

  it('keeps serving when the origin is gone, also across an edge restart', async () => {
    await origin.stop();
    for (const e of edges) expect((await get(e.url, D, '/')).body.toString()).toBe('third');
    const port = edges[0]!.port;
    await edges[0]!.close();
    edges[0] = await edgeAt(0, port);
    expect((await get(edges[0]!.url, D, '/')).body.toString()).toBe('third');
    const res = await dist.sync(D);
    expect(res.unconfirmed).toHaveLength(2);
    expect(res.unconfirmed[0]!.error).toContain('origin unreachable');
  });
});
