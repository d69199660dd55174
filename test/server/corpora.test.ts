/**
 * Real sites through PUT /:domain (packed the way the official CLI packs them, sent chunked), then every
 * file's size and md5 in manifest.json checked against the source folder.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packFolder } from '../helpers/archives.ts';
import { corpusPath, type CorpusName } from '../helpers/corpora.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

// Origin only: edge distribution of the corpora is the edge suite's subject; swagger-ui also goes through one edge.
let srv: TestServer;
let withEdge: TestServer;
let token: string;
let edgeToken: string;

beforeAll(async () => {
  [srv, withEdge] = await Promise.all([startTestServer({ edges: 0 }), startTestServer({ edges: 1 })]);
  [token, edgeToken] = await Promise.all([
    srv.token('corpora@example.com'),
    withEdge.token('corpora@example.com'),
  ]);
});
afterAll(async () => Promise.all([srv?.close(), withEdge?.close()]));

async function sourceManifest(dir: string): Promise<Record<string, { size: number; md5: string }>> {
  const out: Record<string, { size: number; md5: string }> = {};
  for (const d of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!d.isFile()) continue;
    const full = join(d.parentPath, d.name);
    const data = await readFile(full);
    out[`/${relative(dir, full).split('\\').join('/')}`] = {
      size: data.length,
      md5: createHash('md5').update(data).digest('hex'),
    };
  }
  return out;
}

async function deployCorpus(name: CorpusName, on: () => [TestServer, string] = () => [srv, token]) {
  const [srv, token] = on();
  const dir = corpusPath(name);
  const expected = await sourceManifest(dir);
  const files = Object.keys(expected).map((p) => p.slice(1));
  const archive = await packFolder(dir, files);
  const total = Object.values(expected).reduce((n, f) => n + f.size, 0);
  const domain = `${name}.example.com`;
  const res = await putArchive(srv.api, token, domain, archive, {
    'file-count': String(files.length),
    'project-size': String(total),
    message: `corpus ${name}`,
  });
  expect(res.status).toBe(200);
  const info = res.events.at(-1) as {
    type: string;
    metadata: { rev: number; publicFileCount: number; publicTotalSize: number };
  };
  expect(info.type, JSON.stringify(res.events.at(-1))).toBe('info');
  expect(info.metadata).toMatchObject({ publicFileCount: files.length, publicTotalSize: total });
  const cdn = res.events.filter((e) => e.type === 'progress' && e.id === 'cdn').at(-1);
  if (srv.edges.length > 0) expect(cdn).toMatchObject({ written: srv.edges.length, total: srv.edges.length });
  else expect(cdn).toBeUndefined();
  const manifest = (await api(srv.api, token, 'GET', `/${domain}/manifest.json`)).body as Record<
    string,
    { size: number; md5: string }
  >;
  expect(Object.keys(manifest).sort()).toEqual(Object.keys(expected).sort());
  for (const [path, f] of Object.entries(expected)) {
    expect(manifest[path], path).toMatchObject({ size: f.size, md5: f.md5 });
  }
  return files.length;
}

describe('real corpora through PUT /:domain', () => {
  it('swagger-ui: a small real site', async () => {
    expect(await deployCorpus('swagger-ui', () => [withEdge, edgeToken])).toBeGreaterThan(10);
  });

  it('mdi-icons: thousands of small files', async () => {
    expect(await deployCorpus('mdi-icons')).toBeGreaterThan(5000);
  }, 300_000);

  it('monaco: a large site of ~100 MB', async () => {
    expect(await deployCorpus('monaco')).toBeGreaterThan(1000);
  }, 300_000);
});
