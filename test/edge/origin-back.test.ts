/** An edge logs when its origin answers again after being unreachable (once, with how long it was gone). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEdge } from '../../src/edge/edge.ts';
import { createOriginClient, type OriginClient } from '../../src/edge/origin-client.ts';
import { MiniOrigin } from './helpers/mini-origin.ts';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

it('logs "origin reachable again" after failed rounds, once', async () => {
  const origin = new MiniOrigin();
  origin.addRevision('back.test', 1_700_000_000_000, { '/index.html': 'back' });
  await origin.start();
  cleanup.push(() => origin.stop());
  const data = await mkdtemp(join(tmpdir(), 'sitepub-edge-back-'));
  cleanup.push(() => rm(data, { recursive: true, force: true }));
  let down = true;
  const real = createOriginClient({ origin: origin.url, secret: origin.secret });
  const flaky = new Proxy(real, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) =>
        down && prop !== 'close'
          ? Promise.reject(new Error('connect ECONNREFUSED'))
          : (v as (...a: unknown[]) => unknown).apply(target, args);
    },
  }) as OriginClient;
  const lines: string[] = [];
  const edge = await startEdge({
    origin: origin.url,
    secret: origin.secret,
    data,
    register: false,
    reconcileMs: 40,
    originClient: flaky,
    logger: (m) => lines.push(m),
  });
  cleanup.push(() => edge.close());
  await edge.ready;
  await new Promise((r) => setTimeout(r, 100));
  expect(lines.some((l) => l.includes('origin unreachable'))).toBe(true);
  down = false;
  for (let i = 0; i < 50 && !lines.some((l) => l.includes('reachable again')); i++)
    await new Promise((r) => setTimeout(r, 40));
  await new Promise((r) => setTimeout(r, 150));
  expect(lines.filter((l) => l.includes('origin reachable again'))).toEqual([
    expect.stringMatching(/origin reachable again \(unreachable for \d+ s\)/),
  ]);
});
