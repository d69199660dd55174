/**
 * Issue #32, against the real server: body handling whatever the content-type, the real service's error
 * shape, the `reason` word of the upload routes, token ids and scopes, private files and what the client sent.
 * (The older official clients' scenarios are test/server/older-sdk.test.ts and older-cli.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reasonText } from '../../src/server/errors.ts';
import { tgzOf } from '../helpers/archives.ts';
import { api, basicToken, putArchive, startTestServer, type TestServer } from '../helpers/server.ts';

let srv: TestServer;
let owner: string;
let other: string;
const D = 'fidelity-site.localhost';
const THEIRS = 'theirs-site.localhost';

const site = (extra: { path: string; body: string }[] = []) =>
  tgzOf([{ path: 'site/index.html', body: '<h1>hello world</h1>\n' }, ...extra]);

beforeAll(async () => {
  srv = await startTestServer({ edges: 0 });
  owner = await srv.token('fidelity-owner@example.com');
  other = await srv.token('fidelity-other@example.com');
  // Two revisions both live once, so rollback and rollfore have somewhere to go by the production rule.
  expect((await putArchive(srv.api, owner, D, site())).status).toBe(200);
  expect((await putArchive(srv.api, owner, D, site([{ path: 'site/b.html', body: 'b' }]))).status).toBe(200);
  expect((await putArchive(srv.api, other, THEIRS, site())).status).toBe(200);
});

afterAll(async () => {
  await srv?.close();
});

const raw = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  fetch(srv.api + path, { method, headers: { authorization: basicToken(owner), ...headers }, body });

describe('request bodies', () => {
  it('a body-less POST or PUT is accepted whatever its content-type (axios sends a form type)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await raw('POST', `/${D}/rollback`, form)).status).toBe(200);
    // a cutover by name (a choice) to the newest, then to the older one: rollfore then has a revision to go to
    expect((await raw('PUT', `/${D}/rev`, form)).status).toBe(201);
    const list = (await api(srv.api, owner, 'GET', `/${D}/list`)).body as { rev: number }[];
    expect((await raw('PUT', `/${D}/rev/${list[1]!.rev}`, form)).status).toBe(201);
    expect((await raw('POST', `/${D}/rollfore`, form)).status).toBe(200);
    expect((await raw('POST', '/verification', { 'content-type': 'application/octet-stream' })).status).toBe(
      201,
    );
  });

  it('a body the route does not read is not parsed: broken JSON to rollback is ignored', async () => {
    const res = await raw('POST', `/${D}/rollback`, { 'content-type': 'application/json' }, '{not json');
    expect(res.status).toBe(200);
  });

  it('a reading route refuses a body of a type it does not take with a 415 that says what to send', async () => {
    const res = await raw('POST', '/token', { 'content-type': 'application/xml' }, '<msg>hi</msg>');
    expect(res.status).toBe(415);
    const body = (await res.json()) as {
      messages: string[];
      details: Record<string, string>;
      status: number;
    };
    expect(body.status).toBe(415);
    expect(body.messages[0]).toMatch(/content-type "application\/xml" is not accepted by POST \/token/);
    expect(body.details['content-type']).toBe('must be application/json');
  });
});

describe('error bodies and reasons', () => {
  it('every error body is {messages, details, status, message}', async () => {
    const r = await api(srv.api, 'f'.repeat(64), 'GET', '/account');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      messages: [expect.any(String)],
      details: {},
      status: 401,
      message: r.body.messages[0],
    });
    const cut = await api(srv.api, owner, 'PUT', `/${D}/rev/12345`);
    expect(cut.status).toBe(404);
    expect(cut.body).toMatchObject({ details: {}, status: 404, messages: [expect.any(String)] });
  });

  it('401/403 of PUT /:domain lead with the real word, then our text; other routes keep their text', async () => {
    const anon = await putArchive(srv.api, null, D, site());
    expect(anon.status).toBe(401);
    expect(anon.reason).toMatch(/^Unauthorized: missing credentials/);
    const forbidden = await putArchive(srv.api, other, D, site());
    expect(forbidden.status).toBe(403);
    expect(forbidden.reason).toMatch(/^Forbidden: you do not have permission to publish/);
    const list = await api(srv.api, other, 'GET', `/${D}/list`);
    expect(list.status).toBe(403);
    expect(list.reason).not.toMatch(/^Forbidden/);
  });

  it('the plain-surge reason is the word alone', () => {
    expect(reasonText(401, 'bad token', { realWord: true, plain: true })).toBe('Unauthorized');
    expect(reasonText(403, 'not yours', { realWord: true, plain: true })).toBe('Forbidden');
    expect(reasonText(403, 'not yours', { realWord: true, plain: false })).toBe('Forbidden: not yours');
    expect(reasonText(422, 'bad domain', { realWord: true, plain: true })).toBe('bad domain');
    expect(reasonText(403, 'not yours', { realWord: false, plain: false })).toBe('not yours');
  });
});

describe('tokens', () => {
  it('a scope on another account’s project is refused with 403; own and unclaimed domains are fine', async () => {
    const theirs = await api(srv.api, owner, 'POST', '/token', { scope: [D, THEIRS] });
    expect(theirs.status).toBe(403);
    expect(theirs.body.details.scope).toMatch(/theirs-site\.localhost: it belongs to another account/);
    const tokens = (await api(srv.api, owner, 'GET', '/tokens')).body as { scope: string[] }[];
    expect(tokens.some((t) => t.scope.includes(THEIRS))).toBe(false);
    const fine = await api(srv.api, owner, 'POST', '/token', { scope: [D, 'not-yet-claimed.localhost'] });
    expect(fine.status).toBe(201);
    expect(fine.body.id).toBe(`tok-${String(fine.body.token).slice(0, 8)}`);
  });

  it('a token stored with an older random id is still listed and revoked by that id', async () => {
    const account = await srv.server.store.accounts.getAccountByEmail('fidelity-owner@example.com');
    const now = Date.now();
    await srv.server.store.accounts.createToken({
      id: 'tok-0ld1d000',
      accountId: account!.id,
      hash: 'a'.repeat(64),
      msg: 'minted before issue #32',
      scope: [],
      uses: 0,
      createdAt: now,
      lastUsedAt: null,
      expiresAt: now + 60_000,
    });
    const ids = ((await api(srv.api, owner, 'GET', '/tokens')).body as { id: string }[]).map((t) => t.id);
    expect(ids).toContain('tok-0ld1d000');
    expect((await api(srv.api, owner, 'DELETE', '/tokens/tok-0ld1d000')).status).toBe(200);
  });
});

describe('revision records', () => {
  it('count CNAME/AUTH/CORS/ROUTER as private files and keep the cmd header', async () => {
    const archive = site([
      { path: 'site/CNAME', body: 'hello-world.surge.sh\n' },
      { path: 'site/about.html', body: 'about\n' },
    ]);
    const res = await putArchive(srv.api, owner, D, archive, { cmd: 'test', version: '999' });
    expect(res.status).toBe(200);
    const meta = await api(srv.api, owner, 'GET', `/${D}/metadata.json`);
    expect(meta.body).toMatchObject({
      cmd: 'test',
      cliVersion: '999',
      publicFileCount: 2,
      publicTotalSize: 27,
      privateFileCount: 1,
      privateTotalSize: 21,
      privateFileList: ['/CNAME'],
      output: null,
      buildTime: null,
    });
    const [newest] = (await api(srv.api, owner, 'GET', `/${D}/list`)).body as Record<string, unknown>[];
    for (const field of [
      'cliVersion',
      'output',
      'config',
      'message',
      'buildTime',
      'privateFileList',
      'uploadStartTime',
      'uploadEndTime',
      'uploadDuration',
    ]) {
      expect(newest, field).toHaveProperty(field);
    }
    expect(newest).toMatchObject({ cmd: 'test', privateFileCount: 1, publicFileCount: 2 });
  });
});
