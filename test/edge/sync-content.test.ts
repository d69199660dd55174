/**
 * A sync request carries what the edge would otherwise ask for (EdgeSyncContent: the project's state, the file
 * lists of the revisions named ahead, blob URLs the origin has at hand) to an edge that registered a
 * `syncBodyMax` the body fits; an edge that registered none (an older edge) gets the small request it knows.
 * Here a real origin on files, a real standalone edge behind a logging proxy, and two stand-in edges (registered
 * with and without `syncBodyMax`) that record the sync requests they get. A second real edge, not registered, gets
 * sync requests from the test itself: content with malformed blob URLs, content older than what it holds.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import type { EdgeProjectState, EdgeRevisionManifest, EdgeSyncRequest } from '../../src/protocol/edge.ts';
import { SYNC_BODY_MAX } from '../../src/protocol/limits.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startFaultProxy, type FaultProxy } from '../helpers/hostile-proxy.ts';
import { siteEntries } from '../helpers/hostile-world.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const SECRET = 'sync-content-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

let srv: TestServer;
let work: string;
let proxy: FaultProxy;
let edge: RunningEdge;
/** Not registered with the origin: synced only by the test's own requests. */
let quiet: RunningEdge;
/** The stand-in edges (registered with and without syncBodyMax): the sync requests each got. */
const standIns: Server[] = [];
const got = new Map<string, EdgeSyncRequest[]>();

