/**
 * The real server with two standalone edges (`startEdge`, registering with the origin as `sitepub edge` does):
 * a 100 MB site redeployed with one changed file moves under 1% of its bytes to each edge; an edge that is down
 * during a deploy is reported unconfirmed and converges when it comes back; with the origin gone the edges keep
 * serving.
 */
import { cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { packFolder } from '../helpers/archives.ts';
import { corpusPath } from '../helpers/corpora.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const SECRET = 'resilience-test-secret';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this test file runs in its own worker process

let srv: TestServer;
let token: string;
let work: string;
const edges: RunningEdge[] = [];
const dataDirs: string[] = [];

async function edgeAt(i: number, port = 0): Promise<RunningEdge> {
  const e = await startEdge({
    origin: srv.api,
    secret: SECRET,
    data: dataDirs[i]!,
    id: `edge-${i + 1}`,
    port,
    location: 'test',
    reconcileMs: 0,
  });
  await e.ready;
  return e;
}

/**
 * Bytes of identity blobs an edge holds on disk: files of their own and the packs its small blobs were
 * fetched into (precompressed variants excluded).
 */
async function blobBytes(dir: string): Promise<number> {
  let total = 0;
  for (const e of await readdir(join(dir, 'blobs'), { recursive: true, withFileTypes: true })) {
    if (e.isFile() && /^([0-9a-f]{64}|.+\.pack)$/.test(e.name))
      total += (await stat(join(e.parentPath, e.name))).size;
  }
  return total;
}

async function deploy(domain: string, dir: string): Promise<{ instances: Array<Record<string, string>> }> {
  const answer = await putArchive(srv.api, token, domain, await packFolder(dir));
  expect(answer.status).toBe(200);
  const info = answer.events.find((e) => e.type === 'info');
  expect(info, JSON.stringify(answer.events.slice(-2))).toBeDefined();
  return info as unknown as { instances: Array<Record<string, string>> };
}

beforeAll(async () => {
  srv = await startTestServer({ edges: 0 });
  token = await srv.token();
  work = await mkdtemp(join(tmpdir(), 'sitepub-res-'));
  for (let i = 0; i < 2; i++) {
    dataDirs.push(join(work, `edge-${i + 1}`));
    edges.push(await edgeAt(i));
  }
});

afterAll(async () => {
  for (const e of edges) await e.close().catch(() => {});
  await srv?.close().catch(() => {});
  await rm(work, { recursive: true, force: true });
});

describe('distribution resilience', { timeout: 300_000 }, () => {
  it('moves only the changed file when a 100 MB site is redeployed', async () => {
    const site = join(work, 'monaco');
    await cp(corpusPath('monaco'), site, { recursive: true });
    const info = await deploy('monaco.localhost', site);
    expect(info.instances.map((i) => i.domain).sort()).toEqual(['edge-1', 'edge-2']);
    const siteBytes = await blobBytes(dataDirs[0]!);
    expect(siteBytes).toBeGreaterThan(50_000_000);
    const before = await Promise.all(dataDirs.map(blobBytes));

    await writeFile(join(site, 'README.md'), `# changed ${Date.now()}\n`);
    await deploy('monaco.localhost', site);
    const after = await Promise.all(dataDirs.map(blobBytes));
    for (let i = 0; i < 2; i++) {
      const moved = after[i]! - before[i]!;
      expect(moved).toBeGreaterThan(0);
      expect(moved).toBeLessThan(siteBytes / 100);
    }
    for (const e of edges)
      expect((await get(e.url, 'monaco.localhost', '/README.md')).body.toString()).toMatch(/^# changed/);
  });

  it('reports an edge that is down and lets it converge when it returns', async () => {
    const site = join(work, 'small');
    await cp(corpusPath('swagger-ui'), site, { recursive: true });
    await deploy('small.localhost', site);
    const port = edges[1]!.port;
    await edges[1]!.close();

    await writeFile(join(site, 'index.html'), '<h1>while edge-2 was down</h1>');
    const info = await deploy('small.localhost', site);
    const byId = Object.fromEntries(info.instances.map((i) => [i.domain, i]));
    expect(byId['edge-1']).toMatchObject({ status: 'serving', confirmation: '✔' });
    expect(byId['edge-2']).toMatchObject({ status: 'unreachable', confirmation: '✘' });
    expect((await get(edges[0]!.url, 'small.localhost', '/')).body.toString()).toBe(
      '<h1>while edge-2 was down</h1>',
    );

    edges[1] = await edgeAt(1, port);
    expect((await get(edges[1]!.url, 'small.localhost', '/')).body.toString()).toBe(
      '<h1>while edge-2 was down</h1>',
    );
  });

  it('keeps serving every site from the edges with the origin gone', async () => {
    await srv.server.close();
    for (const e of edges) {
      expect((await get(e.url, 'small.localhost', '/')).body.toString()).toBe(
        '<h1>while edge-2 was down</h1>',
      );
      expect((await get(e.url, 'monaco.localhost', '/README.md')).status).toBe(200);
    }
    // an edge restarting while the origin is down serves what it holds
    const port = edges[0]!.port;
    await edges[0]!.close();
    edges[0] = await edgeAt(0, port);
    expect((await get(edges[0].url, 'small.localhost', '/')).body.toString()).toBe(
      '<h1>while edge-2 was down</h1>',
    );
  });
});
