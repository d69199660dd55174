/**
 * DNS-01 wildcard for the platform domain, against Pebble whose resolver (`-dnsserver`) is the server's own DNS
 * responder, which serves the platform zone (`dnsPlatformZone`). A preview host `<rev>-<project>.<platform>`
 * is served with one `*.<platform>` certificate: ordered over DNS-01 on the first preview handshake (its TXT
 * `_acme-challenge.<platform>` published by the responder during the order, gone after), never with an HTTP-01
 * order of its own, and shared by every later preview.
 */
import { connect, type PeerCertificate } from 'node:tls';
import { Resolver } from 'node:dns/promises';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { freePort, startPebble, type Pebble } from '../helpers/pebble.ts';
import { deployTar, freeDnsPort, makeHome } from './helpers.ts';

const PLATFORM = 'wild.test';
const PROJECT = `site.${PLATFORM}`;

let pebble: Pebble;
let srv: TestServer;
let token: string;
let home: string;
let dnsPort: number;
let resolver: Resolver;
let offset = 0;
const now = () => Date.now() + offset;
/** Hosts put on the HTTP-01 board, and DNS-01 TXT values put (with what the responder answered right then). */
const httpHosts: string[] = [];
const txtPuts: { domain: string; value: string; answered: Promise<string[][]> }[] = [];

