/**
 * The real server with two edges, driven by the official `surge` CLI: a real site deployed and fetched from
 * every edge (md5), a staged preview beside production, cutover and rollback on all edges, cache purge, audit,
 * analytics rendered by the CLI, and the edges serving on after the origin is gone.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusPath } from '../helpers/corpora.ts';
import { api, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const SURGE = join(import.meta.dirname, '../../node_modules/surge/bin/surge');
const DOMAIN = 'swagger-e2e.localhost';

let srv: TestServer;
let token: string;
let home: string;
let site: string;

function surge(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SURGE, ...args, '--endpoint', srv.api], {
      env: { PATH: process.env.PATH ?? '', HOME: home, SURGE_TOKEN: token, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function filesOf(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.push(`/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`);
  }
  return out;
}

const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

beforeAll(async () => {
  srv = await startTestServer({ edges: 2 });
  token = await srv.token();
  home = await mkdtemp(join(tmpdir(), 'sitepub-home-'));
  site = join(home, 'site');
  await cp(corpusPath('swagger-ui'), site, { recursive: true });
});

afterAll(async () => {
  await srv?.close();
  await rm(home, { recursive: true, force: true });
});

describe('edges behind the real server', { timeout: 180_000 }, () => {
  it('deploys with the official CLI and serves every file from every edge', async () => {
    const r = await surge([site, DOMAIN]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('Success!');
    expect(srv.edges).toHaveLength(2);
    const files = (await filesOf(site)).filter((f) => f !== '/CNAME');
    for (const edge of srv.edges) {
      for (const f of files) {
        const res = await get(edge, DOMAIN, encodeURI(f));
        expect(res.status, `${edge} ${f}`).toBe(200);
        expect(md5(res.body), f).toBe(md5(await readFile(join(site, f))));
      }
    }
  });

  it('serves a staged revision on its preview host while production keeps the old one; cutover and rollback move all edges', async () => {
    const before = (await get(srv.edges[0]!, DOMAIN, '/index.html')).body.toString();
    await writeFile(join(site, 'index.html'), '<h1>staged</h1>');
    const r = await surge([site, DOMAIN, '--stage']);
    expect(r.code, r.out).toBe(0);
    const list = await api(srv.api, token, 'GET', `/${DOMAIN}/list`);
    const staged = list.body[0].rev as number;
    for (const edge of srv.edges) {
      expect((await get(edge, `${staged}-${DOMAIN}`, '/')).body.toString()).toBe('<h1>staged</h1>');
      expect((await get(edge, DOMAIN, '/')).body.toString()).toBe(before);
    }
    expect((await api(srv.api, token, 'PUT', `/${DOMAIN}/rev/${staged}`)).status).toBeLessThan(300);
    for (const edge of srv.edges)
      expect((await get(edge, DOMAIN, '/')).body.toString()).toBe('<h1>staged</h1>');
    expect((await api(srv.api, token, 'POST', `/${DOMAIN}/rollback`)).status).toBeLessThan(300);
    for (const edge of srv.edges) expect((await get(edge, DOMAIN, '/')).body.toString()).toBe(before);
  });

  it('purges caches and audits every edge', async () => {
    const purge = await api(srv.api, token, 'DELETE', `/${DOMAIN}/cache`);
    expect(purge.status).toBe(200);
    expect(purge.body).toMatchObject({ status: 200, confirmed: ['edge-1', 'edge-2'], unconfirmed: [] });
    const audit = await api(srv.api, token, 'GET', `/${DOMAIN}/audit`);
    expect(Object.keys(audit.body)).toEqual(['edge-1', 'edge-2']);
    expect(audit.body['edge-1']).toMatchObject({ reachable: true, inSync: true, errors: [] });
    const cli = await surge(['audit', DOMAIN]);
    expect(cli.code, cli.out).toBe(0);
    expect(cli.out).toContain('edge-1');
    expect(cli.out).not.toContain('undefined');
    const bust = await surge(['bust', DOMAIN]);
    expect(bust.out).toContain('Busting cache');
  });

  it('aggregates the edges request logs into analytics the official CLI renders', async () => {
    for (const edge of srv.edges) {
      await get(edge, DOMAIN, '/', {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0',
        referer: 'https://news.example/',
      });
      await get(edge, DOMAIN, '/missing-page');
    }
    const a = await api(srv.api, token, 'GET', `/${DOMAIN}/analytics`);
    expect(a.status).toBe(200);
    expect(a.body.range).toHaveLength(14);
    expect(a.body.traffic.connections.t).toBeGreaterThan(4);
    expect(a.body.traffic.visits.t).toBeGreaterThanOrEqual(2);
    expect(a.body.statusCodes['404'].t).toBeGreaterThanOrEqual(2);
    expect(Object.keys(a.body.datacenters)).toEqual(['edge-1', 'edge-2']);
    const today = a.body.range[13] as string;
    expect(a.body.source[today]).toContainEqual({ name: 'news.example', count: 2 });
    for (const verb of ['traffic', 'load', 'audience', 'usage']) {
      const r = await surge([verb, DOMAIN]);
      expect(r.code, `${verb}: ${r.out}`).toBe(0);
      expect(r.out, verb).not.toMatch(/TypeError|Cannot read|undefined|NaN/);
    }
    const usage = await api(srv.api, token, 'GET', `/${DOMAIN}/usage`);
    expect(usage.body.bandwidth.t).toBe(a.body.bandwidth.all.t);
  });
});
