/** `serve --port P`: an edge whose port (P+N) is taken falls back to a free one and says so in the log. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { startServer } from '../../src/server/main.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

const listenOn = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(null));
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
const close = (s: Server) => new Promise((r) => s.close(r));

it('logs the fallback port when API+1 is taken', async () => {
  // A free port P whose neighbour P+1 can be held for the test.
  let api = 0;
  let holder: Server | null = null;
  for (let i = 0; i < 20 && !holder; i++) {
    const probe = (await listenOn(0))!;
    api = (probe.address() as { port: number }).port;
    await close(probe);
    holder = api < 65535 ? await listenOn(api + 1) : null;
  }
  expect(holder).not.toBeNull();
  cleanup.push(() => close(holder!));
  const data = await mkdtemp(join(tmpdir(), 'sitepub-ports-'));
  cleanup.push(() => rm(data, { recursive: true, force: true }));
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _e, cb) {
      log += chunk.toString();
      cb();
    },
  });
  const server = await startServer({ data, port: api, edges: 1, logger: { level: 'info', stream } });
  cleanup.push(() => server.close());
  expect(server.edges[0]).not.toBe(`http://127.0.0.1:${api + 1}`);
  expect(log).toContain(
    `edge-1: port ${api + 1} (API port + 1) is taken; listening on ${server.edges[0]} instead`,
  );
});
