/**
 * A standalone edge (what `sitepub edge` runs) answers the origin's HTTP-01 challenges and serves the ACME
 * certificate: Pebble's validator is pointed at that edge's HTTP port only, not at the in-process one.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEdge } from '../../src/edge/edge.ts';
import { startTestServer } from '../helpers/server.ts';
import { freePort, startPebble } from '../helpers/pebble.ts';
import { deployTar, freeDnsPort, makeHome } from './helpers.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

it("a standalone edge answers HTTP-01 and serves the certificate, whose chain verifies against Pebble's root", async () => {
  const edgePort = await freePort();
  const dnsPort = await freeDnsPort();
  const pebble = await startPebble({ httpPort: edgePort, dnsServer: `127.0.0.1:${dnsPort}` });
  cleanup.push(() => pebble.stop());
  const srv = await startTestServer({
    edges: 1,
    dnsPort,
    acmeDirectory: pebble.directory,
    acmeEmail: 'ops@example.com',
    acmeCa: pebble.caFile,
  });
  cleanup.push(() => srv.close());
  const secret = (await readFile(join(srv.data, 'edge-secret'), 'utf8')).trim();
  const data = await mkdtemp(join(tmpdir(), 'sitepub-acme-edge-'));
  cleanup.push(() => rm(data, { recursive: true, force: true }));
  const edge = await startEdge({ origin: srv.api, secret, data, port: edgePort, tlsPort: 0, reconcileMs: 0 });
  cleanup.push(() => edge.close());
  expect(await edge.ready).toBeNull();
  expect(edge.tlsUrl).not.toBeNull();

  const token = await srv.token('owner@example.com');
  const { home } = await makeHome();
  cleanup.push(() => rm(home, { recursive: true, force: true }));
  const lines = await deployTar(srv.api, token, home, 'standalone.test');
  const cert = lines.find((l) => l.type === 'cert') as { data: { issuer: string } } | undefined;
  expect(cert?.data.issuer).toMatch(/Pebble/);

  const ca = await pebble.issuingRoot();
  const authorized = await new Promise<boolean>((resolve, reject) => {
    const socket = connect(
      { host: '127.0.0.1', port: Number(new URL(edge.tlsUrl!).port), servername: 'standalone.test', ca },
      () => {
        resolve(socket.authorized);
        socket.end();
      },
    );
    socket.once('error', reject);
  });
  expect(authorized).toBe(true);
}, 180_000);
