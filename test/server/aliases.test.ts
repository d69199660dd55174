/**
 * Preview aliases (sitepub extension, docs/server.md "Preview aliases") over a real socket with two edges: an
 * alias host serves the revision it names, moves on PUT, goes on DELETE and with its revision (discard), and bad
 * names, unknown revisions and strangers are refused; on the surge profile every alias route is a 404.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { getSite } from '../action/helpers/sites.ts';

const D = 'aliased.example.com';
let srv: TestServer;
let token: string;

async function deploy(body: string, stage = true): Promise<number> {
  const res = await putArchive(
    srv.api,
    token,
    D,
    tgzOf([{ path: 'site/index.html', body }]),
    stage ? { stage: 'true' } : {},
  );
  const info = res.events.at(-1) as { type: string; metadata: { rev: number } };
  expect(info.type).toBe('info');
  return info.metadata.rev;
}

/** GET through each edge with the given Host. */
async function onEdges(host: string): Promise<{ status: number; body: string }[]> {
  return Promise.all(srv.edges.map((e) => getSite(`${e.replace('127.0.0.1', host)}/`)));
}

describe('preview aliases on a sitepub server', () => {
  let prod = 0;
  let rev1 = 0;
  let rev2 = 0;
  beforeAll(async () => {
    srv = await startTestServer({ edges: 2 });
    token = await srv.token('alias@example.com');
    prod = await deploy('production', false);
    rev1 = await deploy('preview one');
    rev2 = await deploy('preview two');
  });
  afterAll(async () => srv?.close());

  it('PUT serves the revision at <name>-<domain> on every edge as soon as it answers', async () => {
    expect((await onEdges(`pr-7-${D}`)).map((r) => r.status)).toEqual([404, 404]);
    const res = await api(srv.api, token, 'PUT', `/${D}/alias/pr-7`, { rev: rev1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'pr-7', rev: rev1, host: `pr-7-${D}` });
    expect(res.body.url).toMatch(new RegExp(`^http://pr-7-${D.replace(/\./g, '\\.')}:\\d+/$`));
    for (const r of await onEdges(`pr-7-${D}`)) expect(r).toEqual({ status: 200, body: 'preview one' });
    // production and the revision hosts are as they were
    for (const r of await onEdges(D)) expect(r.body).toBe('production');
    expect(prod).toBeGreaterThan(0);
  });

  it('an alias host is revalidated (its revision moves), a revision host cached for good', async () => {
    await putArchive(
      srv.api,
      token,
      D,
      tgzOf([
        { path: 'site/index.html', body: 'with css' },
        { path: 'site/app.css', body: 'body{}' },
      ]),
      { stage: 'true' },
    ).then(async (res) => {
      const rev = (res.events.at(-1) as { metadata: { rev: number } }).metadata.rev;
      await api(srv.api, token, 'PUT', `/${D}/alias/css`, { rev });
      const edge = srv.edges[0]!;
      const cache = (host: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          const u = new URL(edge);
          request({ host: '127.0.0.1', port: u.port, path: '/app.css', headers: { host } }, (res) => {
            res.resume();
            resolve(res.headers['cache-control']);
          })
            .on('error', reject)
            .end();
        });
      expect(await cache(`css-${D}`)).toBe('public, max-age=0, must-revalidate');
      expect(await cache(`${rev}-${D}`)).toBe('public, max-age=31536000, immutable');
      await api(srv.api, token, 'DELETE', `/${D}/alias/css`);
    });
  });

  it('PUT again moves the same host to the new revision; GET lists it', async () => {
    const res = await api(srv.api, token, 'PUT', `/${D}/alias/pr-7`, { rev: rev2 });
    expect(res.status).toBe(200);
    for (const r of await onEdges(`pr-7-${D}`)) expect(r).toEqual({ status: 200, body: 'preview two' });
    const list = await api(srv.api, token, 'GET', `/${D}/aliases`);
    expect(list.body.aliases).toEqual([expect.objectContaining({ name: 'pr-7', rev: rev2 })]);
    // where the project is served: the scheme and port of every alias host (the Action's mode: url reads it)
    const sites = new URL(list.body.url as string);
    expect(sites.hostname).toBe(D);
    expect(sites.port).toBe(new URL(list.body.aliases[0].url as string).port);
  });

  it('refuses a bad name, an unknown revision and a stranger', async () => {
    const bad = await api(srv.api, token, 'PUT', `/${D}/alias/123`, { rev: rev1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('starting with a letter');
    const missing = await api(srv.api, token, 'PUT', `/${D}/alias/pr-8`, { rev: 42 });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('revision 42');
    const other = await srv.token('stranger@example.com');
    expect((await api(srv.api, other, 'PUT', `/${D}/alias/pr-8`, { rev: rev1 })).status).toBe(403);
  });

  it('DELETE removes the host; discarding its revision removes an alias too', async () => {
    const del = await api(srv.api, token, 'DELETE', `/${D}/alias/pr-7`);
    expect(del.body).toEqual({ name: 'pr-7', removed: true });
    expect((await onEdges(`pr-7-${D}`)).map((r) => r.status)).toEqual([404, 404]);
    expect((await api(srv.api, token, 'DELETE', `/${D}/alias/pr-7`)).body).toEqual({
      name: 'pr-7',
      removed: false,
    });

    await api(srv.api, token, 'PUT', `/${D}/alias/pr-9`, { rev: rev1 });
    for (const r of await onEdges(`pr-9-${D}`)) expect(r.body).toBe('preview one');
    expect((await api(srv.api, token, 'DELETE', `/${D}/rev/${rev1}`)).status).toBe(200);
    expect((await onEdges(`pr-9-${D}`)).map((r) => r.status)).toEqual([404, 404]);
    expect((await api(srv.api, token, 'GET', `/${D}/aliases`)).body.aliases).toEqual([]);
  });
});

describe('preview aliases on the surge profile', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ profile: 'surge' });
  });
  afterAll(async () => plain?.close());

  it('every alias route answers 404, as an unknown path does', async () => {
    const t = await plain.token('plain@example.com');
    const rev = (
      (
        await putArchive(plain.api, t, D, tgzOf([{ path: 'site/index.html', body: 'x' }]), { stage: 'true' })
      ).events.at(-1) as { metadata: { rev: number } }
    ).metadata.rev;
    expect((await api(plain.api, t, 'PUT', `/${D}/alias/pr-1`, { rev })).status).toBe(404);
    expect((await api(plain.api, t, 'DELETE', `/${D}/alias/pr-1`)).status).toBe(404);
    expect((await api(plain.api, t, 'GET', `/${D}/aliases`)).status).toBe(404);
  });
});
