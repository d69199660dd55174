/**
 * The real server (buildApp, on 127.0.0.1:0) over PostgresStore: two apps on one database, as two origins (one
 * blob store between them: sharing content across machines is the S3 store's part). A deploy through A is
 * listed, rolled back, cut over and torn down through B; tokens made on one work on the other.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { PostgresStore } from '../../src/store/postgres/store.ts';
import { tgzOf } from '../helpers/archives.ts';
import { startPostgres, tempBlobs, type TestPostgres } from '../helpers/postgres.ts';
import { api, putArchive, TEST_PASSWORD, type Json } from '../helpers/server.ts';

const D = 'pg-site.example.com';
let server: TestPostgres | undefined;
const stores: PostgresStore[] = [];
const apps: FastifyInstance[] = [];
let removeBlobs: (() => Promise<void>) | undefined;
let a = '';
let b = '';

beforeAll(async () => {
  server = startPostgres();
  const url = await server.createDatabase();
  const { blobs, remove } = await tempBlobs();
  removeBlobs = remove;
  for (let i = 0; i < 2; i++) {
    const store = await PostgresStore.open({ url, blobs, poolSize: 4 });
    stores.push(store);
    const app = await buildApp({ store });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
  }
  const base = (app: FastifyInstance) => {
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    return `http://127.0.0.1:${address.port}`;
  };
  [a, b] = apps.map(base) as [string, string];
}, 180_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const store of stores) await store.close();
  await removeBlobs?.();
  server?.stop();
});

async function tokenFrom(origin: string, email: string): Promise<string> {
  const res = await fetch(`${origin}/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}` },
  });
  const body = (await res.json()) as { token?: string };
  expect(res.status).toBe(201);
  return String(body.token);
}

async function deploy(origin: string, token: string, body: string): Promise<number> {
  const res = await putArchive(origin, token, D, tgzOf([{ path: 'site/index.html', body }]));
  const info = res.events.at(-1) as { type: string; metadata: { rev: number } };
  expect(info.type).toBe('info');
  return info.metadata.rev;
}

describe('the server over PostgresStore, two origins on one database', () => {
  it('deploys through A, lists, rolls back, cuts over and tears down through B', async () => {
    const token = await tokenFrom(a, 'pg-user@example.com');
    const first = await deploy(a, token, 'one');
    const second = await deploy(a, token, 'two');

    const list = (await api(b, token, 'GET', `/${D}/list`)).body as Json[];
    expect(list.map((r) => r.rev).sort()).toEqual([first, second].sort());
    expect((await api(b, token, 'GET', `/${D}/metadata.json`)).body.rev).toBe(second);
    const manifest = (await api(b, token, 'GET', `/${D}/manifest.json`)).body;
    expect(Object.keys(manifest)).toEqual(['/index.html']);

    const back = (await api(b, token, 'POST', `/${D}/rollback`)).body;
    expect(back.revision.rev).toBe(first);
    expect((await api(a, token, 'GET', `/${D}/metadata.json`)).body.rev).toBe(first);
    const cut = await api(a, token, 'PUT', `/${D}/rev/${second}`);
    expect(cut.body).toMatchObject({ status: 201, revision: { rev: second } });
    expect((await api(b, token, 'GET', `/${D}/metadata.json`)).body.rev).toBe(second);

    const down = await api(b, token, 'DELETE', `/${D}`);
    expect(down.status).toBe(200);
    expect(await stores[0]!.projects.getProject(D)).toBeNull();
  }, 180_000);

  it('answers 503 while PostgreSQL is down, and serves again when it is back, without restarting', async () => {
    const token = await tokenFrom(b, 'pg-outage@example.com');
    const rev = await deploy(b, token, 'before the outage');
    server!.halt();
    try {
      const during = await api(a, token, 'GET', `/${D}/list`);
      expect(during.status).toBe(503);
    } finally {
      server!.start();
    }
    const after = await api(a, token, 'GET', `/${D}/metadata.json`);
    expect(after.status).toBe(200);
    expect(after.body.rev).toBe(rev);
  }, 180_000);
});
