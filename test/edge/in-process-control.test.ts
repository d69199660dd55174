/**
 * The origin of `sitepub serve` calls its own edges' control API in-process (Edge.control, src/edge/control.ts):
 * every route answers as it does over HTTP, and a distributor given in-process edges syncs, audits, reads logs
 * and purges through them without any HTTP (their URLs here lead nowhere), with the same errors and time limit.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import type { ControlCall } from '../../src/edge/control.ts';
import { createHttpDistributor } from '../../src/server/distribution/http-distributor.ts';
import { get } from './helpers/http.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

const D = 'control.test';
const R1 = 1_700_000_000_000;
const R2 = 1_700_000_100_000;

let origin: MiniOrigin;
let dir = '';
let edge: RunningEdge;

/** The same call over HTTP, with the shared secret: status and body text. */
async function overHttp(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(new URL(path, edge.url), {
    method,
    headers: { authorization: `Bearer ${origin.secret}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

const parsed = (r: { status: number; text: string }) => ({
  status: r.status,
  body: r.text.startsWith('{') ? (JSON.parse(r.text) as unknown) : r.text,
});

/** syncedAt and liveRev move with each sync: compare what both transports answer for the same state. */
const withoutTimes = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v, (k, x: unknown) => (k === 'syncedAt' ? 'time' : x)));

beforeAll(async () => {
  origin = new MiniOrigin();
  await origin.start();
  dir = await mkdtemp(join(tmpdir(), 'sitepub-control-'));
  edge = await startEdge({
    origin: origin.url,
    secret: origin.secret,
    data: dir,
    id: 'edge-1',
    register: false,
    reconcileMs: 0,
    location: 'test',
  });
  await edge.ready;
  origin.addRevision(D, R1, { '/index.html': 'one' });
});

afterAll(async () => {
  await edge?.close();
  await origin?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('Edge.control', () => {
  const call = (): ControlCall => edge.edge.control;

  it('syncs a domain as POST /_sitepub/sync does, and the edge serves it', async () => {
    const local = parsed(await call()('POST', '/_sitepub/sync', { domain: D }));
    expect(local.status).toBe(200);
    expect(local.body).toMatchObject({ edge: 'edge-1', domain: D, liveRev: R1 });
    expect((await get(edge.url, D, '/index.html')).body.toString()).toBe('one');
    const http = parsed(await overHttp('POST', '/_sitepub/sync', { domain: D }));
    expect(http.status).toBe(200);
    // the second sync has nothing to fetch: compare it with a third, in-process
    expect(withoutTimes(parsed(await call()('POST', '/_sitepub/sync', { domain: D })))).toEqual(
      withoutTimes(http),
    );
  });

  it('prefetches a staged revision when asked', async () => {
    origin.addRevision(D, R2, { '/index.html': 'two' }, { live: false });
    const local = parsed(await call()('POST', '/_sitepub/sync', { domain: D, prefetch: [R2, 'x'] }));
    expect(local.status).toBe(200);
    expect((await get(edge.url, `${R2}-${D}`, '/index.html')).body.toString()).toBe('two');
    expect((await get(edge.url, D, '/index.html')).body.toString()).toBe('one');
  });

  it('answers status, health and logs as over HTTP', async () => {
    for (const path of [`/_sitepub/status/${D}`, '/_sitepub/status/none.test', '/_sitepub/health']) {
      expect(withoutTimes(parsed(await call()('GET', path))), path).toEqual(
        withoutTimes(parsed(await overHttp('GET', path))),
      );
    }
    const logs = `/_sitepub/logs?domain=${D}&since=0`;
    const local = await call()('GET', logs);
    expect(local.status).toBe(200);
    // the requests of the tests above, one JSON line each
    const served = local.text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { domain: string | null; path: string; status: number });
    expect(served).toContainEqual(expect.objectContaining({ domain: D, path: '/index.html', status: 200 }));
    expect(local.text).toBe((await overHttp('GET', logs)).text);
  });

  it('purges as over HTTP', async () => {
    const local = parsed(await call()('POST', '/_sitepub/purge', { domain: D }));
    expect(local).toEqual({ status: 200, body: { edge: 'edge-1', domain: D, purged: expect.any(Number) } });
    expect(parsed(await overHttp('POST', '/_sitepub/purge', { domain: D }))).toEqual({
      status: 200,
      body: { edge: 'edge-1', domain: D, purged: expect.any(Number) },
    });
  });

  it('refuses an unknown route and a body that is not an object, with the same status and error', async () => {
    for (const [method, path, body] of [
      ['GET', '/_sitepub/nothing', undefined],
      ['POST', '/_sitepub/sync', [1, 2]],
    ] as const) {
      const local = parsed(await call()(method, path, body));
      expect(local.status).toBeGreaterThanOrEqual(400);
      expect(local).toEqual(parsed(await overHttp(method, path, body)));
    }
    // a body of another shape than EdgeSyncRequest: refused as a bad request, naming what it lacks
    const local = parsed(await call()('POST', '/_sitepub/sync', { domain: 7 }));
    expect(local).toEqual({
      status: 400,
      body: { edge: 'edge-1', error: 'the request has no domain' },
    });
    expect(local).toEqual(parsed(await overHttp('POST', '/_sitepub/sync', { domain: 7 })));
  });
});

describe('a distributor with in-process edges', () => {
  const nowhere = { url: 'http://127.0.0.1:9/', location: 'test', ip: '127.0.0.1' };

  it('syncs, audits, reads logs and purges without HTTP', async () => {
    const dist = createHttpDistributor({
      secret: origin.secret,
      edges: [{ id: 'edge-1', ...nowhere }],
      inProcess: new Map([['edge-1', edge.edge.control]]),
    });
    try {
      const progress: number[] = [];
      const r = await dist.sync(D, { onConfirm: (n) => progress.push(n) });
      expect(r.confirmed.map((e) => e.id)).toEqual(['edge-1']);
      expect(r.unconfirmed).toEqual([]);
      expect(progress).toEqual([1]);
      expect(dist.instances(D)[0]).toMatchObject({ status: 'serving', info: `rev ${R1}` });
      const [row] = await dist.audit(D);
      expect(row).toMatchObject({ ok: true, status: { domain: D, liveRev: R1 } });
      const logs = await dist.logs(D, 0);
      expect(logs.unreachable).toEqual([]);
      expect(logs.records.length).toBeGreaterThan(0);
      expect(logs.records[0]).toMatchObject({ edge: 'edge-1' });
      expect(((await dist.purge(D)) as { purged?: unknown }).purged).toEqual([
        { edge: 'edge-1', domain: D, purged: expect.any(Number) },
      ]);
    } finally {
      await dist.close();
    }
  });

  it('reports an edge whose answer is not of the protocol shape as unconfirmed', async () => {
    const odd: ControlCall = async () => ({ status: 200, text: JSON.stringify({ edge: 'a', liveRev: 'x' }) });
    const dist = createHttpDistributor({
      secret: origin.secret,
      edges: [{ id: 'a', ...nowhere }],
      inProcess: new Map([['a', odd]]),
    });
    try {
      const r = await dist.sync(D);
      expect(r.confirmed).toEqual([]);
      expect(r.unconfirmed.map((e) => e.error)).toEqual([
        expect.stringMatching(/^the answer to \/_sitepub\/sync: /),
      ]);
      expect(dist.instances(D)[0]).toMatchObject({ status: 'unreachable' });
    } finally {
      await dist.close();
    }
  });

  it('reports an edge error and a call over its time limit as unconfirmed', async () => {
    const failing: ControlCall = async () => ({ status: 502, text: JSON.stringify({ error: 'disk full' }) });
    const hanging: ControlCall = () => new Promise(() => {});
    const dist = createHttpDistributor({
      secret: origin.secret,
      edges: [
        { id: 'a', ...nowhere },
        { id: 'b', ...nowhere },
      ],
      inProcess: new Map([
        ['a', failing],
        ['b', hanging],
      ]),
      syncTimeoutMs: 50,
    });
    try {
      const r = await dist.sync(D);
      expect(r.confirmed).toEqual([]);
      expect(r.unconfirmed.map((e) => [e.id, e.error])).toEqual([
        ['a', 'edge answered 502: disk full'],
        ['b', 'timed out'],
      ]);
    } finally {
      await dist.close();
    }
  });
});
