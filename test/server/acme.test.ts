/**
 * Managed certificates from a real ACME CA (Pebble): HTTP-01 answered by the edges, on the first deploy of a
 * custom domain and through `PUT /:domain/encrypt` (its progress steps), a failing challenge and its fix, renewal
 * with a moved clock, certificates kept across a restart, and the official `surge` CLI's `encrypt` and `certs`.
 * Pebble's validator resolves names with the server's own DNS responder (which answers the published apex
 * domains with the edge's address, 127.0.0.1) and connects to the edge's HTTP port.
 */
import { connect, type PeerCertificate } from 'node:tls';
import { X509Certificate } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { freePort, startPebble, type Pebble } from '../helpers/pebble.ts';
import { call, deployTar, freeDnsPort, makeHome, ndjson, surge } from './helpers.ts';
import { basicToken } from '../helpers/server.ts';

let pebble: Pebble;
let srv: TestServer;
let token: string;
let home: string;
let apiPort: number;
let dnsPort: number;
let offset = 0;
const now = () => Date.now() + offset;

async function start(data?: string): Promise<TestServer> {
  return startTestServer({
    port: apiPort,
    edges: 1,
    dnsPort,
    dnsResolver: [`127.0.0.1:${dnsPort}`],
    acmeDirectory: pebble.directory,
    acmeEmail: 'ops@example.com',
    acmeCa: pebble.caFile,
    overrides: { now },
    ...(data ? { data } : {}),
    keepData: true,
  });
}

beforeAll(async () => {
  apiPort = await freePort(2); // the API, then edge 1 on the next port: Pebble validates HTTP-01 there
  dnsPort = await freeDnsPort();
  pebble = await startPebble({ httpPort: apiPort + 1, dnsServer: `127.0.0.1:${dnsPort}` });
  srv = await start();
  expect(new URL(srv.edges[0]!).port).toBe(String(apiPort + 1));
  token = await srv.token('owner@example.com');
  ({ home } = await makeHome());
}, 180_000);

afterAll(async () => {
  await srv?.close();
  await rm(srv?.data ?? '/nonexistent', { recursive: true, force: true });
  await pebble?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

/** The edge's HTTPS port (in-process edges listen for TLS on a free port). */
function edgeTlsPort(s: TestServer): number {
  const tlsUrl = s.server.app.distributor.edges()[0]?.tlsUrl;
  if (!tlsUrl) throw new Error('the edge has no HTTPS listener');
  return Number(new URL(tlsUrl).port);
}

/** A real TLS handshake with the edge for `servername`, the chain verified against `ca`. */
function handshake(
  port: number,
  servername: string,
  ca: string,
): Promise<{ authorized: boolean; error: string | null; cert: PeerCertificate }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername, ca, rejectUnauthorized: false }, () => {
      const cert = socket.getPeerCertificate(true);
      resolve({
        authorized: socket.authorized,
        error: socket.authorizationError ? String(socket.authorizationError) : null,
        cert,
      });
      socket.end();
    });
    socket.once('error', reject);
  });
}

async function encrypt(domain: string): Promise<Record<string, unknown>[]> {
  const res = await fetch(`${srv.api}/${domain}/encrypt`, {
    method: 'PUT',
    headers: { authorization: basicToken(token) },
  });
  expect(res.status).toBe(200);
  return ndjson(await res.text());
}

