/**
 * The server over a Store that is not a SqliteStore (no `instanceof`, no `.db`, no `.dir`): everything it keeps
 * goes through the Store contract, so collaborators, mail, teardown and the CA work on any backend.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import type { Store } from '../../src/store/sql/store.ts';
import { TEST_SETTINGS } from '../helpers/store.ts';
import { TEST_PASSWORD } from '../helpers/server.ts';

/** The store seen only through its interface: a plain object forwarding to `inner`, hiding its own fields. */
function throughInterface(inner: SqliteStore): Store {
  const hidden = new Set<PropertyKey>(['db', 'dir', 'notices']);
  return new Proxy<Store>(inner, {
    get(target, prop) {
      if (hidden.has(prop)) return undefined;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    has: (target, prop) => !hidden.has(prop) && Reflect.has(target, prop),
    getPrototypeOf: () => Object.prototype,
  });
}

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('the server over a Store other than SqliteStore', () => {
  let dir: string;
  let inner: SqliteStore;
  let store: Store;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitepub-any-store-'));
    inner = await SqliteStore.open({ dir });
    store = throughInterface(inner);
    expect(store instanceof SqliteStore).toBe(false);
    expect('db' in store).toBe(false);
    app = await buildApp({ store }); // no mailer: the store's outbox
  });
  afterAll(async () => {
    await app?.close();
    await inner.close();
    await rm(dir, { recursive: true, force: true });
  });

  const token = async (email: string): Promise<string> => {
    const res = await app.inject({
      method: 'POST',
      url: '/token',
      headers: { authorization: basic(email, TEST_PASSWORD) },
    });
    expect(res.statusCode).toBe(201);
    return String(res.json().token);
  };
  const as = (t: string) => ({ authorization: basic('token', t) });

  it('keeps collaborators, mails the invitation, lists the project for them, and forgets them on teardown', async () => {
    const ownerToken = await token('owner@example.com');
    const owner = (await store.accounts.getAccountByEmail('owner@example.com'))!;
    await store.projects.claimProject('shared.example.com', owner.id, TEST_SETTINGS, Date.now());

    const invited = await app.inject({
      method: 'POST',
      url: '/shared.example.com/collaborators',
      headers: as(ownerToken),
      payload: { emails: ['helper@example.com'] },
    });
    expect(invited.statusCode).toBe(202);
    expect(await store.collaborators.has('shared.example.com', 'helper@example.com')).toBe(true);
    expect((await store.outbox.list()).some((m) => m.to === 'helper@example.com')).toBe(true);

    const helperToken = await token('helper@example.com');
    const list = await app.inject({ method: 'GET', url: '/list', headers: as(helperToken) });
    expect(list.json()).toEqual([
      expect.objectContaining({ domain: 'shared.example.com', role: 'collaborator' }),
    ]);
    const listed = await app.inject({
      method: 'GET',
      url: '/shared.example.com/collaborators',
      headers: as(ownerToken),
    });
    expect(JSON.stringify(listed.json())).toContain('helper@example.com');

    const down = await app.inject({ method: 'DELETE', url: '/shared.example.com', headers: as(ownerToken) });
    expect(down.statusCode).toBe(200);
    expect(await store.collaborators.domainsOf('helper@example.com')).toEqual([]);
    const after = await app.inject({ method: 'GET', url: '/list', headers: as(helperToken) });
    expect(after.json()).toEqual([]);
  }, 180_000); // two sign-ups: scrypt is slow on a busy machine

  it('keeps the CA root in the store', async () => {
    expect(await store.ca.get()).toMatchObject({ certPem: expect.stringContaining('BEGIN CERTIFICATE') });
  });
});
