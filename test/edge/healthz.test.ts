/**
 * `GET /healthz`: on the origin API, and on an edge for hosts no site can have (IP literal, dotless name, none);
 * a site's own `/healthz` is still the site's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
});
afterAll(async () => {
  await srv?.close();
});

it('the origin answers GET /healthz with ok and its edge count', async () => {
  const res = await fetch(`${srv.api}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, edges: 1, uptime: expect.any(Number) });
});

it('an edge answers /healthz for IP-literal and dotless hosts, and leaves sites their paths', async () => {
  const edge = srv.edges[0]!;
  const port = new URL(edge).port;
  for (const host of [`127.0.0.1:${port}`, 'localhost', `[::1]:${port}`]) {
    const res = await get(edge, host, '/healthz');
    expect([host, res.status]).toEqual([host, 200]);
    expect(JSON.parse(res.body.toString())).toMatchObject({
      ok: true,
      id: 'edge-1',
      projects: expect.any(Number),
    });
  }
  expect((await get(edge, 'unknown.example.com', '/healthz')).status).toBe(404);
  const token = await srv.token();
  await putArchive(srv.api, token, 'health.example.com', tgzOf([{ path: 's/healthz', body: 'site page' }]));
  const site = await get(edge, 'health.example.com', '/healthz');
  expect(site.status).toBe(200);
  expect(site.body.toString()).toBe('site page');
});
