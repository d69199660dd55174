/** Server logs: secret link segments are masked for every mailed-link route; error codes stay readable. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';

let dir: string;
let store: SqliteStore;
let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-logs-'));
  store = await SqliteStore.open({ dir });
  const stream = new Writable({
    write(chunk: Buffer, _e, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  app = await buildApp({ store, logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

it.each([
  ['GET', '/billing/checkout/SECRET-checkout-123'],
  ['POST', '/billing/checkout/SECRET-checkout-456'],
  ['GET', '/billing/portal/SECRET-portal-789'],
  ['POST', '/billing/portal/SECRET-portal-000'],
  ['GET', '/verification/SECRET-verify-111'],
] as const)('masks the secret of %s %s in the request log', async (method, url) => {
  logs.length = 0;
  await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
  const text = logs.join('');
  expect(text).toContain(`${url.slice(0, url.lastIndexOf('/') + 1)}[redacted]`);
  expect(text).not.toContain('SECRET-');
});

it("logs an error's code (ENOSPC) instead of redacting it, and still masks codes a request carries", () => {
  logs.length = 0;
  const err = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  app.log.error({ err }, 'deploy failed');
  app.log.info({ code: 'ENOSPC' }, 'top-level code');
  app.log.info({ request: { body: { code: 'SECRET-body-code' } } }, 'a body');
  app.log.info({ body: { code: 'SECRET-body-code' } }, 'a body');
  const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect((lines[0]!.err as { code: string }).code).toBe('ENOSPC');
  expect(lines[1]!.code).toBe('ENOSPC');
  expect(logs.join('')).not.toContain('SECRET-body-code');
});