describe('ACME (Pebble)', () => {
  it("issues on the first deploy of a custom domain; the edge serves it with a chain that verifies against Pebble's root", async () => {
    const lines = await deployTar(srv.api, token, home, 'acme-site.test');
    expect(lines.find((l) => l.type === 'error')).toBeUndefined();
    const cert = lines.find((l) => l.type === 'cert') as
      { data: { issuer: string; altnames: string[] } } | undefined;
    expect(cert?.data.issuer).toMatch(/Pebble/);
    expect(cert?.data.altnames).toEqual(['acme-site.test']);

    const root = await pebble.issuingRoot();
    const tls = await handshake(edgeTlsPort(srv), 'acme-site.test', root);
    expect(tls.error).toBeNull();
    expect(tls.authorized).toBe(true);
    expect(tls.cert.subjectaltname).toBe('DNS:acme-site.test');
    // Not the server's local root: a server without --acme-directory could not pass this check.
    expect(tls.cert.issuer.CN).toMatch(/Pebble/);

    const listed = await call(srv.api, token, 'GET', '/acme-site.test/certs');
    expect(listed.status).toBe(200);
    expect(listed.body.certs[0].issuer).toMatch(/Pebble/);
  }, 120_000);

  it('a domain that does not point at an edge: the deploy still succeeds, PUT /encrypt says which record to create; once created, it streams every step', async () => {
    // www.acme-site.test is its own project, but the acme-site.test zone has no record for `www` yet.
    const deploy = await deployTar(srv.api, token, home, 'www.acme-site.test');
    expect(deploy.find((l) => l.type === 'error')).toBeUndefined();
    expect(deploy.find((l) => l.type === 'cert')).toBeUndefined();

    const failed = await encrypt('www.acme-site.test');
    const error = failed.find((l) => l.type === 'error') as { error: { message: string } } | undefined;
    expect(error?.error.message).toMatch(/could not validate www\.acme-site\.test/);
    expect(error?.error.message).toMatch(/www\.acme-site\.test has no DNS records yet/);
    expect(error?.error.message).toContain('A record "www.acme-site.test A 127.0.0.1"');
    expect(failed.find((l) => l.type === 'cert')).toBeUndefined();

    const added = await call(srv.api, token, 'POST', '/acme-site.test/dns', {
      type: 'A',
      name: 'www',
      value: '127.0.0.1',
    });
    expect(added.status).toBe(201);

    const lines = await encrypt('www.acme-site.test');
    const steps = lines.filter((l) => l.type === 'progress').map((l) => l.step);
    expect(steps).toEqual([
      'start',
      'order',
      'authorisation',
      'challenge',
      'validated',
      'finalised',
      'downloaded',
    ]);
    const types = lines.map((l) => l.type);
    expect(types.slice(-2)).toEqual(['cert', 'info']);
    const info = lines.at(-1) as { issued: boolean; certs: { issuer: string }[] };
    expect(info.issued).toBe(true);
    expect(info.certs[0]?.issuer).toMatch(/Pebble/);

    const tls = await handshake(edgeTlsPort(srv), 'www.acme-site.test', await pebble.issuingRoot());
    expect(tls.authorized).toBe(true);
  }, 120_000);

  it('the edges answer only pending challenges; other /.well-known/acme-challenge/ paths reach the site', async () => {
    const res = await fetch(`${srv.edges[0]}/.well-known/acme-challenge/not-a-pending-token`, {
      headers: { host: 'acme-site.test' },
    });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });

  it('renews a certificate due within 30 days (moved clock) with a new order; the old one stays until then', async () => {
    const before = await call(srv.api, token, 'GET', '/acme-site.test/certs');
    const serial = before.body.certs[0].serialNumber as string;
    const notAfter = Date.parse(before.body.certs[0].notAfter as string);
    expect(await srv.server.app.extras.certs.renewDue()).not.toContain('acme-site.test');
    offset = notAfter - Date.now() - 20 * 24 * 60 * 60 * 1000; // 20 days left
    try {
      expect(await srv.server.app.extras.certs.renewDue()).toContain('acme-site.test');
    } finally {
      offset = 0;
    }
    const after = await call(srv.api, token, 'GET', '/acme-site.test/certs');
    expect(after.body.certs[0].serialNumber).not.toBe(serial);
    expect(after.body.certs[0].issuer).toMatch(/Pebble/);
  }, 120_000);

  it('the official surge CLI: `encrypt` and `certs`', async () => {
    const enc = await surge(srv.api, token, home, ['encrypt', 'acme-site.test']);
    expect(enc.out).not.toMatch(/error/i);
    const certs = await surge(srv.api, token, home, ['certs', 'acme-site.test']);
    expect(certs.code).toBe(0);
    expect(certs.out).toMatch(/acme-site\.test/);
    expect(certs.out).toMatch(/Pebble/);
  }, 120_000);

  it('certificates survive a restart: no new order, the same certificate served', async () => {
    const before = await call(srv.api, token, 'GET', '/acme-site.test/certs');
    const data = srv.data;
    await srv.server.close();
    srv = await start(data);
    const after = await call(srv.api, token, 'GET', '/acme-site.test/certs');
    expect(after.body.certs[0].serialNumber).toBe(before.body.certs[0].serialNumber);
    const tls = await handshake(edgeTlsPort(srv), 'acme-site.test', await pebble.issuingRoot());
    expect(tls.authorized).toBe(true);
    expect(new X509Certificate(tls.cert.raw).serialNumber).toBe(before.body.certs[0].serialNumber);
  }, 120_000);
});
