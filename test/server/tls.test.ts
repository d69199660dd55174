/**
 * HTTPS on an edge: SNI picks the project's certificate from the origin, the chain verifies against the
 * server's root CA, preview hosts get their own certificate, unknown names fail the handshake, a custom
 * certificate replaces the managed one, and force-HTTPS redirects plain HTTP to the TLS port.
 */
import { readFile, rm, mkdtemp } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { checkTls } from '../../src/server/ca/tls-check.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { call, makeHome, surge } from './helpers.ts';

let srv: TestServer;
let edge: RunningEdge;
let token: string;
let home: string;
let site: string;
let root: string;
let edgeData: string | undefined;
const DOMAIN = 'secure-site.localhost';

function get(
  port: number,
  servername: string,
  path = '/',
  ca = [root],
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        servername,
        headers: { host: servername },
        ca,
        rejectUnauthorized: true,
        agent: false,
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  srv = await startTestServer({ edges: 1 });
  token = await srv.token('tls@example.com');
  ({ home, site } = await makeHome());
  const secret = (await readFile(join(srv.data, 'edge-secret'), 'utf8')).trim();
  edge = await startEdge({
    origin: srv.api,
    secret,
    data: (edgeData = await mkdtemp(join(tmpdir(), 'tls-edge-'))),
    id: 'edge-tls',
    tlsPort: 0,
    reconcileMs: 0,
    logRequests: false,
  });
  await edge.ready;
  root = await readFile(join(srv.data, 'ca', 'root.cert.pem'), 'utf8');
  const r = await surge(srv.api, token, home, [site, DOMAIN]);
  expect(r.code, r.out).toBe(0);
  await edge.edge.reconcile();
});

afterAll(async () => {
  await edge?.close();
  await srv?.close();
  if (home) await rm(home, { recursive: true, force: true });
  if (edgeData) await rm(edgeData, { recursive: true, force: true });
});

describe('edge HTTPS with SNI', () => {
  it('serves the site over TLS with a chain that verifies against the server root', async () => {
    const port = Number(new URL(edge.tlsUrl!).port);
    const res = await get(port, DOMAIN);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1>hello</h1>');
    const check = await checkTls({ host: '127.0.0.1', port, servername: DOMAIN, ca: [root] });
    expect(check).toMatchObject({
      ok: true,
      authorized: true,
      subject: DOMAIN,
      issuer: 'sitepub Local Root CA',
      subjectAltNames: [DOMAIN],
    });
  });

  it('fails verification without the server root, and the handshake for unknown names', async () => {
    const port = Number(new URL(edge.tlsUrl!).port);
    await expect(get(port, DOMAIN, '/', [])).rejects.toThrow(/certificate/i);
    const unknown = await checkTls({
      host: '127.0.0.1',
      port,
      servername: 'nobody-here.localhost',
      ca: [root],
    });
    expect(unknown.ok).toBe(false);
  });

  it('gives each revision preview host its own certificate', async () => {
    const revs = await call(srv.api, token, 'GET', `/${DOMAIN}/list`);
    const preview = revs.body[0].preview as string;
    const port = Number(new URL(edge.tlsUrl!).port);
    const check = await checkTls({ host: '127.0.0.1', port, servername: preview, ca: [root] });
    expect(check).toMatchObject({ ok: true, subjectAltNames: [preview] });
    expect((await get(port, preview)).status).toBe(200);
  });

  it('redirects plain HTTP to the TLS port once the project forces HTTPS', async () => {
    const set = await call(srv.api, token, 'PUT', `/${DOMAIN}/settings`, { forceHttps: true });
    expect(set.body.forceHttps).toBe(true);
    await edge.edge.reconcile();
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${edge.url}/about.html`, { headers: { host: DOMAIN } }, resolve)
        .on('error', reject)
        .end();
    });
    res.resume();
    expect([301, 308]).toContain(res.statusCode);
    expect(res.headers.location).toBe(`https://${DOMAIN}:${new URL(edge.tlsUrl!).port}/about.html`);
    // Over TLS the same request is served.
    expect((await get(Number(new URL(edge.tlsUrl!).port), DOMAIN, '/about.html')).status).toBe(200);
  });

  it('GET /:domain/audit includes a live TLS check of each edge that serves HTTPS', async () => {
    const audit = await call(srv.api, token, 'GET', `/${DOMAIN}/audit`);
    expect(audit.status).toBe(200);
    expect(audit.body['edge-1'].cert).toMatchObject({
      ok: true,
      authorized: true,
      subject: DOMAIN,
      issuer: 'sitepub Local Root CA',
    });
    expect(audit.body['edge-1'].cert.expInDays).toBeGreaterThanOrEqual(89);
    // the local edge's TLS port is in the audit (api-extras.md)
    expect(audit.body['edge-1'].tlsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });
});
