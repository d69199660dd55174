/**
 * An ACME directory that goes away (Pebble killed in the middle of an order): `PUT /encrypt` ends with an error
 * line that says so, deploys go on without waiting for the CA, the site keeps its certificate, and the audit says
 * which certificate is stale.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicToken, startTestServer, type TestServer } from '../helpers/server.ts';
import { freePort, startPebble, type Pebble } from '../helpers/pebble.ts';
import { call, deployTar, freeDnsPort, makeHome, ndjson } from './helpers.ts';

let pebble: Pebble;
let srv: TestServer;
let token: string;
let home: string;
let offset = 0;

beforeAll(async () => {
  const apiPort = await freePort(2);
  const dnsPort = await freeDnsPort();
  pebble = await startPebble({ httpPort: apiPort + 1, dnsServer: `127.0.0.1:${dnsPort}` });
  srv = await startTestServer({
    port: apiPort,
    edges: 1,
    dnsPort,
    dnsResolver: [`127.0.0.1:${dnsPort}`],
    acmeDirectory: pebble.directory,
    acmeEmail: 'ops@example.com',
    acmeCa: pebble.caFile,
    overrides: { now: () => Date.now() + offset },
  });
  token = await srv.token('owner@example.com');
  ({ home } = await makeHome());
}, 180_000);

afterAll(async () => {
  await srv?.close();
  await pebble?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

describe('ACME directory down', () => {
  it('Pebble killed mid-order: PUT /encrypt streams the steps done, then an error naming the directory and the step', async () => {
    const first = await deployTar(srv.api, token, home, 'outage.test');
    expect(first.find((l) => l.type === 'cert')).toBeDefined(); // issued while Pebble was up
    // www.outage.test gets no certificate at its deploy (no DNS record yet); then its record is created.
    const www = await deployTar(srv.api, token, home, 'www.outage.test');
    expect(www.find((l) => l.type === 'cert')).toBeUndefined();
    const added = await call(srv.api, token, 'POST', '/outage.test/dns', {
      type: 'A',
      name: 'www',
      value: '127.0.0.1',
    });
    expect(added.status).toBe(201);

    // Pebble dies right after the order's challenge is put up for the edges, before the CA is told to validate.
    const board = srv.server.app.extras.challenges;
    const put = board.put.bind(board);
    board.put = async (...args: Parameters<typeof put>) => {
      pebble.kill();
      await put(...args);
    };
    let lines: Record<string, unknown>[];
    try {
      const res = await fetch(`${srv.api}/www.outage.test/encrypt`, {
        method: 'PUT',
        headers: { authorization: basicToken(token) },
      });
      lines = ndjson(await res.text());
    } finally {
      board.put = put;
    }
    const steps = lines.filter((l) => l.type === 'progress').map((l) => l.step);
    expect(steps).toEqual(['start', 'order', 'authorisation']);
    const error = lines.at(-1) as { type: string; error: { message: string } };
    expect(error.type).toBe('error');
    expect(error.error.message).toContain(
      `the ACME directory ${pebble.directory} is unreachable (ECONNREFUSED)`,
    );
    expect(error.error.message).toMatch(/while answering the HTTP-01 challenge of www\.outage\.test/);
  }, 120_000);

  it('deploys of a new custom domain go on without a certificate, quickly', async () => {
    const started = Date.now();
    const lines = await deployTar(srv.api, token, home, 'outage2.test');
    expect(lines.find((l) => l.type === 'error')).toBeUndefined();
    expect(lines.find((l) => l.type === 'cert')).toBeUndefined();
    expect(lines.find((l) => l.type === 'info')).toBeDefined();
    expect(Date.now() - started).toBeLessThan(20_000);
    // Listing the certificates (the official CLI's `certs`) does not fail either: none yet.
    const listed = await call(srv.api, token, 'GET', '/outage2.test/certs');
    expect(listed.status).toBe(200);
    expect(listed.body.certs).toEqual([]);
  }, 60_000);

  it('the audit says which certificate is stale; the old certificate is still served', async () => {
    const stale = async (domain: string) => {
      const audit = await call(srv.api, token, 'GET', `/${domain}/audit`);
      expect(audit.status).toBe(200);
      const rows = Object.values(audit.body as Record<string, { certStale?: string }>);
      expect(rows.length).toBe(1);
      return rows[0]?.certStale;
    };
    expect(await stale('www.outage.test')).toMatch(/no managed certificate yet: .*unreachable/);
    expect(await stale('outage.test')).toBeUndefined(); // valid for years, not due

    // Ten days before its end (moved clock) the renewal runs, fails, and the certificate is stale, still served.
    const certs = await call(srv.api, token, 'GET', '/outage.test/certs');
    offset = Date.parse(certs.body.certs[0].notAfter as string) - Date.now() - 10 * 24 * 60 * 60 * 1000;
    try {
      const manager = srv.server.app.extras.certs;
      expect(await manager.renewDue()).toEqual([]);
      expect(await manager.staleness('outage.test')).toMatch(
        /due for renewal and its renewal fails: .*unreachable/,
      );
      const bundle = await manager.bundleFor('outage.test');
      expect(bundle?.chainPem).toContain('BEGIN CERTIFICATE');
    } finally {
      offset = 0;
    }
  }, 60_000);
});