beforeAll(async () => {
  srv = await startTestServer({ edges: 0 });
  work = await mkdtemp(join(tmpdir(), 'sitepub-sync-content-'));
  proxy = await startFaultProxy(srv.api, () => null);
  edge = await startEdge({
    secret: SECRET,
    reconcileMs: 0,
    location: 'test',
    origin: proxy.url,
    data: join(work, 'edge'),
    id: 'edge-real',
  });
  await edge.ready;
  quiet = await startEdge({
    secret: SECRET,
    reconcileMs: 0,
    register: false,
    reconcileAtStart: false,
    origin: proxy.url,
    data: join(work, 'quiet'),
    id: 'edge-quiet',
  });
  for (const [kind, extra] of [
    ['large', { syncBodyMax: SYNC_BODY_MAX }],
    ['small', {}],
  ] as const) {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as EdgeSyncRequest;
        if (req.url === '/_sitepub/sync') got.set(kind, [...(got.get(kind) ?? []), body]);
        const answer = { edge: kind, domain: body.domain, removed: false, version: 1, liveRev: null };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ...answer, revisions: [], bytesFetched: 0, blobsFetched: 0 }));
      });
    });
    standIns.push(server);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const at = server.address();
    const url = `http://127.0.0.1:${typeof at === 'object' && at ? at.port : 0}`;
    const res = await fetch(`${srv.api}/_sitepub/edges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: `stand-in-${kind}`, url, ...extra }),
    });
    expect(res.status).toBe(201);
  }
});

afterAll(async () => {
  await edge?.close().catch(() => {});
  await quiet?.close().catch(() => {});
  for (const s of standIns) await new Promise((ok) => s.close(ok));
  await proxy?.close();
  await srv?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a sync request with what the edge would ask for', { timeout: 60_000 }, () => {
  it('an edge that reads large requests gets state, file list and no call back for them; an older one gets no content', async () => {
    const files: Record<string, Buffer> = { '/index.html': Buffer.from('<h1>content</h1>') };
    for (let i = 0; i < 50; i++) files[`/a/${i}.txt`] = Buffer.from(`file ${i}`);
    const domain = 'content.edge.test';
    proxy.log.length = 0;
    const res = await putArchive(srv.api, await srv.token(), domain, tgzOf(siteEntries(files)));
    expect(res.events.at(-1)?.type, JSON.stringify(res.events.at(-1))).toBe('info');
    for (const [path, body] of Object.entries(files)) {
      const page = await get(edge.url, domain, path);
      expect(page.status, path).toBe(200);
      expect(page.body.equals(body), path).toBe(true);
    }
    // the real edge asked neither the project's state nor the revision's file list of the origin
    const asked = proxy.log.map((l) => `${l.method} ${l.path.split('?')[0]}`);
    expect(asked.filter((a) => a.includes(`/_sitepub/projects/${domain}`))).toEqual([]);
    expect(asked.filter((a) => a.includes(`/_sitepub/revisions/${domain}/`))).toEqual([]);
    // the stand-in registered with syncBodyMax got it all (the deploy's sync names the pending revision)
    const large = got.get('large') ?? [];
    const first = large.find((b) => b.domain === domain && b.prefetch?.length);
    expect(first?.content?.state.domain).toBe(domain);
    expect(first?.content?.manifests.map((m) => m.rev)).toEqual(first?.prefetch);
    expect(first?.content?.manifests[0]?.files.map((f) => f.path).sort()).toEqual(Object.keys(files).sort());
    // every sync of the domain (the switch after it too) carries at least the state
    expect(large.filter((b) => b.domain === domain).every((b) => b.content?.state.domain === domain)).toBe(
      true,
    );
    // the one registered without it got what an older edge reads: no content
    const small = (got.get('small') ?? []).filter((b) => b.domain === domain);
    expect(small.length).toBeGreaterThan(0);
    expect(small.every((b) => b.content === undefined)).toBe(true);
  });

  /** Deploys `files` to `domain` (the quiet edge is not told); the origin's state and live file list after it. */
  async function deploy(domain: string, files: Record<string, Buffer>) {
    const res = await putArchive(
      srv.api,
      await srv.token('quiet@example.com'),
      domain,
      tgzOf(siteEntries(files)),
    );
    expect(res.events.at(-1)?.type, JSON.stringify(res.events.at(-1))).toBe('info');
    const ask = async <T>(path: string) => {
      const r = await fetch(`${srv.api}${path}`, { headers: { authorization: `Bearer ${SECRET}` } });
      expect(r.status, path).toBe(200);
      return (await r.json()) as T;
    };
    const state = await ask<EdgeProjectState>(`/_sitepub/projects/${domain}`);
    const manifest = await ask<EdgeRevisionManifest>(`/_sitepub/revisions/${domain}/${state.liveRev}`);
    return { state, manifest };
  }

  /** A sync request to the quiet edge, as an origin sends it. */
  async function syncQuiet(body: unknown) {
    const res = await fetch(`${quiet.url}/_sitepub/sync`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  const askedOf = (domain: string) =>
    proxy.log
      .map((l) => `${l.method} ${l.path.split('?')[0]}`)
      .filter(
        (a) => a.includes(`/_sitepub/projects/${domain}`) || a.includes(`/_sitepub/revisions/${domain}/`),
      );

  it('content with malformed blob URLs still gives the state and file list: the edge asks only for blobs', async () => {
    const domain = 'bad-urls.edge.test';
    const files = { '/index.html': Buffer.from('<h1>bad urls</h1>'), '/a.txt': Buffer.from('a') };
    const { state, manifest } = await deploy(domain, files);
    proxy.log.length = 0;
    await syncQuiet({ domain, content: { state, manifests: [manifest], urls: { objects: 'x', blobs: 1 } } });
    for (const [path, body] of Object.entries(files)) {
      const page = await get(quiet.url, domain, path);
      expect(page.status, path).toBe(200);
      expect(page.body.equals(body), path).toBe(true);
    }
    expect(askedOf(domain)).toEqual([]);
    expect(proxy.log.some((l) => l.path.startsWith('/_sitepub/blobs'))).toBe(true);
  });

  it('content older than the state held is not taken: the edge asks for the state and keeps the newer', async () => {
    const domain = 'older.edge.test';
    const older = await deploy(domain, { '/index.html': Buffer.from('<h1>one</h1>') });
    const newer = await deploy(domain, { '/index.html': Buffer.from('<h1>two</h1>') });
    expect(newer.state.version).toBeGreaterThan(older.state.version);
    await syncQuiet({ domain });
    expect((await get(quiet.url, domain, '/')).body.toString()).toBe('<h1>two</h1>');
    proxy.log.length = 0;
    await syncQuiet({ domain, content: { state: older.state, manifests: [older.manifest] } });
    expect(askedOf(domain)).toEqual([`GET /_sitepub/projects/${domain}`]);
    expect((await get(quiet.url, domain, '/')).body.toString()).toBe('<h1>two</h1>');
  });
});
