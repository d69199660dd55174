/**
 * The origin's edge-only routes (every operation the OpenAPI document secures with the edge secret): a request
 * without the secret or with a wrong one gets 401, an app without edge distribution (buildApp's default) answers
 * 404, and the same request with the secret gets past the check (so the 401 is the check's, not a refusal of the
 * request itself).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/server/index.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Doc = { paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>> };

const SAMPLE: Record<string, string> = {
  domain: 'nope.example.com',
  servername: 'nope.example.com',
  rev: '1',
  sha256: 'a'.repeat(64),
  token: 'tok',
};
const BODIES: Record<string, unknown> = {
  '/_sitepub/blobs': { sha256: ['a'.repeat(64)] },
  '/_sitepub/blob-urls': { sha256: ['a'.repeat(64)] },
  '/_sitepub/edges': { id: 'probe', url: 'http://127.0.0.1:9' },
  '/_sitepub/access': { domain: 'nope.example.com', token: 'tok' },
};

let withEdges: TestServer;
let dir: string;
let withoutEdges: FastifyInstance;
let secret: string;
let operations: Array<{ method: string; path: string }>;

beforeAll(async () => {
  withEdges = await startTestServer({ edges: 1 });
  dir = await mkdtemp(join(tmpdir(), 'sitepub-edge-only-'));
  withoutEdges = await buildApp({ store: await SqliteStore.open({ dir }) });
  secret = (await readFile(join(withEdges.data, 'edge-secret'), 'utf8')).trim();
  const doc = (await (await fetch(`${withEdges.api}/openapi.json`)).json()) as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.security?.some((s) => 'edgeSecret' in s))
      .map(([method, _op]) => ({ method: method.toUpperCase(), path })),
  );
});

afterAll(async () => {
  await withEdges?.close();
  await withoutEdges?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The operation's request with sample params, query and body, as a path and fetch options. */
function request(op: { method: string; path: string }, authorization?: string) {
  let path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x');
  if (op.path.startsWith('/_sitepub/acme-challenge/')) path += '?host=nope.example.com';
  const body = op.method === 'POST' ? JSON.stringify(BODIES[op.path] ?? {}) : undefined;
  const headers: Record<string, string> = {
    ...(authorization ? { authorization } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  return { path, init: { method: op.method, headers, body } };
}

function call(api: string, op: { method: string; path: string }, authorization?: string): Promise<Response> {
  const { path, init } = request(op, authorization);
  return fetch(api + path, init);
}

it('covers every route for edges', () => {
  expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
    expect.arrayContaining([
      'GET /_sitepub/projects',
      'GET /_sitepub/projects/{domain}',
      'GET /_sitepub/revisions/{domain}/{rev}',
      'GET /_sitepub/blobs/{sha256}',
      'POST /_sitepub/blobs',
      'POST /_sitepub/blob-urls',
      'POST /_sitepub/edges',
      'POST /_sitepub/access',
      'GET /_sitepub/certs/{servername}',
      'GET /_sitepub/acme-challenge/{token}',
    ]),
  );
});

it('refuses each without the edge secret or with a wrong one (401), lets it through with the secret', async () => {
  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    const none = await call(withEdges.api, op);
    expect(none.status, name).toBe(401);
    expect(((await none.json()) as { messages: string[] }).messages[0], name).toMatch(/edge secret/);
    expect((await call(withEdges.api, op, 'Bearer wrong-secret')).status, name).toBe(401);
    const right = await call(withEdges.api, op, `Bearer ${secret}`);
    await right.arrayBuffer();
    expect([401, 400], name).not.toContain(right.status);
  }
});

it('answers 404 without edge distribution', async () => {
  for (const op of operations) {
    const { path, init } = request(op, `Bearer ${secret}`);
    const res = await withoutEdges.inject({
      method: op.method as 'GET' | 'POST',
      url: path,
      headers: init.headers,
      ...(init.body ? { payload: init.body } : {}),
    });
    expect(res.statusCode, `${op.method} ${op.path}`).toBe(404);
    expect(res.json<{ messages: string[] }>().messages[0]).toMatch(/no edge nodes are configured/);
  }
});
