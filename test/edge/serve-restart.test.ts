/**
 * `sitepub serve` restarted on the same data: the edges serve from their own folders at once, and an edge whose
 * folder was lost refills itself from the origin right after start-up (no wait for the periodic reconcile).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { putArchive, startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from './helpers/http.ts';

const DOMAIN = 'restart.localhost';
let srv: TestServer | null = null;

afterAll(async () => {
  await srv?.close();
});

describe('serve restart', { timeout: 120_000 }, () => {
  it('serves from the edges folders after a restart and refills a lost edge folder', async () => {
    const first = await startTestServer({ edges: 2, keepData: true });
    const token = await first.token('restart@example.com');
    const answer = await putArchive(
      first.api,
      token,
      DOMAIN,
      tgzOf([{ path: 'site/index.html', body: 'kept' }]),
    );
    expect(answer.events.some((e) => e.type === 'info')).toBe(true);
    await first.close();

    await rm(join(first.data, 'edges', 'edge-2'), { recursive: true, force: true });
    srv = await startTestServer({ edges: 2, data: first.data });
    expect((await get(srv.edges[0]!, DOMAIN, '/')).body.toString()).toBe('kept');
    let body = '';
    for (let i = 0; i < 300 && body !== 'kept'; i++) {
      body = (await get(srv.edges[1]!, DOMAIN, '/')).body.toString();
      if (body !== 'kept') await sleep(100);
    }
    expect(body).toBe('kept');
  });
});
