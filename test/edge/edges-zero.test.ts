/**
 * `serve --edges 0` on a data folder that has `edge-secret` still accepts the standalone edges using it, and a
 * deploy that no edge serves says so in its info line (msgsBot, which the official CLI prints).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEdge } from '../../src/edge/edge.ts';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

const site = () => tgzOf([{ path: 's/index.html', body: 'hello' }]);
const infoOf = (events: Record<string, unknown>[]) => events.find((e) => e.type === 'info')!;

it('accepts standalone edges with the kept secret after a restart with --edges 0; warns while none is registered', async () => {
  const data = await mkdtemp(join(tmpdir(), 'sitepub-edges0-'));
  cleanup.push(() => rm(data, { recursive: true, force: true }));
  const first = await startTestServer({ edges: 1, data, keepData: true });
  await first.close();
  const secret = (await readFile(join(data, 'edge-secret'), 'utf8')).trim();

  const srv = await startTestServer({ edges: 0, data, keepData: true });
  cleanup.push(() => srv.close());
  const token = await srv.token();
  const alone = await putArchive(srv.api, token, 'alone.example.com', site());
  expect(infoOf(alone.events).msgsBot).toEqual([
    { msg: expect.stringContaining('no edge serves this site yet'), color: 'yellow' },
  ]);

  const edge = await startEdge({ origin: srv.api, secret, data: join(data, 'standalone'), reconcileMs: 0 });
  cleanup.push(() => edge.close());
  expect(await edge.ready).toBeNull();
  const served = await putArchive(srv.api, token, 'served.example.com', site());
  expect(infoOf(served.events).msgsBot).toBeUndefined();
  const res = await get(edge.url, 'served.example.com', '/');
  expect(res.body.toString()).toBe('hello');
});
