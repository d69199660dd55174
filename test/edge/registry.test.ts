/**
 * Standalone edges (`sitepub edge`) against the real server: registration carries the edge's HTTPS URL, and the
 * origin keeps registered edges in its store (`store.shared`), so after a restart it distributes to them at once instead
 * of waiting for their next registration.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEdge, type RunningEdge } from '../../src/edge/edge.ts';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

describe('standalone edge registration', () => {
  it('announces its TLS URL and is remembered across an origin restart', async () => {
    const data = await mkdtemp(join(tmpdir(), 'sitepub-registry-'));
    cleanup.push(() => rm(data, { recursive: true, force: true }));
    const port = await freePort();
    let srv: TestServer = await startTestServer({ edges: 1, data, keepData: true, port });
    const secret = (await readFile(join(data, 'edge-secret'), 'utf8')).trim();
    const edge: RunningEdge = await startEdge({
      origin: srv.api,
      secret,
      data: join(data, 'standalone'),
      id: 'edge-far',
      location: 'far',
      reconcileMs: 0,
      tlsPort: 0,
    });
    cleanup.push(() => edge.close());
    await edge.ready;
    const known = srv.server.app.distributor.edges().find((e) => e.id === 'edge-far');
    expect(known?.tlsUrl).toBe(edge.tlsUrl);
    expect(known?.tlsUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

    await srv.server.close();
    srv = await startTestServer({ edges: 1, data, keepData: true, port }); // same address, as a restart
    cleanup.push(() => srv.close());
    // no new registration happened (reconcileMs 0): the origin read it from its store
    expect(srv.server.app.distributor.edges().map((e) => e.id)).toContain('edge-far');

    const token = await srv.token('registry@example.com');
    const res = await putArchive(
      srv.api,
      token,
      'far.localhost',
      tgzOf([{ path: 'site/index.html', body: 'far' }]),
    );
    const info = res.events.at(-1)!;
    expect(info.type).toBe('info');
    const page = await get(edge.url, 'far.localhost', '/index.html');
    expect(page.body.toString()).toBe('far');
  });
});
