/** Accounts, tokens, verification and password reset: through app.inject and over a real socket. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { FileOutbox } from '../../src/store/files/outbox.ts';
import { SqliteStore } from '../../src/store/sqlite/store.ts';
import { tgzOf } from '../helpers/archives.ts';
import { api, putArchive, startTestServer, TEST_PASSWORD } from '../helpers/server.ts';

const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('accounts and tokens (inject)', () => {
  let dir: string;
  let store: SqliteStore;
  let app: FastifyInstance;
  let clock = Date.now();
  const logs: string[] = [];
  const mailer = () => new FileOutbox(join(dir, 'outbox'));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitepub-acct-'));
    store = await SqliteStore.open({ dir });
    const stream = new Writable({
      write(chunk: Buffer, _e, cb) {
        logs.push(chunk.toString());
        cb();
      },
    });
    app = await buildApp({ store, logger: { level: 'debug', stream }, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const mint = async (email: string, pass = TEST_PASSWORD, body?: unknown) =>
    app.inject({
      method: 'POST',
      url: '/token',
      headers: { authorization: basic(email, pass) },
      ...(body ? { payload: body as object } : {}),
    });
  const withToken = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
    app.inject({ method, url, headers: { authorization: basic('token', token) } });

  it('creates the account on first POST /token and returns a token valid three years', async () => {
    const res = await mint('New@Example.com', TEST_PASSWORD, { msg: 'login from ci' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The email as typed (sign-in matches it in any case); the id is tok- + the token's first 8 characters.
    expect(body).toMatchObject({ email: 'New@Example.com', msg: 'login from ci', scope: [] });
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.id).toBe(`tok-${String(body.token).slice(0, 8)}`);
    const years = (Date.parse(body.expires_at) - Date.parse(body.created_at)) / (365 * 24 * 3600 * 1000);
    expect(years).toBe(3);
    const account = await withToken('GET', '/account', body.token);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      email: 'New@Example.com',
      email_verified_at: null,
      plan: { name: 'Free' },
      card: null,
    });
    // the token itself is not stored
    const row = await store.accounts.getTokenByHash(body.token);
    expect(row).toBeNull();
  });

  it('answers 401 with a reason for every kind of bad credentials, never 500', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /missing credentials/],
      [{ authorization: 'Bearer abc' }, /malformed Authorization header/],
      [{ authorization: 'Basic !!!' }, /malformed/],
      [{ authorization: basic('token', 'nope') }, /not a token this server issued/],
      [{ authorization: basic('token', 'a'.repeat(64)) }, /unknown or was revoked/],
      [{ authorization: basic('not-an-email', 'x') }, /^"not-an-email" is not an email address/],
      [{ authorization: basic('a'.repeat(64), '') }, /^the user name is not an email address/],
      [{ authorization: basic('new@example.com', 'wrong password!') }, /wrong password for new@example.com/],
      [{ authorization: basic('short@example.com', 'short') }, /at least 8 characters/],
    ];
    for (const [headers, reason] of cases) {
      const res = await app.inject({ method: 'GET', url: '/account', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers.reason).toMatch(reason);
      expect(res.json().messages[0]).toMatch(reason);
    }
    expect(
      (
        await app.inject({ method: 'GET', url: '/account', headers: { authorization: basic('x', 'y') } })
      ).json().details,
    ).toEqual({
      email: 'is not a valid email address',
    });
  });

  it('creates an account on any endpoint with email:password (GET /account)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/account',
      headers: { authorization: basic('implicit@example.com', TEST_PASSWORD) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('implicit@example.com');
  });

  it('lists tokens without their values, and a revoked token is refused at once', async () => {
    const a = (await mint('lister@example.com')).json();
    const b = (
      await mint('lister@example.com', TEST_PASSWORD, { msg: 'ci', scope: ['site.example.com'] })
    ).json();
    expect(b.scope).toEqual(['site.example.com']);
    const list = await withToken('GET', '/tokens', a.token);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(list.body).not.toContain(a.token);
    expect(list.json()[0]).toHaveProperty('uses');
    // a scoped token cannot manage tokens
    const scoped = await withToken('GET', '/tokens', b.token);
    expect(scoped.statusCode).toBe(403);
    expect(scoped.headers.reason).toMatch(/limited to some domains/);
    expect((await withToken('DELETE', `/tokens/${b.id}`, a.token)).statusCode).toBe(200);
    const after = await withToken('GET', '/account', b.token);
    expect(after.statusCode).toBe(401);
    expect(after.headers.reason).toMatch(/revoked/);
    expect((await withToken('DELETE', '/tokens/tok-00000000', a.token)).statusCode).toBe(404);
  });

  it('refuses a token after three years', async () => {
    const t = (await mint('old@example.com')).json().token;
    const saved = clock;
    clock += 3 * 365 * 24 * 3600 * 1000 + 1;
    const res = await withToken('GET', '/account', t);
    clock = saved;
    expect(res.statusCode).toBe(401);
    expect(res.headers.reason).toMatch(/token expired on/);
  });

  it('verification: sends once per five minutes, the link verifies', async () => {
    const t = (await mint('verify@example.com')).json().token;
    const first = await withToken('POST', '/verification', t);
    expect(first.statusCode).toBe(201);
    // No SMTP here (the outbox mailer): the answer says who finds the mail, never where it is (issue #39.3).
    expect(first.json()).toEqual({
      verified: false,
      sent: true,
      email: 'verify@example.com',
      delivery: 'outbox',
      msg: "this server has no SMTP configured; its operator finds the mail in the server's outbox (see `sitepub serve` log)",
    });
    const again = await withToken('POST', '/verification', t);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      verified: false,
      sent: false,
      msg: expect.stringMatching(/less than five minutes ago/),
    });
    clock += 5 * 60 * 1000;
    expect((await withToken('POST', '/verification', t)).statusCode).toBe(201);
    const mails = (await mailer().list()).filter(
      (m) => m.to === 'verify@example.com' && m.kind === 'verification',
    );
    expect(mails).toHaveLength(2);
    const link = /\/verification\/([A-Za-z0-9_-]+)/.exec(mails[1]!.text)![1]!;
    const open = await app.inject({ method: 'GET', url: `/verification/${link}` });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ verified: true, email: 'verify@example.com' });
    expect((await app.inject({ method: 'GET', url: `/verification/${link}` })).statusCode).toBe(404);
    expect((await withToken('POST', '/verification', t)).json()).toMatchObject({ verified: true });
    expect((await withToken('GET', '/account', t)).json().email_verified_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it('password reset: always 201, mails a code that sets a new password', async () => {
    await mint('reset@example.com');
    const unknown = await app.inject({ method: 'POST', url: '/token/reset/nobody@example.com' });
    expect(unknown.statusCode).toBe(201);
    const known = await app.inject({ method: 'POST', url: '/token/reset/reset@example.com' });
    expect(known.statusCode).toBe(201);
    expect(known.json().msg).toBe(unknown.json().msg.replace('nobody', 'reset'));
    const mail = (await mailer().list()).find(
      (m) => m.to === 'reset@example.com' && m.kind === 'password-reset',
    )!;
    expect((await mailer().list()).some((m) => m.to === 'nobody@example.com')).toBe(false);
    const code = /"code":"([^"]+)"/.exec(mail.text)![1]!;
    const bad = await app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { email: 'reset@example.com', code: 'nope', password: 'new password 1' },
    });
    expect(bad.statusCode).toBe(404);
    const ok = await app.inject({
      method: 'POST',
      url: '/password/reset',
      payload: { email: 'reset@example.com', code, password: 'new password 1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await mint('reset@example.com')).statusCode).toBe(401);
    expect((await mint('reset@example.com', 'new password 1')).statusCode).toBe(201);
  });

  it('never logs credentials', async () => {
    const joined = logs.join('');
    expect(joined.length).toBeGreaterThan(0);
    expect(joined).not.toContain(TEST_PASSWORD);
    expect(joined).not.toContain(Buffer.from(`new@example.com:${TEST_PASSWORD}`).toString('base64'));
    expect(joined).not.toMatch(/[0-9a-f]{64}/); // no token, no token hash
    expect(joined).not.toMatch(/\/verification\/[A-Za-z0-9_-]{20,}/);
  });
});

describe('account deletion (real socket)', () => {
  it('answers 409 while projects exist, then deletes the account', async () => {
    const srv = await startTestServer();
    try {
      const token = await srv.token('nuke@example.com');
      const dep = await putArchive(
        srv.api,
        token,
        'nuke-me.example.com',
        tgzOf([{ path: 's/index.html', body: 'x' }]),
      );
      expect(dep.events.at(-1)!.type).toBe('info');
      const refused = await api(srv.api, token, 'DELETE', '/account');
      expect(refused.status).toBe(409);
      expect(refused.reason).toMatch(/still owns 1 project\(s\) \(nuke-me.example.com\)/);
      expect((await api(srv.api, token, 'DELETE', '/nuke-me.example.com')).status).toBe(200);
      const done = await api(srv.api, token, 'DELETE', '/account');
      expect(done.status).toBe(200);
      expect(done.body.msg).toMatch(/deleted/);
      expect((await api(srv.api, token, 'GET', '/account')).status).toBe(401);
    } finally {
      await srv.close();
    }
  });
});
