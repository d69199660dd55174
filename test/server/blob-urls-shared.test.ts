/**
 * Origin `POST /_sitepub/blob-urls` when the edges of a cluster ask at once (src/server/routes/edge-internal.ts):
 * the same list asked while it is being answered is located and signed once, and every ask gets the answer (or
 * its failure); a list asked after that is located anew. The store is the embedded one with a blob store that
 * hands out URLs, counting its calls (and failing once when told).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createHttpDistributor } from '../../src/server/distribution/http-distributor.ts';
import { SqliteStore } from '../../src/server/index.ts';
import type { BlobUrls } from '../../src/store/types.ts';

const SECRET = 'blob-urls-shared-secret';
let dir: string;
let app: FastifyInstance;
const calls: string[][] = [];
/** The next lookup fails (as an object store that cannot be reached). */
let failNext = false;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-blob-urls-shared-'));
  const store = await SqliteStore.open({ dir });
  // a blob store whose content an edge may read straight from an object store (as S3BlobStore's is)
  const urls = async (sha256s: readonly string[]): Promise<BlobUrls> => {
    calls.push([...sha256s]);
    await new Promise((r) => setTimeout(r, 50));
    if (failNext) {
      failNext = false;
      throw new Error('object store unreachable');
    }
    return {
      ok: true,
      urls: sha256s.map((sha256) => ({ sha256, url: `http://store.test/${sha256}`, offset: 0, size: 1 })),
    };
  };
  Object.defineProperty(store.blobs, 'urls', { value: urls });
  app = await buildApp({ store, distributor: createHttpDistributor({ secret: SECRET }) });
});

afterAll(async () => {
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const ask = (sha256: string[]) =>
  app.inject({
    method: 'POST',
    url: '/_sitepub/blob-urls',
    headers: { authorization: `Bearer ${SECRET}` },
    payload: { sha256, byObject: true },
  });

it('answers the same list asked by two edges at once from one lookup, and a later ask from a new one', async () => {
  const list = ['a'.repeat(64), 'b'.repeat(64)];
  const other = ['c'.repeat(64)];
  const answers = await Promise.all([ask(list), ask(list), ask(other)]);
  for (const a of answers) expect(a.statusCode).toBe(200);
  expect(answers[0]!.json()).toEqual({
    objects: list.map((sha) => `http://store.test/${sha}`),
    blobs: [
      { object: 0, offset: 0, size: 1 },
      { object: 1, offset: 0, size: 1 },
    ],
  });
  expect(answers[1]!.body).toBe(answers[0]!.body);
  expect(calls).toEqual([list, other]);
  await ask(list);
  expect(calls).toEqual([list, other, list]);
});

it('gives a failed lookup to every ask that shared it, and looks up anew at the next ask', async () => {
  const list = ['d'.repeat(64)];
  calls.length = 0;
  failNext = true;
  const failed = await Promise.all([ask(list), ask(list)]);
  expect(failed.map((a) => a.statusCode)).toEqual([500, 500]);
  expect(calls).toEqual([list]);
  const later = await ask(list);
  expect(later.statusCode).toBe(200);
  expect(later.json()).toEqual({
    objects: [`http://store.test/${list[0]}`],
    blobs: [{ object: 0, offset: 0, size: 1 }],
  });
  expect(calls).toEqual([list, list]);
});
