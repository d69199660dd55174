/**
 * One deploy reads its project once and checks permission and the plan once (docs/server.md, "Before the body is
 * read"): counted on the real store and billing service of an in-process server, for a new project, its owner,
 * a collaborator, a staged deploy and one without size headers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { tgzOf } from '../helpers/archives.ts';
import { basicToken, TEST_PASSWORD } from '../helpers/server.ts';

let dir: string;
let store: SqliteStore;
let app: FastifyInstance;
const calls = { getProject: 0, roleChecks: 0, planChecks: 0 };

/** Counts the calls of `obj[name]`, still calling it. */
function count<T extends object, K extends keyof T & string>(obj: T, name: K, key: keyof typeof calls): void {
  const original = obj[name] as (...args: unknown[]) => unknown;
  Object.assign(obj, {
    [name]: (...args: unknown[]) => {
      calls[key]++;
      return original.apply(obj, args);
    },
  });
}

async function token(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/token',
    headers: { authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}` },
  });
  return (res.json() as { token: string }).token;
}

/** One deploy of a two-file site; the counts of its calls and the types of its lines. */
async function deploy(tok: string, headers: Record<string, string> = {}) {
  for (const k of Object.keys(calls) as (keyof typeof calls)[]) calls[k] = 0;
  const res = await app.inject({
    method: 'PUT',
    url: '/reads.example.com',
    headers: { authorization: basicToken(tok), 'content-type': 'application/gzip', ...headers },
    payload: tgzOf([
      { path: 's/index.html', body: 'hello' },
      { path: 's/a.txt', body: 'abc' },
    ]),
  });
  const types = res.body
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { type: string }).type);
  return { status: res.statusCode, last: types.at(-1), ...calls };
}

const sized = { 'file-count': '2', 'project-size': '8' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitepub-reads-'));
  store = await SqliteStore.open({ dir });
  app = await buildApp({ store, logger: false });
  count(store.projects, 'getProject', 'getProject');
  count(store.collaborators, 'has', 'roleChecks');
  count(app.extras.billing, 'needsUpgrade', 'planChecks');
});
afterAll(async () => {
  await app.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('one deploy, one read of its project, each check once', () => {
  it('holds for a new project, its owner, a collaborator, a staged deploy and one without sizes', async () => {
    const owner = await token('reads-owner@example.com');
    const collaborator = await token('reads-collab@example.com');
    const once = { status: 200, last: 'info', getProject: 1, planChecks: 1 };
    expect(await deploy(owner, sized)).toEqual({ ...once, roleChecks: 0 });
    expect(await deploy(owner, sized)).toEqual({ ...once, roleChecks: 0 });
    expect(await deploy(owner, { ...sized, stage: 'true' })).toEqual({ ...once, roleChecks: 0 });
    expect(await deploy(owner)).toEqual({ ...once, roleChecks: 0 });
    await store.collaborators.add({
      domain: 'reads.example.com',
      email: 'reads-collab@example.com',
      invitedBy: 'reads-owner@example.com',
      createdAt: Date.now(),
    });
    expect(await deploy(collaborator, sized)).toEqual({ ...once, roleChecks: 1 });
  });

  it('checks the plan again after the upload when more arrived than was declared', async () => {
    const owner = await token('reads-owner@example.com');
    expect(await deploy(owner, { 'file-count': '1', 'project-size': '1' })).toMatchObject({
      status: 200,
      last: 'info',
      getProject: 1,
      planChecks: 2,
    });
  });
});
