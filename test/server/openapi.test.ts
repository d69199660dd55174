/**
 * The OpenAPI document (GET /openapi.json) and the reference page (GET /docs): every registered route is in the
 * document with its method, summary and tags (routes collected with Fastify's onRoute hook); every endpoint of
 * the spec is there; the document is valid OpenAPI 3 (@readme/openapi-parser); /docs loads only assets of the
 * origin under a strict CSP; real answers of a running server (JSON bodies, error bodies, NDJSON lines) validate
 * against the documented response schemas; on the plain-surge profile both paths 404 like any unknown path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/server/index.ts';
import { tgzOf } from '../helpers/archives.ts';
import { basicToken, putArchive, startTestServer, type Json, type TestServer } from '../helpers/server.ts';

type Doc = {
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};
type Schema = Record<string, unknown>;

/** Every endpoint of the spec (part 4), `METHOD /path` with OpenAPI's `{param}`. */
const SPEC_ENDPOINTS = [
  'PUT /{domain}',
  'DELETE /{domain}',
  'GET /list',
  'GET /{domain}/metadata.json',
  'GET /{domain}/{rev}/metadata.json',
  'GET /{domain}/manifest.json',
  'DELETE /{domain}/cache',
  'GET /{domain}/list',
  'POST /{domain}/rollback',
  'POST /{domain}/rollfore',
  'PUT /{domain}/rev',
  'PUT /{domain}/rev/{rev}',
  'DELETE /{domain}/rev/{rev}',
  'GET /{domain}/certs',
  'PUT /{domain}/encrypt',
  'PUT /{domain}/ssl',
  'GET /{domain}/dns',
  'POST /{domain}/dns',
  'DELETE /{domain}/dns/{id}',
  'GET /{domain}/zone',
  'POST /{domain}/zone',
  'DELETE /{domain}/zone/{id}',
  'POST /{domain}/collaborators',
  'DELETE /{domain}/collaborators',
  'PUT /{domain}/settings',
  'GET /{domain}/analytics',
  'GET /{domain}/usage',
  'GET /{domain}/audit',
  'POST /token',
  'POST /token/reset/{email}',
  'POST /verification',
  'GET /account',
  'DELETE /account',
  'GET /plans',
  'GET /{domain}/plans',
  'PUT /plan',
  'PUT /card',
  'POST /upgrade/link',
  'POST /billing/link',
  'GET /stats',
];

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

let dir: string;
let app: FastifyInstance;
const routes: RouteOptions[] = [];
let doc: Doc;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-openapi-'));
  const store = await SqliteStore.open({ dir });
  app = await buildApp({ store, logger: false, onRoute: (route) => routes.push(route) });
  const res = await app.inject({ url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Doc>();
});

afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the document', () => {
  it('lists every registered route with its method, a summary and tags', () => {
    const dashboard = (r: RouteOptions): boolean => /^\/dashboard(\/|$)/.test(r.url);
    const apiRoutes = routes.filter(
      (r) => !(r.schema as { hide?: boolean } | undefined)?.hide && !dashboard(r),
    );
    // The hidden routes are the reference page's own (its HTML, scripts, styles and copies of the document) and
    // the web dashboard's pages, which are not API operations.
    for (const r of routes.filter((r) => !apiRoutes.includes(r)))
      expect(r.url).toMatch(/^\/(docs|dashboard)(\/|$)/);
    expect(routes.filter(dashboard).length).toBeGreaterThan(0);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dashboard'))).toEqual([]);
    const missing: string[] = [];
    let operations = 0;
    for (const route of apiRoutes) {
      for (const method of methodsOf(route)) {
        if (method === 'HEAD') continue; // Fastify's automatic HEAD twin of every GET
        operations++;
        const op = doc.paths[openapiPath(route.url)]?.[method.toLowerCase()];
        if (!op) missing.push(`${method} ${route.url}`);
        else if (!op.summary || !op.tags?.length) missing.push(`${method} ${route.url} (summary or tags)`);
      }
    }
    expect(missing).toEqual([]);
    expect(operations).toBeGreaterThan(SPEC_ENDPOINTS.length);
    const documented = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(documented).toBe(operations);
  });

  it('has every endpoint of the spec', () => {
    const absent = SPEC_ENDPOINTS.filter((e) => {
      const [method, path] = e.split(' ') as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(absent).toEqual([]);
  });

  it('is valid OpenAPI 3', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect((doc as unknown as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('says how each operation authenticates: Basic, none (public) or the edge secret', () => {
    expect(doc.components.securitySchemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(doc.components.securitySchemes.edgeSecret).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/{domain}']!.put!.security).toEqual([{ basicAuth: [] }]);
    expect(doc.paths['/stats']!.get!.security).toEqual([]);
    expect(doc.paths['/token/reset/{email}']!.post!.security).toEqual([]);
    expect(doc.paths['/_sitepub/projects']!.get).toMatchObject({
      tags: ['internal'],
      security: [{ edgeSecret: [] }],
    });
  });

  it('describes the deploy stream as application/x-ndjson with its line shapes', () => {
    const put = doc.paths['/{domain}']!.put as unknown as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, { schema: { oneOf?: Schema[] } }> }>;
    };
    expect(Object.keys(put.requestBody.content)).toEqual(['application/gzip']);
    const line = put.responses['200']!.content!['application/x-ndjson']!.schema;
    const types = line.oneOf!.map((s) => (s.properties as { type: { enum: string[] } }).type.enum[0]);
    expect(types).toEqual(['progress', 'cert', 'subscription', 'collect', 'info', 'error', 'users']);
  });
});

describe('the reference page', () => {
  it('serves /docs with every asset from the origin, under a CSP without inline script or other origins', async () => {
    const page = await app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
    const assets = [...page.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/docs\/static\//);
      const res = await app.inject({ url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.rawPayload.length, asset).toBeGreaterThan(0);
    }
    const init = await app.inject({ url: '/docs/static/swagger-initializer.js' });
    // The spec is fetched from this origin too: no absolute URL in the code (only in a comment and in the SVG
    // namespace of the data: logo).
    const code = init.body.replace(/'data:[^']*'/g, '').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/https?:\/\//);
    const served = await app.inject({ url: '/docs/json' });
    expect(served.json()).toEqual(doc);
  });

  it('is public: no credentials needed for the page or the document', async () => {
    for (const url of ['/docs', '/docs/static/swagger-ui.css', '/openapi.json'])
      expect((await app.inject({ url })).statusCode, url).toBe(200);
  });
});

describe('the plain-surge profile', () => {
  it('answers /openapi.json and /docs with 404, as any unknown path', async () => {
    const surgeDir = await mkdtemp(join(tmpdir(), 'sitepub-openapi-surge-'));
    const surge = await buildApp({ store: await SqliteStore.open({ dir: surgeDir }), profile: 'surge' });
    try {
      const unknown = await surge.inject({ url: '/no-such-thing/at/all' });
      for (const url of ['/openapi.json', '/docs', '/docs/static/swagger-ui.css']) {
        const res = await surge.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(Object.keys(res.json()), url).toEqual(Object.keys(unknown.json()));
      }
    } finally {
      await surge.close();
      await rm(surgeDir, { recursive: true, force: true });
    }
  });
});

describe('real answers match the documented response schemas', () => {
  let srv: TestServer;
  let token: string;
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const compiled = new Map<object, ValidateFunction>();
  const seen = new Set<string>();

  /** The route's documented schema for a status (exact code, else `4xx`/`5xx`) and media type. */
  function documented(method: string, url: string, status: number, type: string): Schema {
    const route = routes.find((r) => r.url === url && methodsOf(r).includes(method as never));
    expect(route, `${method} ${url} is a route`).toBeDefined();
    const responses = ((route!.schema as { response?: Record<string, Schema> }).response ?? {}) as Record<
      string,
      Schema
    >;
    const schema = responses[String(status)] ?? responses[`${String(status)[0]}xx`];
    expect(schema, `${method} ${url} documents ${status}`).toBeDefined();
    const content = schema!.content as Record<string, { schema: Schema }> | undefined;
    if (!content) return schema!;
    const media = Object.keys(content).find((m) => type.startsWith(m));
    expect(media, `${method} ${url} ${status} documents ${type}`).toBeDefined();
    return content[media!]!.schema;
  }

  function conforms(method: string, url: string, status: number, type: string, body: unknown): void {
    const schema = documented(method, url, status, type);
    let check = compiled.get(schema);
    if (!check) compiled.set(schema, (check = ajv.compile(schema)));
    const ok = check(body);
    expect(
      ok ? null : ajv.errorsText(check.errors),
      `${method} ${url} ${status}: ${JSON.stringify(body)}`,
    ).toBe(null);
    seen.add(`${method} ${url}`);
  }

  /** A request; its answer (JSON or NDJSON lines) is checked against the schema of `route`. */
  async function call(
    method: string,
    route: string,
    path: string,
    options: { body?: unknown; auth?: string | null } = {},
  ): Promise<{ status: number; body: Json }> {
    const auth = options.auth === undefined ? basicToken(token) : options.auth;
    const res = await fetch(`${srv.api}${path}`, {
      method,
      headers: {
        ...(auth ? { authorization: auth } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    if (type.includes('ndjson')) {
      const lines = text
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as unknown);
      for (const line of lines) conforms(method, route, res.status, type, line);
      return { status: res.status, body: lines };
    }
    const body = JSON.parse(text) as Json;
    conforms(method, route, res.status, type, body);
    return { status: res.status, body };
  }

  const D = 'openapi-sample.com';
  const site = (v: string) =>
    tgzOf([
      { path: 'site/index.html', body: `<h1>${v}</h1>` },
      { path: 'site/CNAME', body: D },
    ]);

  beforeAll(async () => {
    srv = await startTestServer({ edges: 1 });
    token = await srv.token('openapi@example.com');
  });
  afterAll(async () => srv?.close());

  it('deploys: every NDJSON line is one of the documented line shapes', async () => {
    for (const [v, headers] of [
      ['one', { message: 'first' }],
      ['two', { message: 'second', 'x-sitepub-meta': JSON.stringify({ pr: '7' }) }],
      ['three', { stage: 'true' }],
    ] as const) {
      const res = await putArchive(srv.api, token, D, site(v), headers);
      expect(res.status).toBe(200);
      expect(res.events.at(-1)!.type).toBe('info');
      for (const line of res.events)
        conforms('PUT', '/:domain', 200, String(res.headers.get('content-type')), line);
    }
  });

  it('every sampled JSON answer, error bodies included', async () => {
    const revs = (await call('GET', '/:domain/list', `/${D}/list`)).body.map((r: { rev: number }) => r.rev);
    expect(revs).toHaveLength(3);
    await call('GET', '/account', '/account');
    await call('GET', '/tokens', '/tokens');
    await call('POST', '/token', '/token', { body: { msg: 'openapi' } });
    await call('GET', '/list', '/list');
    await call('GET', '/:domain/metadata.json', `/${D}/metadata.json`);
    await call('GET', '/:domain/:rev/metadata.json', `/${D}/${revs[2]}/metadata.json`);
    await call('GET', '/:domain/manifest.json', `/${D}/manifest.json`);
    await call('GET', '/:domain/:rev/manifest.json', `/${D}/${revs[2]}/manifest.json`);
    await call('POST', '/:domain/rollback', `/${D}/rollback`);
    await call('POST', '/:domain/rollfore', `/${D}/rollfore`);
    expect((await call('PUT', '/:domain/rev/:rev', `/${D}/rev/${revs[0]}`)).status).toBe(201);
    expect((await call('PUT', '/:domain/rev/:rev', `/${D}/rev/${revs[0]}`)).status).toBe(200);
    await call('PUT', '/:domain/rev', `/${D}/rev`);
    await call('DELETE', '/:domain/rev/:rev', `/${D}/rev/${revs[0]}`);
    await call('GET', '/:domain/settings', `/${D}/settings`);
    await call('PUT', '/:domain/settings', `/${D}/settings`, {
      body: { cleanUrls: true, headers: { 'X-Frame-Options': 'DENY' } },
    });
    await call('POST', '/:domain/collaborators', `/${D}/collaborators`, {
      body: { emails: ['c@example.com'] },
    });
    await call('GET', '/:domain/collaborators', `/${D}/collaborators`);
    await call('DELETE', '/:domain/collaborators', `/${D}/collaborators`, {
      body: { emails: ['c@example.com'] },
    });
    await call('PUT', '/:domain/encrypt', `/${D}/encrypt`);
    await call('GET', '/:domain/certs', `/${D}/certs`);
    await call('GET', '/:domain/status', `/${D}/status`);
    await call('GET', '/:domain/audit', `/${D}/audit`);
    await call('GET', '/:domain/analytics', `/${D}/analytics`);
    await call('GET', '/:domain/usage', `/${D}/usage`);
    await call('DELETE', '/:domain/cache', `/${D}/cache`);
    const added = await call('POST', '/:domain/dns', `/${D}/dns`, {
      body: { type: 'TXT', name: '@', value: 'v=1' },
    });
    expect(added.status).toBe(201);
    await call('POST', '/:domain/zone', `/${D}/zone`, {
      body: { type: 'MX', name: '@', value: 'mx.example.com', priority: 10 },
    });
    await call('GET', '/:domain/dns', `/${D}/dns`);
    await call('GET', '/:domain/zone', `/${D}/zone`);
    await call('DELETE', '/:domain/dns/:id', `/${D}/dns/${added.body.record.id}`);
    await call('GET', '/plans', '/plans');
    await call('GET', '/:domain/plans', `/${D}/plans`);
    await call('GET', '/subscription', '/subscription');
    await call('GET', '/:domain/subscription', `/${D}/subscription`);
    await call('POST', '/upgrade/link', '/upgrade/link', { body: {} });
    await call('POST', '/billing/link', '/billing/link', { body: {} });
    await call('POST', '/verification', '/verification');
    await call('POST', '/verification', '/verification');
    const session = await call('POST', '/login/session', '/login/session', {
      body: { host: 'ci' },
      auth: null,
    });
    await call('POST', '/login/session/:uuid/poll', `/login/session/${session.body.uuid}/poll`, {
      body: { poll: session.body.poll },
      auth: null,
    });
    await call('POST', '/:domain/uploads', `/${D}/uploads`, {
      body: { files: [{ path: '/a.html', size: 3 }] },
    });
    await call('GET', '/stats', '/stats', { auth: null });
    await call('GET', '/healthz', '/healthz', { auth: null });
    // Error bodies: 401, 404, 405, 409, 400.
    expect((await call('GET', '/account', '/account', { auth: null })).status).toBe(401);
    expect((await call('GET', '/:domain/list', '/nothing-here.example.com/list')).status).toBe(404);
    expect((await call('GET', '/:domain/dns', '/www.openapi-sample.com/dns')).status).toBe(404);
    expect((await call('DELETE', '/account', '/account')).status).toBe(409);
    expect((await call('PUT', '/:domain/settings', `/${D}/settings`, { body: { nope: 1 } })).status).toBe(
      400,
    );
    await call('DELETE', '/:domain', `/${D}`);
    expect(seen.size).toBeGreaterThanOrEqual(45);
  });
});
