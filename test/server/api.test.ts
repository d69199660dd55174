/**
 * The certificate, DNS, collaborator, settings, billing, login, stats and status endpoints against the real
 * server (one edge), with projects published by the official CLI.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { call, freeDnsPort, makeHome, ndjson, surge } from './helpers.ts';
import { loadOrCreateAuthority } from '../../src/server/ca/authority.ts';

let srv: TestServer;
let owner: string;
let friend: string;
let stranger: string;
let home: string;
let site: string;
const APEX = 'example-site.com';
const SUB = 'blog.example-site.com';
const FRIEND = 'friend@example.com';

async function outbox(): Promise<string> {
  const dir = join(srv.data, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n----\n');
}

beforeAll(async () => {
  // Status checks ask the server's own DNS responder whether a domain points here.
  const dnsPort = await freeDnsPort();
  srv = await startTestServer({ edges: 1, dnsPort, dnsResolver: [`127.0.0.1:${dnsPort}`] });
  owner = await srv.token('owner@example.com');
  friend = await srv.token(FRIEND);
  stranger = await srv.token('stranger@example.com');
  ({ home, site } = await makeHome());
  for (const d of [APEX, SUB]) {
    const r = await surge(srv.api, owner, home, [site, d]);
    expect(r.code, r.out).toBe(0);
  }
});

afterAll(async () => {
  await srv?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

describe('certificates', () => {
  it('issues a managed certificate from the server root, created under the data folder', async () => {
    const r = await call(srv.api, owner, 'GET', `/${APEX}/certs`);
    expect(r.status).toBe(200);
    expect(r.body.certs).toHaveLength(1);
    expect(r.body.certs[0]).toMatchObject({
      subject: APEX,
      subjectAltNames: [APEX],
      autoRenew: true,
      source: 'managed',
      issuer: 'sitepub Local Root CA',
    });
    expect(r.body.certs[0].expInDays).toBeGreaterThanOrEqual(89);
    const root = await readFile(join(srv.data, 'ca', 'root.cert.pem'), 'utf8');
    expect(new X509Certificate(root).ca).toBe(true);
  });

  it('PUT /:domain/encrypt streams progress (encrypt), cert and info', async () => {
    const r = await call(srv.api, owner, 'PUT', `/${APEX}/encrypt`);
    expect(r.status).toBe(200);
    const lines = ndjson(r.body as string);
    expect(lines.filter((l) => l.type === 'progress').every((l) => l.id === 'encrypt')).toBe(true);
    expect(lines.map((l) => l.type)).toEqual(['progress', 'progress', 'progress', 'cert', 'info']);
    expect(lines[3]).toMatchObject({
      type: 'cert',
      data: {
        issuer: 'sitepub Local Root CA',
        altnames: [APEX],
        expiresInWords: expect.stringMatching(/^in /),
      },
    });
    expect((lines[4] as { certs: unknown[] }).certs).toHaveLength(1);
  });

  it('PUT /:domain/ssl needs a paid plan, then validates the bundle', async () => {
    const ca = await loadOrCreateAuthority(join(home, 'other-ca'));
    const good = await ca.issue([APEX, `www.${APEX}`]);
    const put = (token: string, body: string) =>
      call(srv.api, token, 'PUT', `/${APEX}/ssl`, body, { 'content-type': 'application/x-pem-file' });

    const free = await put(owner, good.keyPem + good.chainPem);
    expect(free.status).toBe(403);
    // The real service's word first, then ours; the upgrade link has /upgrade/ in its path, as the real one's.
    expect(free.headers.get('reason')).toMatch(
      /^Forbidden: .*need a paid plan \(Standard\).*\/billing\/upgrade\//,
    );

    expect((await call(srv.api, owner, 'PUT', '/card', { token: 'tok_visa' })).status).toBe(201);
    const plan = await call(srv.api, owner, 'PUT', '/plan', { plan: 'standard' });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);

    const wrong = await ca.issue(['elsewhere.com']);
    const bad = await put(owner, wrong.keyPem + wrong.chainPem);
    expect(bad.status).toBe(400);
    expect(bad.body.details.pem).toMatch(/does not cover example-site\.com/);
    const mismatched = await put(owner, wrong.keyPem + good.chainPem);
    expect(mismatched.body.messages[0]).toMatch(/does not match/);

    const ok = await put(owner, good.keyPem + good.chainPem);
    expect(ok.status).toBe(202);
    // One NDJSON line, which is also the JSON object `{msg}` the spec shows.
    const line = ok.body as Record<string, unknown>;
    expect(line).toMatchObject({
      type: 'msg',
      payload: { status: 'ok' },
      msg: expect.stringContaining('installed'),
    });

    const certs = await call(srv.api, owner, 'GET', `/${APEX}/certs`);
    expect(certs.body.certs[0]).toMatchObject({
      source: 'custom',
      autoRenew: false,
      subjectAltNames: [APEX, `www.${APEX}`],
    });
    // Collaborators and strangers may not upload certificates.
    expect((await put(stranger, good.keyPem + good.chainPem)).status).toBe(403);
  });
});

describe('DNS', () => {
  it('answers 405 for domains that are not apex domains', async () => {
    const r = await call(srv.api, owner, 'GET', `/${SUB}/dns`);
    expect(r.status).toBe(405);
    expect(r.body.messages[0]).toMatch(/not an apex domain/);
    expect(
      (await call(srv.api, owner, 'POST', `/${SUB}/zone`, { type: 'A', name: 'x', value: '192.0.2.1' }))
        .status,
    ).toBe(405);
  });

  it('adds, lists and removes custom records; the zone adds the managed ones', async () => {
    expect((await call(srv.api, owner, 'GET', `/${APEX}/dns`)).body).toEqual({ domain: APEX, records: [] });
    const added = await call(srv.api, owner, 'POST', `/${APEX}/dns`, {
      type: 'MX',
      name: '@',
      value: 'mx.mail.net',
      priority: '10',
    });
    expect(added.status).toBe(201);
    expect(added.body.record).toMatchObject({
      type: 'MX',
      name: '@',
      value: 'mx.mail.net',
      priority: 10,
      id: expect.stringMatching(/^rec_[0-9a-f]{10}$/),
    });
    const viaZone = await call(srv.api, owner, 'POST', `/${APEX}/zone`, {
      type: 'CNAME',
      name: 'www',
      value: 'elsewhere.net',
    });
    expect(viaZone.status).toBe(201);
    expect(viaZone.body.records.map((r: { type: string }) => r.type)).toEqual([
      'SOA',
      'NS',
      'NS',
      'A',
      'MX',
      'CNAME',
    ]);

    const zone = await call(srv.api, owner, 'GET', `/${APEX}/zone`);
    expect(zone.body.origin).toBe(APEX);
    expect(zone.body.records.find((r: { id: string }) => r.id === 'managed-a-1')).toMatchObject({
      type: 'A',
      name: '@',
      value: '127.0.0.1',
      category: 'managed',
    });
    expect(
      zone.body.records
        .filter((r: { type: string }) => r.type === 'NS')
        .map((r: { value: string }) => r.value),
    ).toEqual(['ns1.localhost', 'ns2.localhost']);

    const list = await call(srv.api, owner, 'GET', `/${APEX}/dns`);
    expect(list.body.records).toHaveLength(2);
    const removed = await call(srv.api, owner, 'DELETE', `/${APEX}/dns/${added.body.record.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.records.map((r: { type: string }) => r.type)).toEqual(['CNAME']);
    expect(
      (await call(srv.api, owner, 'DELETE', `/${APEX}/zone/${viaZone.body.record.id}`)).body.records,
    ).toHaveLength(4);
    expect((await call(srv.api, owner, 'DELETE', `/${APEX}/zone/managed-ns-1`)).status).toBe(400);
    expect((await call(srv.api, owner, 'DELETE', `/${APEX}/dns/rec_0000000000`)).status).toBe(404);
  });

  it('rejects invalid records with 400 and per-field details', async () => {
    const r = await call(srv.api, owner, 'POST', `/${APEX}/dns`, {
      type: 'MX',
      name: 'bad name',
      value: 'not a host',
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.details).sort()).toEqual(['name', 'priority', 'value']);
    expect(r.headers.get('reason')).toMatch(/invalid DNS record/);
    const t = await call(srv.api, owner, 'POST', `/${APEX}/dns`, { type: 'PTR', name: 'x', value: 'y' });
    expect(t.body.details.type).toMatch(/one of A, AAAA, CNAME/);
  });

  it('is the owner’s: others get 403', async () => {
    expect((await call(srv.api, stranger, 'GET', `/${APEX}/dns`)).status).toBe(403);
  });
});

describe('collaborators', () => {
  it('invites by email (mailed), lets collaborators deploy and manage revisions, not tear down or invite', async () => {
    const inv = await call(srv.api, owner, 'POST', `/${SUB}/collaborators`, {
      emails: [FRIEND, 'owner@example.com', 'nope'],
    });
    expect(inv.status).toBe(202);
    expect(inv.body.invites).toEqual([
      { domain: SUB, email: FRIEND, invite: `collaborator on ${SUB}`, status: 'sent' },
      { domain: SUB, email: 'owner@example.com', invite: `collaborator on ${SUB}`, status: 'owner' },
      {
        domain: SUB,
        email: 'nope',
        invite: `collaborator on ${SUB}`,
        status: 'failed',
        reason: 'not a valid email address',
      },
    ]);
    expect(await outbox()).toMatch(
      /owner@example\.com invited you to collaborate on blog\.example-site\.com/,
    );
    const again = await call(srv.api, owner, 'POST', `/${SUB}/collaborators`, { emails: [FRIEND] });
    expect(again.body.invites[0].status).toBe('member');

    const deploy = await surge(srv.api, friend, home, [site, SUB, '-m', 'by a friend']);
    expect(deploy.code, deploy.out).toBe(0);
    const revs = await call(srv.api, friend, 'GET', `/${SUB}/list`);
    expect(revs.status).toBe(200);
    expect(revs.body[0].email).toBe(FRIEND);
    expect((await call(srv.api, friend, 'POST', `/${SUB}/rollback`)).status).toBe(200);
    const listed = await call(srv.api, friend, 'GET', '/list');
    expect(listed.body.map((p: { domain: string }) => p.domain)).toContain(SUB);

    expect((await call(srv.api, friend, 'DELETE', `/${SUB}`)).status).toBe(403);
    expect(
      (await call(srv.api, friend, 'POST', `/${SUB}/collaborators`, { emails: ['x@example.com'] })).status,
    ).toBe(403);
    expect((await call(srv.api, friend, 'PUT', `/${SUB}/settings`, { spa: true })).status).toBe(403);
    expect((await call(srv.api, stranger, 'GET', `/${SUB}/list`)).status).toBe(403);
  });

  it('revokes: 202 with successes and fails, and access ends', async () => {
    const r = await call(srv.api, owner, 'DELETE', `/${SUB}/collaborators`, {
      emails: [FRIEND, 'other@example.com'],
    });
    expect(r.status).toBe(202);
    expect(r.body.successes).toEqual([FRIEND]);
    expect(r.body.fails).toEqual(['other@example.com']);
    expect((await call(srv.api, friend, 'GET', `/${SUB}/list`)).status).toBe(403);
  });

  it('honours the deploy headers add and rem (owner only) and reports users', async () => {
    const add = await surge(srv.api, owner, home, [site, SUB, '-a', 'pal@example.com,buddy@example.com']);
    expect(add.code, add.out).toBe(0);
    expect(add.out).toMatch(/pal@example\.com/);
    let list = await call(srv.api, owner, 'GET', `/${SUB}/collaborators`);
    expect(list.body.collaborators.map((c: { email: string }) => c.email).sort()).toEqual([
      'buddy@example.com',
      'pal@example.com',
    ]);
    const rem = await surge(srv.api, owner, home, [site, SUB, '-r', 'buddy@example.com']);
    expect(rem.code, rem.out).toBe(0);
    list = await call(srv.api, owner, 'GET', `/${SUB}/collaborators`);
    expect(list.body.collaborators.map((c: { email: string }) => c.email)).toEqual(['pal@example.com']);
  });
});

describe('settings', () => {
  it('merges documented settings, accepts the CLI argv, echoes the configuration', async () => {
    const r = await call(srv.api, owner, 'PUT', `/${SUB}/settings`, {
      _: [SUB, 'config'],
      e: srv.api,
      endpoint: srv.api,
      s: false,
      stage: false,
      'force-https': true,
      spa: 'true',
      cors: '*',
      header: ['X-Frame-Options: DENY', 'X-Test: 1'],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      forceHttps: true,
      cleanUrls: true,
      spa: true,
      cors: '*',
      headers: { 'X-Frame-Options': 'DENY', 'X-Test': '1' },
    });
    const removed = await call(srv.api, owner, 'PUT', `/${SUB}/settings`, {
      headers: { 'X-Test': null },
      forceHttps: false,
    });
    expect(removed.body).toMatchObject({ forceHttps: false, headers: { 'X-Frame-Options': 'DENY' } });
    expect((await call(srv.api, owner, 'GET', `/${SUB}/settings`)).body).toEqual(removed.body);
  });

  it('rejects unknown names and bad values with details', async () => {
    const r = await call(srv.api, owner, 'PUT', `/${SUB}/settings`, {
      colour: 'blue',
      spa: 'maybe',
      headers: { 'Set-Cookie': 'a=b' },
      cors: 'ftp://x',
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.details).sort()).toEqual(['colour', 'cors', 'headers.Set-Cookie', 'spa']);
  });
});

describe('plans and billing', () => {
  it('lists plans with the current one and card status', async () => {
    const r = await call(srv.api, friend, 'GET', '/plans');
    expect(r.body.current.id).toBe('free');
    expect(r.body.list.map((p: { id: string; current: boolean }) => [p.id, p.current])).toEqual([
      ['free', true],
      ['standard', false],
    ]);
    expect(r.body.card).toBeNull();
    const scoped = await call(srv.api, owner, 'GET', `/${SUB}/plans`);
    expect(scoped.body).toMatchObject({
      domain: SUB,
      current: { id: 'standard' },
      card: { brand: 'Visa', last4: '4242' },
    });
  });

  it('needs a card for a paid plan; a declined card is refused with 402', async () => {
    const noCard = await call(srv.api, friend, 'PUT', '/plan', { plan: 'standard' });
    expect(noCard.status).toBe(402);
    expect(noCard.body.messages[0]).toMatch(/needs a card/);
    const declined = await call(srv.api, friend, 'PUT', '/plan', {
      plan: 'standard',
      token: 'tok_chargeDeclined',
    });
    expect(declined.status).toBe(402);
    expect(declined.body.details.payment).toBe('card_declined');
    expect((await call(srv.api, friend, 'PUT', '/card', { token: 'tok_bogus' })).body.details.payment).toBe(
      'invalid_token',
    );
    expect((await call(srv.api, friend, 'PUT', '/plan', { plan: 'gold' })).status).toBe(400);
  });

  it('subscription family and account reflect the plan', async () => {
    const sub = await call(srv.api, owner, 'GET', '/subscription');
    expect(sub.body).toMatchObject({
      subscription: { status: 'active', plan: { id: 'standard' } },
      stripe_pk: 'pk_test_sitepub',
    });
    expect((await call(srv.api, owner, 'GET', `/${APEX}/subscription`)).body.domain).toBe(APEX);
    expect((await call(srv.api, friend, 'GET', '/subscription')).body.subscription).toBeNull();
  });

  it('48-hour checkout link opens a page that subscribes with a card token', async () => {
    const link = await call(srv.api, friend, 'POST', '/upgrade/link', { plan: 'standard' });
    expect(link.status).toBe(201);
    expect(Date.parse(link.body.expires_at) - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    expect(link.body.url).toMatch(/\/billing\/upgrade\/[\w-]+$/);
    const page = await fetch(link.body.url);
    expect(await page.text()).toMatch(/Upgrade to Standard[\s\S]*friend@example\.com/);
    // Links handed out before under /billing/checkout/ keep working.
    expect((await fetch(link.body.url.replace('/billing/upgrade/', '/billing/checkout/'))).status).toBe(200);
    const done = await fetch(link.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=tok_mastercard',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/Now on the Standard plan/);
    expect((await call(srv.api, friend, 'GET', '/plans')).body.current.id).toBe('standard');
    const portal = await call(srv.api, friend, 'POST', '/billing/link');
    expect(portal.status).toBe(201);
    expect(await (await fetch(portal.body.url)).text()).toMatch(/MasterCard ending in 4444/);
    expect((await fetch(portal.body.url.replace(/[^/]+$/, 'x'.repeat(32)))).status).toBe(404);
    // Back to free through the portal form.
    const down = await fetch(portal.body.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'plan=free',
    });
    expect(await down.text()).toMatch(/Now on the Free plan/);
  });
});

describe('stats, status, browser login', () => {
  it('GET /stats is public with CORS and counts what is stored', async () => {
    const r = await call(srv.api, null, 'GET', '/stats', undefined, { origin: 'https://elsewhere.example' });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.body.projects).toBe(2);
    expect(r.body.deployments).toBeGreaterThanOrEqual(4);
    expect(r.body.deployemnts).toBe(r.body.deployments);
    expect(r.body.bytes).toBeGreaterThan(0);
    const pre = await fetch(`${srv.api}/stats`, {
      method: 'OPTIONS',
      headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('GET /:domain/status tells live/https and the records to point', async () => {
    const r = await call(srv.api, owner, 'GET', `/${APEX}/status`);
    expect(r.body).toMatchObject({
      status: 'live',
      action: 'visit',
      https: true,
      records: { a: ['127.0.0.1'] },
    });
    expect(typeof r.body.records.cname).toBe('string');
    const missing = await call(srv.api, owner, 'GET', '/never-published.com/status');
    expect(missing.status).toBe(404);
    expect(missing.body.messages).toEqual(['domain not published']);
  });

  it('browser login: session, approval with email + password, one token on poll', async () => {
    const s = await call(srv.api, null, 'POST', '/login/session', { host: 'laptop' });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({
      uuid: expect.any(String),
      url: expect.stringContaining('/login/session/'),
      code: expect.any(String),
      poll: expect.any(String),
    });
    const pollIt = () =>
      call(srv.api, null, 'POST', `/login/session/${s.body.uuid}/poll`, { poll: s.body.poll });
    expect((await pollIt()).body).toEqual({ status: 'pending' });
    expect(
      (await call(srv.api, null, 'POST', `/login/session/${s.body.uuid}/poll`, { poll: 'wrong' })).status,
    ).toBe(403);
    expect(await (await fetch(s.body.url)).text()).toContain(s.body.code);
    const approve = await fetch(`${srv.api}/login/session/${s.body.uuid}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'owner@example.com',
        password: 'correct horse battery staple',
      }).toString(),
    });
    expect(approve.status).toBe(200);
    const got = await pollIt();
    expect(got.body).toMatchObject({
      status: 'approved',
      email: 'owner@example.com',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await call(srv.api, got.body.token, 'GET', '/account')).body.email).toBe('owner@example.com');
    expect((await pollIt()).body).toEqual({ status: 'gone' });
  });

  it('teardown forgets certificates, records and collaborators', async () => {
    await call(srv.api, owner, 'POST', `/${APEX}/dns`, { type: 'TXT', name: '@', value: 'hello' });
    expect((await call(srv.api, owner, 'DELETE', `/${APEX}`)).status).toBe(200);
    const r = await surge(srv.api, owner, home, [site, APEX]);
    expect(r.code, r.out).toBe(0);
    expect((await call(srv.api, owner, 'GET', `/${APEX}/dns`)).body.records).toEqual([]);
    expect(
      (await call(srv.api, owner, 'GET', `/${APEX}/certs`)).body.certs.map(
        (c: { source: string }) => c.source,
      ),
    ).toEqual(['managed']);
  });
});