beforeAll(async () => {
  const apiPort = await freePort(2); // the API, then edge 1 on the next port (HTTP-01 of the project domain)
  dnsPort = await freeDnsPort();
  pebble = await startPebble({ httpPort: apiPort + 1, dnsServer: `127.0.0.1:${dnsPort}` });
  srv = await startTestServer({
    port: apiPort,
    edges: 1,
    domain: PLATFORM,
    dnsPort,
    dnsResolver: [`127.0.0.1:${dnsPort}`],
    acmeDirectory: pebble.directory,
    acmeEmail: 'ops@example.com',
    acmeCa: pebble.caFile,
    overrides: { now, extras: { dnsPlatformZone: true } },
  });
  resolver = new Resolver({ timeout: 2_000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dnsPort}`]);
  // Watch (and pass through) what the issuer puts up: the real boards, the real responder.
  const { challenges, dnsChallenges } = srv.server.app.extras;
  const httpPut = challenges.put.bind(challenges);
  challenges.put = async (tok, host, keyAuthorization) => {
    httpHosts.push(host);
    await httpPut(tok, host, keyAuthorization);
  };
  const dnsPut = dnsChallenges.put.bind(dnsChallenges);
  dnsChallenges.put = async (domain, value) => {
    const id = await dnsPut(domain, value);
    txtPuts.push({ domain, value, answered: resolver.resolveTxt(`_acme-challenge.${domain}`) });
    return id;
  };
  token = await srv.token('owner@example.com');
  ({ home } = await makeHome());
}, 180_000);

afterAll(async () => {
  await srv?.close();
  await pebble?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

function edgeTlsPort(): number {
  const tlsUrl = srv.server.app.distributor.edges()[0]?.tlsUrl;
  if (!tlsUrl) throw new Error('the edge has no HTTPS listener');
  return Number(new URL(tlsUrl).port);
}

/** A real TLS handshake with the edge for `servername`, the chain verified against `ca`. */
function handshake(
  servername: string,
  ca: string,
): Promise<{ authorized: boolean; error: string | null; cert: PeerCertificate }> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: edgeTlsPort(), servername, ca, rejectUnauthorized: false },
      () => {
        const cert = socket.getPeerCertificate(true);
        resolve({
          authorized: socket.authorized,
          error: socket.authorizationError ? String(socket.authorizationError) : null,
          cert,
        });
        socket.end();
      },
    );
    socket.once('error', reject);
  });
}

async function deployPreview(): Promise<string> {
  const lines = await deployTar(srv.api, token, home, PROJECT);
  expect(lines.find((l) => l.type === 'error')).toBeUndefined();
  const info = lines.find((l) => l.type === 'info') as
    { urls: { name: string; domain: string }[] } | undefined;
  const preview = info?.urls.find((u) => u.name === 'preview')?.domain;
  expect(preview).toMatch(new RegExp(`^\\d+-site\\.wild\\.test$`));
  return preview!;
}

describe('ACME DNS-01 wildcard for the platform domain (Pebble)', () => {
  it('the responder serves the platform zone: the apex and every host under it point at the edge', async () => {
    expect(await resolver.resolve4(PLATFORM)).toEqual(['127.0.0.1']);
    expect(await resolver.resolve4(`1234567890123-${PROJECT}`)).toEqual(['127.0.0.1']);
    await expect(resolver.resolveTxt(`_acme-challenge.${PLATFORM}`)).rejects.toMatchObject({
      code: 'ENODATA',
    });
  });

  it(`a preview host is served with *.${PLATFORM}, issued over DNS-01 through the responder, with no HTTP-01 order; the TXT record is gone after`, async () => {
    const preview = await deployPreview();
    const root = await pebble.issuingRoot();
    const tls = await handshake(preview, root);
    expect(tls.error).toBeNull();
    expect(tls.authorized).toBe(true);
    expect(tls.cert.subjectaltname).toBe(`DNS:*.${PLATFORM}`);
    expect(tls.cert.issuer.CN).toMatch(/Pebble/);

    // One DNS-01 challenge, published by the responder while the order was open.
    expect(txtPuts.map((p) => p.domain)).toEqual([PLATFORM]);
    expect(await txtPuts[0]!.answered).toEqual([[txtPuts[0]!.value]]);
    // No HTTP-01 challenge for the preview host (the project domain's own first-deploy order is HTTP-01).
    expect(httpHosts).not.toContain(preview);
    expect(httpHosts.every((h) => !h.startsWith('*'))).toBe(true);
    // Removed once the order ended.
    await expect(resolver.resolveTxt(`_acme-challenge.${PLATFORM}`)).rejects.toMatchObject({
      code: 'ENODATA',
    });

    // Kept outside the projects' certificates, with its key (mode 0600).
    const stored = JSON.parse(
      await readFile(join(srv.data, 'acme', `wildcard-${PLATFORM}.json`), 'utf8'),
    ) as { altnames: string[] };
    expect(stored.altnames).toEqual([`*.${PLATFORM}`]);
  }, 120_000);

  it('a later preview reuses the same wildcard certificate: no new order of any kind', async () => {
    const before = { txt: txtPuts.length, http: httpHosts.length };
    const preview = await deployPreview();
    const tls = await handshake(preview, await pebble.issuingRoot());
    expect(tls.authorized).toBe(true);
    expect(tls.cert.subjectaltname).toBe(`DNS:*.${PLATFORM}`);
    expect(txtPuts.length).toBe(before.txt);
    expect(httpHosts.filter((h) => h === preview)).toEqual([]);
    expect(httpHosts.length).toBe(before.http); // the project domain's certificate is current
  }, 120_000);

  it('renewal: once fewer than 30 days remain, the timer orders the wildcard again over DNS-01', async () => {
    const file = join(srv.data, 'acme', `wildcard-${PLATFORM}.json`);
    const old = JSON.parse(await readFile(file, 'utf8')) as { notAfter: number; certPem: string };
    expect(await srv.server.app.extras.certs.renewDue()).not.toContain(`*.${PLATFORM}`); // not due yet
    const puts = txtPuts.length;
    offset = old.notAfter - Date.now() - 29 * 24 * 60 * 60 * 1000;
    try {
      expect(await srv.server.app.extras.certs.renewDue()).toContain(`*.${PLATFORM}`);
    } finally {
      offset = 0;
    }
    expect(txtPuts.length).toBe(puts + 1);
    const renewed = JSON.parse(await readFile(file, 'utf8')) as { certPem: string; altnames: string[] };
    expect(renewed.certPem).not.toBe(old.certPem);
    expect(renewed.altnames).toEqual([`*.${PLATFORM}`]);
    await expect(resolver.resolveTxt(`_acme-challenge.${PLATFORM}`)).rejects.toMatchObject({
      code: 'ENODATA',
    });
  }, 120_000);
});

describe('--dns-platform-zone', () => {
  it('needs the DNS responder: without --dns-port the start fails and says so', async () => {
    const data = await mkdtemp(join(tmpdir(), 'sitepub-wild-'));
    try {
      await expect(startTestServer({ data, edges: 0, dnsPlatformZone: true })).rejects.toThrow(
        /--dns-platform-zone needs --dns-port/,
      );
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  });
});
