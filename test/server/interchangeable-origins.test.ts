/**
 * Interchangeable origins (issue #28, docs/scale-out.md "What every origin shares"): two apps over ONE store object
 * (the embedded SqliteStore here, the same situation as two origins over one PostgreSQL database), each listening
 * on its own port with the distribution `sitepub serve` wires. Whatever one origin starts, the other finishes:
 * upload plans, standalone edge registrations, browser logins, ACME HTTP-01 tokens, rate-limit counts.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { buildApp } from '../../src/server/app.ts';
import { edgeSecret } from '../../src/server/distribution/edge-secret.ts';
import { startDistribution, startServer, type Distribution } from '../../src/server/main.ts';
import { DistributorSlot } from '../../src/server/null-distributor.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, TEST_PASSWORD } from '../helpers/server.ts';
import { get } from '../edge/helpers/http.ts';

const SECRET = 'interchangeable-origins-secret-0123456789';
process.env.SITEPUB_EDGE_SECRET = SECRET; // this file runs in its own worker process

interface Origin {
  api: string;
  app: FastifyInstance;
  distribution: Distribution;
}

let dir: string;
let store: SqliteStore;
let a: Origin;
let b: Origin;
let edge: RunningEdge;
let token: string;
const EMAIL = 'cluster-owner@example.com';

/** One origin as `sitepub serve --edges 0` wires it, over the shared store. */
async function startOrigin(name: string): Promise<Origin> {
  const slot = new DistributorSlot();
  // 6 deploys per domain, halved to 3 until the email is verified.
  const app = await buildApp({ store, distributor: slot, logger: false, limits: { ratePerDomain: 6 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const distribution = await startDistribution({
    count: 0,
    api: url,
    host: '127.0.0.1',
    domain: 'localhost',
    data: join(dir, name), // each origin its own folder: nothing shared through files
    store,
    cluster: true,
  });
  slot.set(distribution.distributor);
  return { api: url, app, distribution };
}

const stopped = new Set<Origin>();
async function stopOrigin(o: Origin | undefined): Promise<void> {
  if (!o || stopped.has(o)) return;
  stopped.add(o);
  await o.app.close();
  await o.distribution.close();
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const listing = (files: Record<string, string>) =>
  Object.entries(files).map(([path, body]) => ({ path, size: Buffer.byteLength(body), sha256: sha(body) }));
const archiveOf = (files: Record<string, string>, only?: string[]) =>
  tgzOf(
    Object.entries(files)
      .filter(([p]) => !only || only.includes(p))
      .map(([p, body]) => ({ path: `site${p}`, body })),
  );
const lastEvent = (events: Record<string, unknown>[]) => events.at(-1) ?? {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-origins-'));
  store = await SqliteStore.open({ dir: join(dir, 'store') });
  a = await startOrigin('origin-a');
  b = await startOrigin('origin-b');
  const res = await fetch(`${a.api}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${EMAIL}:${TEST_PASSWORD}`).toString('base64')}` },
  });
  token = ((await res.json()) as { token: string }).token;
  // A standalone edge that registers through origin A only.
  edge = await startEdge({ origin: a.api, secret: SECRET, data: join(dir, 'edge'), reconcileMs: 0 });
  expect(await edge.ready).toBeNull();
}, 60_000);

afterAll(async () => {
  await edge?.close();
  await stopOrigin(a);
  await stopOrigin(b);
  await store?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('two origins over one store', () => {
  it('an upload plan made through A is used by a deploy through B, once', async () => {
    const v1 = { '/index.html': '<h1>v1</h1>', '/app.js': 'console.log(1)', '/logo.svg': '<svg></svg>' };
    const first = await putArchive(a.api, token, 'plan.example.com', archiveOf(v1));
    expect(lastEvent(first.events).type).toBe('info');
    const v2 = { ...v1, '/index.html': '<h1>v2</h1>' };
    const plan = await api(a.api, token, 'POST', '/plan.example.com/uploads', { files: listing(v2) });
    expect(plan.status).toBe(201);
    expect(plan.body.missing).toEqual(['/index.html']);
    const only = archiveOf(v2, plan.body.missing as string[]);
    const deploy = await putArchive(b.api, token, 'plan.example.com', only, {
      'x-sitepub-upload': plan.body.id as string,
    });
    expect(deploy.status, JSON.stringify(deploy.body)).toBe(200);
    expect(lastEvent(deploy.events).type).toBe('info');
    // The revision is the whole site: the reused files are served beside the one that travelled.
    expect((await get(edge.url, 'plan.example.com', '/')).body.toString()).toBe('<h1>v2</h1>');
    expect((await get(edge.url, 'plan.example.com', '/app.js')).body.toString()).toBe('console.log(1)');
    // Single use, whichever origin is asked next.
    for (const o of [a, b]) {
      const again = await putArchive(o.api, token, 'plan.example.com', only, {
        'x-sitepub-upload': plan.body.id as string,
      });
      expect(again.status).toBe(412);
    }
  });

  it('an edge registered through A receives the sync of a deploy made through B', async () => {
    const deploy = await putArchive(
      b.api,
      token,
      'synced.example.com',
      archiveOf({ '/index.html': 'from B' }),
    );
    const info = deploy.events.find((e) => e.type === 'info') as { msgsBot?: unknown } | undefined;
    expect(info).toBeDefined();
    expect(info?.msgsBot).toBeUndefined(); // no "no edge serves this site yet"
    expect((await get(edge.url, 'synced.example.com', '/')).body.toString()).toBe('from B');
    expect(b.distribution.distributor.edges().map((e) => e.id)).toContain(edge.id);
  });

  it('a browser login started on A is approved and polled on B', async () => {
    const s = await api(a.api, null, 'POST', '/login/session', { host: 'laptop' });
    expect(s.status).toBe(201);
    const approve = await fetch(`${b.api}/login/session/${s.body.uuid as string}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: EMAIL, password: TEST_PASSWORD }).toString(),
    });
    expect(approve.status).toBe(200);
    const polled = await api(b.api, null, 'POST', `/login/session/${s.body.uuid as string}/poll`, {
      poll: s.body.poll,
    });
    expect(polled.body).toMatchObject({ status: 'approved', email: EMAIL });
    expect((await api(a.api, polled.body.token as string, 'GET', '/account')).body.email).toBe(EMAIL);
  });

  it('a dashboard form from A is accepted by B (CSRF), and the session signed in on B is valid on A', async () => {
    const cookies = new Map<string, string>();
    let csrf = '';
    const browse = async (o: Origin, method: string, path: string, form?: Record<string, string>) => {
      const res = await fetch(`${o.api}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
      });
      for (const c of res.headers.getSetCookie()) {
        const [k, v] = c.split(';')[0]!.split('=');
        cookies.set(k!, v!);
      }
      const text = await res.text();
      csrf = /name="_csrf" value="([^"]+)"/.exec(text)?.[1] ?? csrf;
      return { status: res.status, text };
    };
    await browse(a, 'GET', '/dashboard');
    const signedIn = await browse(b, 'POST', '/dashboard/signin', {
      _csrf: csrf,
      email: EMAIL,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(303);
    const page = await browse(a, 'GET', '/dashboard');
    expect(page.status).toBe(200);
    expect(page.text).toContain(EMAIL);
  });

  it('a card added through A pays the plan subscribed through B (the built-in test provider)', async () => {
    expect((await api(a.api, token, 'PUT', '/card', { token: 'tok_visa' })).status).toBe(201);
    const plan = await api(b.api, token, 'PUT', '/plan', { plan: 'standard' });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  });

  it("an ACME HTTP-01 token put by A's issuer is answered by B to any edge", async () => {
    await a.app.extras.challenges.put('tok-cluster', 'www.acme.example.com', 'tok-cluster.thumbprint');
    const ask = (o: Origin, auth: string) =>
      fetch(`${o.api}/_sitepub/acme-challenge/tok-cluster?host=www.acme.example.com`, {
        headers: { authorization: auth },
      });
    const res = await ask(b, `Bearer ${SECRET}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('tok-cluster.thumbprint');
    expect((await ask(b, 'Bearer wrong')).status).toBe(401);
    // The edge asks through its own origin (A) as well: one answer wherever the request lands.
    const viaEdge = await get(edge.url, 'www.acme.example.com', '/.well-known/acme-challenge/tok-cluster');
    expect(viaEdge.body.toString()).toBe('tok-cluster.thumbprint');
  });

  it('counts the deploy rate limit across A and B', async () => {
    const site = archiveOf({ '/index.html': 'rate' });
    for (const o of [a, b, a]) {
      const ok = await putArchive(o.api, token, 'rate.example.com', site);
      expect(ok.status).toBe(200);
    }
    const refused = await putArchive(b.api, token, 'rate.example.com', site);
    expect(refused.status).toBe(403); // the spec's answer to a rate-limited deploy
    expect(JSON.stringify(refused.body)).toMatch(/rate limited: at most 3 deploys to rate\.example\.com/);
  });
});

