/**
 * Authentication and authorization against the real server (issue #7): malformed credentials, wrong-length,
 * revoked and expired tokens, huge passwords, a second account acting on a domain it does not own, removed
 * collaborators, cross-domain revision ids, and a body without credentials refused before it is read.
 * Every refusal leaves production byte-identical on every edge (HostileWorld.expectUnchanged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tgzOf } from '../helpers/archives.ts';
import { putStream } from '../helpers/hostile-archives.ts';
import { siteEntries, startHostileWorld, type HostileWorld } from '../helpers/hostile-world.ts';
import { api, basicToken, putArchive, TEST_PASSWORD } from '../helpers/server.ts';

let w: HostileWorld;
/** Added to the real clock (a frozen clock would give every domain the same revision ids). */
let skew = 0;
let intruder: string;
const SITE = tgzOf(siteEntries({ '/index.html': '<h1>intruder</h1>' }));

beforeAll(async () => {
  w = await startHostileWorld({ overrides: { now: () => Date.now() + skew } });
  intruder = await w.srv.token('intruder@hostile.test');
});
afterAll(async () => w?.close());

async function account(authorization: string | undefined) {
  const res = await fetch(`${w.api}/account`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  await res.arrayBuffer();
  return { status: res.status, reason: res.headers.get('reason') };
}
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('malformed credentials: 401 with a reason that says what to send', () => {
  it.each([
    ['absent', undefined, /missing credentials.*POST \/token/],
    ['empty', '', /missing credentials/],
    ['scheme only', 'Basic', /malformed Authorization header/],
    ['bad base64', 'Basic !!!!', /malformed Authorization header/],
    ['no colon', `Basic ${b64('tokenonly')}`, /malformed Authorization header/],
    ['empty user', `Basic ${b64(':secret')}`, /malformed Authorization header/],
    ['Bearer instead of Basic', 'Bearer abcdef', /malformed Authorization header/],
    ['user is not an email', `Basic ${b64('admin:admin')}`, /"admin" is not an email address/],
  ])('%s', async (_name, header, reason) => {
    const r = await account(header);
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(reason);
  });

  it('refuses a 64 KB Authorization header with 431 and keeps serving', async () => {
    const r = await account(`Basic ${'A'.repeat(64 * 1024)}`);
    expect(r.status).toBe(431);
    await w.expectUnchanged();
  });

  it.each([
    ['too short', 'abc'],
    ['63 hex digits', 'a'.repeat(63)],
    ['65 hex digits', 'a'.repeat(65)],
    ['64 non-hex characters', 'z'.repeat(64)],
    ['upper-case hex', 'A'.repeat(64)],
  ])('refuses a wrong-length or wrong-alphabet token (%s)', async (_name, token) => {
    const r = await account(basicToken(token));
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(/not a token this server issued/);
  });

  it('refuses a well-formed token it never issued', async () => {
    const r = await account(basicToken('0'.repeat(64)));
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(/unknown or was revoked/);
  });
});

describe('passwords', () => {
  it('answers a 1 MB password with a fast 431 (the header limit), without hashing it', async () => {
    const r = await account(`Basic ${b64(`big@hostile.test:${'p'.repeat(1024 * 1024)}`)}`);
    expect(r.status).toBe(431);
  });

  it('refuses to create an account with a password over 1024 characters', async () => {
    const r = await account(`Basic ${b64(`long@hostile.test:${'p'.repeat(1025)}`)}`);
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(/password must be at most 1024 characters/);
  });

  it('answers a wrong 8 KB password for an existing account with 401', async () => {
    const r = await account(`Basic ${b64(`intruder@hostile.test:${'p'.repeat(8 * 1024)}`)}`);
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(/wrong password/);
  });
});

describe('revoked and expired tokens', () => {
  it('refuses a revoked token at once', async () => {
    const minted = await api(w.api, intruder, 'POST', '/token', { msg: 'to be revoked' });
    expect(minted.status).toBe(201);
    const doomed = (minted.body as { token: string }).token;
    expect((await account(basicToken(doomed))).status).toBe(200);
    const tokens = (await api(w.api, intruder, 'GET', '/tokens')).body as { id: string; msg: string }[];
    const id = tokens.find((t) => t.msg === 'to be revoked')!.id;
    expect((await api(w.api, intruder, 'DELETE', `/tokens/${id}`)).status).toBe(200);
    const r = await account(basicToken(doomed));
    expect(r.status).toBe(401);
    expect(r.reason).toMatch(/unknown or was revoked/);
    expect((await putArchive(w.api, doomed, 'revoked.hostile.test', SITE)).status).toBe(401);
    expect((await account(basicToken(intruder))).status).toBe(200);
  });

  it('refuses a token three years after it was minted, and says when it expired', async () => {
    const token = await w.srv.token('expiring@hostile.test');
    expect((await account(basicToken(token))).status).toBe(200);
    skew = 3 * 365 * 24 * 60 * 60 * 1000 + 1000;
    try {
      const r = await account(basicToken(token));
      expect(r.status).toBe(401);
      expect(r.reason).toMatch(/token expired on \d{4}-\d\d-\d\dT/);
      const deploy = await putArchive(w.api, token, 'expired.hostile.test', SITE);
      expect(deploy.status).toBe(401);
    } finally {
      skew = 0;
    }
  });
});

describe('a second account on a domain it does not own: 403, nothing moves', () => {
  it('cannot deploy, stage, cut over, roll back or forward, discard, tear down, purge or change settings', async () => {
    const d = w.domain;
    const rev = w.baseline.live!;
    const deploy = await putArchive(w.api, intruder, d, SITE);
    expect(deploy.status).toBe(403);
    expect(deploy.reason).toMatch(/belongs to another account/);
    expect((await putArchive(w.api, intruder, d, SITE, { stage: 'true' })).status).toBe(403);
    for (const [method, path, body] of [
      ['PUT', `/${d}/rev`],
      ['PUT', `/${d}/rev/${rev}`],
      ['POST', `/${d}/rollback`],
      ['POST', `/${d}/rollfore`],
      ['DELETE', `/${d}/rev/${rev}`],
      ['DELETE', `/${d}`],
      ['DELETE', `/${d}/cache`],
      ['PUT', `/${d}/settings`, { cors: '*' }],
      ['POST', `/${d}/collaborators`, { emails: ['intruder@hostile.test'] }],
      ['GET', `/${d}/list`],
      ['GET', `/${d}/manifest.json`],
      ['GET', `/${d}/${rev}/metadata.json`],
    ] as [string, string, unknown?][]) {
      const r = await api(w.api, intruder, method, path, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.reason, `${method} ${path}`).toBeTruthy();
    }
    await w.expectUnchanged();
  });

  it('answers the same 403 for existing and made-up revision ids (no leak)', async () => {
    const real = await api(w.api, intruder, 'GET', `/${w.domain}/${w.baseline.live}/metadata.json`);
    const fake = await api(w.api, intruder, 'GET', `/${w.domain}/1234567890123/metadata.json`);
    expect(real.status).toBe(403);
    expect(fake).toEqual(real);
  });
});

describe('collaborators', () => {
  it('a removed collaborator loses deploy and cutover rights at once', async () => {
    const d = 'team.hostile.test';
    const owner = w.token;
    expect((await putArchive(w.api, owner, d, SITE)).events.at(-1)?.type).toBe('info');
    const helper = await w.srv.token('helper@hostile.test');
    expect(
      (await api(w.api, owner, 'POST', `/${d}/collaborators`, { emails: ['helper@hostile.test'] })).status,
    ).toBe(202);
    const staged = await putArchive(w.api, helper, d, SITE, { stage: 'true' });
    expect(staged.events.at(-1)?.type).toBe('info');
    expect((await api(w.api, helper, 'DELETE', `/${d}`)).status).toBe(403); // teardown stays the owner's
    const removed = await api(w.api, owner, 'DELETE', `/${d}/collaborators`, {
      emails: ['helper@hostile.test'],
    });
    expect(removed.status).toBe(202);
    const after = await putArchive(w.api, helper, d, SITE);
    expect(after.status).toBe(403);
    expect((await api(w.api, helper, 'PUT', `/${d}/rev`)).status).toBe(403);
    expect((await api(w.api, helper, 'GET', `/${d}/list`)).status).toBe(403);
  });
});

describe('cross-domain revision ids', () => {
  it('a revision of one domain is 404 under another domain of the same owner, and nothing moves', async () => {
    const other = 'second.hostile.test';
    expect((await putArchive(w.api, w.token, other, SITE)).events.at(-1)?.type).toBe('info');
    const foreign = w.baseline.live!;
    for (const [method, path] of [
      ['GET', `/${other}/${foreign}/metadata.json`],
      ['GET', `/${other}/${foreign}/manifest.json`],
      ['PUT', `/${other}/rev/${foreign}`],
      ['DELETE', `/${other}/rev/${foreign}`],
    ]) {
      const r = await api(w.api, w.token, method!, path!);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(w.domain);
    }
    expect((await w.servedEverywhere(other, '/index.html')).body).toBe('<h1>intruder</h1>');
    await w.expectUnchanged();
  });
});

describe('a body without credentials', () => {
  it('is refused with 401 before it is read', async () => {
    async function* endless() {
      const chunk = Buffer.alloc(64 * 1024, 1);
      for (let i = 0; i < 100_000; i++) yield chunk; // 6.5 GB if the server read it all
    }
    const res = await putStream(w.api, null, w.domain, endless());
    expect(res.status).toBe(401);
    expect(res.reason).toMatch(/missing credentials/);
    expect(res.produced).toBeLessThan(16 * 1024 * 1024);
    await w.expectUnchanged();
  });

  it('with a wrong password for an existing account is refused the same way', async () => {
    const res = await fetch(`${w.api}/${w.domain}`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${b64(`intruder@hostile.test:not-${TEST_PASSWORD}`)}`,
        'content-type': 'application/gzip',
      },
      body: SITE,
    });
    await res.arrayBuffer();
    expect(res.status).toBe(401);
    await w.expectUnchanged();
  });
});
