/**
 * `GET /:domain/status` asks DNS (real lookups through node:dns, pointed at the server's own authoritative
 * responder): a custom domain that does not point here is `waiting on dns` with `https: false`; one that does,
 * and a platform subdomain, are `live` with the action `visit`. `--dns-resolver` is validated.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResolverServers, pointsAtUs, resolverLookups } from '../../src/server/dns/pointing.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { call, deployTar, freeDnsPort, makeHome } from './helpers.ts';

let srv: TestServer;
let token: string;
let home: string;
let dnsPort: number;
const HERE = 'points-here.com'; // an apex our responder serves: its A record is the edge
const ELSEWHERE = 'www.points-elsewhere.com'; // not an apex: our responder does not answer for it
const SUB = 'status-site.localhost'; // a platform subdomain: DNS is ours

beforeAll(async () => {
  dnsPort = await freeDnsPort();
  srv = await startTestServer({ edges: 1, dnsPort, dnsResolver: [`127.0.0.1:${dnsPort}`] });
  token = await srv.token('status@example.com');
  ({ home } = await makeHome());
  for (const d of [HERE, ELSEWHERE, SUB]) {
    const lines = await deployTar(srv.api, token, home, d);
    expect(
      lines.some((l) => l.type === 'info'),
      JSON.stringify(lines),
    ).toBe(true);
  }
});

afterAll(async () => {
  await srv?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

describe('GET /:domain/status consults DNS', () => {
  it('a custom domain that does not point here is waiting on dns, without https', async () => {
    const r = await call(srv.api, token, 'GET', `/${ELSEWHERE}/status`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'waiting on dns', https: false, records: { a: ['127.0.0.1'] } });
    expect(r.body.reason).toMatch(/points-elsewhere\.com/);
    expect(r.body.action).toMatch(/CNAME|A /);
  });

  it('a custom domain whose A record is our edge, and a platform subdomain, are live: action visit', async () => {
    for (const d of [HERE, SUB]) {
      const r = await call(srv.api, token, 'GET', `/${d}/status`);
      expect(r.body, d).toMatchObject({ status: 'live', action: 'visit', https: true });
    }
    const here = await call(srv.api, token, 'GET', `/${HERE}/status`);
    expect(here.body.dns).toEqual({ via: 'a' });
  });

  it('pointsAtUs: a CNAME to a platform host counts, a lookup failure says so', async () => {
    const ours = { platformDomains: ['localhost'], edgeIps: ['192.0.2.1'], nameservers: ['ns1.localhost'] };
    const fake = (cname: string[], a: string[], ns: string[]) => ({
      cname: async () => cname,
      addresses: async () => a,
      ns: async () => ns,
    });
    expect(await pointsAtUs('x.com', ours, fake(['edge.localhost.'], [], []))).toEqual({
      ok: true,
      via: 'cname',
    });
    expect(await pointsAtUs('x.com', ours, fake([], [], ['NS1.localhost.']))).toEqual({
      ok: true,
      via: 'ns',
    });
    expect(await pointsAtUs('x.com', ours, fake([], ['198.51.100.7'], []))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/points elsewhere \(A 198\.51\.100\.7\)/),
    });
    // Nothing listens on port 9 of 127.0.0.1 for DNS: the lookup fails, and the answer says so.
    const dead = resolverLookups(['127.0.0.1:9'], 300);
    expect(await pointsAtUs('x.com', ours, dead)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/DNS lookup of x\.com failed/),
    });
  });

  it('--dns-resolver takes host[:port] lists and names a bad entry', () => {
    expect(parseResolverServers('127.0.0.1:5353, [::1]:53,dns.example')).toEqual([
      '127.0.0.1:5353',
      '[::1]:53',
      'dns.example',
    ]);
    expect(() => parseResolverServers('127.0.0.1:99999')).toThrow(/--dns-resolver: "127.0.0.1:99999"/);
    expect(() => parseResolverServers(' , ')).toThrow(/at least one/);
  });
});
