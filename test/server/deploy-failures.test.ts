/**
 * Failures after the deploy stream started leave nothing behind: no edge confirmed, the client went away. A
 * failure the server did not choose words for (here: the distributor throws an error full of internals) is
 * "internal error, request id …" to the client, in a deploy's stream and in a JSON answer; the log has it whole.
 */
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
import { captureLog, expectNoInternals, loggedError, requestIdIn } from '../helpers/public-errors.ts';
import { basicToken, TEST_PASSWORD } from '../helpers/server.ts';
import type { Json } from '../helpers/server.ts';

/** One edge that never confirms: the failure the real distributor reports when every edge is down. */
class DeadEdge extends NullDistributor implements Distributor {
  fail = true;
  /** Throws an error naming a path and an address (what a bug or a driver might throw). */
  explode = false;
  #boom(): Error {
    return Object.assign(new Error('EIO: i/o error, open /srv/sitepub-secret/blobs/ab (10.9.8.7:5432)'), {
      code: 'EIO',
    });
  }
  override async purge(): Promise<SyncResult> {
    if (this.explode) throw this.#boom();
    return super.purge('');
  }
  override edges() {
    return [{ id: 'edge-1', url: 'http://127.0.0.1:9', location: 'test', ip: '127.0.0.1' }];
  }
  override async sync(): Promise<SyncResult> {
    if (this.explode) throw this.#boom();
    if (!this.fail) return { confirmed: this.edges(), unconfirmed: [], bytesFetched: 0 };
    return {
      confirmed: [],
      // the error (for the log) names an address, as an edge that could not reach its origin says; the reason not
      unconfirmed: [
        {
          ...this.edges()[0]!,
          error: 'origin unreachable: connect ECONNREFUSED 10.9.8.7:3000',
          reason: 'connect ECONNREFUSED',
        },
      ],
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
const log = captureLog();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-fail-'));
  store = await SqliteStore.open({ dir });
  app = await buildApp({ store, distributor: edge, logger: { level: 'info', stream: log.stream } });
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
    expect(JSON.stringify(events.at(-1))).not.toContain('10.9.8.7');
    expect(events.filter((e) => e.id === 'cdn').at(-1)).toMatchObject({ written: 0, total: 1, end: true });
    expect(await store.projects.getProject('fail.example.com')).toBeNull();
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });

  it('leaves production alone when a later deploy is not confirmed', async () => {
    edge.fail = false;
    const ok = lines((await deploy('good')).body).at(-1)!;
    expect(ok.type).toBe('info');
    edge.fail = true;
    expect(lines((await deploy('bad')).body).at(-1)!.type).toBe('error');
    const project = (await store.projects.getProject('fail.example.com'))!;
    expect(project.liveRev).toBe(ok.metadata.rev);
    expect(
      (await store.revisions.listRevisions('fail.example.com', { includePending: true })).map((r) => r.rev),
    ).toEqual([ok.metadata.rev]);
  });

  it('an error with no chosen words: "internal error, request id …" in the stream and in JSON, the detail logged', async () => {
    edge.fail = false;
    const live = (await store.projects.getProject('fail.example.com'))!.liveRev;
    edge.explode = true;
    try {
      const events = lines((await deploy('exploding')).body);
      const last = events.at(-1)!;
      expect(last.type).toBe('error');
      expect(last.error.code).toBe('SITEPUB_INTERNAL');
      expect(last.error.message).toMatch(
        /^internal error, request id [0-9a-f]{16}: the deploy was not stored and production is unchanged; deploy again/,
      );
      const internals = ['/srv/sitepub-secret', '10.9.8.7', 'i/o error', dir];
      expectNoInternals(JSON.stringify(events), internals);
      expect(loggedError(log.text(), requestIdIn(last.error.message))).toContain(
        '/srv/sitepub-secret/blobs/ab',
      );
      expect((await store.projects.getProject('fail.example.com'))!.liveRev).toBe(live);

      const res = await app.inject({
        method: 'DELETE',
        url: '/fail.example.com/cache',
        headers: { authorization: basicToken(token) },
      });
      expect(res.statusCode).toBe(500);
      const body = res.json() as { messages: string[]; message: string; status: number; details: object };
      expect(body).toEqual({
        messages: [body.message],
        message: expect.stringMatching(
          /^internal error, request id [0-9a-f]{16}: the request was not completed and production is unchanged; try again/,
        ),
        details: {},
        status: 500,
      });
      expectNoInternals(res.body, internals);
      const id = requestIdIn(body.message);
      expect(res.headers['x-request-id']).toBe(id);
      expect(loggedError(log.text(), id)).toContain('10.9.8.7:5432');
    } finally {
      edge.explode = false;
    }
  });

  it('cleans up when the client disconnects in the middle of the upload', async () => {
    edge.fail = false;
    const before = await store.revisions.listRevisions('fail.example.com', { includePending: true });
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
      const now = await store.revisions.listRevisions('fail.example.com', { includePending: true });
      if (now.length === before.length && (await readdir(join(dir, 'tmp'))).length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(
      (await store.revisions.listRevisions('fail.example.com', { includePending: true })).map((r) => r.rev),
    ).toEqual(before.map((r) => r.rev));
    expect(await readdir(join(dir, 'tmp'))).toEqual([]);
  });
});
