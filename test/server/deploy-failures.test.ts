/** Failures after the deploy stream started leave nothing behind: no edge confirmed, the client went away. */
import { request } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { Distributor, SyncResult } from '../../src/server/distribution/types.ts';
import { NullDistributor } from '../../src/server/null-distributor.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { tgzOf } from '../helpers/archives.ts';
import { basicToken, TEST_PASSWORD } from '../helpers/server.ts';
import type { Json } from '../helpers/server.ts';

/** One edge that never confirms: the failure the real distributor reports when every edge is down. */
class DeadEdge extends NullDistributor implements Distributor {
  fail = true;
  override edges() {
    return [{ id: 'edge-1', url: 'http://127.0.0.1:9', location: 'test', ip: '127.0.0.1' }];
  }
  override async sync(): Promise<SyncResult> {
    if (!this.fail) return { confirmed: this.edges(), unconfirmed: [], bytesFetched: 0 };
    return {
      confirmed: [],
      unconfirmed: [{ ...this.edges()[0]!, error: 'connect ECONNREFUSED' }],
      bytesFetched: 0,
    };
  }
}

let dir: string;
let store: SqliteStore;
let app: FastifyInstance;
let base: string;
let token: string;
const edge = new DeadEdge();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-fail-'));
  store = await SqliteStore.open({ dir });
  app = await buildApp({ store, distributor: edge });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await app.inject({
    method: 'POST',
    url: '/token',
    headers: {
      authorization: `Basic ${Buffer.from(`fail@example.com:${TEST_PASSWORD}`).toString('base64')}`,
    },
  });
  token = res.json().token;
});
afterAll(async () => {
  await app.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const deploy = (body: string) =>
  app.inject({
    method: 'PUT',
    url: '/fail.example.com',
    headers: { authorization: basicToken(token), 'content-type': 'application/gzip' },
    payload: tgzOf([{ path: 's/index.html', body }]),
  });
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Json);

describe('failures after the stream started', () => {
  it('removes the revision and the new project when no edge confirms', async () => {
    const res = await deploy('one');
    expect(res.statusCode).toBe(200);
    const events = lines(res.body);
    expect(events.map((e) => e.type)).not.toContain('info');
    expect(events.at(-1)).toEqual({
      type: 'error',
      error: {
        message: expect.stringMatching(
          /no edge node confirmed the new revision \(edge-1: connect ECONNREFUSED\); production is unchanged/,
        ),
        code: 'SITEPUB_NOT_DISTRIBUTED',
      },
    });
    expect(events.filter((e) => e.id === 'cdn').at(-1)).toMatchObject({ written: 0, total: 1, end: true });
    expect(await store.getProject('fail.example.com')).toBeNull();
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('leaves production alone when a later deploy is not confirmed', async () => {
    edge.fail = false;
    const ok = lines((await deploy('good')).body).at(-1)!;
    expect(ok.type).toBe('info');
    edge.fail = true;
    expect(lines((await deploy('bad')).body).at(-1)!.type).toBe('error');
    const project = (await store.getProject('fail.example.com'))!;
    expect(project.liveRev).toBe(ok.metadata.rev);
    expect(
      (await store.listRevisions('fail.example.com', { includePending: true })).map((r) => r.rev),
    ).toEqual([ok.metadata.rev]);
  });

  it('cleans up when the client disconnects in the middle of the upload', async () => {
    edge.fail = false;
    const before = await store.listRevisions('fail.example.com', { includePending: true });
    const big = tgzOf(
      Array.from({ length: 50 }, (_, i) => ({ path: `s/f${i}.bin`, body: Buffer.alloc(20_000, i) })),
    );
    await new Promise<void>((resolve) => {
      const url = new URL(`${base}/fail.example.com`);
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PUT',
        headers: { authorization: basicToken(token), 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => resolve());
      req.write(big.subarray(0, 4000)); // a first part only, then hang up once the stream began
    });
    for (let i = 0; i < 50; i++) {
      const now = await store.listRevisions('fail.example.com', { includePending: true });
      if (now.length === before.length && (await readdir(join(dir, 'tmp'))).length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      (await store.listRevisions('fail.example.com', { includePending: true })).map((r) => r.rev),
    ).toEqual(before.map((r) => r.rev));
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });
});
