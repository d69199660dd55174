/**
 * Edges failing during distribution (issue #7). Two standalone edges register with the real origin; one pulls
 * through a proxy that can corrupt blobs in transit.
 *  - a corrupted blob fails the edge's hash check: that edge is reported unconfirmed and keeps serving the old
 *    revision whole (no mixed versions); production moves on the healthy edge; once transit is clean again the
 *    edge converges at its next reconcile;
 *  - when no edge can confirm (all corrupt or down), the deploy fails and production stays where it was.
 * An edge that is simply down is covered by H3 in test/edge/e2e-resilience.test.ts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { get } from '../edge/helpers/http.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

const SECRET = 'distribution-faults-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

const D = 'dist.faults.test';
let srv: TestServer;
let token: string;
let work: string;
let proxy: FaultProxy;
let corrupt = false;
let healthy: RunningEdge;
let flaky: RunningEdge;

const site = (v: string) =>
  tgzOf(
    siteEntries(
      Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [`/f${i}.html`, `${v}:${i}`]).concat([['/index.html', v]]),
      ),
    ),
  );

async function servesWhole(edge: RunningEdge, v: string) {
  expect((await get(edge.url, D, '/index.html')).body.toString()).toBe(v);
  for (let i = 0; i < 20; i++)
    expect((await get(edge.url, D, `/f${i}.html`)).body.toString()).toBe(`${v}:${i}`);
}

beforeAll(async () => {
  srv = await startTestServer({ edges: 0 });
  token = await srv.token('dist@faults.test');
  work = await mkdtemp(join(tmpdir(), 'sitepub-distfault-'));
  proxy = await startFaultProxy(srv.api, (req) =>
    corrupt && req.url?.startsWith('/_sitepub/blobs') ? { kind: 'corrupt' } : null,
  );
  const common = { secret: SECRET, reconcileMs: 0, location: 'test' };
  healthy = await startEdge({ ...common, origin: srv.api, data: join(work, 'healthy'), id: 'edge-healthy' });
  flaky = await startEdge({ ...common, origin: proxy.url, data: join(work, 'flaky'), id: 'edge-flaky' });
  await Promise.all([healthy.ready, flaky.ready]);
  const first = await putArchive(srv.api, token, D, site('v1'));
  expect(first.events.at(-1)?.type).toBe('info');
  await servesWhole(healthy, 'v1');
  await servesWhole(flaky, 'v1');
});
afterAll(async () => {
  await flaky?.close().catch(() => {});
  await healthy?.close().catch(() => {});
  await proxy?.close();
  await srv?.close();
  await rm(work, { recursive: true, force: true });
});

describe('an edge receiving corrupt bytes', () => {
  it('refuses them (hash check), is reported unconfirmed, and keeps serving the old revision whole', async () => {
    corrupt = true;
    const res = await putArchive(srv.api, token, D, site('v2'));
    corrupt = false;
    const info = res.events.at(-1) as { type: string; instances: { domain: string }[] };
    expect(info.type).toBe('info');
    const cdn = res.events
      .filter((e) => e.type === 'progress' && e.id === 'cdn' && e.end === true)
      .at(-1) as { written: number; total: number };
    expect(cdn).toMatchObject({ written: 1, total: 2 });
    await servesWhole(healthy, 'v2');
    await servesWhole(flaky, 'v1');
    // nothing of the corrupt transfer was kept: no temp file, no file list of the refused revision
    expect(await readdir(join(work, 'flaky', 'tmp'))).toEqual([]);
    const held = (await readdir(join(work, 'flaky', 'projects', D))).filter((f) => f !== 'project.json');
    expect(held).toHaveLength(1);
    expect(proxy.log.some((l) => l.fault === 'corrupt')).toBe(true);
  });

  it('converges once transit is clean again', async () => {
    const failed = await flaky.edge.reconcile();
    expect(failed).toEqual([]);
    await servesWhole(flaky, 'v2');
  });
});

describe('no edge can confirm', () => {
  it('fails the deploy and leaves production where it was on every edge', async () => {
    const before = await srv.server.store.revisions.listRevisions(D, { includePending: true });
    await healthy.close();
    corrupt = true;
    try {
      const res = await putArchive(srv.api, token, D, site('v3'));
      const last = res.events.at(-1) as { type: string; error: { message: string } };
      expect(last.type).toBe('error');
      expect(last.error.message).toMatch(/no edge node confirmed the new revision.*production is unchanged/);
    } finally {
      corrupt = false;
    }
    expect(await srv.server.store.revisions.listRevisions(D, { includePending: true })).toEqual(before);
    await servesWhole(flaky, 'v2');
  });
});
