/** `sitepub serve --dns-port`: the authoritative responder answers the zones of published apex domains. */
import { Resolver } from 'node:dns/promises';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { call, deployTar, makeHome } from './helpers.ts';

let srv: TestServer;
let home: string;
let resolver: Resolver;

beforeAll(async () => {
  srv = await startTestServer({ edges: 1, dnsPort: 0 });
  ({ home } = await makeHome());
  resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${srv.server.app.extras.dns!.port}`]);
});

afterAll(async () => {
  await srv?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

it('answers managed and custom records of a published apex domain, refuses others', async () => {
  const token = await srv.token('dns@example.com');
  const lines = await deployTar(srv.api, token, home, 'served-zone.com');
  expect(lines.map((l) => l.type)).toContain('info');
  await call(srv.api, token, 'POST', '/served-zone.com/dns', {
    type: 'CNAME',
    name: 'www',
    value: 'served-zone.com',
  });
  await call(srv.api, token, 'POST', '/served-zone.com/zone', {
    type: 'MX',
    name: '@',
    value: 'mx.mail.net',
    priority: 10,
  });
  expect(await resolver.resolve4('served-zone.com')).toEqual(['127.0.0.1']);
  expect((await resolver.resolveNs('served-zone.com')).sort()).toEqual(['ns1.localhost', 'ns2.localhost']);
  expect(await resolver.resolveCname('www.served-zone.com')).toEqual(['served-zone.com']);
  expect(await resolver.resolveMx('served-zone.com')).toMatchObject([
    { exchange: 'mx.mail.net', priority: 10 },
  ]);
  await expect(resolver.resolve4('unpublished-zone.com')).rejects.toMatchObject({ code: 'EREFUSED' });
  // Subdomains of the platform domain are not zones of their own.
  await deployTar(srv.api, token, home, 'site.localhost');
  await expect(resolver.resolve4('site.localhost')).rejects.toMatchObject({ code: 'EREFUSED' });
});