describe('the origin an edge registered through dies', () => {
  // Last in this file: origin A stays down.
  it('the edge keeps serving and receives the next deploy through B (issue #37)', async () => {
    const before = await putArchive(a.api, token, 'survive.example.com', archiveOf({ '/index.html': 'v1' }));
    expect(lastEvent(before.events).type).toBe('info');
    expect((await get(edge.url, 'survive.example.com', '/')).body.toString()).toBe('v1');
    // a registration's answer names the cluster's origins, the answering one first
    const reg = await fetch(`${b.api}/_sitepub/edges`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'edge-probe', url: 'http://127.0.0.1:9' }),
    });
    expect(reg.status).toBe(201);
    expect(((await reg.json()) as { origins?: string[] }).origins).toEqual([b.api, a.api]);
    await stopOrigin(a); // its port now refuses connections, as a killed origin's does

    expect((await get(edge.url, 'survive.example.com', '/')).body.toString()).toBe('v1');
    const after = await putArchive(b.api, token, 'survive.example.com', archiveOf({ '/index.html': 'v2' }));
    const info = after.events.find((e) => e.type === 'info') as { msgsBot?: unknown } | undefined;
    expect(info, JSON.stringify(after.events.at(-1))).toBeDefined();
    expect(info?.msgsBot).toBeUndefined(); // the edge confirmed: it serves the deploy
    expect((await get(edge.url, 'survive.example.com', '/')).body.toString()).toBe('v2');
    // B told the edge the cluster's origins (its sync request); the edge keeps them for its next start
    expect(edge.edge.origins.learned()).toContain(b.api);
    expect(edge.edge.origins.current()).toBe(b.api);
    await expect
      .poll(async () => JSON.parse(await readFile(join(dir, 'edge', 'origins.json'), 'utf8')) as unknown)
      .toContain(b.api);
    // its next round (registration and reconcile) goes to B as well
    expect(await edge.edge.reconcile()).toEqual([]);
  });
});

describe('the edge secret of a cluster', () => {
  it('is SITEPUB_EDGE_SECRET: an origin of a cluster without it fails at once, saying what to set', async () => {
    const data = join(dir, 'no-secret');
    await expect(edgeSecret(data, { cluster: true, env: {} })).rejects.toThrow(
      /set the same SITEPUB_EDGE_SECRET .* every origin and every `sitepub edge`/,
    );
    expect(await edgeSecret(data, { cluster: true, env: { SITEPUB_EDGE_SECRET: 'shared' } })).toBe('shared');
    const saved = process.env.SITEPUB_EDGE_SECRET;
    delete process.env.SITEPUB_EDGE_SECRET;
    try {
      await expect(startServer({ data, port: 0, edges: 0, logger: false, cluster: true })).rejects.toThrow(
        /SITEPUB_EDGE_SECRET is not set/,
      );
      expect(existsSync(join(data, 'edge-secret'))).toBe(false);
      // The embedded server is unchanged: it generates and keeps its own.
      expect(await edgeSecret(data, { env: {} })).toMatch(/^[\w-]{43}$/);
      expect(existsSync(join(data, 'edge-secret'))).toBe(true);
    } finally {
      process.env.SITEPUB_EDGE_SECRET = saved;
    }
  });
});
